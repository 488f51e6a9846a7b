import { sql } from 'drizzle-orm'
import { dataVersionReader } from '../catalogue/data-version'
import { defaultLocale } from '../../../locales/locales'
import type { Db } from '../../db/client'

/**
 * The small, read-mostly tables every catalogue answer needs — the category tree (a few hundred
 * rows) and the manufacturers (a few hundred) — held per database for a minute instead of joined
 * into every query. Imports call `forgetReference` so that new counts show at once on this process.
 */
export type CategoryRow = {
  id: number
  parentId: number | null
  depth: number
  icon: string
  sort: number
  partCount: number
}

export type ManufacturerRow = {
  id: number
  name: string
  slug: string
  logo: string
  website: string
  partCount: number
}

type Loaded = {
  at: number
  /** The data version it was read at (catalogue/data-version.ts): a feed import that adds makers or categories raises it. */
  version: string
  categories: Map<number, CategoryRow>
  children: Map<number | null, number[]>
  manufacturers: Map<number, ManufacturerRow>
  aliases: { norm: string; alias: string; manufacturerId: number; searchable: boolean }[]
  names: Map<string, Promise<{ category: Map<number, { name: string; description: string }> }>>
}

const TTL_MS = 60_000
const cache = new WeakMap<object, Promise<Loaded>>()

async function load(db: Db, version: string): Promise<Loaded> {
  const cats = await db.all<{
    id: number
    parent_id: number | null
    depth: number
    icon: string
    sort: number
    part_count: number
  }>(sql`SELECT id, parent_id, depth, icon, sort, part_count FROM categories ORDER BY sort, id`)
  const ms = await db.all<{
    id: number
    name: string
    slug: string
    logo: string
    website: string
    part_count: number
  }>(sql`SELECT id, name, slug, logo, website, part_count FROM manufacturers`)
  const aliases = await db.all<{ alias_norm: string; alias: string; manufacturer_id: number; searchable: number }>(
    sql`SELECT alias_norm, alias, manufacturer_id, searchable FROM manufacturer_aliases`,
  )
  const categories = new Map<number, CategoryRow>()
  const children = new Map<number | null, number[]>()
  for (const c of cats) {
    const row = {
      id: Number(c.id),
      parentId: c.parent_id === null ? null : Number(c.parent_id),
      depth: Number(c.depth),
      icon: c.icon,
      sort: Number(c.sort),
      partCount: Number(c.part_count),
    }
    categories.set(row.id, row)
    children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id])
  }
  return {
    at: Date.now(),
    version,
    categories,
    children,
    manufacturers: new Map(
      ms.map((m) => [
        Number(m.id),
        {
          id: Number(m.id),
          name: m.name,
          slug: m.slug,
          logo: m.logo,
          website: m.website,
          partCount: Number(m.part_count),
        },
      ]),
    ),
    aliases: aliases.map((a) => ({
      norm: a.alias_norm,
      alias: a.alias,
      manufacturerId: Number(a.manufacturer_id),
      searchable: Number(a.searchable) === 1,
    })),
    names: new Map(),
  }
}

/** The data version of each database, read at most once a second. */
const versions = new WeakMap<object, () => Promise<string>>()

async function loaded(db: Db): Promise<Loaded> {
  let readVersion = versions.get(db)
  if (!readVersion) versions.set(db, (readVersion = dataVersionReader(db)))
  const version = await readVersion()
  let p = cache.get(db)
  if (p) {
    const value = await p.catch(() => null)
    // A new data version (an import's makers and categories) is seen in every process within a second.
    if (value && value.version === version && Date.now() - value.at < TTL_MS) return value
  }
  p = load(db, version)
  cache.set(db, p)
  p.catch(() => cache.delete(db))
  return p
}

/** Drops the cached tables of `db` (after an import or an operator's change). */
export function forgetReference(db: Db) {
  cache.delete(db)
}

async function namesFor(db: Db, ref: Loaded, locale: string) {
  let p = ref.names.get(locale)
  if (!p) {
    p = (async () => {
      const rows = await db.all<{ category_id: number; locale: string; name: string; description: string }>(
        sql`SELECT category_id, locale, name, description FROM category_translations WHERE locale IN (${locale}, ${defaultLocale})`,
      )
      const category = new Map<number, { name: string; description: string }>()
      for (const r of rows)
        if (r.locale === defaultLocale)
          category.set(Number(r.category_id), { name: r.name, description: r.description })
      for (const r of rows)
        if (r.locale === locale && r.locale !== defaultLocale) {
          const en = category.get(Number(r.category_id))
          category.set(Number(r.category_id), {
            name: r.name || en?.name || '',
            description: r.description || en?.description || '',
          })
        }
      return { category }
    })()
    ref.names.set(locale, p)
  }
  return p
}

/** The reference data in one locale (category names fall back to English). */
export async function reference(db: Db, locale: string) {
  const ref = await loaded(db)
  const { category } = await namesFor(db, ref, locale)
  const categoryName = (id: number) => category.get(id)?.name ?? ''
  const node = (id: number) => {
    const c = ref.categories.get(id)!
    return { id: c.id, parent_id: c.parentId, name: categoryName(c.id), icon: c.icon, part_count: c.partCount }
  }
  const childrenOf = (id: number | null) => ref.children.get(id) ?? []
  return {
    categories: ref.categories,
    manufacturers: ref.manufacturers,
    aliases: ref.aliases,
    categoryName,
    categoryDescription: (id: number) => category.get(id)?.description ?? '',
    manufacturerName: (id: number) => ref.manufacturers.get(id)?.name ?? '',
    childrenOf,
    node,
    /** Root first, down to the category. */
    path: (id: number) => {
      const out: number[] = []
      for (
        let c = ref.categories.get(id);
        c && out.length < 6;
        c = c.parentId === null ? undefined : ref.categories.get(c.parentId)
      )
        out.unshift(c.id)
      return out.map((i) => ({ id: i, name: categoryName(i) }))
    },
    /** The category and everything below it. */
    subtree: (id: number) => {
      const out: number[] = []
      const walk = (i: number) => {
        out.push(i)
        for (const c of childrenOf(i)) walk(c)
      }
      if (ref.categories.has(id)) walk(id)
      return out
    },
  }
}
export type Reference = Awaited<ReturnType<typeof reference>>
