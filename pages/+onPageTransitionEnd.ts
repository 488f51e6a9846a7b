export function onPageTransitionEnd() {
  window.dispatchEvent(new CustomEvent('chipshop:navigating', { detail: false }))
}
