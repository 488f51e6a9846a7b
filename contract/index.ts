import { initContract } from '@ts-rest/core'
import { baseHeaders, errorResponses } from './envelope'
import { siteContract } from './site'
import { contentContract } from './content'
import { accountsContract } from './accounts'
import { catalogueContract } from './catalogue'
import { cartContract } from './cart'
import { ordersContract } from './orders'

const c = initContract()

/** The whole API: one router per domain. */
export const contract = c.router(
  {
    site: siteContract,
    content: contentContract,
    accounts: accountsContract,
    catalogue: catalogueContract,
    cart: cartContract,
    orders: ordersContract,
  },
  { baseHeaders, commonResponses: errorResponses, strictStatusCodes: true },
)

export type Contract = typeof contract
export * from './envelope'
