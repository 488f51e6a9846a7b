import { useState } from 'react'
import { siteRoutes } from '../../contract/island-routes'
import { callApi, messageOf } from '../app/call'
import { island } from '../islands/Island'
import { useT } from '../app/i18n'
import { MESSAGE_TOAST_MS, useToast } from '../layout/Toasts'
import { useClickGuard } from '../ui/useClickGuard'

/** Newsletter sign-up: the server checks the address; its message is shown for 3 s (spec §7). */
export function Newsletter() {
  const t = useT()
  const toast = useToast()
  const [email, setEmail] = useState('')
  const [blocked, guard] = useClickGuard()
  const [pending, setPending] = useState(false)
  return (
    <form
      className="newsletter"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        guard(() => {
          setPending(true)
          callApi(siteRoutes.subscribe, { body: { email } })
            .then(
              (res) => {
                if (res.status !== 200) return toast(messageOf(res, t('api.serverError')), 'error', MESSAGE_TOAST_MS)
                toast(messageOf(res, t('api.ok')), 'success', MESSAGE_TOAST_MS)
                setEmail('')
              },
              () => toast(t('api.serverError'), 'error', MESSAGE_TOAST_MS),
            )
            .finally(() => setPending(false))
        })
      }}
    >
      <label htmlFor="newsletter-email">{t('footer.newsletterText')}</label>
      <div className="newsletter-row">
        <input
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('footer.newsletterPlaceholder')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="button-primary" disabled={blocked || pending}>
          {t('footer.subscribe')}
        </button>
      </div>
    </form>
  )
}

/** In the footer: hydrated when the browser is idle. */
export const NewsletterIsland = island(
  'Newsletter',
  Newsletter,
  ['footer.newsletterText', 'footer.newsletterPlaceholder', 'footer.subscribe', 'api.ok', 'api.serverError'],
  { idle: true },
)
