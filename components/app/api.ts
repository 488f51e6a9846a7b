import { tsRestFetchApi, type ApiFetcherArgs } from '@ts-rest/core'
import { initTsrReactQuery } from '@ts-rest/react-query/v5'
import { contract } from '../../contract/routes'
import { callHeaders, endSessionOn, withSequence } from './call'

export { callHeaders, endSessionOn, messageOf, setApiLocale, withSequence } from './call'

/**
 * Every browser call to the API through ts-rest and React Query (the pages with vike's client
 * runtime): the contract's path with the cache-busting sequence appended, `Lang`, and the bearer
 * token when signed in; an answer with code 4001 ends the session (components/app/call.ts).
 */
export async function fetcher(args: ApiFetcherArgs) {
  const response = await tsRestFetchApi({
    ...args,
    path: withSequence(args.path),
    headers: { ...args.headers, ...callHeaders() },
  })
  endSessionOn(response.body)
  return response
}

export const tsr = initTsrReactQuery(contract, { baseUrl: '', api: fetcher, jsonQuery: false })
