import { useEffect, useRef, useState, type ReactNode } from 'react'
import { island } from '../islands/Island'
import '../catalogue/catalogue.css'

type Tab = { id: string; title: string }

/**
 * ARIA tabs: arrow keys, Home and End move between tabs. Every panel is in the server-rendered
 * HTML (search engines and no-JS readers see all of it); only the selected one is shown. Only the
 * tab list is live (an island): it shows and hides the panels, which stay the server's HTML.
 */
export function Tabs({ id, tabs, label }: { id: string; tabs: (Tab & { content: ReactNode })[]; label: string }) {
  return (
    <div className="tabs">
      <TabListIsland id={id} label={label} tabs={tabs.map((tab) => ({ id: tab.id, title: tab.title }))} />
      {tabs.map((tab, i) => (
        <section
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          hidden={i > 0}
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

function TabList({ id, tabs, label }: { id: string; tabs: Tab[]; label: string }) {
  const [selected, setSelected] = useState(tabs[0]?.id)
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  useEffect(() => {
    for (const tab of tabs) {
      const panel = document.getElementById(`${id}-panel-${tab.id}`)
      if (panel) panel.hidden = tab.id !== selected
    }
  }, [id, tabs, selected])
  const move = (i: number) => {
    const n = (i + tabs.length) % tabs.length
    setSelected(tabs[n]!.id)
    refs.current[n]?.focus()
  }
  return (
    <div role="tablist" aria-label={label} className="tablist">
      {tabs.map((tab, i) => (
        <button
          key={tab.id}
          ref={(el) => {
            refs.current[i] = el
          }}
          type="button"
          role="tab"
          id={`${id}-tab-${tab.id}`}
          aria-selected={selected === tab.id}
          aria-controls={`${id}-panel-${tab.id}`}
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
  )
}

export const TabListIsland = island('TabList', TabList, [])
