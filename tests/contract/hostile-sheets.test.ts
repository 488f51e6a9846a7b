/**
 * Issue 29, the blocker: a spreadsheet's declared geometry must not stop the shop. The issue's
 * 1.9 KB xlsx (a header, one line, a merge over A1:XFD1048576) blocked a server process for
 * 30-55 s on every call that reads it; 11,000 rows with a cell in column XFD for 23 s at 2.19 GB.
 * Through every call that reads a buyer's file (uploadBom; mateBom and changeBomMatching, which
 * read the stored file again; upload/excel + handleRfqExcel) each answers within a second with a
 * correct small result or the reader's refusal, while a GET /api/lang/list sent meanwhile on the
 * same process answers within 100 ms: the file is read in a worker thread (the ports' sheet
 * reader), not on the event loop that answers requests. Then the calls' rate limits, per address
 * and per account.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { errorOf, okData, startTestApp, type TestApp } from '../support/test-app'
import { message } from '../support/text'
import { mergedWholeSheet, wideColumns } from '../unit/sheets/hostile'
import { xlsx } from '../unit/sheets/files'

let t: TestApp
let token: string
let merged: Uint8Array
let wide: Uint8Array
beforeAll(async () => {
  t = await startTestApp({ seed: true })
  token = (await t.createUserSession()).token
  merged = await mergedWholeSheet()
  wide = await wideColumns(11_000)
  // The reading threads started, as on a server that has read a file before.
  await Promise.all([
    upload(
      'warm.xlsx',
      xlsx([
        ['Part Number', 'Qty'],
        ['LM358DR', 1],
      ]),
    ),
    langList(),
  ])
})
afterAll(() => t?.close())

/** A header and one line, as a file to upload. */
const smallList = () =>
  new Blob([
    xlsx([
      ['Part Number', 'Qty'],
      ['LM358DR', 1],
    ]) as Uint8Array<ArrayBuffer>,
  ])

const auth = () => ({ authorization: `Bearer ${token}`, lang: 'de' })

function upload(name: string, bytes: Uint8Array, path = '/api/bom/uploadBom') {
  const form = new FormData()
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
  return t.request(path, { method: 'POST', body: form, headers: auth() })
}
const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { ...auth(), 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
async function langList() {
  const res = await t.request('/api/lang/list')
  expect(res.status).toBe(200)
  await res.text()
}

/**
 * The call's answer and how long it took, with GET /api/lang/list sent over and over while it
 * runs: the slowest of those.
 */
async function whileServing(call: () => Promise<Response>) {
  const started = performance.now()
  let done = false
  const answer = call().then(async (res) => {
    const body = (await res.json()) as { code: number; message: string; data: any }
    done = true
    return { status: res.status, body, ms: performance.now() - started }
  })
  let slowest = 0
  let probes = 0
  do {
    const at = performance.now()
    await langList()
    slowest = Math.max(slowest, performance.now() - at)
    probes++
  } while (!done)
  return { ...(await answer), slowest, probes }
}

// The figures are the issue's. On the shared 2-core machine (load 13) a probe once took 106 ms
// for no fault of the reader, so a test may run up to three times; a reader that blocks the
// event loop (300 ms in-line for the wide file, 30 s before the fix) fails all three.
describe('a hostile spreadsheet slows only its own request', { retry: 2 }, () => {
  let bomId: number

  test("uploadBom of the issue's file: its one line, within a second; the shop answers meanwhile", async () => {
    const r = await whileServing(() => upload('merged.xlsx', merged))
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.data.bom.line_count).toBe(1)
    expect(r.body.data.columns.width).toBe(2)
    bomId = r.body.data.bom.id
    expect(r.ms).toBeLessThan(1000)
    expect(r.slowest).toBeLessThan(100)
  })

  test('mateBom with a corrected mapping reads the stored file again: within a second', async () => {
    const r = await whileServing(() =>
      t.request('/api/bom/mateBom', json('POST', { bom_id: bomId, mapping: { mpn: 0, quantity: 1 }, header_row: -1 })),
    )
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    // Without a header row, the header is a line too.
    expect(r.body.data.line_count).toBe(2)
    expect(r.ms).toBeLessThan(1000)
    expect(r.slowest).toBeLessThan(100)
  })

  test('changeBomMatching reads it again: within a second', async () => {
    const r = await whileServing(() =>
      t.request(
        '/api/bom/changeBomMatching',
        json('PUT', { bom_id: bomId, mapping: { mpn: 0, quantity: 1 }, header_row: 0 }),
      ),
    )
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.data.line_count).toBe(1)
    expect(r.ms).toBeLessThan(1000)
    expect(r.slowest).toBeLessThan(100)
  })

  test('uploadBom of 11,000 rows with a cell in column XFD: refused as too wide, within a second', async () => {
    const r = await whileServing(() => upload('wide.xlsx', wide))
    expect(r.status).toBe(400)
    expect(r.body.message).toBe(message('de', 'sheets.tooWide', { limit: '200' }))
    expect(r.ms).toBeLessThan(1000)
    expect(r.slowest).toBeLessThan(100)
  })

  test('upload/excel + handleRfqExcel: the merged file read as its one line, the wide one refused', async () => {
    for (const [bytes, expected] of [
      [merged, 200],
      [wide, 400],
    ] as const) {
      const stored = okData({ status: 200, body: await (await upload('list.xlsx', bytes, '/api/upload/excel')).json() })
      const r = await whileServing(() =>
        t.request('/api/rfq/handleRfqExcel', json('POST', { file_id: (stored as { file_id: string }).file_id })),
      )
      expect(r.status, JSON.stringify(r.body)).toBe(expected)
      if (expected === 200) expect(r.body.data.list.map((l: { part_number: string }) => l.part_number)).toHaveLength(1)
      else expect(r.body.message).toBe(message('de', 'sheets.tooWide', { limit: '200' }))
      expect(r.ms).toBeLessThan(1000)
      expect(r.slowest).toBeLessThan(100)
    }
  })
})

describe('reading files is limited per address and per account', () => {
  test('uploadBom and upload/excel share the upload limit; mateBom and changeBomMatching the bomMatch limit', async () => {
    const limited = await startTestApp({ seed: false, limits: { upload: [2, 600], bomMatch: [2, 600] } })
    try {
      const buyer = await limited.createUserSession()
      const headers = { authorization: `Bearer ${buyer.token}`, lang: 'fr' }
      const send = (path: string, ip: string) => {
        const form = new FormData()
        form.append('file', smallList(), 'list.xlsx')
        return limited.request(path, { method: 'POST', body: form, headers }, { ip })
      }
      const first = await send('/api/bom/uploadBom', '198.51.100.1')
      expect(first.status).toBe(200)
      const bom = ((await first.json()) as { data: { bom: { id: number } } }).data.bom.id
      expect((await send('/api/upload/excel', '198.51.100.1')).status).toBe(200)
      // The address has used its two; so has the account, from any address.
      const byAddress = await send('/api/bom/uploadBom', '198.51.100.1')
      expect(byAddress.status).toBe(429)
      const byAccount = await send('/api/bom/uploadBom', '198.51.100.2')
      expect(byAccount.status).toBe(429)
      expect(((await byAccount.json()) as { message: string }).message).toMatch(/\d/)
      // Another account at another address is not affected.
      const other = await limited.createUserSession()
      const form = new FormData()
      form.append('file', smallList(), 'list.xlsx')
      const fresh = await limited.request(
        '/api/bom/uploadBom',
        { method: 'POST', body: form, headers: { authorization: `Bearer ${other.token}` } },
        { ip: '198.51.100.3' },
      )
      expect(fresh.status).toBe(200)

      const match = (method: string, path: string, ip: string) =>
        limited.request(
          path,
          {
            method,
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ bom_id: bom, mapping: { mpn: 0, quantity: 1 } }),
          },
          { ip },
        )
      expect((await match('POST', '/api/bom/mateBom', '198.51.100.4')).status).toBe(200)
      expect((await match('PUT', '/api/bom/changeBomMatching', '198.51.100.5')).status).toBe(200)
      const third = await match('POST', '/api/bom/mateBom', '198.51.100.6')
      expect(third.status).toBe(429)
      expect(errorOf({ status: 429, body: await third.json() }, 429).message).toBe(
        message('fr', 'api.rateLimited', { seconds: third.headers.get('retry-after')! }),
      )
    } finally {
      await limited.close()
    }
  })
})
