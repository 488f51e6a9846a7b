import { useState, type ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { safeRedirectPath } from '../../contract/redirect'
import { rememberWantedPage } from '../../components/account/accountStorage'
import { RegisterInput } from '../../contract/accounts'
import {
  AccountForm,
  AccountTextField,
  AuthCard,
  CheckboxField,
  EmailField,
  FormActions,
  PasswordPair,
  ProfileFields,
  useAccountForm,
  useValidate,
  type Errors,
} from '../../components/account/AccountFields'
import { messageOf, tsr } from '../../components/app/api'
import { serverFieldErrors } from '../../components/ui/form'
import { useHref, useT } from '../../components/app/i18n'
import { ResendActivation } from '../../components/account/ResendActivation'
import { useToast } from '../../components/layout/Toasts'
import { useClickGuard } from '../../components/ui/useClickGuard'
import type { Data } from './+data'

/**
 * Registration (spec §3, §5): profile, sign-in address and password, policy agreement. Every
 * message is checked before sending with the contract's schema; the server's messages land on
 * their fields. Then: "check your e-mail", with a resend button.
 */
export default function Page() {
  const t = useT()
  const href = useHref()
  const toast = useToast()
  const validate = useValidate()
  const { countries } = useData<Data>()
  const { urlParsed } = usePageContext()
  const wanted = safeRedirectPath(urlParsed.search.redirect, '')
  const loginHref = href('/login') + (wanted ? `?redirect=${encodeURIComponent(wanted)}` : '')
  const form = useAccountForm({
    email: '',
    password: '',
    confirm_password: '',
    contact_name: '',
    telephone: '',
    job_title: '',
    company_name: '',
    country: '',
    address: '',
    city: '',
    state: '',
    postal_code: '',
    policy_agreement: false,
  })
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [blocked, guard] = useClickGuard()
  const register = tsr.accounts.register.useMutation()

  const check = (): Errors => {
    // The policy is a literal `true`: check it apart, so that the other messages (the password
    // confirmation's too) show at the same time as 'Please agree the policy'.
    const found = validate(RegisterInput, { ...form.values, policy_agreement: true })
    if (!form.values.policy_agreement) found.policy_agreement = t('validation.agreePolicy')
    return found
  }

  const submit = () => {
    if (form.showErrors(check())) return
    guard(() =>
      register.mutate(
        { body: RegisterInput.parse(form.values) },
        {
          onSuccess: (res) => {
            setSentTo(res.body.data.email)
            rememberWantedPage(wanted)
            toast(messageOf(res, t('api.registered')))
            window.scrollTo({ top: 0 })
          },
          onError: (res) => {
            form.showErrors(serverFieldErrors(res))
            toast(messageOf(res, t('api.serverError')), 'error')
          },
        },
      ),
    )
  }

  if (sentTo)
    return (
      <div className="auth-layout single">
        <AuthCard title={t('register.checkTitle')} testId="register-sent">
          <p className="lead">{t('register.checkText', { email: sentTo })}</p>
          <p className="muted">{t('register.checkHint')}</p>
          <div className="button-row">
            <ResendActivation email={sentTo} />
            <a className="button-primary" href={loginHref}>
              {t('login.submit')}
            </a>
          </div>
        </AuthCard>
      </div>
    )

  // The sentence's word order differs by language: the two links fill its {{privacy}} and {{terms}}.
  const links: Record<string, ReactNode> = {
    '[[privacy]]': (
      <a key="privacy" href={href('/companyprofile/privacy-policy')} target="_blank" rel="noopener">
        {t('register.privacyPolicy')}
      </a>
    ),
    '[[terms]]': (
      <a key="terms" href={href('/companyprofile/terms-conditions')} target="_blank" rel="noopener">
        {t('register.terms')}
      </a>
    ),
  }
  const policyLabel = t('register.agree', { privacy: '[[privacy]]', terms: '[[terms]]' })
    .split(/(\[\[privacy\]\]|\[\[terms\]\])/)
    .map((part, i) => links[part] ?? <span key={i}>{part}</span>)

  return (
    <div className="auth-layout single">
      <AuthCard title={t('register.title')} wide testId="register">
        <p className="muted">
          {t('register.intro')} <a href={loginHref}>{t('register.haveAccount')}</a>
        </p>
        <AccountForm className="two-columns" onSubmit={submit}>
          <fieldset className="wide">
            <legend>{t('register.signInData')}</legend>
            <div className="two-columns">
              <EmailField {...form.text('email')} />
              <PasswordPair
                password={form.text('password')}
                confirm={form.text('confirm_password')}
                passwordLabel={t('fields.password')}
                confirmLabel={t('fields.confirm_password')}
              />
            </div>
          </fieldset>
          <fieldset className="wide">
            <legend>{t('register.companyData')}</legend>
            <div className="two-columns">
              <ProfileFields field={form.text} countries={countries} />
              <AccountTextField {...form.text('postal_code')} />
            </div>
          </fieldset>
          <CheckboxField {...form.check('policy_agreement')} label={policyLabel} wide />
          <FormActions busy={blocked || register.isPending} submitLabel={t('register.submit')} />
        </AccountForm>
      </AuthCard>
    </div>
  )
}
