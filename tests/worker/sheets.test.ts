/**
 * The spreadsheet reader runs in workerd: server/domains/sheets bundled as the Worker bundles it
 * (esbuild, workerd conditions) behind a small test handler in Miniflare, with the compatibility
 * date of wrangler.toml. SheetJS, TextDecoder's legacy encodings and DecompressionStream (the
 * zip-bomb check) are the parts that depend on the runtime.
 */
import { build } from 'esbuild'
import { Miniflare } from 'miniflare'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { repoRoot } from '../support/paths'
import { encodeLegacy, utf8, xls, xlsx, zip } from '../unit/sheets/files'

const handler = `
import { readSheet, readPastedText } from './server/domains/sheets/index.ts'
export default {
  async fetch(request) {
    const url = new URL(request.url)
    const result = url.pathname === '/paste'
      ? readPastedText(await request.text())
      : await readSheet(new Uint8Array(await request.arrayBuffer()), { fileName: url.searchParams.get('name') ?? '' })
    return Response.json(result.kind === 'ok' ? { kind: 'ok', mapping: result.mapping, lines: result.lines.map((l) => [l.mpn, l.manufacturer, l.quantity]) } : result)
  },
}
`

let mf: Miniflare
beforeAll(async () => {
  const bundle = await build({
    stdin: { contents: handler, resolveDir: repoRoot, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    write: false,
    logLevel: 'warning',
  })
  const compatibilityDate = /compatibility_date\s*=\s*"([^"]+)"/.exec(
    readFileSync(join(repoRoot, 'wrangler.toml'), 'utf8'),
  )![1]!
  mf = new Miniflare({ modules: true, script: bundle.outputFiles[0]!.text, compatibilityDate })
})
afterAll(() => mf?.dispose())

const read = async (bytes: Uint8Array, name: string) =>
  (
    await mf.dispatchFetch(`http://sheets.test/?name=${encodeURIComponent(name)}`, { method: 'POST', body: bytes })
  ).json()

const ROWS = [
  ['型号', '品牌', '数量', '位号'],
  ['LM358DR', 'TI', '1,000', ''],
  ['NE555DR', 'ST', '', 'U1-U3, U7'],
]

describe('the spreadsheet reader in workerd', () => {
  test('xlsx and xls', async () => {
    for (const [bytes, name] of [
      [xlsx(ROWS), 'bom.xlsx'],
      [xls(ROWS), 'bom.xls'],
    ] as const)
      expect(await read(bytes, name)).toEqual({
        kind: 'ok',
        mapping: { mpn: 0, manufacturer: 1, quantity: 2, designators: 3 },
        lines: [
          ['LM358DR', 'TI', 1000],
          ['NE555DR', 'ST', 4],
        ],
      })
  })

  test('csv in GB18030 and Shift-JIS', async () => {
    const gb = encodeLegacy('规格型号,制造商,用量\r\nLM358DR,德州仪器,10\r\n', 'gb18030')
    expect(await read(gb, 'bom.csv')).toMatchObject({ kind: 'ok', lines: [['LM358DR', '德州仪器', 10]] })
    const sjis = encodeLegacy('型番,メーカー,数量\r\nLM358DR,テキサス・インスツルメンツ,10\r\n', 'shift_jis')
    expect(await read(sjis, 'bom.csv')).toMatchObject({
      kind: 'ok',
      lines: [['LM358DR', 'テキサス・インスツルメンツ', 10]],
    })
  })

  test('pasted text', async () => {
    const response = await mf.dispatchFetch('http://sheets.test/paste', {
      method: 'POST',
      body: 'LM358DR 10\nNE555DR 2k\n',
    })
    expect(await response.json()).toMatchObject({
      kind: 'ok',
      lines: [
        ['LM358DR', '', 10],
        ['NE555DR', '', 2000],
      ],
    })
  })

  test('refused: a zip bomb, a renamed file, a header-only csv', async () => {
    const bomb = await zip([
      { name: 'xl/workbook.xml', data: utf8('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: new Uint8Array(12 * 1024 * 1024), deflate: true, declaredSize: 1000 },
    ])
    // It declares 1,000 bytes and inflates to 12 MB: found by inflating it (DecompressionStream).
    expect(await read(bomb, 'bom.xlsx')).toEqual({ kind: 'unsafeArchive', limit: 50 * 1024 * 1024 })
    expect(await read(xlsx(ROWS), 'bom.csv')).toEqual({ kind: 'typeMismatch', extension: 'csv', actual: 'xlsx' })
    expect(await read(utf8('Part Number,Qty\n'), 'bom.csv')).toEqual({ kind: 'noLines' })
  })
})
