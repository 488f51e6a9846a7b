import { AddToCartIsland } from '../../../components/cart/AddToCart'
import { enhanceCategoryFilters } from '../../../components/catalogue/category-filters-behaviour'
import { enhanceFacets } from '../../../components/catalogue/facets-behaviour'
import { hydrateIslands } from '../../../components/islands/hydrate'
import { SHELL_ISLANDS } from '../../../components/layout/shell-islands'
import { AddToRfqIsland } from '../../../components/rfq/AddToRfq'

// The category tree, and a category: its filter form and Filters button are the server's HTML with
// DOM code, the parts' table has add to cart and RFQ.
enhanceFacets()
enhanceCategoryFilters()
hydrateIslands([...SHELL_ISLANDS, AddToCartIsland, AddToRfqIsland])
