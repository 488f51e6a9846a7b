/** Client navigation started: the loading bar shows (components/layout/AppShell listens). */
export function onPageTransitionStart() {
  window.dispatchEvent(new CustomEvent('chipshop:navigating', { detail: true }))
}
