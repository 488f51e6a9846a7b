import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '../../server/db/client'
import { closeNodeDb, openNodeDb } from '../../server/db/node'
import { matchPart, matchParts } from '../../server/domains/search/match'
import { repoRoot } from '../support/paths'

/**
 * matchPart on a real SQLite file with the shop's migrations and a handful of parts, so that every
 * kind of match has a known answer: TIP120 (onsemi), LM358DR and LM358D (TI), LM358 by TI and by
 * ST, a Digi-Key code of LM358DR, and a TI part P120 that 'ti p12-0' must not be read as.
 */
const TI = 1
const ST = 2
const ONSEMI = 3
const ADI = 4
const MAXIM = 5
let db: Db
let dir: string
const ctx = () => ({ db, locale: 'en' as const, now: new Date('2026-11-01T00:00:00Z') })
const ids: Record<string, number> = {}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'chipshop-match-'))
  db = await openNodeDb(join(dir, 'match.db'), join(repoRoot, 'server/db/migrations'))
  const at = '2026-11-01T00:00:00Z'
  await db.run(sql`INSERT INTO categories (id, slug, updated_at) VALUES (1, 'ics', ${at})`)
  for (const [id, name, slug] of [
    [TI, 'Texas Instruments', 'ti'],
    [ST, 'STMicroelectronics', 'st'],
    [ONSEMI, 'onsemi', 'onsemi'],
    [ADI, 'Analog Devices', 'adi'],
    [MAXIM, 'Maxim Integrated', 'maxim'],
  ] as const)
    await db.run(sql`INSERT INTO manufacturers (id, name, slug, updated_at) VALUES (${id}, ${name}, ${slug}, ${at})`)
  for (const [norm, alias, id] of [
    ['texasinstruments', 'Texas Instruments', TI],
    ['ti', 'TI', TI],
    ['stmicroelectronics', 'STMicroelectronics', ST],
    ['st', 'ST', ST],
    ['onsemi', 'onsemi', ONSEMI],
  ] as const)
    await db.run(
      sql`INSERT INTO manufacturer_aliases (alias_norm, alias, manufacturer_id) VALUES (${norm}, ${alias}, ${id})`,
    )
  for (const [mpn, norm, maker] of [
    ['TIP120', 'TIP120', ONSEMI],
    ['P120', 'P120', TI],
    ['LM358DR', 'LM358DR', TI],
    ['LM358D', 'LM358D', TI],
    ['LM358', 'LM358', TI],
    ['LM358', 'LM358', ST],
    ['LM2904DR', 'LM2904DR', TI],
    ['MMBT3904LT1G', 'MMBT3904LT1G', ONSEMI],
    ['MMBT3904LT3G', 'MMBT3904LT3G', ONSEMI],
    ['AD8605ARTZ', 'AD8605ARTZ', ADI],
    ['LT1761ES5-5#PBF', 'LT1761ES55PBF', ADI],
    ['MAX3232CUE+', 'MAX3232CUE', MAXIM],
    ['SN74LVC1G14DBVR', 'SN74LVC1G14DBVR', TI],
  ] as const) {
    const [row] = await db.all<{ id: number }>(
      sql`INSERT INTO parts (mpn, mpn_norm, manufacturer_id, category_id, updated_at)
          VALUES (${mpn}, ${norm}, ${maker}, 1, ${at}) RETURNING id`,
    )
    ids[`${mpn}/${maker}`] = Number(row!.id)
  }
  await db.run(
    sql`INSERT INTO part_xrefs (code_norm, part_id, source, code) VALUES ('29610141ND', ${ids[`LM358DR/${TI}`]}, 'digikey', '296-1014-1-ND')`,
  )
})

afterAll(() => {
  closeNodeDb(db)
  rmSync(dir, { recursive: true, force: true })
})

describe('matchPart: one written part number to one part, and how sure (server/domains/search/match.ts)', () => {
  test('exact: the number as published, case and spaces aside', async () => {
    expect(await matchPart(ctx(), 'TIP120')).toEqual({ kind: 'exact', partId: ids['TIP120/3'], candidates: [] })
    expect((await matchPart(ctx(), ' lm358dr ')).kind).toBe('exact')
  })

  test('normalised: the same letters and digits', async () => {
    expect(await matchPart(ctx(), 'lm358-dr')).toEqual({
      kind: 'normalised',
      partId: ids['LM358DR/1'],
      candidates: [],
    })
  })

  test("a maker's alias glued to the number is part of it: 'ti p12-0' is TIP120, not TI's P120", async () => {
    expect(await matchPart(ctx(), 'ti p12-0')).toEqual({
      kind: 'normalised',
      partId: ids['TIP120/3'],
      candidates: [],
    })
  })

  test('suffix: the base part without a packaging suffix, one suffix off before two', async () => {
    expect(await matchPart(ctx(), 'LM358DR#PBF')).toEqual({ kind: 'suffix', partId: ids['LM358DR/1'], candidates: [] })
    expect(await matchPart(ctx(), 'LM2904DR/NOPB')).toEqual({
      kind: 'suffix',
      partId: ids['LM2904DR/1'],
      candidates: [],
    })
  })

  test("makers' ordering codes find the plain catalogue part (ordering.ts), shown as a packaging variant", async () => {
    const variantOf = async (written: string, mpn: string) =>
      expect(await matchPart(ctx(), written)).toEqual({ kind: 'suffix', partId: ids[mpn], candidates: [] })
    await variantOf('LT1761ES5-5#TRPBF', 'LT1761ES5-5#PBF/4') // Linear: tape and reel lead-free
    await variantOf('LT1761ES5-5#TR', 'LT1761ES5-5#PBF/4')
    await variantOf('AD8605ARTZ-REEL7', 'AD8605ARTZ/4') // ADI 7-inch reel
    await variantOf('AD8605ARTZ-RL7', 'AD8605ARTZ/4')
    await variantOf('AD8605ARTZ-REEL', 'AD8605ARTZ/4')
    await variantOf('MAX3232CUE+T', 'MAX3232CUE+/5') // Maxim: + lead-free, T tape and reel
    await variantOf('SN74LVC1G14DBVR (T&R)', 'SN74LVC1G14DBVR/1')
    await variantOf('SN74LVC1G14DBVR T&R', 'SN74LVC1G14DBVR/1')
    await variantOf('SN74LVC1G14DBVR-TR', 'SN74LVC1G14DBVR/1')
    await variantOf('SN74LVC1G14DBVR/TR', 'SN74LVC1G14DBVR/1')
  })

  test('a plain number finds the catalogue part whose real number adds only packaging; a full number stays itself', async () => {
    expect(await matchPart(ctx(), 'MMBT3904')).toEqual({
      kind: 'suffix',
      partId: ids['MMBT3904LT1G/3'],
      candidates: [],
    })
    expect(await matchPart(ctx(), 'LT1761ES5-5')).toEqual({
      kind: 'suffix',
      partId: ids['LT1761ES5-5#PBF/4'],
      candidates: [],
    })
    expect(await matchPart(ctx(), 'MMBT3904LT1G')).toEqual({
      kind: 'exact',
      partId: ids['MMBT3904LT1G/3'],
      candidates: [],
    })
    expect(await matchPart(ctx(), 'MMBT3904LT3G')).toEqual({
      kind: 'exact',
      partId: ids['MMBT3904LT3G/3'],
      candidates: [],
    })
    // A beginning that is not the number plus packaging stays a choice.
    expect((await matchPart(ctx(), 'MMBT39')).kind).toBe('candidates-only')
  })

  test("cross-reference: another distributor's code", async () => {
    expect(await matchPart(ctx(), '296-1014-1-ND')).toEqual({
      kind: 'cross-reference',
      partId: ids['LM358DR/1'],
      candidates: [],
    })
  })

  test('alias-narrowed: several makers publish the number; the manufacturer beside it or in the text picks one', async () => {
    expect(await matchPart(ctx(), 'LM358', 'STMicroelectronics')).toEqual({
      kind: 'alias-narrowed',
      partId: ids['LM358/2'],
      candidates: [],
    })
    expect(await matchPart(ctx(), 'TI LM358')).toEqual({
      kind: 'alias-narrowed',
      partId: ids['LM358/1'],
      candidates: [],
    })
    expect(await matchPart(ctx(), 'LM358 st')).toEqual({
      kind: 'alias-narrowed',
      partId: ids['LM358/2'],
      candidates: [],
    })
  })

  test('candidates only: several makers and none given, or a maker that publishes none of them', async () => {
    const both = await matchPart(ctx(), 'LM358')
    expect(both.kind).toBe('candidates-only')
    expect(both.partId).toBeNull()
    expect(both.candidates.sort()).toEqual([ids['LM358/1'], ids['LM358/2']].sort())
  })

  test('the written maker never blocks a number that names one part; with a legal form, old or Chinese name it picks between makers', async () => {
    expect(await matchPart(ctx(), 'TIP120', 'Texas Instruments')).toEqual({
      kind: 'exact',
      partId: ids['TIP120/3'],
      candidates: [],
    })
    expect(await matchPart(ctx(), 'tip-120', 'Fairchild Semiconductor Corp.')).toEqual({
      kind: 'normalised',
      partId: ids['TIP120/3'],
      candidates: [],
    })
    for (const [maker, id] of [
      ['STMicroelectronics N.V.', ids['LM358/2']],
      ['ST Microelectronics Inc.', ids['LM358/2']],
      ['意法半导体', ids['LM358/2']],
      ['SGS-Thomson', ids['LM358/2']],
      ['Texas Instruments Incorporated', ids['LM358/1']],
      ['Texas Instruments Inc.', ids['LM358/1']],
      ['德州仪器（TI）', ids['LM358/1']],
      ['National Semiconductor Corp', ids['LM358/1']],
    ] as const)
      expect(await matchPart(ctx(), 'LM358', maker), maker).toEqual({
        kind: 'alias-narrowed',
        partId: id,
        candidates: [],
      })
  })

  test('a look-alike that is only the beginning of real numbers is candidates only, never matched', async () => {
    const m = await matchPart(ctx(), 'TIP12')
    expect(m).toEqual({ kind: 'candidates-only', partId: null, candidates: [ids['TIP120/3']] })
    const lm = await matchPart(ctx(), 'LM35')
    expect(lm.kind).toBe('candidates-only')
    expect(lm.candidates).toContain(ids['LM358DR/1'])
  })

  test('none: nothing comes close', async () => {
    expect(await matchPart(ctx(), 'ZZZ999')).toEqual({ kind: 'none', partId: null, candidates: [] })
    expect(await matchPart(ctx(), '  -- ')).toEqual({ kind: 'none', partId: null, candidates: [] })
  })

  test('many lines in one call answer in their order, each as on its own', async () => {
    const lines = [
      { written: 'TIP120' },
      { written: 'LM358', manufacturer: 'ST' },
      { written: 'TIP12' },
      { written: 'ZZZ999' },
      { written: '296-1014-1-ND' },
    ]
    const many = await matchParts(ctx(), lines)
    expect(many.map((m) => m.kind)).toEqual(['exact', 'alias-narrowed', 'candidates-only', 'none', 'cross-reference'])
    for (const [i, line] of lines.entries())
      expect(many[i]).toEqual(await matchPart(ctx(), line.written, line.manufacturer))
  })
})
