import { AddToCartIsland } from '../../components/cart/AddToCart'
import { enhanceFacets } from '../../components/catalogue/facets-behaviour'
import { hydrateIslands } from '../../components/islands/hydrate'
import { SHELL_ISLANDS } from '../../components/layout/shell-islands'
import { AddToRfqIsland } from '../../components/rfq/AddToRfq'

// The facet groups and the Filters button are the server's HTML with a few lines of DOM code, not islands.
enhanceFacets()
hydrateIslands([...SHELL_ISLANDS, AddToCartIsland, AddToRfqIsland])
