/**
 * The browser's part of the share link (./ShareLink.tsx), plain DOM code on the server's HTML:
 * focusing the address selects it, "Copy" copies it (and says so for 2.5 s), and where the browser
 * has a native share sheet its button shows and opens it.
 */
export function enhanceShareLinks() {
  for (const box of document.querySelectorAll<HTMLElement>('[data-share]')) {
    const input = box.querySelector('input')!
    const copy = box.querySelector<HTMLButtonElement>('[data-copy]')!
    const share = box.querySelector<HTMLButtonElement>('[data-native-share]')!
    const label = copy.textContent
    let timer: ReturnType<typeof setTimeout> | undefined
    input.addEventListener('focus', () => input.select())
    copy.addEventListener('click', () => {
      void navigator.clipboard?.writeText(input.value).then(
        () => (copy.textContent = copy.dataset.copied!),
        () => (copy.textContent = label),
      )
      clearTimeout(timer)
      timer = setTimeout(() => (copy.textContent = label), 2500)
    })
    if (typeof navigator.share === 'function') {
      share.hidden = false
      share.addEventListener(
        'click',
        () => void navigator.share({ url: input.value, title: document.title }).catch(() => {}),
      )
    }
  }
}
