import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Address, AddressInput } from '../../../contract/accounts'
import { MAX_ADDRESSES } from '../../../contract/accounts'
import { countryList, countryName } from '../../../contract/countries'
import { localeInfo } from '../../../locales/locales'
import type { ServiceContext } from '../../services/context'
import { addresses } from '../../db/schema'
import { batchStatement } from '../../db/batch'

/**
 * The signed-in user's address book (spec §2 Address Management) and the country list it picks
 * from; the orders domain reads the book by id when an order is placed.
 */

type Ctx = ServiceContext

/** Countries and regions with names in the request language. */
export function countries(ctx: Ctx) {
  return countryList(localeInfo(ctx.locale).bcp47)
}

type AddressRow = typeof addresses.$inferSelect

/** An address-book row's address as the API names its fields (an order's address, the console's copy). */
export const addressFields = (a: AddressRow) => ({
  contact_name: a.contactName,
  country: a.country,
  state: a.state,
  city: a.city,
  address_line1: a.addressLine1,
  address_line2: a.addressLine2,
  postal_code: a.postalCode,
  telephone: a.telephone,
})

function addressOf(ctx: Ctx, a: AddressRow): Address {
  return {
    id: a.id,
    ...addressFields(a),
    country_name: countryName(a.country, localeInfo(ctx.locale).bcp47),
    default_shipping: a.defaultShipping,
    default_billing: a.defaultBilling,
    updated_at: a.updatedAt,
  }
}

const addressValues = (input: z.output<typeof AddressInput>) => ({
  contactName: input.contact_name,
  country: input.country,
  state: input.state,
  city: input.city,
  addressLine1: input.address_line1,
  addressLine2: input.address_line2,
  postalCode: input.postal_code,
  telephone: input.telephone,
  defaultShipping: input.default_shipping,
  defaultBilling: input.default_billing,
})

export async function listAddresses(ctx: Ctx): Promise<Address[]> {
  const rows = await ctx.db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, ctx.session!.userId))
    .orderBy(desc(addresses.defaultShipping), desc(addresses.defaultBilling), desc(addresses.id))
  return rows.map((r) => addressOf(ctx, r))
}

/**
 * Statements that take a default flag away from the user's other addresses when the input sets
 * it. `onlyIf` (an update of address N) makes them conditional on N being the user's, so that a
 * refused update changes nothing.
 */
function clearDefaults(ctx: Ctx, input: z.output<typeof AddressInput>, except?: number) {
  const userId = ctx.session!.userId
  const owns =
    except === undefined
      ? undefined
      : sql`exists (select 1 from ${addresses} as mine where mine.id = ${except} and mine.user_id = ${userId})`
  const others = (flag: typeof addresses.defaultShipping | typeof addresses.defaultBilling) =>
    and(eq(addresses.userId, userId), eq(flag, true), except === undefined ? undefined : ne(addresses.id, except), owns)
  const at = ctx.now.toISOString()
  return [
    ...(input.default_shipping
      ? [
          ctx.db
            .update(addresses)
            .set({ defaultShipping: false, updatedAt: at })
            .where(others(addresses.defaultShipping)),
        ]
      : []),
    ...(input.default_billing
      ? [ctx.db.update(addresses).set({ defaultBilling: false, updatedAt: at }).where(others(addresses.defaultBilling))]
      : []),
  ]
}

/** Adds an address; the user's first address becomes the default for shipping and billing. */
export async function createAddress(ctx: Ctx, input: z.output<typeof AddressInput>): Promise<Address | 'full'> {
  const userId = ctx.session!.userId
  const [{ n } = { n: 0 }] = await ctx.db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId))
  if (n >= MAX_ADDRESSES) return 'full'
  const values = n === 0 ? { ...input, default_shipping: true, default_billing: true } : input
  const at = ctx.now.toISOString()
  const insert = ctx.db
    .insert(addresses)
    .values({ userId, ...addressValues(values), createdAt: at, updatedAt: at })
    .returning()
  const clear = clearDefaults(ctx, values)
  const results = clear.length ? await ctx.db.batch([...clear, insert] as [typeof insert]) : [await insert]
  const [row] = results[results.length - 1] as AddressRow[]
  return addressOf(ctx, row!)
}

export async function updateAddress(
  ctx: Ctx,
  id: number,
  input: z.output<typeof AddressInput>,
): Promise<Address | null> {
  const userId = ctx.session!.userId
  const update = ctx.db
    .update(addresses)
    .set({ ...addressValues(input), updatedAt: ctx.now.toISOString() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning()
  const clear = clearDefaults(ctx, input, id)
  const results = clear.length ? await ctx.db.batch([...clear, update] as [typeof update]) : [await update]
  const [row] = results[results.length - 1] as AddressRow[]
  return row ? addressOf(ctx, row) : null
}

export async function deleteAddress(ctx: Ctx, id: number): Promise<boolean> {
  const deleted = await ctx.db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, ctx.session!.userId)))
    .returning({ id: addresses.id })
  return deleted.length > 0
}

/** An address as an order or a registration gives it: the book's fields without the default flags. */
export type BookEntry = Omit<z.output<typeof AddressInput>, 'default_shipping' | 'default_billing'>

/**
 * The statement that keeps an address in a user's book (an address typed at checkout, the address
 * given at registration), for a batch: written unless the book holds the same address already or
 * is full (MAX_ADDRESSES). The book's first address becomes the default for shipping and billing.
 * `userId` is an SQL value, so that a registration's batch can name the user it inserts.
 */
export function keepAddressStatement(db: Ctx['db'], userId: SQL, a: BookEntry, at: string) {
  const same = sql`SELECT 1 FROM addresses b WHERE b.user_id = ${userId} AND b.contact_name = ${a.contact_name} AND b.country = ${a.country}
    AND b.state = ${a.state} AND b.city = ${a.city} AND b.address_line1 = ${a.address_line1} AND b.address_line2 = ${a.address_line2}
    AND b.postal_code = ${a.postal_code} AND b.telephone = ${a.telephone}`
  const first = sql`NOT EXISTS (SELECT 1 FROM addresses b WHERE b.user_id = ${userId})`
  return batchStatement(
    db,
    sql`INSERT INTO addresses (user_id, contact_name, country, state, city, address_line1, address_line2, postal_code, telephone, default_shipping, default_billing, created_at, updated_at)
    SELECT u.id, ${a.contact_name}, ${a.country}, ${a.state}, ${a.city}, ${a.address_line1}, ${a.address_line2}, ${a.postal_code}, ${a.telephone}, ${first}, ${first}, ${at}, ${at}
    FROM users u WHERE u.id = ${userId} AND NOT EXISTS (${same})
      AND (SELECT count(*) FROM addresses b WHERE b.user_id = ${userId}) < ${MAX_ADDRESSES}`,
  )
}

/** Keeps the new addresses of an order in the buyer's book ("save to my addresses" at checkout). */
export async function keepOrderAddresses(ctx: Pick<Ctx, 'db' | 'now'>, userId: number, entries: BookEntry[]) {
  const at = ctx.now.toISOString()
  const statements = entries.map((a) => keepAddressStatement(ctx.db, sql`${userId}`, a, at))
  // One after the other: the second sees the first (the same address twice is kept once).
  if (statements.length) await ctx.db.batch(statements as [(typeof statements)[0], ...typeof statements])
}
