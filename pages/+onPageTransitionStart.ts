/** Client navigation started: the loading bar shows (components/AppShell listens). */
export function onPageTransitionStart() {
  window.dispatchEvent(new CustomEvent('chipshop:navigating', { detail: true }))
}
