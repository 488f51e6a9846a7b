import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { CategoryFilterQuery } from '../../../contract/catalogue'
import type { Db } from '../../db/client'
import { inList } from '../../db/lists'
import { normalizePackage } from '../parts/packages'

/**
 * Facet counts of a category page under its active filters. The count beside a choice is the
 * number of parts the visitor gets by adding that choice: the parts of the category that match
 * the active filters of every *other* facet and have that value (within one facet, choices are
 * alternatives). The category's parts are read once — manufacturer, package, RoHS, stock and the
 * filtered parameters — and held for five minutes per database, so that counting is a loop in
 * memory. A category with more than LIVE_COUNT_MAX_PARTS parts is not read: its counts stay the
 * whole category's (seeded in category_facets).
 */
export const LIVE_COUNT_MAX_PARTS = 20_000

type Filters = z.output<typeof CategoryFilterQuery>
type ParamFilter = NonNullable<Filters['params']>[number]

/**
 * A number as getCategoryFilter offers it: 12 significant digits, so that 510 Ω is 510 and not the
 * stored 509.99999999999994 (a float product of 0.51 × 1000).
 */
export const offeredNumber = (n: number) => Number(n.toPrecision(12))

/** How far, relative to its size, a range end reaches past itself: wider than offeredNumber's rounding. */
const RANGE_TOLERANCE = 1e-9

/**
 * The bounds a numeric range filter compares with (the listing and the facet counts both use
 * this): a range typed the wrong way round (from 700 k to 100 k) means the same range, and each
 * end is widened by RANGE_TOLERANCE, so that "from 510" keeps a part stored as 509.99999999999994.
 */
export function paramRange(f: Pick<ParamFilter, 'min' | 'max'>): { min?: number; max?: number } {
  const [low, high] = f.min !== undefined && f.max !== undefined && f.min > f.max ? [f.max, f.min] : [f.min, f.max]
  return {
    min: low === undefined ? undefined : low - Math.abs(low) * RANGE_TOLERANCE,
    max: high === undefined ? undefined : high + Math.abs(high) * RANGE_TOLERANCE,
  }
}

/** Whether a parameter filter asks for something: values, or a range end. */
const paramFilterActive = (f: ParamFilter) => !!f.values?.length || f.min !== undefined || f.max !== undefined

/** Whether any filter is chosen (else the seeded whole-category counts are the answer). */
export const anyFilterActive = (filters: Filters) =>
  !!filters.manufacturer_ids?.length ||
  !!filters.packages?.length ||
  !!filters.rohs ||
  !!filters.in_stock ||
  !!filters.params?.some(paramFilterActive)

/** Distinct strings numbered in order of appearance. */
class Dictionary {
  readonly list: string[] = []
  private readonly index = new Map<string, number>()
  of(value: string): number {
    let i = this.index.get(value)
    if (i === undefined) this.index.set(value, (i = this.list.push(value) - 1))
    return i
  }
}

/** The parts of a category as columns: a few bytes a part, so that holding them stays cheap. */
type CategoryParts = {
  size: number
  manufacturer: Int32Array
  package: Int32Array
  packages: string[]
  rohs: Uint8Array
  inStock: Uint8Array
  /** per param_id: each part's value (an index into `values`, -1: none) and number (NaN: none) */
  params: Map<number, { value: Int32Array; values: string[]; num: Float64Array }>
}

/** How long a category's parts are held: its stock and RoHS counts may lag this much. */
const TTL_MS = 5 * 60_000
/** Categories held per database at most; the oldest read goes first. */
const HELD_CATEGORIES = 16
const held = new WeakMap<object, Map<string, { at: number; parts: Promise<CategoryParts> }>>()

async function readParts(db: Db, categoryIds: number[], paramIds: number[]): Promise<CategoryParts> {
  const rows = await db.all<{ id: number; manufacturer_id: number; package: string; rohs: number | null; s: number }>(
    sql`SELECT p.id, p.manufacturer_id, p.package_norm AS package, p.rohs,
          EXISTS (SELECT 1 FROM goods g WHERE g.part_id = p.id AND g.stock > 0) AS s
        FROM parts p WHERE p.category_id IN ${inList(categoryIds)}`,
  )
  const size = rows.length
  const packages = new Dictionary()
  const parts: CategoryParts = {
    size,
    manufacturer: new Int32Array(size),
    package: new Int32Array(size),
    packages: packages.list,
    rohs: new Uint8Array(size),
    inStock: new Uint8Array(size),
    params: new Map(),
  }
  const position = new Map<number, number>()
  rows.forEach((r, i) => {
    position.set(Number(r.id), i)
    parts.manufacturer[i] = Number(r.manufacturer_id)
    parts.package[i] = packages.of(r.package)
    parts.rohs[i] = Number(r.rohs) === 1 ? 1 : 0
    parts.inStock[i] = Number(r.s) === 1 ? 1 : 0
  })
  if (paramIds.length) {
    const dictionaries = new Map<number, Dictionary>()
    for (const id of paramIds) {
      const values = new Dictionary()
      dictionaries.set(id, values)
      parts.params.set(id, {
        value: new Int32Array(size).fill(-1),
        values: values.list,
        num: new Float64Array(size).fill(NaN),
      })
    }
    const values = await db.all<{ part_id: number; param_id: number; value: string; num: number | null }>(
      sql`SELECT pp.part_id, pp.param_id, pp.value, pp.num FROM part_params pp JOIN parts p ON p.id = pp.part_id
          WHERE p.category_id IN ${inList(categoryIds)} AND pp.param_id IN ${inList(paramIds)}`,
    )
    for (const v of values) {
      const i = position.get(Number(v.part_id))
      const column = parts.params.get(Number(v.param_id))
      if (i === undefined || !column) continue
      column.value[i] = dictionaries.get(Number(v.param_id))!.of(v.value)
      if (v.num !== null) column.num[i] = Number(v.num)
    }
  }
  return parts
}

function partsOf(db: Db, categoryId: number, categoryIds: number[], paramIds: number[]): Promise<CategoryParts> {
  let entries = held.get(db)
  if (!entries) held.set(db, (entries = new Map()))
  const key = `${categoryId}:${paramIds.join(',')}`
  const hit = entries.get(key)
  if (hit && Date.now() - hit.at < TTL_MS) return hit.parts
  const parts = readParts(db, categoryIds, paramIds)
  entries.delete(key)
  entries.set(key, { at: Date.now(), parts })
  parts.catch(() => entries.delete(key))
  while (entries.size > HELD_CATEGORIES) entries.delete(entries.keys().next().value!)
  return parts
}

/** Drops the held parts of `db` (after an import). */
export function forgetFacetParts(db: Db) {
  held.delete(db)
}

/** Counts per facet; `params` maps param_id → value → count. */
export type LiveCounts = {
  manufacturers: Map<number, number>
  packages: Map<string, number>
  params: Map<number, Map<string, number>>
  inStock: number
  rohs: number
}

/**
 * The counts of every facet of `categoryId` (whose subtree is `categoryIds`) under `filters`, or
 * null when the category is too large to count live (its seeded counts apply).
 */
export async function liveFacetCounts(
  db: Db,
  category: { id: number; partCount: number; subtree: number[]; paramIds: number[] },
  filters: Filters,
): Promise<LiveCounts | null> {
  if (category.partCount > LIVE_COUNT_MAX_PARTS) return null
  const parts = await partsOf(db, category.id, category.subtree, category.paramIds)

  // Each active filter is a test a part passes or fails; a part that fails two counts nowhere.
  type Test = { facet: string; passes: (i: number) => boolean }
  const tests: Test[] = []
  if (filters.manufacturer_ids?.length) {
    const ids = new Set(filters.manufacturer_ids)
    tests.push({ facet: 'manufacturer', passes: (i) => ids.has(parts.manufacturer[i]!) })
  }
  if (filters.packages?.length) {
    const chosen = new Set(filters.packages.map(normalizePackage))
    const packages = new Set(parts.packages.flatMap((p, index) => (chosen.has(p) ? [index] : [])))
    tests.push({ facet: 'package', passes: (i) => packages.has(parts.package[i]!) })
  }
  if (filters.rohs) tests.push({ facet: 'rohs', passes: (i) => parts.rohs[i] === 1 })
  if (filters.in_stock) tests.push({ facet: 'in_stock', passes: (i) => parts.inStock[i] === 1 })
  for (const f of (filters.params ?? []).filter(paramFilterActive)) {
    const column = parts.params.get(f.param_id)
    const chosen = f.values?.length ? new Set(f.values) : null
    const values =
      column && chosen ? new Set(column.values.flatMap((v, index) => (chosen.has(v) ? [index] : []))) : null
    const { min, max } = paramRange(f)
    tests.push({
      facet: `param:${f.param_id}`,
      passes: (i) => {
        if (!column || column.value[i] === -1) return false
        if (values && !values.has(column.value[i]!)) return false
        const n = column.num[i]!
        if (min !== undefined && !(n >= min)) return false
        if (max !== undefined && !(n <= max)) return false
        return true
      },
    })
  }

  const manufacturers = new Map<number, number>()
  const packages = new Int32Array(parts.packages.length)
  const params = [...parts.params].map(([paramId, column]) => ({
    paramId,
    column,
    facet: `param:${paramId}`,
    counts: new Int32Array(column.values.length),
  }))
  let inStock = 0
  let rohs = 0
  for (let i = 0; i < parts.size; i++) {
    // The one facet whose filter the part fails ('' when it passes all); a second failure drops it.
    let failed = ''
    let dropped = false
    for (const t of tests) {
      if (t.passes(i)) continue
      if (failed) {
        dropped = true
        break
      }
      failed = t.facet
    }
    if (dropped) continue
    // A part counts in every facet when it passes all filters, else only in the one it fails.
    const countsIn = (facet: string) => !failed || failed === facet
    if (countsIn('manufacturer'))
      manufacturers.set(parts.manufacturer[i]!, (manufacturers.get(parts.manufacturer[i]!) ?? 0) + 1)
    if (countsIn('package')) packages[parts.package[i]!]!++
    if (countsIn('rohs') && parts.rohs[i]) rohs++
    if (countsIn('in_stock') && parts.inStock[i]) inStock++
    for (const p of params) if (countsIn(p.facet) && p.column.value[i] !== -1) p.counts[p.column.value[i]!]!++
  }
  const byName = (names: string[], counts: Int32Array) => new Map(names.map((name, i) => [name, counts[i]!]))
  return {
    manufacturers,
    packages: byName(parts.packages, packages),
    params: new Map(params.map((p) => [p.paramId, byName(p.column.values, p.counts)])),
    inStock,
    rohs,
  }
}
