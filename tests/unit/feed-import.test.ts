/**
 * The feed import (server/domains/catalogue/import) on a real SQLite file seeded with the real
 * parts: a messy supplier file previewed (counts and rejected rows checked), applied, applied
 * again (nothing changes), a changed feed (before → after), --full, and an apply stopped after a
 * few batches (a crash) and resumed. Feeds are made here; none is committed.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '../../server/db/client'
import { closeNodeDb, openNodeDb } from '../../server/db/node'
import { seedIfEmpty } from '../../server/db/seed'
import { FeedCatalogue } from '../../server/domains/catalogue/import/catalogue'
import { FeedError, feedFrom, proposeMapping, type OpenFeed } from '../../server/domains/catalogue/import/feed'
import { applyJob, createJob, previewFeed, readJob } from '../../server/domains/catalogue/import/job'
import { openDelimited } from '../../server/domains/sheets/stream'
import { repoRoot } from '../support/paths'

const quiet = { info() {}, error() {} }
const actor = { id: null, email: 'test', ip: '' }
let dir: string
let db: Db

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'chipshop-feed-'))
  db = await openNodeDb(join(dir, 'shop.db'), join(repoRoot, 'server/db/migrations'))
  await seedIfEmpty(db, quiet, { catalogueParts: 0 })
}, 60_000)
afterAll(async () => {
  closeNodeDb(db)
  await rm(dir, { recursive: true, force: true })
})

/** A feed from bytes, handed over in small chunks (so that rows and characters straddle them). */
function feedOf(content: string | Uint8Array, chunk = 7, name = 'feed.csv'): OpenFeed {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content
  return feedFrom(
    () =>
      (async function* () {
        for (let i = 0; i < bytes.length; i += chunk) yield bytes.subarray(i, i + chunk)
      })(),
    bytes.length,
    name,
  )
}

const rows = <T>(query: string) => db.all<T>(sql.raw(query))

async function importFeed(open: OpenFeed, supplier: string, full = false, batchRows = 2000) {
  const catalogue = await FeedCatalogue.load(db)
  const { mapping } = await proposeMapping(open, catalogue)
  const preview = await previewFeed(db, open, { supplier, full, mapping, batchRows })
  const id = await createJob(
    db,
    { supplier, fileName: 'feed.csv', fileKey: supplier, full, mapping, preview, actorId: null },
    new Date(),
  )
  return { preview, id, mapping }
}

/** The offers of a supplier as the shop shows them, and what else an import may touch. */
async function snapshot(supplier: string) {
  return {
    offers: await rows(
      `SELECT g.id, p.mpn, g.stock_location, g.stock, g.moq, g.multiple, g.price_tiers, g.unit_price, g.date_code, p.sort_price
       FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.supplier = '${supplier}' ORDER BY g.id`,
    ),
    parts: await rows(`SELECT count(*) AS n FROM parts`),
    makers: await rows(`SELECT count(*) AS n FROM manufacturers`),
    version: await rows(`SELECT value FROM catalogue_stats WHERE key = 'data_version'`),
  }
}

// A German supplier's export: two title rows, German headers, ';' and decimal commas, thousands
// with dots, Texas Instruments written three ways, and broken rows.
const MESSY = [
  'Lieferantenliste ACME Bauteile GmbH;;;;;;;;;',
  'Stand: 28.11.2026 – alle Preise in USD;;;;;;;;;',
  '',
  'Hersteller-Teilenummer;Hersteller;Beschreibung;Kategorie;Gehäuse;Lagerbestand;Mindestmenge;Preis ab 1;Preis ab 10;Lieferzeit',
  'LM358DR;Texas Instruments Inc.;IC OPAMP GP 2 CIRCUIT 8SOIC;;SOIC-8;1.500;1;0,52;0,45;12 Wochen', // row 5: a TI part the catalogue has
  'ACME-R10K;Acme Semi GmbH;RES SMD 10K OHM 1% 1/10W 0603;Chip-Widerstände;0603;20.000;100;0,0123;0,0100;', // row 6: new part, new maker
  'ACME-SUP33;德州仪器;IC VOLT SUPERVISOR 3.3V SOT23-6;;SOT-23-6;250;1;1,20;1,05;', // row 7: new part of TI (Chinese name)
  'ACME-FET60;TI;MOSFET N-CH 60V 115MA SOT23-3;;SOT-23-3;-5;1;0,30;;', // row 8: negative stock
  'ACME-X1;TI;IC;;;100;1;abc;;', // row 9: price not a number
  'ACME-X2;TI;"Kabel 5"" lang" x;;;100;1;1,00;;', // row 10: broken quoting
  'ACME-R10K;Acme Semi;Doppelt;;;1;100;0,0123;;', // row 11: duplicate of row 6 (Acme Semi = Acme Semi GmbH)
  'ACME-X3;TI;=HYPERLINK("http://x");;;1;1;1,00;;', // row 12: a formula
  ';TI;no part number;;;1;1;1,00;;', // row 13
  'Hersteller-Teilenummer;Hersteller;Beschreibung;Kategorie;Gehäuse;Lagerbestand;Mindestmenge;Preis ab 1;Preis ab 10;Lieferzeit', // header again
  'ACME-C100N;Murata Manufacturing Co., Ltd.;CAP CER 100NF 50V X7R 0402;;0402;1.000.000;10.000;0,0020;;', // row 15: new part, Murata
  '',
].join('\r\n')

describe('a messy supplier file', () => {
  test('the preview counts new parts, offers and rejected rows with their row and reason, and writes nothing', async () => {
    const before = await snapshot('ACME')
    const catalogue = await FeedCatalogue.load(db)
    const { mapping } = await proposeMapping(feedOf(MESSY), catalogue)
    expect(mapping.header_row).toBe(3)
    expect(mapping.columns).toMatchObject({
      mpn: 0,
      manufacturer: 1,
      description: 2,
      category: 3,
      package: 4,
      stock: 5,
      moq: 6,
      leadTime: 9,
    })
    expect(mapping.tiers).toEqual([
      { column: 7, quantity: 1 },
      { column: 8, quantity: 10 },
    ])
    const preview = await previewFeed(db, feedOf(MESSY), { supplier: 'ACME', full: false, mapping })
    expect(preview).toMatchObject({
      rows: 10,
      new_parts: 3,
      new_offers: 1,
      changed_offers: 0,
      unchanged: 0,
      rejected: 6,
    })
    expect(preview.samples.rejected.map((r) => [r.row, r.reason])).toEqual([
      [8, 'negativeStock'],
      [9, 'priceNotNumber'],
      [10, 'brokenQuoting'],
      [11, 'duplicate'],
      [12, 'formula'],
      [13, 'noPartNumber'],
    ])
    expect(preview.unknown_makers).toEqual(['Acme Semi GmbH'])
    expect(preview.unknown_categories).toEqual(['Chip-Widerstände', 'Unsorted'])
    expect(preview.samples.new_parts.find((p) => p.mpn === 'ACME-R10K')).toMatchObject({
      price: '0.01000',
      stock: 20000,
    })
    expect(await snapshot('ACME')).toEqual(before)
  })

  test('apply writes the parts, offers, parameters and flags; applying the same file again changes nothing', async () => {
    const { id } = await importFeed(feedOf(MESSY), 'ACME')
    const done = await applyJob(db, id, feedOf(MESSY), { actor })
    expect(done.status).toBe('done')
    expect(done.result).toMatchObject({ new_parts: 3, new_offers: 1, rejected: 6, new_makers: 1, new_categories: 2 })

    const [sup] = await rows<{ maker: string; stock: number; tiers: string }>(
      `SELECT m.name AS maker, g.stock, g.price_tiers AS tiers FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id
       JOIN goods g ON g.part_id = p.id WHERE p.mpn = 'ACME-SUP33'`,
    )
    expect(sup).toMatchObject({ maker: 'Texas Instruments', stock: 250, tiers: '[[1,120000],[10,105000]]' })
    const [res] = await rows<{ moq: number; tiers: string; review: number }>(
      `SELECT g.moq, g.price_tiers AS tiers, m.needs_review AS review FROM parts p JOIN goods g ON g.part_id = p.id
       JOIN manufacturers m ON m.id = p.manufacturer_id WHERE p.mpn = 'ACME-R10K'`,
    )
    expect(res).toEqual({ moq: 100, tiers: '[[100,1000]]', review: 1 })
    const params = await rows<{ key: string; value: string; derived: number }>(
      `SELECT k.key, pp.value, pp.derived FROM part_params pp JOIN params k ON k.id = pp.param_id
       WHERE pp.part_id = (SELECT id FROM parts WHERE mpn = 'ACME-R10K') ORDER BY k.key`,
    )
    expect(params).toEqual(expect.arrayContaining([{ key: 'resistance', value: '10 kΩ', derived: 1 }]))
    const [cat] = await rows<{ review: number; parts: number }>(
      `SELECT c.needs_review AS review, c.part_count AS parts FROM categories c JOIN category_translations t ON t.category_id = c.id
       WHERE t.name = 'Chip-Widerstände'`,
    )
    expect(cat).toEqual({ review: 1, parts: 1 })
    const [lead] = await rows<{ w: number }>(
      `SELECT lead_time_weeks AS w FROM parts WHERE mpn = 'LM358DR' AND manufacturer_id = (SELECT id FROM manufacturers WHERE name = 'Texas Instruments')`,
    )
    expect(lead!.w).toBe(12)
    const audit = await rows<{ action: string }>(
      `SELECT action FROM audit_log WHERE object_type = 'import_job' AND object_id = '${id}'`,
    )
    expect(audit.map((a) => a.action)).toEqual(['import.start', 'import.apply'])

    const after = await snapshot('ACME')
    const again = await importFeed(feedOf(MESSY), 'ACME')
    expect(again.preview).toMatchObject({ new_parts: 0, new_offers: 0, changed_offers: 0, unchanged: 4, rejected: 6 })
    const second = await applyJob(db, again.id, feedOf(MESSY), { actor })
    expect(second.result).toMatchObject({ new_parts: 0, new_offers: 0, changed_offers: 0, unchanged: 4, new_makers: 0 })
    expect(await snapshot('ACME')).toEqual(after)
  })

  test('a changed feed shows price and stock before → after, and apply changes the offer and the part it sorts by', async () => {
    const changed = MESSY.replace(
      'ACME-SUP33;德州仪器;IC VOLT SUPERVISOR 3.3V SOT23-6;;SOT-23-6;250;1;1,20;1,05;',
      'ACME-SUP33;TI;IC VOLT SUPERVISOR 3.3V SOT23-6;;SOT-23-6;90;1;0,99;0,95;',
    )
    const { preview, id } = await importFeed(feedOf(changed), 'ACME')
    expect(preview).toMatchObject({ changed_offers: 1, unchanged: 3 })
    expect(preview.samples.changed).toEqual([
      {
        row: 7,
        mpn: 'ACME-SUP33',
        manufacturer: 'TI',
        before: { price: '1.20000', stock: 250 },
        after: { price: '0.99000', stock: 90 },
      },
    ])
    await applyJob(db, id, feedOf(changed), { actor })
    const [row] = await rows<{ stock: number; sort_price: number }>(
      `SELECT g.stock, p.sort_price FROM parts p JOIN goods g ON g.part_id = p.id WHERE p.mpn = 'ACME-SUP33' AND g.supplier = 'ACME'`,
    )
    expect(row).toEqual({ stock: 90, sort_price: 99000 })
  })
})

describe('--full', () => {
  test("a supplier's offers missing from a full feed go to stock 0 and are kept", async () => {
    const feed = (names: string[]) =>
      ['Part Number,Manufacturer,Stock,Price', ...names.map((n) => `${n},Yageo,100,0.01`)].join('\n')
    const first = await importFeed(feedOf(feed(['FULL-A', 'FULL-B', 'FULL-C'])), 'Fullco')
    await applyJob(db, first.id, feedOf(feed(['FULL-A', 'FULL-B', 'FULL-C'])), { actor })
    const partial = feed(['FULL-A'])
    const { preview, id } = await importFeed(feedOf(partial), 'Fullco', true)
    expect(preview).toMatchObject({ unchanged: 1, offers_to_zero: 2 })
    const done = await applyJob(db, id, feedOf(partial), { actor })
    expect(done.result.zeroed).toBe(2)
    const offers = await rows<{ mpn: string; stock: number }>(
      `SELECT p.mpn, g.stock FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.supplier = 'Fullco' ORDER BY p.mpn`,
    )
    expect(offers).toEqual([
      { mpn: 'FULL-A', stock: 100 },
      { mpn: 'FULL-B', stock: 0 },
      { mpn: 'FULL-C', stock: 0 },
    ])
    // Again: nothing left to change.
    const again = await importFeed(feedOf(partial), 'Fullco', true)
    expect(again.preview.offers_to_zero).toBe(0)
    expect((await applyJob(db, again.id, feedOf(partial), { actor })).result.zeroed).toBe(0)
    const [left] = await rows<{ n: number }>(`SELECT count(*) AS n FROM import_job_offers`)
    expect(left!.n).toBe(0)
  })
})

describe('resume after a crash', () => {
  const big = (n: number) =>
    [
      'MPN\tManufacturer\tDescription\tStock\tMOQ\tPrice Breaks',
      ...Array.from(
        { length: n },
        (_, i) =>
          `RES-${i}\tVishay\tRES SMD ${(i % 90) + 10}K OHM 1% 1/10W 0603\t${i}\t1\t1:0.0${(i % 9) + 1};100:0.005`,
      ),
    ].join('\n')

  test('an apply stopped after 3 batches resumes after them and ends as one apply would', async () => {
    const text = big(5000)
    const { id, preview } = await importFeed(feedOf(text, 4096), 'Resumeco', false, 500)
    expect(preview).toMatchObject({ rows: 5000, new_parts: 5000, rejected: 0 })
    // The "crash": the apply stops after 3 batches (what a killed process leaves: committed batches only).
    const stopped = await applyJob(db, id, feedOf(text, 4096), { actor, batchRows: 500, maxBatches: 3 })
    expect(stopped).toMatchObject({ status: 'applying', cursor: 1500 })
    expect((await readJob(db, id))!.cursor).toBe(1500)
    const [mid] = await rows<{ n: number }>(`SELECT count(*) AS n FROM goods WHERE supplier = 'Resumeco'`)
    expect(mid!.n).toBe(1500)
    // Resumed (with another batch size, as another process might).
    const done = await applyJob(db, id, feedOf(text, 4096), { actor, batchRows: 700 })
    expect(done.status).toBe('done')
    expect(done.result).toMatchObject({ new_parts: 5000, new_offers: 0, changed_offers: 0, rejected: 0 })
    const [after] = await rows<{ n: number; parts: number }>(
      `SELECT count(*) AS n, count(DISTINCT part_id) AS parts FROM goods WHERE supplier = 'Resumeco'`,
    )
    expect(after).toEqual({ n: 5000, parts: 5000 })
    const [tiers] = await rows<{ t: string }>(
      `SELECT g.price_tiers AS t FROM goods g JOIN parts p ON p.id = g.part_id WHERE p.mpn = 'RES-4999'`,
    )
    expect(tiers!.t).toBe('[[1,5000],[100,500]]') // 4999 % 9 + 1 = 5: 0.05
  })
})

describe('refused files', () => {
  test('a 10 MB line is refused with its row, never held whole', async () => {
    const line = 'x'.repeat(10 * 1024 * 1024)
    const open = feedOf(`Part Number,Manufacturer,Price\n${'A1,TI,1\n'.repeat(60)}${line},TI,1\n`, 64 * 1024)
    const catalogue = await FeedCatalogue.load(db)
    const { mapping } = await proposeMapping(open, catalogue)
    const error = await previewFeed(db, open, { supplier: 'X', full: false, mapping }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FeedError)
    expect((error as FeedError).failure).toEqual({ kind: 'lineTooLong', row: 62, limit: 1_000_000 })
  })

  test('bytes that are not the detected encoding refuse the file with the row', async () => {
    const head = 'Part Number,Manufacturer,Price\n' + 'A1,TI,1\n'.repeat(20_000)
    const bytes = new Uint8Array([...new TextEncoder().encode(head), 0x41, 0xff, 0xfe, 0x2c, 0x0a])
    const open = feedOf(bytes, 4096)
    const catalogue = await FeedCatalogue.load(db)
    const { mapping } = await proposeMapping(open, catalogue)
    const error = await previewFeed(db, open, { supplier: 'X', full: false, mapping }).catch((e: unknown) => e)
    expect((error as FeedError).failure).toEqual({ kind: 'wrongEncoding', encoding: 'utf-8', row: 20_002 })
  })

  test('a file without a part-number header is refused', async () => {
    const catalogue = await FeedCatalogue.load(db)
    const error = await proposeMapping(feedOf('a,b,c\n1,2,3\n'), catalogue).catch((e: unknown) => e)
    expect((error as FeedError).failure).toEqual({ kind: 'noHeader' })
  })
})

describe('the streaming reader', () => {
  const read = async (bytes: Uint8Array, chunk = 3, sampleBytes = 16) => {
    const stream = await openDelimited(
      (async function* () {
        for (let i = 0; i < bytes.length; i += chunk) yield bytes.subarray(i, i + chunk)
      })(),
      { sampleBytes },
    )
    const out = []
    for await (const r of stream.rows()) out.push(r)
    return { encoding: stream.encoding, delimiter: stream.delimiter, rows: out }
  }

  test('quotes, doubled quotes, line ends inside cells, CRLF and characters cut between chunks', async () => {
    const text = 'Teil;Preis\r\n"Kabel ""5 m""; rot";"1,5"\r\n"zwei\nZeilen";2\r\nÄÖÜ 德州仪器;3'
    const r = await read(new TextEncoder().encode(text))
    expect(r.delimiter).toBe(';')
    expect(r.rows).toEqual([
      { row: 1, cells: ['Teil', 'Preis'] },
      { row: 2, cells: ['Kabel "5 m"; rot', '1,5'] },
      { row: 3, cells: ['zwei\nZeilen', '2'] },
      { row: 4, cells: ['ÄÖÜ 德州仪器', '3'] },
    ])
  })

  test('UTF-16 with a byte order mark, and a quote never closed marks its row broken', async () => {
    const text = 'Part Number\tStock\nA\t1\n"B\t2\n'
    const utf16 = new Uint8Array(2 + text.length * 2)
    utf16[0] = 0xff
    utf16[1] = 0xfe
    for (let i = 0; i < text.length; i++) utf16[2 + i * 2] = text.charCodeAt(i)
    const r = await read(utf16, 5, 40)
    expect(r.encoding).toBe('utf-16le')
    expect(r.rows[1]).toEqual({ row: 2, cells: ['A', '1'] })
    expect(r.rows[2]).toMatchObject({ row: 3, broken: 'quoting' })
  })
})
