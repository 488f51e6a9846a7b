import { AddToCartIsland } from '../../components/cart/AddToCart'
import { FacetGroupIsland, FacetsToggleIsland } from '../../components/catalogue/Facets'
import { hydrateIslands } from '../../components/islands/hydrate'
import { SHELL_ISLANDS } from '../../components/layout/shell-islands'
import { AddToRfqIsland } from '../../components/rfq/AddToRfq'

hydrateIslands([...SHELL_ISLANDS, AddToCartIsland, AddToRfqIsland, FacetGroupIsland, FacetsToggleIsland])
