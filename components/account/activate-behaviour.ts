import { activateRoute } from '../../contract/account-routes'
import { callApi, messageOf } from '../app/call'
import { wantedPage } from './accountStorage'

/**
 * The activation page's part in the browser (pages/register/activate, an islands page): with a
 * well-formed `?token=` (the server checked its form and shows "Activating…") the token is sent
 * once, as a POST (a mail scanner fetching the link does not use it up); then the "activated" card
 * shows, its sign-in link returning to the page wanted before registering (remembered in this
 * browser), or the "failed" card with the server's message and the resend form. The cards are the
 * server's HTML; their fallback words are in their `data-fallback`.
 */
export function activateByLink() {
  const working = document.querySelector<HTMLElement>('[data-testid="activate-working"]')
  if (!working) return
  const show = (testId: string, res: unknown) => {
    const card = document.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!
    const text = card.querySelector<HTMLElement>('[data-fallback]')!
    text.textContent = messageOf(res, text.dataset.fallback!)
    working.hidden = true
    card.hidden = false
  }
  void callApi(activateRoute, { body: { token: working.dataset.token! } })
    .catch(() => null)
    .then((res) => {
      if (res?.status !== 200) return show('activate-failed', res)
      const wanted = wantedPage()
      const login = document.querySelector<HTMLAnchorElement>('[data-sign-in]')!
      if (wanted) login.href = `${login.getAttribute('href')}?redirect=${encodeURIComponent(wanted)}`
      show('activate-done', res)
    })
}
