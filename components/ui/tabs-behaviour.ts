/**
 * The browser's part of the tabs (./Tabs.tsx): a click on a tab selects it, arrow keys (mirrored
 * right to left), Home and End move to another tab and select it. Selecting a tab shows its panel
 * and hides the others. Plain DOM code on the server's HTML: no React island for what only flips
 * `hidden` and `aria-selected`.
 */
export function enhanceTabs() {
  for (const list of document.querySelectorAll<HTMLElement>('[role="tablist"][data-tabs]')) {
    const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')]
    const select = (chosen: HTMLButtonElement) => {
      for (const tab of tabs) {
        const on = tab === chosen
        tab.setAttribute('aria-selected', String(on))
        tab.tabIndex = on ? 0 : -1
        const panel = document.getElementById(tab.getAttribute('aria-controls')!)
        if (panel) panel.hidden = !on
      }
    }
    tabs.forEach((tab, i) => {
      tab.addEventListener('click', () => select(tab))
      tab.addEventListener('keydown', (e) => {
        const rtl = getComputedStyle(tab).direction === 'rtl'
        const to =
          e.key === (rtl ? 'ArrowLeft' : 'ArrowRight')
            ? i + 1
            : e.key === (rtl ? 'ArrowRight' : 'ArrowLeft')
              ? i - 1
              : e.key === 'Home'
                ? 0
                : e.key === 'End'
                  ? tabs.length - 1
                  : null
        if (to === null) return
        e.preventDefault()
        const next = tabs[(to + tabs.length) % tabs.length]!
        select(next)
        next.focus()
      })
    })
  }
}
