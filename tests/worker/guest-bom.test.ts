/**
 * Guests' BOMs on workerd (Miniflare, D1, R2; issue 33): a guest uploads pasted lines, matches them
 * and reads the priced result by the private link's token (header Bom-Token), nobody without it;
 * signing in moves the BOM into the account (its `bom` cookie); the hourly cron deletes a guest BOM
 * past its 24 hours with its file in R2. Run after `npm run build`.
 */
import { describe, expect, test } from 'vitest'
import { accountWithPassword, workerBrowser, workerForTests } from './worker-for-tests'

const worker = workerForTests()
const PASSWORD = 'Correct-Horse-9'
const browser = () => workerBrowser(worker)

async function guestBom() {
  const { results } = await worker.d1
    .prepare(
      "SELECT p.mpn FROM parts p WHERE p.source = 'digikey' AND (SELECT count(*) FROM parts q WHERE q.mpn_norm = p.mpn_norm) = 1 AND EXISTS (SELECT 1 FROM goods g WHERE g.part_id = p.id AND g.stock > 100) ORDER BY p.id LIMIT 3",
    )
    .all<{ mpn: string }>()
  const b = browser()
  const form = new FormData()
  form.append('text', ['Part Number,Qty', ...results.map((r) => `${r.mpn},10`), 'ZZQ9999XYW,1'].join('\n'))
  const up = await b.call('POST', '/api/bom/uploadBom', form)
  expect(up.status).toBe(200)
  const id = up.json.data.bom.id as number
  const token = up.json.data.guest_token as string
  expect(b.jar.get('bom')).toBe(token)
  b.withLink(token)
  const matched = await b.call('POST', '/api/bom/mateBom', { bom_id: id })
  expect(matched.json.data).toMatchObject({ status: 'matched', line_count: 4, matched_count: 3 })
  return { b, id, token }
}

describe('guest BOMs on D1 and R2', () => {
  test('a guest matches a BOM and reads it by its link; nobody reads it without; signing in takes it', async () => {
    const { b, id } = await guestBom()
    const lines = await b.call('GET', `/api/bom/mainBomList?bom_id=${id}&tab=matched`)
    expect(lines.json.data.list).toHaveLength(3)
    expect(lines.json.data.list.every((l: any) => Number(l.offer.ext_price) > 0)).toBe(true)
    expect((await browser().call('GET', `/api/bom/mainBom?bom_id=${id}`)).status).toBe(404)

    const email = 'd1-guest-bom@example.com'
    await accountWithPassword(worker.d1, email, PASSWORD)
    b.withLink(null)
    const login = await b.call('POST', '/api/user/login', { email, password: PASSWORD })
    expect(login.status).toBe(200)
    expect(b.jar.has('bom')).toBe(false)
    b.signIn(login.json.data.token as string)
    const list = await b.call('GET', '/api/bom/bomList')
    expect(list.json.data.list.map((s: any) => [s.id, s.guest_expires_at])).toEqual([[id, null]])
  })

  test('the hourly cron deletes a guest BOM past its 24 hours, its lines and its file in R2', async () => {
    const { id } = await guestBom()
    const kept = await guestBom()
    const row = await worker.d1.prepare('SELECT file_key FROM boms WHERE id = ?').bind(id).first<{ file_key: string }>()
    const r2 = await worker.mf.getR2Bucket('FILES')
    expect(await r2.head(row!.file_key)).not.toBeNull()
    await worker.d1
      .prepare('UPDATE boms SET expires_at = ? WHERE id = ?')
      .bind(new Date(Date.now() - 60_000).toISOString(), id)
      .run()
    const running = await worker.mf.getWorker()
    expect((await running.scheduled({ cron: '17 * * * *' })).outcome).toBe('ok')
    expect(await worker.d1.prepare('SELECT id FROM boms WHERE id = ?').bind(id).first()).toBeNull()
    expect(await worker.d1.prepare('SELECT count(*) AS n FROM bom_lines WHERE bom_id = ?').bind(id).first()).toEqual({
      n: 0,
    })
    expect(await r2.head(row!.file_key)).toBeNull()
    // The other guest BOM lives on.
    expect((await kept.b.call('GET', `/api/bom/mainBom?bom_id=${kept.id}`)).status).toBe(200)
  })
})
