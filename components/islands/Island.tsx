import { createContext, useContext, type ComponentType } from 'react'
import { usePageContext } from 'vike-react/usePageContext'

/**
 * Islands: on the pages that set `islands: true` in their +config.ts (home, search results, a
 * product) the browser loads no page runtime, only the parts a visitor can use — each hydrated on
 * its own (components/islands/hydrate.tsx), the rest of the page stays the server's HTML.
 *
 * `island(name, Component, words)` gives the component to use in place of `Component`. On those
 * pages the server renders it inside a container naming the island, with its props as JSON; on
 * every other page it is just `Component`. `words` are the dictionary's sections or keys the
 * island shows (with everything it contains that is not an island of its own): only those travel
 * with the page (components/islands/IslandsData.tsx). `idle`: hydrated when the browser is idle,
 * after the others (a part below the fold that nothing else on the page waits for).
 */
export type IslandDefinition<P> = {
  name: string
  Component: ComponentType<P>
  words: readonly string[]
  /** Hydrated once the browser is idle, after the others: a part below the fold (components/islands/hydrate.tsx). */
  idle?: boolean
}
export type Island<P> = ComponentType<P> & { island: IslandDefinition<P> }

/** Inside an island, an island is part of it (hydrated with it), not one of its own. */
const InIsland = createContext(false)

export function IslandRoot({ children }: { children: React.ReactNode }) {
  return <InIsland.Provider value={true}>{children}</InIsland.Provider>
}

export function island<P extends object>(
  name: string,
  Component: ComponentType<P>,
  words: readonly string[],
  { idle = false }: { idle?: boolean } = {},
): Island<P> {
  function Wrapped(props: P) {
    const pageContext = usePageContext()
    const inside = useContext(InIsland)
    if (!pageContext.config?.islands) return <Component {...props} />
    // The server collects the words of every island on the page (the nested ones too).
    for (const word of words) (pageContext.islandWords ??= new Set()).add(word)
    if (inside) return <Component {...props} />
    return (
      <div className="island" data-island={name} data-props={JSON.stringify(props)}>
        <IslandRoot>
          <Component {...props} />
        </IslandRoot>
      </div>
    )
  }
  Wrapped.displayName = `Island(${name})`
  return Object.assign(Wrapped, { island: { name, Component, words, idle } })
}
