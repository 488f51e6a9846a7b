/**
 * The console's feed import (issue 32) through the real app: an admin uploads a messy supplier
 * file, confirms the columns, sees the preview's counts and rejected rows (reasons in the console's
 * language), applies it part by part until done, and applies the same file again without a change;
 * sales staff are refused (403) at every call; each apply is in the audit log.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ImportJob } from '../../contract/admin/import'
import { errorOf, okData, type TestApp } from '../support/test-app'
import { importFeed, uploadFeed } from '../support/feed-import'
import { startWithStaff, staffClient, type Staff } from '../support/staff'

let t: TestApp
let admin: Staff
let sales: Staff
beforeAll(async () => {
  ;({ t, admin, sales } = await startWithStaff({ now: '2026-11-28T10:00:00.000Z' }, 'admin', 'sales'))
})
afterAll(() => t?.close())

const FEED = [
  'Lieferantenliste Musterteile GmbH;;;;;;;',
  ';;;;;;;',
  'Hersteller-Teilenummer;Hersteller;Beschreibung;Lagerbestand;Mindestmenge;Preis ab 1;Preis ab 100;Kategorie',
  'MT-R4K7;Musterteile AG;RES SMD 4.7K OHM 1% 1/10W 0603;12.000;10;0,0150;0,0090;Chip-Widerstände',
  'MT-C1U;Murata;CAP CER 1UF 25V X7R 0603;5.000;10;0,0300;0,0200;',
  'MT-BAD1;Murata;CAP;-1;10;0,03;;',
  'MT-BAD2;Murata;CAP;10;10;zwei;;',
  'MT-R4K7;Musterteile;nochmal;1;1;1;;',
].join('\n')

/** The feed uploaded as `staff` from the console's page (supplier Musterteile), in the console's language `lang`. */
const upload = (staff: Staff, text: string, fields: Record<string, string> = {}, lang = 'en') =>
  uploadFeed(t, staff, text, { fileName: 'musterteile.csv', fields, lang })
const importAll = (text: string) => importFeed(t, admin, text, { fileName: 'musterteile.csv' })

type Answer<T> = { code: number; message: string; data: T }

describe('feed import in the console', () => {
  test('an admin uploads, previews (counts and rejected rows), applies; the same file again changes nothing', async () => {
    const res = await upload(admin, FEED)
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as Answer<{ job: ImportJob; columns: { rows: string[][] } }>
    expect(data.job.status).toBe('uploaded')
    expect(data.job.mapping).toMatchObject({
      header_row: 2,
      columns: { mpn: 0, manufacturer: 1, stock: 3, moq: 4, category: 7 },
    })
    expect(data.job.mapping.tiers).toEqual([
      { column: 5, quantity: 1 },
      { column: 6, quantity: 100 },
    ])
    const api = staffClient(t, admin, 'zh')
    const previewed = okData(
      await api.admin.importPreview({ params: { id: data.job.id }, body: { mapping: data.job.mapping } }),
    )
    expect(previewed.preview).toMatchObject({ rows: 5, new_parts: 2, rejected: 3, unknown_makers: ['Musterteile AG'] })
    expect(previewed.preview!.samples.rejected.map((r) => [r.row, r.reason])).toEqual([
      [6, 'negativeStock'],
      [7, 'priceNotNumber'],
      [8, 'duplicate'],
    ])
    const before = (await t.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM parts`))[0]!.n
    expect((await t.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM parts WHERE mpn = 'MT-R4K7'`))[0]!.n).toBe(0)

    let job = previewed
    for (let i = 0; i < 20 && job.status !== 'done'; i++)
      job = okData(await api.admin.importApply({ params: { id: job.id }, body: {} }))
    expect(job).toMatchObject({ status: 'done', result: { new_parts: 2, rejected: 3, new_makers: 1 } })
    const after = (await t.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM parts`))[0]!.n
    expect(after).toBe(before + 2)
    const [offer] = await t.db.all<{ stock: number; unit_price: number }>(
      sql`SELECT g.stock, g.unit_price FROM goods g JOIN parts p ON p.id = g.part_id WHERE p.mpn = 'MT-R4K7'`,
    )
    expect(offer).toEqual({ stock: 12000, unit_price: 1500 })
    const audit = await t.db.all<{ action: string; actor_email: string }>(
      sql`SELECT action, actor_email FROM audit_log WHERE object_type = 'import_job' AND object_id = ${String(job.id)} ORDER BY id`,
    )
    expect(audit).toEqual([
      { action: 'import.start', actor_email: admin.email },
      { action: 'import.apply', actor_email: admin.email },
    ])

    const again = await importAll(FEED)
    expect(again.preview).toMatchObject({ new_parts: 0, new_offers: 0, changed_offers: 0, unchanged: 2 })
    expect(again.result).toMatchObject({ new_parts: 0, new_offers: 0, changed_offers: 0, unchanged: 2 })
  })

  test('a file the reader refuses answers 400 with the reason in the console language', async () => {
    const res = await upload(admin, 'Part Number,Manufacturer,Price\n' + 'x'.repeat(1_100_000) + ',TI,1\n', {}, 'zh')
    expect(res.status).toBe(400)
    const body = (await res.json()) as Answer<null>
    expect(body.message).toContain('第 2 行')
  })

  test('sales staff are refused every import call (403)', async () => {
    expect((await upload(sales, FEED)).status).toBe(403)
    const api = staffClient(t, sales)
    const job = await importAll('Part Number,Manufacturer,Stock,Price\nSALES-1,Yageo,1,0.1\n')
    errorOf(await api.admin.importPreview({ params: { id: job.id }, body: { mapping: job.mapping } }), 403)
    errorOf(await api.admin.importApply({ params: { id: job.id }, body: {} }), 403)
    errorOf(await api.admin.importJob({ params: { id: job.id } }), 403)
  })
})
