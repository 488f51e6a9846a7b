/**
 * The product page's purchase box is the server's HTML (./ProductPurchase.tsx); its code
 * (./purchase-behaviour.ts: the quantity rules, the offers, add to cart and to the RFQ list) is not
 * part of the page's first load. It loads when the buyer comes to the box — the pointer over it,
 * focus or a touch in it — and is handed every input, change and click of the box, also those made
 * while it was loading. A link followed before it is there (buy now) waits for it, so that it
 * takes the quantity shown.
 */
export function enhancePurchase() {
  for (const box of document.querySelectorAll<HTMLElement>('[data-purchase]')) {
    let code: Promise<typeof import('./purchase-behaviour')> | undefined
    let ready = false
    const load = () =>
      (code ??= import('./purchase-behaviour').then(
        (m) => ((ready = true), m),
        (error: unknown) => {
          code = undefined
          throw error
        },
      ))
    for (const type of ['pointerover', 'focusin', 'touchstart'])
      box.addEventListener(type, () => void load().catch(() => {}), { once: true, passive: true })
    for (const type of ['input', 'change', 'click'])
      box.addEventListener(type, (event) => {
        const e = event as MouseEvent
        if (!ready && type === 'click' && (e.target as Element).closest('a[href]'))
          if (e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey) e.preventDefault()
        load().then(
          (m) => m.handle(box, event),
          () => {},
        )
      })
  }
}
