import { AddToCartIsland } from '../../../components/cart/AddToCart'
import { ProductPurchaseIsland } from '../../../components/catalogue/ProductPurchase'
import { ShareLinkIsland } from '../../../components/catalogue/ShareLink'
import { hydrateIslands } from '../../../components/islands/hydrate'
import { SHELL_ISLANDS } from '../../../components/layout/shell-islands'
import { TabListIsland } from '../../../components/ui/Tabs'

hydrateIslands([...SHELL_ISLANDS, ProductPurchaseIsland, ShareLinkIsland, TabListIsland, AddToCartIsland])
