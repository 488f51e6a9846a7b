import { useState, type FormEvent } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { safeRedirectPath } from '../../../contract/redirect'
import { answerMessage, consoleApi, fieldErrors } from '../../../components/admin/api'
import { useConsoleHref, useConsoleT } from '../../../components/admin/i18n'
import { Field } from '../../../components/admin/Field'
import { ConsoleError } from '../../../components/admin/ConsoleMessage'

/**
 * Staff sign-in (issue 31): e-mail, password and the authenticator's code (or a recovery code).
 * Then to the page that was asked for (`?redirect=`, a local /admin path only) or the order list.
 */
export default function Page() {
  const t = useConsoleT()
  const href = useConsoleHref()
  const { urlParsed } = usePageContext()
  const wanted = safeRedirectPath(urlParsed.search.redirect, '')
  const target = /^\/([a-z]{2}\/)?admin(\/|$)/.test(wanted) ? wanted : href('/admin/orders')
  const [values, setValues] = useState({ email: '', password: '', code: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState('')
  const login = consoleApi.staffLogin.useMutation()
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setNotice('')
    login.mutate(
      { body: values },
      {
        onSuccess: (r) => {
          if (r.status === 200) return window.location.assign(target)
          setErrors(fieldErrors(r))
          setNotice(answerMessage(r, t('ui.loadFailed')))
        },
        onError: () => setNotice(t('ui.loadFailed')),
      },
    )
  }
  return (
    <form className="console-card" onSubmit={submit} noValidate data-testid="console-login">
      <h1>{t('ui.login.title')}</h1>
      <Field
        label={t('ui.login.email')}
        name="email"
        type="email"
        autoComplete="username"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <Field
        label={t('ui.login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <Field
        label={t('ui.login.code')}
        name="code"
        autoComplete="one-time-code"
        value={values.code}
        onChange={set('code')}
        error={errors.code}
      />
      <ConsoleError text={notice} />
      <button type="submit" className="btn btn-primary" disabled={login.isPending}>
        {t('ui.login.submit')}
      </button>
    </form>
  )
}
