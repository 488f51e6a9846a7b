/**
 * An import job: the preview (what an apply would do, nothing written) and the apply, in batches.
 * Each batch is one `db.batch` (one transaction on Node and on D1, no interactive transaction):
 * the new parts with their parameters (given by the feed's parameter columns, and derived from
 * the description by the shared parser, marked as derived), the new and the changed offers, and
 * the job's cursor. A stopped apply resumes after its last batch; a row that is already as the
 * feed says is not written, so importing the same file twice changes nothing the second time.
 * At the end: with `full`, the supplier's offers the feed does not name go to stock 0 (kept);
 * then, when anything changed, the derived data once (counts, facets, the data version that
 * keys every cache: seed/catalogue refreshCatalogue).
 *
 * Values travel as one JSON array per statement (json_each): one bound value on Node; on D1,
 * which cannot batch bound raw statements, written into the statement as a literal, each
 * statement's JSON under `maxStatementBytes` (D1's statement limit is 100 KB).
 */
import { sql, type SQL } from 'drizzle-orm'
import type { FeedMapping, FeedPreview, FeedResult } from '../../../../contract/admin/import'
import { formatE5 } from '../../../../contract/money'
import { batchStatement } from '../../../db/batch'
import type { Db } from '../../../db/client'
import { batchSink, libsqlClient } from '../../../db/seed/catalogue/writer'
import { refreshCatalogue } from '../../../db/seed/catalogue/catalogue'
import { copyFeedPictures, type PictureCopyOptions } from '../../parts/feed-pictures'
import { auditStatement, type AuditActor } from '../../staff/audit'
import { normalizePackage } from '../../parts/packages'
import { typicalUnitWeightMg } from '../../shipping/weight'
import { deriveParams } from '../parameters/derive'
import { parseNumber } from '../parameters/params'
import { forgetFacetParts } from '../facet-counts'
import { forgetReference } from '../../parts/reference'
import { FeedCatalogue } from './catalogue'
import { dataRows, type DataRow, type OpenFeed } from './feed'
import type { FeedLine, Rejected } from './rows'

export type JobOptions = {
  supplier: string
  full: boolean
  mapping: FeedMapping
  now?: () => Date
  /** Data rows per batch (default 2,000; the Worker uses fewer). */
  batchRows?: number
  /** Largest JSON written into one statement (default 80,000 bytes: D1's limit with room). */
  maxStatementBytes?: number
  onProgress?: (p: { rows: number; fraction: number }) => void
}

/** The category of new parts whose feed names none (created once, flagged for review). */
const UNSORTED = 'Unsorted'

const SAMPLES = { newParts: 50, changed: 100, rejected: 200, names: 100 }

export const emptyResult = (): FeedResult => ({
  new_parts: 0,
  new_offers: 0,
  changed_offers: 0,
  unchanged: 0,
  rejected: 0,
  zeroed: 0,
  new_makers: 0,
  new_categories: 0,
})

type Part = { id: number; lead: number | null }
type Offer = {
  id: number
  partId: number
  location: string
  stock: number
  moq: number
  multiple: number
  tiers: string
  unitPrice: number
  dateCode: string
}

const tiersJson = (l: FeedLine) => JSON.stringify(l.tiers)

function differs(o: Offer, l: FeedLine) {
  return (
    o.stock !== l.stock ||
    o.moq !== l.moq ||
    o.multiple !== l.multiple ||
    o.tiers !== tiersJson(l) ||
    (l.dateCode !== '' && o.dateCode !== l.dateCode)
  )
}

/** What the catalogue has of a batch's lines: their parts, and this supplier's offers of them. */
async function lookUp(db: Db, supplier: string, lines: { line: FeedLine; makerId: number | null }[]) {
  const keys = lines.filter((l) => l.makerId !== null).map((l) => [l.line.mpnNorm, l.makerId])
  const parts = new Map<string, Part>()
  const offers = new Map<string, Offer>()
  if (!keys.length) return { parts, offers }
  const found = await db.all<{ id: number; n: string; m: number; lead: number | null }>(
    sql`SELECT p.id, p.mpn_norm AS n, p.manufacturer_id AS m, p.lead_time_weeks AS lead
        FROM json_each(${JSON.stringify(keys)}) j JOIN parts p ON p.mpn_norm = j.value->>0 AND p.manufacturer_id = j.value->>1`,
  )
  for (const p of found) parts.set(`${p.n}|${p.m}`, { id: Number(p.id), lead: p.lead === null ? null : Number(p.lead) })
  if (!parts.size) return { parts, offers }
  const ids = [...parts.values()].map((p) => p.id)
  const rows = await db.all<{
    id: number
    part_id: number
    stock_location: string
    stock: number
    moq: number
    multiple: number
    price_tiers: string
    unit_price: number
    date_code: string
  }>(
    sql`SELECT id, part_id, stock_location, stock, moq, multiple, price_tiers, unit_price, date_code FROM goods
        WHERE supplier = ${supplier} AND part_id IN (SELECT value FROM json_each(${JSON.stringify(ids)})) ORDER BY id`,
  )
  for (const g of rows) {
    const key = `${g.part_id}|${String(g.stock_location).toLowerCase()}`
    if (offers.has(key)) continue
    offers.set(key, {
      id: Number(g.id),
      partId: Number(g.part_id),
      location: String(g.stock_location),
      stock: Number(g.stock),
      moq: Number(g.moq),
      multiple: Number(g.multiple),
      tiers: String(g.price_tiers),
      unitPrice: Number(g.unit_price),
      dateCode: String(g.date_code),
    })
  }
  return { parts, offers }
}

/**
 * A statement of a batch: on Node with its values bound (the statement's text stays the same from
 * batch to batch, so the prepared-statement cache (db/statement-cache.ts) keeps one, not a
 * 100 KB text per batch); on D1 with them written in as literals (db/batch.ts says why).
 */
const statement = (db: Db, query: SQL) => (libsqlClient(db) ? db.run(query) : batchStatement(db, query))

/** Splits rows into JSON arrays of at most `max` bytes each. */
function jsonChunks(rows: unknown[][], max: number): string[] {
  const out: string[] = []
  let current: string[] = []
  let size = 2
  for (const r of rows) {
    const s = JSON.stringify(r)
    if (current.length && size + s.length + 1 > max) {
      out.push(`[${current.join(',')}]`)
      current = []
      size = 2
    }
    current.push(s)
    size += s.length + 1
  }
  if (current.length) out.push(`[${current.join(',')}]`)
  return out
}

const price = (e5: number | null) => (e5 === null ? null : formatE5(e5))

/** The preview and the apply share this: a batch of lines classified against the catalogue. */
type Classified = {
  newParts: { line: FeedLine; makerId: number | null }[]
  newOffers: { line: FeedLine; partKey: string }[]
  changed: { line: FeedLine; offer: Offer }[]
  unchanged: { line: FeedLine; offer: Offer }[]
  leadChanges: [number, number][]
}

async function classify(db: Db, supplier: string, batch: { line: FeedLine; makerId: number | null }[]) {
  const { parts, offers } = await lookUp(db, supplier, batch)
  const c: Classified = { newParts: [], newOffers: [], changed: [], unchanged: [], leadChanges: [] }
  const newKeys = new Set<string>()
  const leads = new Map<number, number>()
  for (const item of batch) {
    const { line, makerId } = item
    const partKey = `${line.mpnNorm}|${makerId ?? `new:${line.manufacturer}`}`
    const part = makerId === null ? undefined : parts.get(`${line.mpnNorm}|${makerId}`)
    if (!part) {
      if (!newKeys.has(partKey)) {
        c.newParts.push(item)
        newKeys.add(partKey)
      }
      c.newOffers.push({ line, partKey })
      continue
    }
    if (line.leadWeeks !== null && line.leadWeeks !== part.lead && !leads.has(part.id))
      leads.set(part.id, line.leadWeeks)
    const offer = offers.get(`${part.id}|${line.stockLocation.toLowerCase()}`)
    if (!offer) c.newOffers.push({ line, partKey })
    else if (differs(offer, line)) c.changed.push({ line, offer })
    else c.unchanged.push({ line, offer })
  }
  c.leadChanges = [...leads]
  return c
}

/** Collects the preview's counts and samples. */
class PreviewCollector {
  preview: FeedPreview = {
    rows: 0,
    new_parts: 0,
    new_offers: 0,
    changed_offers: 0,
    unchanged: 0,
    rejected: 0,
    offers_to_zero: 0,
    unknown_makers: [],
    unknown_categories: [],
    samples: { new_parts: [], changed: [], rejected: [] },
  }
  private makers = new Set<string>()
  private categories = new Set<string>()
  /** With full: this supplier's offers in stock that the feed names. */
  seenInStock = new Set<number>()

  rejected(r: Rejected) {
    this.preview.rejected++
    if (this.preview.samples.rejected.length < SAMPLES.rejected) this.preview.samples.rejected.push(r)
  }
  unknown(line: FeedLine, makerId: number | null, catalogue: FeedCatalogue) {
    if (makerId === null) {
      const key = catalogue.makerKey(line.manufacturer).key
      if (!this.makers.has(key)) {
        this.makers.add(key)
        if (this.preview.unknown_makers.length < SAMPLES.names) this.preview.unknown_makers.push(line.manufacturer)
      }
    }
    if (line.category && catalogue.category(line.category) === null) {
      const key = line.category
      if (!this.categories.has(key)) {
        this.categories.add(key)
        if (this.preview.unknown_categories.length < SAMPLES.names) this.preview.unknown_categories.push(line.category)
      }
    }
  }
  add(c: Classified, catalogue: FeedCatalogue) {
    const p = this.preview
    // New parts without a category go to one created for them, flagged like the others.
    if (
      c.newParts.some(({ line }) => !line.category) &&
      catalogue.category(UNSORTED) === null &&
      !this.categories.has(UNSORTED)
    ) {
      this.categories.add(UNSORTED)
      p.unknown_categories.push(UNSORTED)
    }
    p.new_parts += c.newParts.length
    p.new_offers += c.newOffers.length - c.newParts.length
    p.changed_offers += c.changed.length
    p.unchanged += c.unchanged.length
    for (const { line } of c.newParts)
      if (p.samples.new_parts.length < SAMPLES.newParts)
        p.samples.new_parts.push({
          row: line.row,
          mpn: line.mpn,
          manufacturer: line.manufacturer,
          price: price(line.tiers[0]![1]),
          stock: line.stock,
        })
    for (const { line, offer } of c.changed)
      if (p.samples.changed.length < SAMPLES.changed)
        p.samples.changed.push({
          row: line.row,
          mpn: line.mpn,
          manufacturer: line.manufacturer,
          before: { price: price(offer.unitPrice), stock: offer.stock },
          after: { price: price(line.tiers[0]![1]), stock: line.stock },
        })
    for (const { offer } of [...c.changed, ...c.unchanged]) if (offer.stock !== 0) this.seenInStock.add(offer.id)
  }
}

async function* batches(rows: AsyncIterable<DataRow>, size: number) {
  let batch: DataRow[] = []
  for await (const r of rows) {
    batch.push(r)
    if (batch.length >= size) {
      yield batch
      batch = []
    }
  }
  if (batch.length) yield batch
}

/** What an apply of the feed would do: counts and samples; nothing is written. */
export async function previewFeed(db: Db, open: OpenFeed, options: JobOptions): Promise<FeedPreview> {
  const catalogue = await FeedCatalogue.load(db)
  const feed = await open()
  const collector = new PreviewCollector()
  for await (const batch of batches(
    dataRows(feed, options.mapping, catalogue, options.supplier),
    options.batchRows ?? 2000,
  )) {
    const lines: { line: FeedLine; makerId: number | null }[] = []
    for (const r of batch) {
      collector.preview.rows++
      if ('rejected' in r) collector.rejected(r.rejected)
      else {
        lines.push(r)
        collector.unknown(r.line, r.makerId, catalogue)
      }
    }
    collector.add(await classify(db, options.supplier, lines), catalogue)
    options.onProgress?.({ rows: collector.preview.rows, fraction: feed.progress() })
  }
  if (options.full) {
    const [row] = await db.all<{ n: number }>(
      sql`SELECT count(*) AS n FROM goods WHERE supplier = ${options.supplier} AND stock <> 0`,
    )
    collector.preview.offers_to_zero = Number(row?.n ?? 0) - collector.seenInStock.size
  }
  return collector.preview
}

export type JobRow = {
  id: number
  supplier: string
  full: boolean
  status: 'uploaded' | 'previewed' | 'applying' | 'done' | 'failed'
  mapping: FeedMapping
  cursor: number
  total: number
  result: FeedResult
  preview: FeedPreview | null
  fileName: string
}

export async function readJob(db: Db, id: number): Promise<JobRow | null> {
  const [r] = await db.all<{
    id: number
    supplier: string
    full: number
    status: JobRow['status']
    mapping: string
    cursor: number
    total: number
    result: string | null
    preview: string | null
    file_name: string
  }>(
    sql`SELECT id, supplier, full, status, mapping, cursor, total, result, preview, file_name FROM import_jobs WHERE id = ${id}`,
  )
  if (!r) return null
  return {
    id: Number(r.id),
    supplier: String(r.supplier),
    full: Number(r.full) === 1,
    status: r.status,
    mapping: JSON.parse(String(r.mapping)) as FeedMapping,
    cursor: Number(r.cursor),
    total: Number(r.total),
    result: r.result ? (JSON.parse(String(r.result)) as FeedResult) : emptyResult(),
    preview: r.preview ? (JSON.parse(String(r.preview)) as FeedPreview) : null,
    fileName: String(r.file_name),
  }
}

/** An unfinished apply of the same file for the same supplier, to resume. */
export async function unfinishedJob(db: Db, fileKey: string, supplier: string): Promise<number | null> {
  const [r] = await db.all<{ id: number }>(
    sql`SELECT id FROM import_jobs WHERE file_key = ${fileKey} AND supplier = ${supplier} AND status = 'applying' ORDER BY id DESC LIMIT 1`,
  )
  return r ? Number(r.id) : null
}

/** A job row for a previewed feed (status previewed; `startApply` makes it applying). */
export async function createJob(
  db: Db,
  input: {
    supplier: string
    fileName: string
    fileKey: string
    full: boolean
    mapping: FeedMapping
    preview: FeedPreview | null
    actorId: number | null
    status?: 'uploaded' | 'previewed'
  },
  now: Date,
): Promise<number> {
  const at = now.toISOString()
  const [r] = await db.all<{ id: number }>(
    sql`INSERT INTO import_jobs (supplier, file_name, file_key, full, status, mapping, cursor, total, preview, result, actor_id, created_at, updated_at)
        VALUES (${input.supplier}, ${input.fileName}, ${input.fileKey}, ${input.full ? 1 : 0}, ${input.status ?? 'previewed'}, ${JSON.stringify(input.mapping)},
          0, ${input.preview?.rows ?? 0}, ${input.preview ? JSON.stringify(input.preview) : null}, ${JSON.stringify(emptyResult())},
          ${input.actorId}, ${at}, ${at}) RETURNING id`,
  )
  return Number(r!.id)
}

export type ApplyOptions = {
  actor: AuditActor
  now?: () => Date
  batchRows?: number
  maxStatementBytes?: number
  /** Stop after this many batches (a request's share on the Worker; a crash in the tests). */
  maxBatches?: number
  onProgress?: (p: { rows: number; fraction: number }) => void
  /** Where the feed's pictures are copied at the end (parts/feed-pictures.ts); without it none are. */
  pictures?: PictureCopyOptions
}

export type ApplyProgress = { status: JobRow['status']; cursor: number; total: number; result: FeedResult }

/**
 * Applies a job from its cursor: batch after batch until the feed ends (then the end steps) or
 * `maxBatches` were written. Called again, it goes on where it stopped.
 */
export async function applyJob(db: Db, jobId: number, open: OpenFeed, options: ApplyOptions): Promise<ApplyProgress> {
  const now = options.now ?? (() => new Date())
  const job = await readJob(db, jobId)
  if (!job) throw new Error(`no import job ${jobId}`)
  if (job.status === 'done') return { status: job.status, cursor: job.cursor, total: job.total, result: job.result }
  if (job.status === 'uploaded') throw new Error(`import job ${jobId} has no preview yet`)
  // D1 takes statements of at most 100 KB; bound values on Node have no such limit.
  const maxBytes = options.maxStatementBytes ?? (libsqlClient(db) ? 64 * 1024 * 1024 : 80_000)
  if (job.status === 'previewed') {
    await db.batch([
      batchStatement(
        db,
        sql`UPDATE import_jobs SET status = 'applying', updated_at = ${now().toISOString()} WHERE id = ${jobId}`,
      ),
      auditStatement(
        db,
        options.actor,
        {
          objectType: 'import_job',
          objectId: jobId,
          action: 'import.start',
          after: { supplier: job.supplier, file: job.fileName, full: job.full, rows: job.total },
        },
        now(),
      ),
    ])
  }
  const catalogue = await FeedCatalogue.load(db)
  const feed = await open()
  const result = job.result
  let cursor = job.cursor
  let written = 0
  const size = options.batchRows ?? 2000
  for await (const batch of batches(dataRows(feed, job.mapping, catalogue, job.supplier), size)) {
    const last = batch[batch.length - 1]!.index
    if (last < cursor) continue
    const todo = batch.filter((r) => r.index >= cursor)
    if (options.maxBatches !== undefined && written >= options.maxBatches) {
      return { status: 'applying', cursor, total: job.total, result }
    }
    await applyBatch(db, catalogue, job, todo, result, last + 1, now().toISOString(), maxBytes)
    cursor = last + 1
    written++
    options.onProgress?.({ rows: cursor, fraction: feed.progress() })
  }
  await finishJob(db, job, result, options.actor, now(), options.pictures)
  return { status: 'done', cursor, total: Math.max(job.total, cursor), result }
}

async function applyBatch(
  db: Db,
  catalogue: FeedCatalogue,
  job: JobRow,
  rows: DataRow[],
  result: FeedResult,
  cursor: number,
  at: string,
  maxBytes: number,
) {
  const lines: { line: FeedLine; makerId: number | null }[] = []
  for (const r of rows) {
    if ('rejected' in r) result.rejected++
    else lines.push({ line: r.line, makerId: r.makerId })
  }
  // Makers and categories no name knew: created first (each its own write; a resumed batch finds them).
  for (const item of lines) {
    if (item.makerId === null) {
      const before = catalogue.makerKey(item.line.manufacturer).id
      item.makerId = await catalogue.createMaker(item.line.manufacturer, at)
      if (before === null) result.new_makers++
    }
  }
  const c = await classify(db, job.supplier, lines)
  const categoryOf = new Map<string, number>()
  for (const { line } of c.newParts) {
    const raw = line.category || UNSORTED
    if (categoryOf.has(raw)) continue
    let id = catalogue.category(raw)
    if (id === null) {
      id = await catalogue.createCategory(raw, at)
      result.new_categories++
    }
    categoryOf.set(raw, id)
  }

  const statements: SQL[] = []
  const each = (rows: unknown[][], make: (json: string) => SQL) => {
    for (const json of jsonChunks(rows, maxBytes)) statements.push(make(json))
  }
  const makerOf = (l: FeedLine) => catalogue.makerKey(l.manufacturer).id!
  // New parts.
  each(
    c.newParts.map(({ line }) => [
      line.mpn,
      line.mpnNorm,
      makerOf(line),
      categoryOf.get(line.category || UNSORTED)!,
      line.package,
      normalizePackage(line.package),
      line.description,
      line.datasheet,
      line.picture,
      line.leadWeeks,
      typicalUnitWeightMg(line.package),
    ]),
    (
      json,
    ) => sql`INSERT OR IGNORE INTO parts (mpn, mpn_norm, manufacturer_id, category_id, package, package_norm, description,
        datasheet, picture_url, rohs, lifecycle, lead_time_weeks, goods_id, source, unit_weight_mg, updated_at)
      SELECT value->>0, value->>1, value->>2, value->>3, value->>4, value->>5, value->>6, value->>7, value->>8, NULL, 'active',
        value->>9, NULL, 'import', value->>10, ${at} FROM json_each(${json})`,
  )
  // Their parameters: the feed's columns, then what the description says (marked derived).
  const params: unknown[][] = []
  for (const { line } of c.newParts) {
    const given = new Set<string>()
    for (const [key, value] of line.params) {
      const def = catalogue.params.get(key)
      if (!def || given.has(key)) continue
      given.add(key)
      params.push([line.mpnNorm, makerOf(line), def.id, value, parseNumber(value, def.unit), 0])
    }
    for (const [key, value, num] of deriveParams(line.description, line.package, given)) {
      const def = catalogue.params.get(key)
      if (!def || given.has(key)) continue
      given.add(key)
      params.push([line.mpnNorm, makerOf(line), def.id, value, num, 1])
    }
  }
  each(
    params,
    (json) => sql`INSERT OR IGNORE INTO part_params (part_id, param_id, value, num, derived)
      SELECT p.id, j.value->>2, j.value->>3, j.value->>4, j.value->>5 FROM json_each(${json}) j
      JOIN parts p ON p.mpn_norm = j.value->>0 AND p.manufacturer_id = j.value->>1`,
  )
  // New offers (of new parts and of parts the catalogue had).
  each(
    c.newOffers.map(({ line }) => [
      line.mpnNorm,
      makerOf(line),
      line.stockLocation,
      line.dateCode,
      line.stock,
      line.moq,
      line.multiple,
      tiersJson(line),
      line.tiers[0]![1],
    ]),
    (
      json,
    ) => sql`INSERT INTO goods (part_id, supplier, stock_location, date_code, stock, moq, multiple, price_tiers, unit_price, ship_days, updated_at)
      SELECT p.id, ${job.supplier}, j.value->>2, j.value->>3, j.value->>4, j.value->>5, j.value->>6, j.value->>7, j.value->>8, 3, ${at}
      FROM json_each(${json}) j JOIN parts p ON p.mpn_norm = j.value->>0 AND p.manufacturer_id = j.value->>1`,
  )
  // A new part's page shows its first offer.
  each(
    c.newParts.map(({ line }) => [line.mpnNorm, makerOf(line)]),
    (json) => sql`UPDATE parts SET goods_id = (SELECT min(g.id) FROM goods g WHERE g.part_id = parts.id)
      WHERE goods_id IS NULL AND id IN (SELECT p.id FROM json_each(${json}) j JOIN parts p ON p.mpn_norm = j.value->>0 AND p.manufacturer_id = j.value->>1)`,
  )
  each(
    c.changed.map(({ line, offer }) => [
      offer.id,
      line.stock,
      line.moq,
      line.multiple,
      tiersJson(line),
      line.tiers[0]![1],
      line.dateCode || offer.dateCode,
    ]),
    (
      json,
    ) => sql`UPDATE goods SET stock = j.value->>1, moq = j.value->>2, multiple = j.value->>3, price_tiers = j.value->>4,
        unit_price = j.value->>5, date_code = j.value->>6, updated_at = ${at}
      FROM json_each(${json}) j WHERE goods.id = j.value->>0`,
  )
  each(
    c.leadChanges.map(([id, weeks]) => [id, weeks]),
    (json) =>
      sql`UPDATE parts SET lead_time_weeks = j.value->>1, updated_at = ${at} FROM json_each(${json}) j WHERE parts.id = j.value->>0`,
  )
  if (job.full) {
    each(
      lines.map(({ line }) => [line.mpnNorm, makerOf(line), line.stockLocation]),
      (json) => sql`INSERT OR IGNORE INTO import_job_offers (job_id, goods_id)
        SELECT ${job.id}, g.id FROM json_each(${json}) j JOIN parts p ON p.mpn_norm = j.value->>0 AND p.manufacturer_id = j.value->>1
        JOIN goods g ON g.part_id = p.id AND g.supplier = ${job.supplier} AND lower(g.stock_location) = lower(j.value->>2)`,
    )
  }
  result.new_parts += c.newParts.length
  result.new_offers += c.newOffers.length - c.newParts.length
  result.changed_offers += c.changed.length
  result.unchanged += c.unchanged.length
  statements.push(
    sql`UPDATE import_jobs SET cursor = ${cursor}, result = ${JSON.stringify(result)}, updated_at = ${at} WHERE id = ${job.id}`,
  )
  const [first, ...rest] = statements.map((s) => statement(db, s))
  await db.batch([first!, ...rest])
}

/** The end of an apply: --full's stock 0, the derived data once, the job done and audited. */
async function finishJob(
  db: Db,
  job: JobRow,
  result: FeedResult,
  actor: AuditActor,
  now: Date,
  pictures?: PictureCopyOptions,
) {
  const at = now.toISOString()
  const copied = pictures ? (await copyFeedPictures(db, pictures)).copied : 0
  if (job.full) {
    const [row] = await db.all<{ n: number }>(
      sql`SELECT count(*) AS n FROM goods WHERE supplier = ${job.supplier} AND stock <> 0
          AND id NOT IN (SELECT goods_id FROM import_job_offers WHERE job_id = ${job.id})`,
    )
    result.zeroed = Number(row?.n ?? 0)
    await db.batch([
      batchStatement(
        db,
        sql`UPDATE goods SET stock = 0, updated_at = ${at} WHERE supplier = ${job.supplier} AND stock <> 0
            AND id NOT IN (SELECT goods_id FROM import_job_offers WHERE job_id = ${job.id})`,
      ),
      batchStatement(db, sql`DELETE FROM import_job_offers WHERE job_id = ${job.id}`),
    ])
  }
  const changed =
    result.new_parts +
      result.new_offers +
      result.changed_offers +
      result.zeroed +
      result.new_makers +
      result.new_categories +
      copied >
    0
  if (changed) {
    // The refresh groups every part's parameters: on Node its sorts go to a temporary file, not
    // memory (libsql keeps them in memory: 88 MB more at 300,000 parts, ~300 MB at 1,000,000).
    const client = libsqlClient(db)
    const [temp] = client ? await db.all<{ temp_store: number }>(sql`PRAGMA temp_store`) : []
    if (client) await db.run(sql`PRAGMA temp_store = FILE`)
    try {
      const sink = batchSink(db)
      await refreshCatalogue(sink)
      await sink.flush()
    } finally {
      if (client) await db.run(sql.raw(`PRAGMA temp_store = ${Number(temp?.temp_store ?? 0)}`))
    }
    forgetFacetParts(db)
    forgetReference(db)
  }
  await db.batch([
    batchStatement(
      db,
      sql`UPDATE import_jobs SET status = 'done', result = ${JSON.stringify(result)}, updated_at = ${at}, finished_at = ${at} WHERE id = ${job.id}`,
    ),
    auditStatement(
      db,
      actor,
      {
        objectType: 'import_job',
        objectId: job.id,
        action: 'import.apply',
        after: { supplier: job.supplier, file: job.fileName, full: job.full, ...result },
      },
      now,
    ),
  ])
}
