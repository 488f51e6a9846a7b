import { useId, useRef, useState, type ReactNode } from 'react'
import '../catalogue/catalogue.css'

/**
 * ARIA tabs: arrow keys, Home and End move between tabs. Every panel is in the server-rendered
 * HTML (search engines and no-JS readers see all of it); only the selected one is shown.
 */
export function Tabs({ tabs, label }: { tabs: { id: string; title: string; content: ReactNode }[]; label: string }) {
  const ids = useId()
  const [selected, setSelected] = useState(tabs[0]?.id)
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const move = (i: number) => {
    const n = (i + tabs.length) % tabs.length
    setSelected(tabs[n]!.id)
    refs.current[n]?.focus()
  }
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tablist">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${ids}-tab-${tab.id}`}
            aria-selected={selected === tab.id}
            aria-controls={`${ids}-panel-${tab.id}`}
            tabIndex={selected === tab.id ? 0 : -1}
            data-tab={tab.id}
            onClick={() => setSelected(tab.id)}
            onKeyDown={(e) => {
              const rtl = getComputedStyle(e.currentTarget).direction === 'rtl'
              if (e.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) move(i + 1)
              else if (e.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) move(i - 1)
              else if (e.key === 'Home') move(0)
              else if (e.key === 'End') move(tabs.length - 1)
              else return
              e.preventDefault()
            }}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <section
          key={tab.id}
          role="tabpanel"
          id={`${ids}-panel-${tab.id}`}
          aria-labelledby={`${ids}-tab-${tab.id}`}
          hidden={selected !== tab.id}
          tabIndex={0}
          className="tabpanel"
          data-panel={tab.id}
        >
          {tab.content}
        </section>
      ))}
    </div>
  )
}
