import { type ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { safeRedirectPath } from '../../../contract/redirect'
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
} from '../../../components/account/AccountFields'
import { useHref, useT } from '../../../components/app/i18n'
import { ResendButton } from '../../../components/account/ResendActivation'
import { useIslandWords } from '../../../components/islands/island-words'
import type { Data } from './+data'

/** The words the form's code says in the browser (components/account/register-actions.ts). */
const REGISTER_WORDS = ['validation', 'fields', 'api.registered', 'api.serverError', 'api.resent', 'register.checkText']

/**
 * Registration (spec §3, §5): profile, sign-in address and password, policy agreement. Every
 * message is checked before sending with the contract's schema; the server's messages land on
 * their fields. Then: "check your e-mail", with a resend button. An islands page (./+config.ts):
 * the form and the "check your e-mail" step are this HTML, the form's code loads with the first
 * touch of the form (components/account/register-actions.ts).
 */
export default function Page() {
  const t = useT()
  const href = useHref()
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
  useIslandWords(REGISTER_WORDS)

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
        <AccountForm className="two-columns" behaviour={{ name: 'register', data: { wanted } }}>
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
          <FormActions busy={false} submitLabel={t('register.submit')} />
        </AccountForm>
      </AuthCard>
      {/* The next step, shown by the form's code in place of the form: its text names the address. */}
      <AuthCard title={t('register.checkTitle')} testId="register-sent" hidden>
        <p className="lead" data-sent-text />
        <p className="muted">{t('register.checkHint')}</p>
        <div className="button-row">
          <ResendButton />
          <a className="button-primary" href={loginHref}>
            {t('login.submit')}
          </a>
        </div>
      </AuthCard>
    </div>
  )
}
