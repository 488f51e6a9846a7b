import { useState } from 'react'
import { messageOf, tsr } from '../app/api'
import { useT } from '../app/i18n'
import { MESSAGE_TOAST_MS, useToast } from '../layout/Toasts'
import { useClickGuard } from '../ui/useClickGuard'

/** Newsletter sign-up: the server checks the address; its message is shown for 3 s (spec §7). */
export function Newsletter() {
  const t = useT()
  const toast = useToast()
  const [email, setEmail] = useState('')
  const [blocked, guard] = useClickGuard()
  const subscribe = tsr.site.subscribe.useMutation()
  return (
    <form
      className="newsletter"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        guard(() =>
          subscribe.mutate(
            { body: { email } },
            {
              onSuccess: (res) => {
                toast(messageOf(res, t('api.ok')), 'success', MESSAGE_TOAST_MS)
                setEmail('')
              },
              onError: (res) => toast(messageOf(res, t('api.serverError')), 'error', MESSAGE_TOAST_MS),
            },
          ),
        )
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
        <button type="submit" className="button-primary" disabled={blocked || subscribe.isPending}>
          {t('footer.subscribe')}
        </button>
      </div>
    </form>
  )
}
