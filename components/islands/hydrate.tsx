import { getBrowserStore } from '../app/store'
import { useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { setApiLocale } from '../app/call'
import { sessionAtom } from '../app/state'
import { IslandRoot, type Island } from './Island'
import { ISLANDS_DATA_ID, type IslandsPageData } from './islands-data'

/**
 * The browser's part of an islands page (its +client.ts): every island container of the page is
 * hydrated on its own, with the component of that name and the server's props, in the context of
 * the page's islands data. The islands share the browser's store (components/app/store.ts): the
 * cart count, the open drawer and dialog, toasts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island has its own props
export function hydrateIslands(islands: Island<any>[]) {
  const data = JSON.parse(document.getElementById(ISLANDS_DATA_ID)!.textContent!) as IslandsPageData
  setApiLocale(data.locale)
  getBrowserStore().set(sessionAtom, data.session)
  const pageContext = data as unknown as PageContext
  const components = new Map(islands.map((i) => [i.island.name, i.island.Component]))
  for (const container of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const Component = components.get(container.dataset.island!)
    if (!Component) {
      console.error(`The island ${container.dataset.island} is not in this page's +client.ts`)
      continue
    }
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
  }
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
