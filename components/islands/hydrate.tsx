import { getBrowserStore } from '../app/store'
import { startTransition, useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { setApiLocale } from '../app/call'
import { feedbackOpenAtom, sessionAtom } from '../app/state'
import { IslandRoot, type Island } from './Island'
import { ISLANDS_DATA_ID, type IslandsPageData } from './islands-data'

/**
 * The browser's part of an islands page (its +client.ts): every island container of the page is
 * hydrated on its own, with the component of that name and the server's props, in the context of
 * the page's islands data. The islands share the browser's store (components/app/store.ts): the
 * cart count, the open drawer and dialog, toasts.
 *
 * Hydration does not hold the main thread: each island is hydrated in a transition, which React
 * renders in slices of a few milliseconds (a click on an island not yet live hydrates it at once
 * and is replayed), the page yields between islands, and the `idle` ones (below the fold) wait for
 * the browser to be idle.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
export function hydrateIslands(islands: Island<any>[]) {
  const data = JSON.parse(document.getElementById(ISLANDS_DATA_ID)!.textContent!) as IslandsPageData
  setApiLocale(data.locale)
  const store = getBrowserStore()
  store.set(sessionAtom, data.session)
  // The footer's feedback button is the server's HTML (components/layout/FeedbackButton.tsx).
  for (const button of document.querySelectorAll('[data-opens-feedback]'))
    button.addEventListener('click', () => store.set(feedbackOpenAtom, true))
  const pageContext = data as unknown as PageContext
  const definitions = new Map(islands.map((i) => [i.island.name, i.island]))
  const now: (() => void)[] = []
  const later: (() => void)[] = []
  for (const container of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const definition = definitions.get(container.dataset.island!)
    if (!definition) {
      console.error(`The island ${container.dataset.island} is not in this page's +client.ts`)
      continue
    }
    const { Component } = definition
    ;(definition.idle ? later : now).push(() =>
      startTransition(() => {
        hydrateRoot(
          container,
          <VikeReactProviderPageContext pageContext={pageContext}>
            <IslandRoot>
              <Hydrated container={container}>
                <Component {...(JSON.parse(container.dataset.props!) as object)} />
              </Hydrated>
            </IslandRoot>
          </VikeReactProviderPageContext>,
        )
      }),
    )
  }
  void (async () => {
    for (const hydrate of now) {
      hydrate()
      await yieldToBrowser()
    }
    await idle()
    for (const hydrate of later) hydrate()
  })()
}

/** Gives the browser a turn (input, paint) before going on. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resume) => setTimeout(resume))
}

/** Resolves when the browser is idle (at the latest after 2 s; Safari has no requestIdleCallback). */
function idle(): Promise<void> {
  return new Promise((resume) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => resume(), { timeout: 2000 })
      : setTimeout(resume, 200),
  )
}

/**
 * Marks the container `data-hydrated` once its island is live (what the browser tests wait for):
 * after the render that follows hydration, in which it shows what only the browser knows (the
 * short placeholder on a phone).
 */
function Hydrated({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    const timer = setTimeout(() => container.setAttribute('data-hydrated', ''))
    return () => clearTimeout(timer)
  }, [container])
  return children
}
