import { AddToCartIsland } from '../../components/cart/AddToCart'
import { FacetsToggleIsland } from '../../components/catalogue/FacetsToggle'
import { enhanceFacets } from '../../components/catalogue/facets-behaviour'
import { hydrateIslands } from '../../components/islands/hydrate'
import { SHELL_ISLANDS } from '../../components/layout/shell-islands'
import { AddToRfqIsland } from '../../components/rfq/AddToRfq'

// The facet groups are the server's HTML (their rest under a native <details>) with a few lines of DOM code.
enhanceFacets()
hydrateIslands([...SHELL_ISLANDS, AddToCartIsland, AddToRfqIsland, FacetsToggleIsland])
