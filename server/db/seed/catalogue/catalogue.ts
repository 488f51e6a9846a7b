import { localeCodes } from '../../../../locales/locales'
import type { Db } from '../../client'
import type { Logger } from '../../../ports'
import { normalizeMpn, normalizeName } from '../../../domains/search/normalize'
import { generatedFamilies, generatedPart } from './generator'
import { BANNERS, CATEGORY_BLOGS, FLOORS } from './home'
import { MANUFACTURERS } from './manufacturers'
import { offersFor, type SalesKind } from './offers'
import { PARAMS } from '../../../domains/catalogue/parameters/params'
import { typicalUnitWeightMg } from '../../../domains/shipping/weight'
import { hash32, rng } from './random'
import { realParts, SHOWCASE } from './real'
import { deriveParams, type Derived } from '../../../domains/catalogue/parameters/derive'
import { packageFamily } from '../../../domains/parts/pictures'
import { normalizePackage } from '../../../domains/parts/packages'
import { buildTree, EXTRA_FAMILIES, octopartFamily, slugify } from './taxonomy'
import { batchSink, libsqlClient, libsqlSink, type Sink } from './writer'
import { dropPartIndexes, restorePartIndexes, type Definition } from './bulk'
import digikey from './data/digikey-kicad-parts.json'
import octopart from './data/octopart-cpl-parts.json'

const PART_COLS = [
  'id',
  'mpn',
  'mpn_norm',
  'manufacturer_id',
  'category_id',
  'package',
  'package_norm',
  'description',
  'datasheet',
  'rohs',
  'lifecycle',
  'lead_time_weeks',
  'goods_id',
  'source',
  'updated_at',
  'unit_weight_mg',
  'sort_price',
  'sort_stock',
] as const
const GOODS_COLS = [
  'id',
  'part_id',
  'supplier',
  'stock_location',
  'date_code',
  'stock',
  'moq',
  'multiple',
  'price_tiers',
  'unit_price',
  'ship_days',
  'featured',
  'hot',
  'recommended',
  'preferential',
  'updated_at',
] as const
const PARAM_COLS = ['part_id', 'param_id', 'value', 'num', 'derived'] as const
const XREF_COLS = ['code_norm', 'part_id', 'source', 'code'] as const

export type SeedOptions = {
  /** Total parts wanted (real + generated). Fewer than the real ones = the real ones only. */
  parts: number
  now?: Date
  log?: Logger
  /** Parts per transaction on Node (default 50,000). */
  chunk?: number
  /**
   * Node: the whole seed in one transaction with the part tables' indexes and triggers dropped
   * and made again at the end (bulk.ts), a rollback journal instead of the WAL while it runs, and
   * a bigger page cache. `npm run seed` seeds so; an interrupted seed changes nothing. The
   * database is left with the rollback journal: openNodeDb sets the WAL again when it opens it.
   */
  bulk?: boolean
}

export type SeedReport = { parts: number; added: number; goods: number; ms: number }

/** The (top, family) pairs of every leaf the catalogue needs. */
function allFamilies(): [string, string][] {
  const d = digikey as { columns: string[]; rows: string[][] }
  const ci = d.columns.indexOf('category')
  const fi = d.columns.indexOf('family')
  const o = octopart as { columns: string[]; rows: string[][] }
  const [oc, ot, op] = ['category', 'title', 'params'].map((n) => o.columns.indexOf(n)) as [number, number, number]
  const fromOctopart = o.rows.map((r) => {
    const params: Record<string, string> = {}
    for (const pair of r[op]!.split(/;\s*/)) {
      const i = pair.indexOf(':')
      if (i > 0) params[pair.slice(0, i).trim()] = pair.slice(i + 1).trim()
    }
    return octopartFamily(r[oc]!, r[ot]!, params)
  })
  return [
    ...d.rows.map((r) => [r[ci]!.trim(), r[fi]!.trim()] as [string, string]),
    ...fromOctopart,
    ...EXTRA_FAMILIES,
    ...generatedFamilies(),
  ]
}

type Maps = {
  manufacturerId: Map<string, number>
  aliasToName: Map<string, string>
  categoryId: Map<string, number>
  leafOf: (top: string, family: string) => string
  paramId: Map<string, number>
}

function canonicalName(aliasToName: Map<string, string>, raw: string): string {
  return aliasToName.get(normalizeName(raw)) ?? raw.trim()
}

/** Static rows: manufacturers with aliases, the category tree, parameter definitions. */
async function seedStatic(sink: Sink, at: string): Promise<Maps> {
  const aliasToName = new Map<string, string>()
  const aliasRows: [string, string, number, number][] = []
  const names: string[] = []
  const addAlias = (alias: string, name: string, searchable: number) => {
    const norm = normalizeName(alias)
    if (!norm || aliasToName.has(norm)) return
    aliasToName.set(norm, name)
    aliasRows.push([norm, alias, 0, searchable]) // manufacturer id filled below
  }
  for (const m of MANUFACTURERS) {
    names.push(m.name)
    addAlias(m.name, m.name, 1)
    for (const a of m.aliases) addAlias(a, m.name, 1)
    for (const a of m.quiet ?? []) addAlias(a, m.name, 0)
  }
  // Spellings met in the files: a known one becomes an alias, an unknown one a manufacturer.
  const spellings = new Set<string>()
  const d = digikey as { columns: string[]; rows: string[][] }
  const o = octopart as { columns: string[]; rows: string[][] }
  for (const r of d.rows) spellings.add(r[d.columns.indexOf('manufacturer')]!.trim())
  for (const r of o.rows) spellings.add(r[o.columns.indexOf('manufacturer')]!.trim())
  for (const s of spellings) {
    const known = aliasToName.get(normalizeName(s))
    if (known) continue
    names.push(s)
    addAlias(s, s, 1)
  }
  const manufacturerId = new Map(names.map((n, i) => [n, i + 1]))
  for (const row of aliasRows) row[2] = manufacturerId.get(aliasToName.get(row[0])!)!
  const website = new Map(MANUFACTURERS.map((m) => [m.name, m.website]))
  await sink.insert(
    'manufacturers',
    ['id', 'name', 'slug', 'logo', 'website', 'part_count', 'sort', 'updated_at'],
    names.map((n, i) => [i + 1, n, slugify(n) || `m${i + 1}`, '', website.get(n) ?? '', 0, 0, at]),
  )
  await sink.insert(
    'manufacturer_aliases',
    ['alias_norm', 'alias', 'manufacturer_id', 'searchable'],
    aliasRows.map(([n, a, id, s]) => [n, a, id, s]),
  )
  await sink.insert(
    'manufacturer_translations',
    ['manufacturer_id', 'locale', 'description'],
    MANUFACTURERS.filter((m) => m.description).map((m) => [manufacturerId.get(m.name)!, 'en', m.description!]),
  )

  const { nodes, leafOf } = buildTree(allFamilies())
  const categoryId = new Map(nodes.map((n, i) => [n.key, i + 1]))
  await sink.insert(
    'categories',
    ['id', 'parent_id', 'depth', 'slug', 'icon', 'sort', 'part_count', 'updated_at'],
    nodes.map((n, i) => [
      i + 1,
      n.parentKey ? categoryId.get(n.parentKey)! : null,
      n.depth,
      slugify(n.key),
      n.icon,
      n.sort,
      0,
      at,
    ]),
  )
  await sink.insert(
    'category_translations',
    ['category_id', 'locale', 'name', 'description'],
    nodes.flatMap((n, i) => [
      [i + 1, 'en', n.name, ''],
      ...(n.t ? Object.entries(n.t).map(([locale, name]) => [i + 1, locale, name, '']) : []),
    ]),
  )

  const paramId = new Map(PARAMS.map((p, i) => [p.key, i + 1]))
  await sink.insert(
    'params',
    ['id', 'key', 'unit', 'sort'],
    PARAMS.map((p, i) => [i + 1, p.key, p.unit, p.sort ?? i]),
  )
  await sink.insert(
    'param_translations',
    ['param_id', 'locale', 'name'],
    PARAMS.flatMap((p, i) => [
      [i + 1, 'en', p.name],
      ...(p.t ? Object.entries(p.t).map(([l, name]) => [i + 1, l, name]) : []),
    ]),
  )
  return { manufacturerId, aliasToName, categoryId, leafOf, paramId }
}

/** Maps of an already seeded catalogue (to add generated parts to it). */
async function loadMaps(sink: Sink): Promise<Maps> {
  const ms = await sink.all<{ id: number; name: string }>('SELECT id, name FROM manufacturers')
  const aliases = await sink.all<{ alias_norm: string; manufacturer_id: number }>(
    'SELECT alias_norm, manufacturer_id FROM manufacturer_aliases',
  )
  const nameOf = new Map(ms.map((m) => [m.id, m.name]))
  const cats = await sink.all<{ id: number; slug: string }>('SELECT id, slug FROM categories')
  const bySlug = new Map(cats.map((c) => [c.slug, c.id]))
  const { nodes, leafOf } = buildTree(allFamilies())
  const ps = await sink.all<{ id: number; key: string }>('SELECT id, key FROM params')
  return {
    manufacturerId: new Map(ms.map((m) => [m.name, m.id])),
    aliasToName: new Map(aliases.map((a) => [a.alias_norm, nameOf.get(a.manufacturer_id)!])),
    categoryId: new Map(
      nodes.flatMap((n) => (bySlug.has(slugify(n.key)) ? [[n.key, bySlug.get(slugify(n.key))!] as const] : [])),
    ),
    leafOf,
    paramId: new Map(ps.map((p) => [p.key, p.id])),
  }
}

type PartInput = {
  mpn: string
  manufacturerId: number
  categoryId: number
  package: string
  description: string
  datasheet: string
  rohs: 0 | 1 | null
  lifecycle: string
  leadWeeks: number
  source: string
  params: [string, string, number | null][]
  /** Parameters read from the description (domains/catalogue/parameters/derive.ts), stored marked as derived. */
  derived?: Derived[]
  xrefs: { source: string; code: string }[]
  kind: SalesKind
  price: [number, number]
  showcase?: 'featured' | 'hot' | 'recommended' | 'preferential'
}

/** normalizePackage, once per name (a million parts have a few hundred names). */
const packageFacets = new Map<string, string>()
function packageFacet(name: string): string {
  let value = packageFacets.get(name)
  if (value === undefined) packageFacets.set(name, (value = normalizePackage(name)))
  return value
}

/** Rows of a batch of parts with their offers, parameters and cross-references. */
class Batch {
  parts: unknown[][] = []
  goods: unknown[][] = []
  params: unknown[][] = []
  xrefs: unknown[][] = []
  constructor(
    private ids: { part: number; goods: number },
    private paramId: Map<string, number>,
    private at: string,
  ) {}

  add(p: PartInput) {
    const partId = ++this.ids.part
    const mpnNorm = normalizeMpn(p.mpn)
    const offers = offersFor(`${p.mpn}|${p.manufacturerId}`, p.kind, p.price, { showcase: !!p.showcase })
    const firstGoods = this.ids.goods + 1
    // The default offer's price and stock, which a list sorted by price or stock reads: the rule of
    // the triggers on goods (migration 0014, parts/sorting.ts), written here with the part so that
    // the import does not update each part again for each of its offers (the goods go in first,
    // when their parts are not there yet, so the triggers find nothing to do).
    const rank = (o: (typeof offers)[number], i: number) =>
      [Number(o.stock <= 0) + Number(o.stock < o.moq), o.moq * o.tiers[0]![1], firstGoods + i] as const
    let best = 0
    offers.forEach((o, i) => {
      const [a, b] = [rank(o, i), rank(offers[best]!, best)]
      if (a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] < b[2])))) best = i
    })
    const sortOffer = offers[best]
    offers.forEach((o, i) => {
      const flag = (k: 'featured' | 'hot' | 'recommended' | 'preferential') => (i === 0 && p.showcase === k ? 1 : o[k])
      this.goods.push([
        ++this.ids.goods,
        partId,
        o.supplier,
        o.stockLocation,
        o.dateCode,
        o.stock,
        o.moq,
        o.multiple,
        JSON.stringify(o.tiers),
        o.tiers[0]![1],
        o.shipDays,
        flag('featured'),
        flag('hot'),
        flag('recommended'),
        flag('preferential'),
        this.at,
      ])
    })
    this.parts.push([
      partId,
      p.mpn,
      mpnNorm,
      p.manufacturerId,
      p.categoryId,
      p.package,
      packageFacet(p.package),
      p.description,
      p.datasheet,
      p.rohs,
      p.lifecycle,
      p.leadWeeks,
      firstGoods,
      p.source,
      this.at,
      // The data has no weights: the package's typical weight, varied by up to ±25 % per part.
      Math.max(1, Math.round(typicalUnitWeightMg(p.package) * (0.75 + (hash32(mpnNorm) % 51) / 100))),
      sortOffer ? sortOffer.tiers[0]![1] : null,
      sortOffer ? sortOffer.stock : null,
    ])
    for (const [key, value, num] of p.params) {
      const id = this.paramId.get(key)
      if (id) this.params.push([partId, id, value, num, 0])
    }
    for (const [key, value, num] of p.derived ?? []) {
      const id = this.paramId.get(key)
      if (id) this.params.push([partId, id, value, num, 1])
    }
    const seen = new Set<string>()
    for (const x of p.xrefs) {
      const norm = normalizeMpn(x.code)
      if (!norm || seen.has(norm)) continue
      seen.add(norm)
      this.xrefs.push([norm, partId, x.source, x.code])
    }
  }

  async write(sink: Sink) {
    // The offers first: see sortOffer above.
    await sink.insert('goods', GOODS_COLS, this.goods)
    await sink.insert('parts', PART_COLS, this.parts)
    await sink.insert('part_params', PARAM_COLS, this.params)
    await sink.insert('part_xrefs', XREF_COLS, this.xrefs)
    const n = this.parts.length
    this.parts = []
    this.goods = []
    this.params = []
    this.xrefs = []
    return n
  }
}

/**
 * Seeds or grows the catalogue to `parts` parts: on an empty database the static data, every real
 * part of ./data and the home page content first; then generated parts up to the total (the
 * generator continues where an earlier run stopped, so `--parts` can grow a catalogue); then the
 * derived counts and facets. Node writes through libsql transactions; D1 through literal-SQL
 * batches (the Worker seeds the real parts only).
 */
export async function seedCatalogue(db: Db, options: SeedOptions): Promise<SeedReport> {
  const started = Date.now()
  const at = (options.now ?? new Date()).toISOString()
  const log = options.log
  const client = libsqlClient(db)
  const bulk = !!(client && options.bulk)
  // Wall and (on Node) CPU seconds so far: on a shared machine the first says little without the second.
  const cpuUsage = typeof process === 'undefined' ? undefined : process.cpuUsage
  const cpuStart = cpuUsage?.()
  const seconds = () => {
    const cpu = cpuUsage?.(cpuStart)
    return {
      seconds: Math.round((Date.now() - started) / 1000),
      ...(cpu ? { cpu_seconds: Math.round((cpu.user + cpu.system) / 1e6) } : {}),
    }
  }
  let restore: (() => Promise<void>) | undefined
  if (client) {
    // Bulk load: a big page cache, no fsync per commit; restored afterwards.
    const [sync] = (await client.execute('PRAGMA synchronous')).rows as { synchronous: number }[]
    const [cache] = (await client.execute('PRAGMA cache_size')).rows as { cache_size: number }[]
    await client.execute('PRAGMA synchronous = OFF')
    await client.execute(`PRAGMA cache_size = ${bulk ? -1_048_576 : -262_144}`)
    // One long transaction: a rollback journal keeps only the pages that were there before (none
    // of a new catalogue's), where the WAL would hold every page written until the end, and then
    // copy it to the database a second time. The database stays so: openNodeDb sets the WAL again
    // whenever it opens it. (Another connection keeps the WAL: then so be it.)
    if (bulk) await client.execute('PRAGMA journal_mode = DELETE').catch(() => undefined)
    // CREATE INDEX sorts its keys with helper threads (none by default).
    if (bulk) await client.execute('PRAGMA threads = 2')
    restore = async () => {
      await client.execute(`PRAGMA synchronous = ${Number(sync?.synchronous ?? 1)}`)
      await client.execute(`PRAGMA cache_size = ${Number(cache?.cache_size ?? -2000)}`)
      if (bulk) await client.execute('PRAGMA threads = 0')
    }
  }
  const sink = client ? await libsqlSink(client, { oneTransaction: bulk }) : batchSink(db)
  let done = false
  try {
    let dropped: Definition[] | undefined
    const [existing] = await sink.all<{ n: number }>('SELECT count(*) AS n FROM manufacturers')
    const fresh = !existing?.n
    const maps = fresh ? await seedStatic(sink, at) : await loadMaps(sink)
    const [max] = await sink.all<{ p: number | null; g: number | null; n: number }>(
      'SELECT (SELECT max(id) FROM parts) AS p, (SELECT max(id) FROM goods) AS g, (SELECT count(*) FROM parts) AS n',
    )
    const ids = { part: Number(max?.p ?? 0), goods: Number(max?.g ?? 0) }
    const lastPartBefore = ids.part
    let total = Number(max?.n ?? 0)
    const batch = new Batch(ids, maps.paramId, at)
    const categoryOf = (top: string, family: string) => {
      const id = maps.categoryId.get(maps.leafOf(top, family))
      if (!id) throw new Error(`no category for ${top} › ${family}`)
      return id
    }

    if (fresh) {
      const showcase = new Map(
        Object.entries(SHOWCASE).flatMap(([k, list]) => list.map((m) => [normalizeMpn(m), k as PartInput['showcase']])),
      )
      // What the import adds to the real parts' data (issue 21): parameters read from descriptions, pictures.
      const gained = {
        parts: 0,
        withoutParams: 0,
        derivedParams: 0,
        stillWithout: 0,
        values: 0,
        pictures: 0,
        families: {} as Record<string, number>,
      }
      for (const p of realParts((raw) => canonicalName(maps.aliasToName, raw))) {
        const name = canonicalName(maps.aliasToName, p.manufacturer)
        const r = rng(hash32(p.mpn))
        const derived = deriveParams(p.description, p.package, new Set(p.params.map(([k]) => k)))
        const family = packageFamily(p.package, p.description, p.family)
        gained.parts++
        if (!p.params.length) gained.withoutParams++
        if (derived.length) gained.derivedParams++
        if (!p.params.length && !derived.length) gained.stillWithout++
        gained.values += derived.length
        gained.pictures++
        gained.families[family] = (gained.families[family] ?? 0) + 1
        batch.add({
          mpn: p.mpn,
          manufacturerId: maps.manufacturerId.get(name)!,
          categoryId: categoryOf(p.top, p.family),
          package: p.package,
          description: p.description,
          datasheet: p.datasheet,
          rohs: null,
          lifecycle: p.lifecycle,
          leadWeeks: r.int(4, 40),
          source: p.source,
          params: p.params,
          derived,
          xrefs: p.xrefs,
          kind: p.kind,
          price: p.price,
          showcase: showcase.get(normalizeMpn(p.mpn)),
        })
      }
      total += await batch.write(sink)
      await seedHome(sink, maps, at)
      await sink.flush()
      log?.info({ msg: 'catalogue: real parts imported', parts: total })
      log?.info({
        msg: 'catalogue: real parts completed from their descriptions',
        parts: gained.parts,
        without_params_in_the_data: gained.withoutParams,
        gained_params: gained.derivedParams,
        derived_values: gained.values,
        still_without_params: gained.stillWithout,
        gained_pictures: gained.pictures,
        pictures_by_family: gained.families,
      })
    }

    const target = options.parts
    const added0 = total
    if (target > total) {
      if (bulk) dropped = await dropPartIndexes(sink)
      const [next] = await sink.all<{ value: number }>("SELECT value FROM catalogue_stats WHERE key = 'generator_next'")
      let index = Number(next?.value ?? 0)
      const taken = new Set<string>()
      for (const row of await sink.all<{ k: string }>("SELECT mpn_norm || '|' || manufacturer_id AS k FROM parts"))
        taken.add(row.k)
      const chunk = options.chunk ?? 50_000
      let sinceFlush = 0
      while (total < target) {
        let part = generatedPart(index)
        let key = ''
        for (let attempt = 1; ; attempt++) {
          const mid = maps.manufacturerId.get(part.manufacturer)
          if (!mid) throw new Error(`generator: unknown manufacturer ${part.manufacturer}`)
          key = `${normalizeMpn(part.mpn)}|${mid}`
          if (!taken.has(key)) break
          part = generatedPart(index, attempt)
        }
        taken.add(key)
        index++
        const manufacturerId = maps.manufacturerId.get(part.manufacturer)!
        batch.add({
          mpn: part.mpn,
          manufacturerId,
          categoryId: categoryOf(part.top, part.family),
          package: part.package,
          description: part.description,
          // Made-up parts have no datasheet: no link to a document that does not exist.
          datasheet: '',
          rohs: part.rohs,
          lifecycle: part.lifecycle,
          leadWeeks: part.leadWeeks,
          source: 'generated',
          params: part.params,
          xrefs: [],
          kind: part.kind,
          price: part.price,
        })
        total++
        if (batch.parts.length >= 5_000) {
          await batch.write(sink)
          sinceFlush += 5_000
          if (sinceFlush >= chunk) {
            await sink.run(`INSERT OR REPLACE INTO catalogue_stats (key, value) VALUES ('generator_next', ${index})`)
            await sink.flush()
            sinceFlush = 0
            log?.info({ msg: 'catalogue: generating', parts: total, ...seconds() })
          }
        }
      }
      await batch.write(sink)
      await sink.run(`INSERT OR REPLACE INTO catalogue_stats (key, value) VALUES ('generator_next', ${index})`)
      await sink.flush()
    }
    if (dropped) {
      log?.info({ msg: 'catalogue: parts written, making the indexes', parts: total, ...seconds() })
      await restorePartIndexes(sink, dropped, lastPartBefore)
      log?.info({ msg: 'catalogue: indexes made', ...seconds() })
    }
    await refreshCatalogue(sink)
    await refreshDemoFigures(sink)
    await sink.flush()
    const [g] = await sink.all<{ n: number }>('SELECT count(*) AS n FROM goods')
    const report = {
      parts: total,
      added: total - (fresh ? 0 : added0),
      goods: Number(g?.n ?? 0),
      ms: Date.now() - started,
    }
    log?.info({ msg: 'catalogue ready', ...report, ...seconds() })
    done = true
    return report
  } finally {
    if (client) {
      // What was written so far stays, unless the seed is one transaction: then all or nothing.
      await client.execute(done || !bulk ? 'COMMIT' : 'ROLLBACK').catch(() => undefined)
      await restore?.()
    }
  }
}

/** Banners, floors (with their offers) and category blog links of a fresh catalogue. */
async function seedHome(sink: Sink, maps: Maps, at: string) {
  void at
  await sink.insert(
    'banners',
    ['id', 'position', 'image', 'link', 'sort', 'active'],
    BANNERS.map((b, i) => [i + 1, 'home', b.image, b.link, i, 1]),
  )
  await sink.insert(
    'banner_translations',
    ['banner_id', 'locale', 'title', 'subtitle'],
    BANNERS.flatMap((b, i) => localeCodes.map((l) => [i + 1, l, b.text[l].title, b.text[l].subtitle])),
  )
  await sink.insert(
    'floors',
    ['id', 'category_id', 'icon', 'sort'],
    FLOORS.map((f, i) => [i + 1, maps.categoryId.get(f.top) ?? null, '', i]),
  )
  await sink.insert(
    'floor_translations',
    ['floor_id', 'locale', 'title', 'subtitle'],
    FLOORS.flatMap((f, i) => localeCodes.map((l) => [i + 1, l, f.text[l].title, f.text[l].subtitle])),
  )
  const tops = [...maps.categoryId].filter(([k]) => !k.includes(' › '))
  const links: unknown[][] = []
  for (const { top, news } of CATEGORY_BLOGS) {
    for (const [key, id] of tops) {
      if (top !== '*' && top !== key) continue
      news.forEach((n, i) => links.push(['category', id, n, top === '*' ? 10 + i : i]))
    }
  }
  const unique = [...new Map(links.map((l) => [`${l[1]}:${l[2]}`, l])).values()]
  await sink.insert('catalogue_blog_links', ['target_type', 'target_id', 'news_id', 'sort'], unique)
  const espressif = await sink.all<{ id: number }>("SELECT id FROM parts WHERE mpn_norm = 'ESP32WROOM32' LIMIT 1")
  if (espressif[0])
    await sink.insert(
      'part_documents',
      ['part_id', 'kind', 'title', 'url', 'sort'],
      [
        [
          espressif[0].id,
          'user_guide',
          'ESP32 Technical Reference Manual',
          'https://www.espressif.com/sites/default/files/documentation/esp32_technical_reference_manual_en.pdf',
          0,
        ],
      ],
    )
  // Floors show in-stock offers of real parts of their category: its own, not those of the showcases
  // above them on the home page (which leaves out any a showcase shows after all).
  for (const [i, f] of FLOORS.entries()) {
    const top = maps.categoryId.get(f.top)
    if (!top) continue
    const rows = await sink.all<{ id: number }>(
      `SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id
       WHERE p.goods_id = g.id AND g.stock > 0 AND p.source <> 'generated' AND p.category_id IN (
         SELECT id FROM categories WHERE id = ${top} OR parent_id = ${top} OR parent_id IN (SELECT id FROM categories WHERE parent_id = ${top}))
       ORDER BY (g.featured + g.hot + g.recommended + g.preferential), p.id LIMIT 10`,
    )
    await sink.insert(
      'floor_goods',
      ['floor_id', 'goods_id', 'sort'],
      rows.map((r, s) => [i + 1, r.id, s]),
    )
  }
}

const FACET_LIMIT = 200

/**
 * The facet value of every package name (parts/packages.ts). The import writes it with each part;
 * this sets it for parts written before (migration 0013 copied the maker's name) or under older
 * rules: one statement over the parts, the names' values bound as one JSON object.
 */
async function refreshPackageFacets(sink: Sink) {
  const names = await sink.all<{ v: string }>(`SELECT DISTINCT package AS v FROM parts WHERE instr(package, '"') = 0`)
  const values = JSON.stringify(Object.fromEntries(names.map(({ v }) => [String(v), normalizePackage(String(v))])))
  const map = `'${values.replace(/'/g, "''")}'`
  await sink.run(
    `UPDATE parts SET package_norm = json_extract(${map}, '$."' || package || '"')
     WHERE instr(package, '"') = 0 AND package_norm IS NOT json_extract(${map}, '$."' || package || '"')`,
  )
}

/**
 * The footer's figures that the catalogue itself can tell (the demo's labels 'manufacturers' and
 * 'parts_in_stock', spec §1): the manufacturers with parts and the parts with stock, as the data says,
 * never a made-up claim. Other labels are the operator's settings.
 */
async function refreshDemoFigures(sink: Sink) {
  const [row] = await sink.all<{ makers: number; stocked: number }>(
    'SELECT (SELECT count(*) FROM manufacturers WHERE part_count > 0) AS makers, (SELECT count(DISTINCT part_id) FROM goods WHERE stock > 0) AS stocked',
  )
  const grouped = (n: unknown) => Math.floor(Number(n ?? 0)).toLocaleString('en-US')
  await sink.run(`UPDATE site_labels SET value = '${grouped(row?.makers)}' WHERE key = 'manufacturers'`)
  await sink.run(`UPDATE site_labels SET value = '${grouped(row?.stocked)}' WHERE key = 'parts_in_stock'`)
}

/**
 * Derived data, refreshed after every import: part counts of manufacturers and categories (with
 * their subcategories), facet counts per category, the default filter parameters of categories
 * that have none, and the catalogue totals.
 */
export async function refreshCatalogue(sink: Sink) {
  await refreshPackageFacets(sink)
  await sink.run(
    'UPDATE manufacturers SET part_count = (SELECT count(*) FROM parts WHERE parts.manufacturer_id = manufacturers.id)',
  )
  const cats = await sink.all<{ id: number; parent_id: number | null }>('SELECT id, parent_id FROM categories')
  const parent = new Map(cats.map((c) => [Number(c.id), c.parent_id === null ? null : Number(c.parent_id)]))
  const chain = (id: number) => {
    const out: number[] = []
    for (let c: number | null | undefined = id; c != null && out.length < 5; c = parent.get(c)) out.push(c)
    return out
  }
  const counts = new Map<number, number>()
  for (const r of await sink.all<{ c: number; n: number }>(
    'SELECT category_id AS c, count(*) AS n FROM parts GROUP BY category_id',
  ))
    for (const id of chain(Number(r.c))) counts.set(id, (counts.get(id) ?? 0) + Number(r.n))
  await sink.run(
    `UPDATE categories SET part_count = CASE id ${cats.map((c) => `WHEN ${Number(c.id)} THEN ${counts.get(Number(c.id)) ?? 0}`).join(' ')} ELSE 0 END`,
  )

  type Facet = { kind: string; key: number; value: string; num: number | null; count: number }
  const facets = new Map<number, Map<string, Facet>>()
  const add = (leaf: number, f: Facet) => {
    for (const id of chain(leaf)) {
      const m = facets.get(id) ?? new Map<string, Facet>()
      const k = `${f.kind}\u0000${f.key}\u0000${f.value}`
      const e = m.get(k)
      if (e) e.count += f.count
      else m.set(k, { ...f })
      facets.set(id, m)
    }
  }
  for (const r of await sink.all<{ c: number; k: number; v: string; num: number | null; n: number }>(
    'SELECT p.category_id AS c, pp.param_id AS k, pp.value AS v, min(pp.num) AS num, count(*) AS n FROM part_params pp JOIN parts p ON p.id = pp.part_id GROUP BY 1, 2, 3',
  ))
    add(Number(r.c), {
      kind: 'param',
      key: Number(r.k),
      value: String(r.v),
      num: r.num === null ? null : Number(r.num),
      count: Number(r.n),
    })
  for (const r of await sink.all<{ c: number; k: number; n: number }>(
    'SELECT category_id AS c, manufacturer_id AS k, count(*) AS n FROM parts GROUP BY 1, 2',
  ))
    add(Number(r.c), { kind: 'manufacturer', key: Number(r.k), value: '', num: null, count: Number(r.n) })
  for (const r of await sink.all<{ c: number; v: string; n: number }>(
    "SELECT category_id AS c, package_norm AS v, count(*) AS n FROM parts WHERE package_norm <> '' GROUP BY 1, 2",
  ))
    add(Number(r.c), { kind: 'package', key: 0, value: String(r.v), num: null, count: Number(r.n) })
  for (const r of await sink.all<{ c: number; n: number }>(
    'SELECT p.category_id AS c, count(*) AS n FROM parts p WHERE EXISTS (SELECT 1 FROM goods g WHERE g.part_id = p.id AND g.stock > 0) GROUP BY 1',
  ))
    add(Number(r.c), { kind: 'in_stock', key: 0, value: '', num: null, count: Number(r.n) })
  for (const r of await sink.all<{ c: number; n: number }>(
    'SELECT category_id AS c, count(*) AS n FROM parts WHERE rohs = 1 GROUP BY 1',
  ))
    add(Number(r.c), { kind: 'rohs', key: 0, value: '', num: null, count: Number(r.n) })

  const rows: unknown[][] = []
  for (const [categoryId, m] of facets) {
    const groups = new Map<string, Facet[]>()
    for (const f of m.values()) {
      const g = `${f.kind}\u0000${f.key}`
      groups.set(g, [...(groups.get(g) ?? []), f])
    }
    for (const list of groups.values()) {
      list.sort((a, b) => b.count - a.count)
      for (const f of list.slice(0, FACET_LIMIT)) rows.push([categoryId, f.kind, f.key, f.value, f.num, f.count])
    }
  }
  await sink.run('DELETE FROM category_facets')
  await sink.insert('category_facets', ['category_id', 'kind', 'key', 'value', 'num', 'count'], rows)

  // Default filters: parameters with at least two values that most parts of the category have.
  const defined = new Set(
    (await sink.all<{ c: number }>('SELECT DISTINCT category_id AS c FROM category_params')).map((r) => Number(r.c)),
  )
  const order = new Map(
    (await sink.all<{ id: number; sort: number }>('SELECT id, sort FROM params')).map((r) => [
      Number(r.id),
      Number(r.sort),
    ]),
  )
  const params: unknown[][] = []
  for (const [categoryId, m] of facets) {
    if (defined.has(categoryId)) continue
    const total = counts.get(categoryId) ?? 0
    const byParam = new Map<number, { values: number; count: number }>()
    for (const f of m.values()) {
      if (f.kind !== 'param') continue
      const e = byParam.get(f.key) ?? { values: 0, count: 0 }
      e.values++
      e.count += f.count
      byParam.set(f.key, e)
    }
    // The eight that most parts have (derived ones included), shown in the parameters' order.
    ;[...byParam]
      .filter(([, e]) => e.values >= 2 && e.count >= total * 0.3)
      .sort((a, b) => b[1].count - a[1].count || a[0] - b[0])
      .slice(0, 8)
      .sort((a, b) => (order.get(a[0]) ?? a[0]) - (order.get(b[0]) ?? b[0]))
      .forEach(([paramId], i) => params.push([categoryId, paramId, i]))
  }
  await sink.insert('category_params', ['category_id', 'param_id', 'sort'], params)

  // data_version: cached anonymous pages and answers are keyed by it (domains/catalogue/data-version.ts).
  await sink.run(
    `INSERT OR REPLACE INTO catalogue_stats (key, value) VALUES
      ('parts', (SELECT count(*) FROM parts)),
      ('goods', (SELECT count(*) FROM goods)),
      ('goods_in_stock', (SELECT count(*) FROM goods WHERE stock > 0)),
      ('manufacturers', (SELECT count(*) FROM manufacturers WHERE part_count > 0)),
      ('categories', (SELECT count(*) FROM categories)),
      ('data_version', coalesce((SELECT value FROM catalogue_stats WHERE key = 'data_version'), 0) + 1)`,
  )
}
