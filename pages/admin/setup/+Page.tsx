import { useState, type FormEvent } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { answerMessage, consoleApi, fieldErrors } from '../../../components/admin/api'
import { useConsoleHref, useConsoleT } from '../../../components/admin/i18n'
import { Field } from '../../../components/admin/Field'
import { ConsoleError } from '../../../components/admin/ConsoleMessage'

/**
 * A staff member's one-time setup link (from `npm run admin -- create-user` or an admin): the
 * authenticator's secret and otpauth URI to enrol, a password and a current code; then the
 * recovery codes, shown once.
 */
export default function Page() {
  const t = useConsoleT()
  const href = useConsoleHref()
  const token = String(usePageContext().urlParsed.search.token ?? '')
  const info = consoleApi.staffSetupInfo.useQuery({
    queryKey: ['admin', 'setup', token],
    queryData: { query: { token } },
    retry: false,
  })
  const setup = consoleApi.staffSetup.useMutation()
  const [values, setValues] = useState({ password: '', code: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState('')
  const [codes, setCodes] = useState<string[] | null>(null)

  if (codes)
    return (
      <section className="console-card" data-testid="recovery-codes">
        <h1>{t('ui.setup.codesTitle')}</h1>
        <p>{t('ui.setup.codesIntro')}</p>
        <ul className="console-codes">
          {codes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
        <a className="btn btn-primary" href={href('/admin/login')}>
          {t('ui.setup.toLogin')}
        </a>
      </section>
    )
  if (info.isPending) return <p>{t('ui.loading')}</p>
  if (info.data?.status !== 200)
    return (
      <p role="alert" className="console-card console-error">
        {t('ui.setup.invalid')}
      </p>
    )
  const enrol = info.data.body.data
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setup.mutate(
      { body: { token, ...values } },
      {
        onSuccess: (r) => {
          if (r.status === 200) return setCodes(r.body.data.recovery_codes)
          setErrors(fieldErrors(r))
          setNotice(answerMessage(r, t('ui.loadFailed')))
        },
        onError: () => setNotice(t('ui.loadFailed')),
      },
    )
  }
  return (
    <form className="console-card" onSubmit={submit} noValidate data-testid="console-setup">
      <h1>{t('ui.setup.title')}</h1>
      <p>
        <strong>{enrol.email}</strong> ({t(`ui.role.${enrol.role}`)})
      </p>
      <p>{t('ui.setup.intro')}</p>
      <dl className="console-facts">
        <dt>{t('ui.setup.secret')}</dt>
        <dd>
          <code data-testid="totp-secret">{enrol.totp_secret}</code>
        </dd>
        <dt>{t('ui.setup.uri')}</dt>
        <dd>
          <code className="console-wrap">{enrol.otpauth_uri}</code>
        </dd>
      </dl>
      <Field
        label={t('ui.setup.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(v) => setValues((x) => ({ ...x, password: v }))}
        error={errors.password}
      />
      <Field
        label={t('ui.setup.code')}
        name="code"
        autoComplete="one-time-code"
        value={values.code}
        onChange={(v) => setValues((x) => ({ ...x, code: v }))}
        error={errors.code}
      />
      <ConsoleError text={notice} />
      <button type="submit" className="btn btn-primary" disabled={setup.isPending}>
        {t('ui.setup.submit')}
      </button>
    </form>
  )
}
