/**
 * The BOM tool on workerd (Miniflare, D1, R2): an xlsx uploaded as a multipart form goes to R2,
 * is read in workerd and its 1,200 lines matched on D1 (lists passed as one JSON parameter:
 * D1 allows 100 bound parameters per statement), the result listed, refreshed after a change of
 * usage sets, sent to the cart ("select all": all or nothing, then "add the others": the cart takes
 * 200 lines in one D1 batch, the rest are named) and
 * exported. Run after `npm run build`.
 */
import * as XLSX from 'xlsx'
import { beforeAll, describe, expect, test } from 'vitest'
import { ORIGIN } from './miniflare'
import { signedInBuyer, workerForTests } from './worker-for-tests'
import { mergedWholeSheet, wideColumns } from '../unit/sheets/hostile'

const worker = workerForTests()
let token: string
beforeAll(async () => {
  ;({ token } = await signedInBuyer(worker.d1, 'bom@example.com'))
})

const call = async (path: string, init: RequestInit = {}) => {
  const res = await worker.mf.dispatchFetch(ORIGIN + path, {
    ...init,
    headers: { authorization: `Bearer ${token}`, origin: ORIGIN, ...(init.headers as Record<string, string>) },
  } as never)
  return res
}
const json = async (path: string, method: string, body: unknown) =>
  (await (
    await call(path, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
  ).json()) as {
    code: number
    data: any
  }

describe('the BOM tool on D1 and R2', () => {
  test('upload to R2, match on D1, list, usage sets, export, delete (the file leaves R2)', async () => {
    const { results: parts } = await worker.d1
      .prepare(
        "SELECT p.mpn FROM parts p WHERE (SELECT count(*) FROM parts q WHERE q.mpn_norm = p.mpn_norm) = 1 AND p.source = 'digikey' ORDER BY p.id LIMIT 1000",
      )
      .all<{ mpn: string }>()
    expect(parts.length).toBe(1000)
    const rows: unknown[][] = [['物料清单'], ['规格型号', '数量']]
    for (const [i, p] of parts.entries()) rows.push([i % 2 ? p.mpn.toLowerCase() : p.mpn, (i % 5) + 1])
    for (let i = 0; i < 200; i++) rows.push([`ZZQ${9000 + i}XYW`, 1])
    const book = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'BOM')
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)

    const form = new FormData()
    form.append('file', new Blob([bytes]), 'bom.xlsx')
    // The form as a browser sends it: its bytes and its multipart content type with the boundary.
    const encoded = new Request(ORIGIN, { method: 'POST', body: form })
    const res = await call('/api/bom/uploadBom', {
      method: 'POST',
      body: new Uint8Array(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    })
    expect(res.status).toBe(200)
    const uploaded = (await res.json()) as { data: { bom: { id: number; line_count: number }; columns: any } }
    expect(uploaded.data.bom.line_count).toBe(1200)
    expect(uploaded.data.columns.mapping).toMatchObject({ mpn: 0, quantity: 1 })
    const bomId = uploaded.data.bom.id

    // The file is in R2, under the user's folder.
    const r2 = await worker.mf.getR2Bucket('FILES')
    const listed = await r2.list({ prefix: 'uploads/' })
    expect(listed.objects.length).toBe(1)
    expect((await (await r2.get(listed.objects[0]!.key))!.arrayBuffer()).byteLength).toBe(bytes.length)

    const matched = await json('/api/bom/mateBom', 'POST', { bom_id: bomId })
    expect(matched.code).toBe(200)
    expect(matched.data).toMatchObject({
      status: 'matched',
      line_count: 1200,
      matched_count: 1000,
      unmatched_count: 200,
    })

    const page = (await (await call(`/api/bom/mainBomList?bom_id=${bomId}&tab=matched&page_size=500`)).json()) as {
      data: {
        total: number
        list: { part: { part_number: string }; offer: { order_qty: number } | null; quantity: number }[]
      }
    }
    expect(page.data.total).toBe(1000)
    expect(page.data.list.map((l) => l.part.part_number)).toEqual(parts.slice(0, 500).map((p) => p.mpn))

    const sets = await json('/api/bom/multiplexBom', 'POST', { bom_id: bomId, sets: 4 })
    expect(sets.data.sets).toBe(4)
    const after = (await (
      await call(`/api/bom/mainBomList?bom_id=${bomId}&tab=matched&page_size=50`)
    ).json()) as typeof page
    for (const l of after.data.list) if (l.offer) expect(l.offer.order_qty).toBeGreaterThanOrEqual(l.quantity * 4)

    // "Select all" to the cart in one call, all or nothing: 800 lines do not fit, so none goes.
    const none = await json('/api/bom/addCart', 'POST', { bom_id: bomId, tab: 'matched' })
    expect(none.code).toBe(200)
    expect(none.data).toMatchObject({ added: 0, addable: 200, count: 0 })
    expect(none.data.refused.length).toBe(800)
    const empty = await worker.d1.prepare('SELECT count(*) AS n FROM cart_items').first<{ n: number }>()
    expect(empty!.n).toBe(0)
    // "Add the others": one D1 batch writes the 200 that fit.
    const sent = await json('/api/bom/addCart', 'POST', { bom_id: bomId, tab: 'matched', add_others: true })
    expect(sent.code).toBe(200)
    const { added, count, refused } = sent.data as {
      added: number
      count: number
      refused: { reason: string; row: number; part_number: string }[]
    }
    expect(added + refused.length).toBe(1000)
    expect(count).toBe(200)
    expect(added).toBe(200)
    expect(new Set(refused.map((r) => r.reason))).toContain('cartFull')
    for (const r of refused) expect(['soldOut', 'understock', 'cartFull']).toContain(r.reason)
    const cart = await worker.d1
      .prepare(
        'SELECT c.goods_id, c.qty, l.qty AS requested FROM cart_items c JOIN bom_lines l ON l.goods_id = c.goods_id AND l.bom_id = ? ORDER BY c.id',
      )
      .bind(bomId)
      .all<{ goods_id: number; qty: number; requested: number }>()
    expect(cart.results.length).toBe(200)
    for (const c of cart.results) expect(c.qty).toBeGreaterThanOrEqual(c.requested * 4)

    const exported = await call(`/api/bom/exportBom?bom_id=${bomId}`)
    expect(exported.status).toBe(200)
    const wb = XLSX.read(new Uint8Array(await exported.arrayBuffer()), { type: 'array' })
    const out = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1, blankrows: false })
    expect(out.filter((r) => typeof r[0] === 'number')).toHaveLength(1200)

    // Deleting the BOM removes its file from R2.
    const deleted = (await (await call(`/api/bom/delBom?bom_id=${bomId}`, { method: 'DELETE' })).json()) as {
      data: { deleted: number }
    }
    expect(deleted.data.deleted).toBe(1)
    expect(await r2.get(listed.objects[0]!.key)).toBeNull()
  })

  test("issue 29's files in workerd: the merged one read as its one line and read again, the wide one refused", async () => {
    const send = async (name: string, bytes: Uint8Array) => {
      const form = new FormData()
      form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
      const encoded = new Request(ORIGIN, { method: 'POST', body: form })
      const res = await call('/api/bom/uploadBom', {
        method: 'POST',
        body: new Uint8Array(await encoded.arrayBuffer()),
        headers: { 'content-type': encoded.headers.get('content-type')! },
      })
      return (await res.json()) as {
        code: number
        message: string
        data: any
      }
    }
    const merged = await send('merged.xlsx', await mergedWholeSheet())
    expect(merged.code).toBe(200)
    expect(merged.data.bom.line_count).toBe(1)
    const again = await json('/api/bom/changeBomMatching', 'PUT', {
      bom_id: merged.data.bom.id,
      mapping: { mpn: 0, quantity: 1 },
      header_row: -1,
    })
    expect(again.code).toBe(200)
    expect(again.data.line_count).toBe(2)
    const wide = await send('wide.xlsx', await wideColumns())
    expect(wide.code).toBe(400)
    expect(wide.message).toContain('200')
  })
})
