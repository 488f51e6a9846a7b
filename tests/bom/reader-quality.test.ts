/**
 * The spreadsheet reader on the BOM quality corpus (tests/bom/files, see README.md): every file's
 * header row and columns detected right, and quantities read right on at least 99.5 % of lines.
 * Prints a report per file. Plus a 10,000-line list generated here (not committed).
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { readPastedText, readSheet, type SheetRead, type SheetResult } from '../../server/domains/sheets'
import { repoRoot } from '../support/paths'
import { buildFile, CORPUS, longList, type Expected } from './corpus'

const dir = join(repoRoot, 'tests/bom/files')
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.expected.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Expected)

async function read(expected: Expected, bytes: Uint8Array): Promise<SheetResult> {
  return expected.reader === 'pasted'
    ? readPastedText(new TextDecoder().decode(bytes))
    : readSheet(bytes, { fileName: expected.file })
}

type Score = { file: string; lines: number; found: number; quantities: number; columns: boolean; ms: number }
const report: Score[] = []

function score(expected: Expected, sheet: SheetRead, ms: number): Score {
  const byRow = new Map(sheet.lines.map((l) => [l.row, l]))
  let quantities = 0
  let found = 0
  for (const line of expected.lines) {
    const got = byRow.get(line.row)
    if (!got) continue
    found++
    if (got.quantity === line.quantity) quantities++
  }
  const columns = sheet.headerRow === expected.headerRow && sameMapping(sheet.mapping, expected.mapping)
  return { file: expected.file, lines: expected.lines.length, found, quantities, columns, ms }
}

const sameMapping = (a: object, b: object) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort())

afterAll(() => {
  const total = report.reduce((s, r) => ({ lines: s.lines + r.lines, quantities: s.quantities + r.quantities }), {
    lines: 0,
    quantities: 0,
  })
  console.log(
    [
      'BOM corpus, spreadsheet reader:',
      ...report.map(
        (r) =>
          `  ${r.file.padEnd(24)} ${String(r.lines).padStart(6)} lines  read ${String(r.found).padStart(6)}  ` +
          `quantities right ${((100 * r.quantities) / r.lines).toFixed(1).padStart(5)} %  columns ${r.columns ? 'right' : 'WRONG'}  ${r.ms.toFixed(0)} ms`,
      ),
      `  all: quantities right on ${total.quantities} of ${total.lines} lines (${((100 * total.quantities) / total.lines).toFixed(2)} %)`,
    ].join('\n'),
  )
})

describe('BOM quality corpus through the spreadsheet reader', () => {
  test('the committed corpus is the generator’s output (regenerate: node scripts/run-ts.mjs tests/bom/generate.ts)', () => {
    expect(files.map((f) => f.file).sort()).toEqual(CORPUS.map((s) => s.name).sort())
    for (const spec of CORPUS) {
      const built = buildFile(spec)
      const committed = JSON.parse(readFileSync(join(dir, `${spec.name}.expected.json`), 'utf8')) as Expected
      expect(committed, spec.name).toEqual(built.expected)
    }
  })

  test.each(files.map((f) => [f.file, f] as const))('%s: header, columns, every line', async (_name, expected) => {
    const bytes = new Uint8Array(readFileSync(join(dir, expected.file)))
    const started = performance.now()
    const result = await read(expected, bytes)
    const ms = performance.now() - started
    expect(result.kind).toBe('ok')
    const sheet = result as SheetRead
    const s = score(expected, sheet, ms)
    report.push(s)
    expect(sheet.headerRow, 'header row').toBe(expected.headerRow)
    expect(sheet.mapping, 'columns').toEqual(expected.mapping)
    expect(sheet.lines.map((l) => l.row)).toEqual(expected.lines.map((l) => l.row))
    // The part cell as written reaches the matcher unchanged.
    const byRow = new Map(sheet.lines.map((l) => [l.row, l]))
    for (const line of expected.lines) {
      const got = byRow.get(line.row)!
      expect(line.kind === 'distributor' && expected.mapping.supplierPn !== undefined ? got.supplierPn : got.mpn).toBe(
        line.written,
      )
    }
  })

  test('quantities are read right on at least 99.5 % of lines', () => {
    const lines = report.reduce((n, r) => n + r.lines, 0)
    const right = report.reduce((n, r) => n + r.quantities, 0)
    expect(report).toHaveLength(files.length)
    expect(lines).toBeGreaterThan(1000)
    expect(right / lines).toBeGreaterThanOrEqual(0.995)
  })

  test.each(['xlsx', 'csv'] as const)(
    'a 10,000-line list (%s, generated here) is read whole and right',
    async (format) => {
      const file = buildFile(longList(10_000, format))
      const started = performance.now()
      const result = await readSheet(file.bytes, { fileName: file.name })
      const ms = performance.now() - started
      expect(result.kind).toBe('ok')
      const s = score(file.expected, result as SheetRead, ms)
      report.push({ ...s, file: file.name })
      expect(s.columns).toBe(true)
      expect(s.found).toBe(10_000)
      expect(s.quantities / s.lines).toBeGreaterThanOrEqual(0.995)
    },
  )
})
