import { useEffect, useSyncExternalStore } from 'react'
import { navigate } from 'vike/client/router'
import { usePageContext } from 'vike-react/usePageContext'
import { EmailInput } from '../../../contract/accounts'
import { AuthCard } from '../../../components/account/AccountFields'
import { messageOf, tsr } from '../../../components/app/api'
import { forgotEmail } from '../../../components/account/accountStorage'
import { useHref, useT } from '../../../components/app/i18n'
import { useToast } from '../../../components/layout/Toasts'
import { useClickGuard } from '../../../components/ui/useClickGuard'

/**
 * Step 2 of password recovery: "check your e-mail" for the address just given (kept in this tab),
 * with a resend button (the same rate-limited call). A reset link pointing here with `?token=`
 * goes on to the new-password form, which checks the token (reset-verify).
 */
const noSubscription = () => () => {}

export default function Page() {
  const t = useT()
  const href = useHref()
  const toast = useToast()
  const { urlParsed } = usePageContext()
  const token = urlParsed.search.token
  const email = useSyncExternalStore(noSubscription, forgotEmail, () => null)
  const [blocked, guard] = useClickGuard()
  const forgot = tsr.accounts.forgot.useMutation()
  const resetPage = token ? `${href('/forgotpassword/resetpassword')}?token=${encodeURIComponent(token)}` : null

  useEffect(() => {
    if (resetPage) void navigate(resetPage, { overwriteLastHistoryEntry: true })
  }, [resetPage])

  const resend = () => {
    const parsed = EmailInput.safeParse({ email })
    if (!parsed.success) return void navigate(href('/forgotpassword'))
    guard(() =>
      forgot.mutate(
        { body: parsed.data },
        {
          onSuccess: (res) => toast(messageOf(res, t('api.forgotSent'))),
          onError: (res) => toast(messageOf(res, t('api.serverError')), 'error'),
        },
      ),
    )
  }

  return (
    <div className="auth-layout single">
      <AuthCard title={t('forgot.checkTitle')} testId="forgot-identify">
        <ol className="steps" aria-label={t('forgot.stepsLabel')}>
          <li>{t('forgot.step1')}</li>
          <li aria-current="step">{t('forgot.step2')}</li>
          <li>{t('forgot.step3')}</li>
        </ol>
        <p className="lead">{email ? t('forgot.checkText', { email }) : t('forgot.checkTextNoEmail')}</p>
        <p className="muted">{t('forgot.checkHint')}</p>
        <div className="button-row">
          {email && (
            <button
              type="button"
              className="button-secondary"
              data-testid="forgot-resend"
              disabled={blocked || forgot.isPending}
              onClick={resend}
            >
              {t('forgot.resend')}
            </button>
          )}
          <a className="button-secondary" href={href('/forgotpassword')}>
            {t('forgot.otherEmail')}
          </a>
          <a className="button-primary" href={href('/login')}>
            {t('login.submit')}
          </a>
        </div>
      </AuthCard>
    </div>
  )
}
