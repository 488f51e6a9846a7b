import { useData } from 'vike-react/useData'
import { ChangePasswordInput, ProfileInput, type Profile } from '../../../contract/accounts'
import {
  AccountForm,
  CurrentPasswordField,
  FormActions,
  PasswordPair,
  ProfileFields,
  TextField,
  useAccountForm,
  useValidate,
  type CountryOption,
} from '../../../components/account/AccountFields'
import { AccountLayout } from '../../../components/account/AccountLayout'
import { messageOf, tsr } from '../../../components/app/api'
import { serverFieldErrors } from '../../../components/ui/form'
import { useT } from '../../../components/app/i18n'
import { useUpdateSessionUser } from '../../../components/account/session'
import { useToast } from '../../../components/layout/Toasts'
import { useClickGuard } from '../../../components/ui/useClickGuard'
import type { Data } from './+data'

/** My profile (spec §2, §3): the profile form and the password change (old, new, confirm). */
export default function Page() {
  const t = useT()
  const { profile, countries } = useData<Data>()
  return (
    <AccountLayout title={t('account.myProfile')}>
      {profile ? (
        <ProfileForm profile={profile} countries={countries} />
      ) : (
        <p className="empty">{t('api.serverError')}</p>
      )}
      <PasswordForm />
    </AccountLayout>
  )
}

function ProfileForm({ profile, countries }: { profile: Profile; countries: CountryOption[] }) {
  const t = useT()
  const toast = useToast()
  const validate = useValidate()
  const updateUser = useUpdateSessionUser()
  const form = useAccountForm({
    contact_name: profile.contact_name,
    telephone: profile.telephone,
    job_title: profile.job_title,
    company_name: profile.company_name,
    country: profile.country,
    address: profile.address,
    city: profile.city,
    state: profile.state,
  })
  const [blocked, guard] = useClickGuard()
  const save = tsr.accounts.profileModify.useMutation()

  const submit = () => {
    const found = validate(ProfileInput, form.values)
    if (form.showErrors(found)) return
    guard(() =>
      save.mutate(
        { body: ProfileInput.parse(form.values) },
        {
          onSuccess: (res) => {
            const saved = res.body.data
            form.setValues({
              contact_name: saved.contact_name,
              telephone: saved.telephone,
              job_title: saved.job_title,
              company_name: saved.company_name,
              country: saved.country,
              address: saved.address,
              city: saved.city,
              state: saved.state,
            })
            updateUser({ email: saved.email, contact_name: saved.contact_name, company_name: saved.company_name })
            toast(messageOf(res, t('api.profileSaved')))
          },
          onError: (res) => {
            form.showErrors(serverFieldErrors(res))
            toast(messageOf(res, t('api.serverError')), 'error')
          },
        },
      ),
    )
  }

  return (
    <section className="panel" aria-labelledby={`${form.prefix}-title`} data-testid="profile-form">
      <h2 id={`${form.prefix}-title`}>{t('profile.title')}</h2>
      <AccountForm className="two-columns" onSubmit={submit}>
        <TextField
          id={`${form.prefix}-email`}
          name="email"
          label={t('fields.email')}
          value={profile.email}
          readOnly
          wide
          dir="ltr"
          hint={t('profile.emailFixed')}
        />
        <ProfileFields field={form.text} countries={countries} />
        <FormActions busy={blocked || save.isPending} submitLabel={t('profile.save')} />
      </AccountForm>
    </section>
  )
}

const EMPTY_PASSWORDS = { old_password: '', new_password: '', confirm_password: '' }

function PasswordForm() {
  const t = useT()
  const toast = useToast()
  const validate = useValidate()
  const form = useAccountForm(EMPTY_PASSWORDS)
  const [blocked, guard] = useClickGuard()
  const change = tsr.accounts.changePassword.useMutation()

  const submit = () => {
    const found = validate(ChangePasswordInput, form.values)
    if (form.showErrors(found)) return
    guard(() =>
      change.mutate(
        { body: ChangePasswordInput.parse(form.values) },
        {
          onSuccess: (res) => {
            form.setValues(EMPTY_PASSWORDS)
            toast(messageOf(res, t('api.passwordChanged')))
          },
          onError: (res) => {
            form.showErrors(serverFieldErrors(res))
            toast(messageOf(res, t('api.serverError')), 'error')
          },
        },
      ),
    )
  }

  return (
    <section className="panel" aria-labelledby={`${form.prefix}-title`} data-testid="password-form">
      <h2 id={`${form.prefix}-title`}>{t('profile.changePassword')}</h2>
      <AccountForm className="two-columns" onSubmit={submit}>
        <CurrentPasswordField {...form.text('old_password')} />
        <PasswordPair password={form.text('new_password')} confirm={form.text('confirm_password')} />
        <FormActions busy={blocked || change.isPending} submitLabel={t('profile.changePasswordSubmit')} />
      </AccountForm>
    </section>
  )
}
