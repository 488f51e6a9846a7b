import type { SQL } from 'drizzle-orm'
import type { Db } from './client'

/**
 * The catalogue split across several databases (docs/architecture.md, Past one D1 database): each
 * shard holds the parts whose id % n is its number, with their parameters, codes, documents and a
 * copy of their offers, and a copy of the small reference tables (categories, manufacturers,
 * parameter names), so that its queries join locally. The home database (`ports.db`) keeps what a
 * buyer writes and what carts and orders join on. Without shards (the default, and Node) every
 * read goes to the home database as before.
 *
 * The shards hang off the home database they belong to, so that the catalogue's readers, which get
 * the home database in their context, find them without a new parameter on every call.
 */
const shardsOf = new WeakMap<object, readonly Db[]>()

/** Makes `shards` the catalogue of `home` (two or more; one shard is the home database itself). */
export function splitCatalogue(home: Db, shards: readonly Db[]) {
  if (shards.length > 1) shardsOf.set(home, shards)
  else shardsOf.delete(home)
}

/** The catalogue shards of the home database, or null when the catalogue is all in it. */
export function catalogueShards(home: Db): readonly Db[] | null {
  return shardsOf.get(home) ?? null
}

/** The shard that holds a part: the part id modulo the number of shards. */
export const shardNumber = (partId: number, count: number) => ((partId % count) + count) % count

/** The ids split by the shard that holds them (index = shard number). */
export function idsByShard(ids: readonly number[], count: number): number[][] {
  const out: number[][] = Array.from({ length: count }, () => [])
  for (const id of ids) out[shardNumber(id, count)]!.push(id)
  return out
}

/**
 * The rows of `query` from the catalogue: on the home database as before, or from every shard at
 * once, concatenated (shard order). A caller that needs an order or a limit across the shards
 * sorts and cuts the rows itself, with the statement's own order.
 */
export async function allOfCatalogue<T>(home: Db, query: SQL): Promise<T[]> {
  const shards = catalogueShards(home)
  if (!shards) return home.all<T>(query)
  return (await Promise.all(shards.map((db) => db.all<T>(query)))).flat()
}

/** Compares the way SQLite's ORDER BY does for numbers and text (NULL first, text by bytes for ASCII). */
export function compareSql(a: unknown, b: unknown): number {
  if (a === b) return 0
  if (a === null || a === undefined) return -1
  if (b === null || b === undefined) return 1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'number') return -1
  if (typeof b === 'number') return 1
  const x = String(a)
  const y = String(b)
  return x < y ? -1 : x > y ? 1 : 0
}

/**
 * The first `limit` rows of `query` in the order `order` (the statement's own ORDER BY, written
 * again for its rows): on the home database the statement answers alone; across shards each
 * answers its first `limit` and the merged rows are cut again.
 */
export async function firstOfCatalogue<T>(
  home: Db,
  query: SQL,
  order: (a: T, b: T) => number,
  limit: number,
): Promise<T[]> {
  if (!catalogueShards(home)) return home.all<T>(query)
  return (await allOfCatalogue<T>(home, query)).sort(order).slice(0, limit)
}
