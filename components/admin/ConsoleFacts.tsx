import type { ReactNode } from 'react'

/** A console detail page's facts: a label and its value a row (an order's buyer, an RFQ's contact, a customer's profile). */
export function ConsoleFacts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="console-facts">
      {facts.map(([k, v]) => (
        <div key={k} className="console-fact">
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  )
}
