import { AddToCartIsland } from '../../../components/cart/AddToCart'
import { enhancePurchase } from '../../../components/catalogue/purchase-loader'
import { enhanceShareLinks } from '../../../components/catalogue/share-behaviour'
import { hydrateIslands } from '../../../components/islands/hydrate'
import { SHELL_ISLANDS } from '../../../components/layout/shell-islands'
import { enhanceTabs } from '../../../components/ui/tabs-behaviour'

// The tabs, the share link and the purchase box are the server's HTML with DOM code, not islands
// (the purchase box's loads when the buyer comes to it).
enhanceTabs()
enhanceShareLinks()
enhancePurchase()
hydrateIslands([...SHELL_ISLANDS, AddToCartIsland])
