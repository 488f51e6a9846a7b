import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * Shipping rates as data (spec §9), seeded by migration 0006 and editable by an operator: a method
 * (`express`: DHL, UPS or FedEx; `sf`: SF Express) costs `fee` (e5 USD) for a parcel up to
 * `max_weight_mg`. `country` is an ISO 3166-1 alpha-2 code, or '' for every country without a row
 * of its own for that method. A heavier parcel has no rate: the order is accepted with its freight
 * to be confirmed by sales. Delivery times are in days; their wording is in locales (`shipping.*`).
 */
export const shippingRates = sqliteTable(
  'shipping_rates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    method: text('method').notNull(),
    country: text('country').notNull().default(''),
    /** 1 = the method is offered only where a row names the country (SF: CN, HK, TW). */
    countryOnly: integer('country_only', { mode: 'boolean' }).notNull().default(false),
    maxWeightMg: integer('max_weight_mg').notNull(),
    fee: integer('fee').notNull(),
    daysMin: integer('days_min').notNull(),
    daysMax: integer('days_max').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('shipping_rates_method_country').on(t.method, t.country)],
)
