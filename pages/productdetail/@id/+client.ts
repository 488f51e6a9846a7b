import { AddToCartIsland } from '../../../components/cart/AddToCart'
import { ProductPurchaseIsland } from '../../../components/catalogue/ProductPurchase'
import { enhanceShareLinks } from '../../../components/catalogue/share-behaviour'
import { hydrateIslands } from '../../../components/islands/hydrate'
import { SHELL_ISLANDS } from '../../../components/layout/shell-islands'
import { enhanceTabs } from '../../../components/ui/tabs-behaviour'

// The tabs and the share link are the server's HTML with a few lines of DOM code, not islands.
enhanceTabs()
enhanceShareLinks()
hydrateIslands([...SHELL_ISLANDS, ProductPurchaseIsland, AddToCartIsland])
