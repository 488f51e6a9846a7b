/**
 * The browser's part of an account page's form at first load (the islands pages /login, /register,
 * /forgotpassword): the form is the server's HTML; what sending it does (the contract's checks,
 * the call, the server's messages, the next step) is the page's submit code, `load` (e.g.
 * ./login-actions.ts), which is not part of the page's first load. It loads when the visitor first
 * comes to the form (focus, pointer or touch in it), and a submit waits for it.
 */
export function enhanceAccountForm(load: () => Promise<{ submit: (form: HTMLFormElement) => void }>) {
  const form = document.querySelector<HTMLFormElement>('form[data-account-form]')
  if (!form) return
  let code: ReturnType<typeof load> | undefined
  const actions = () =>
    (code ??= load().catch((error: unknown) => {
      code = undefined
      throw error
    }))
  for (const type of ['focusin', 'pointerdown', 'touchstart'])
    form.addEventListener(type, () => void actions().catch(() => {}), { once: true, passive: true })
  form.addEventListener('submit', (e) => {
    e.preventDefault()
    // A chunk that fails to load reloads the page (components/layout/LiveState.tsx).
    void actions().then((a) => a.submit(form))
  })
}
