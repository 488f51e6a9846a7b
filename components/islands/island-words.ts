import { usePageContext } from 'vike-react/usePageContext'

/**
 * For the server's HTML of a part that DOM code keeps up to date on an islands page (not an
 * island, ./Island.tsx): its `words` travel with the page's islands data as an island's do
 * (./IslandsData.tsx), for the DOM code to speak. A module of its own, out of the islands' chunk.
 */
export function useIslandWords(words: readonly string[]) {
  const pageContext = usePageContext()
  if (pageContext.config?.islands) for (const word of words) (pageContext.islandWords ??= new Set()).add(word)
}
