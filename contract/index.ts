import { initContract } from '@ts-rest/core'
import { baseHeaders, errorResponses } from './envelope'
import { siteContract } from './site'
import { contentContract } from './content'
import { accountsContract } from './accounts'
import { catalogueContract } from './catalogue'
import { searchContract } from './search'
import { uploadsContract } from './uploads'
import { bomContract } from './bom'
import { cartContract } from './cart'
import { ordersContract } from './orders'
import { rfqContract } from './rfq'
import { paymentsContract } from './payments'
import { adminContract } from './admin'

const c = initContract()

/** The whole API: one router per domain. */
export const contract = c.router(
  {
    site: siteContract,
    content: contentContract,
    accounts: accountsContract,
    // The original API groups part search with the catalogue (spec §7, Catalog): one namespace of
    // the client, two modules (contract/search.ts, contract/catalogue.ts) and two route files.
    catalogue: { ...searchContract, ...catalogueContract },
    uploads: uploadsContract,
    bom: bomContract,
    cart: cartContract,
    orders: ordersContract,
    rfq: rfqContract,
    payments: paymentsContract,
    // The operations console (issue 31): staff routes under /api/admin/*.
    admin: adminContract,
  },
  { baseHeaders, commonResponses: errorResponses, strictStatusCodes: true },
)

export type Contract = typeof contract
export * from './envelope'
