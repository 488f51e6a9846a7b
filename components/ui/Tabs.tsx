import type { ReactNode } from 'react'
import '../catalogue/catalogue.css'

type Tab = { id: string; title: string }

/**
 * ARIA tabs: arrow keys, Home and End move between tabs. Every panel is in the server-rendered
 * HTML (search engines and no-JS readers see all of it); only the selected one is shown. The tabs
 * are the server's HTML; in the browser a few lines of plain DOM code switch them
 * (./tabs-behaviour.ts, from the page's +client.ts): choosing a tab only shows one panel and hides
 * the others, which needs no React island (and none of its code in the page's first load).
 */
export function Tabs({ id, tabs, label }: { id: string; tabs: (Tab & { content: ReactNode })[]; label: string }) {
  const selected = tabs[0]?.id
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tablist" data-tabs>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.id}`}
            aria-selected={selected === tab.id}
            aria-controls={`${id}-panel-${tab.id}`}
            tabIndex={selected === tab.id ? 0 : -1}
            data-tab={tab.id}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <section
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          hidden={tab.id !== selected}
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
