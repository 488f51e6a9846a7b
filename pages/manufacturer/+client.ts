import { AddToCartIsland } from '../../components/cart/AddToCart'
import { hydrateIslands } from '../../components/islands/hydrate'
import { SHELL_ISLANDS } from '../../components/layout/shell-islands'
import { AddToRfqIsland } from '../../components/rfq/AddToRfq'

// The list of makers and a maker's page (its parts' table with add to cart and RFQ).
hydrateIslands([...SHELL_ISLANDS, AddToCartIsland, AddToRfqIsland])
