import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../../locales/translator'

/**
 * /pay/order: the selected cart lines, or Buy now (?goods_id=&qty=, guests too); the address book
 * of a signed-in buyer and the countries for a new address.
 */
export async function data(pageContext: PageContextServer) {
  const { api, session } = pageContext
  const search = pageContext.urlParsed.search
  const goodsId = Number(search.goods_id)
  const qty = Number(search.qty)
  const buyNow =
    Number.isSafeInteger(goodsId) && goodsId > 0 && Number.isSafeInteger(qty) && qty > 0
      ? { goods_id: goodsId, cart_num: qty }
      : null
  const [addresses, countries] = await Promise.all([
    session.signedIn ? api.accounts.addressList() : null,
    api.accounts.countries(),
  ])
  return {
    buyNow,
    addresses: addresses?.status === 200 ? addresses.body.data : [],
    countries: countries.status === 200 ? countries.body.data : [],
    meta: { title: createTranslator(pageContext.messages)('checkout.title') },
  }
}
export type Data = Awaited<ReturnType<typeof data>>
