import { AddToCartIsland } from '../../components/cart/AddToCart'
import { hydrateIslands } from '../../components/islands/hydrate'
import { SHELL_ISLANDS } from '../../components/layout/shell-islands'

hydrateIslands([...SHELL_ISLANDS, AddToCartIsland])
