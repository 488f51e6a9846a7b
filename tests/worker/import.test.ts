/**
 * The console's feed import on workerd (Miniflare, D1) (issue 32): an admin made as `wrangler d1
 * execute` would, a 5,000-row feed uploaded (kept in R2), previewed, then applied in parts — each
 * request a few batches of 250 rows, every statement within D1's limits (its JSON written in, under
 * 100 KB) — until done; the parts, offers, data version and audit rows are in D1. Run after
 * `npm run build`.
 */
import { expect, test } from 'vitest'
import type { ImportJob } from '../../contract/admin/import'
import { ORIGIN } from './miniflare'
import { json, signInStaff, workerForTests } from './worker-for-tests'

const worker = workerForTests()

test('a 5,000-row feed is previewed and applied in parts on D1', async () => {
  const { mf, d1 } = worker
  const cookie = await signInStaff(worker, 'worker-admin@shop.test', 'admin')
  // The catalogue is seeded on the first request; the data version before the import:
  await mf.dispatchFetch(`${ORIGIN}/api/category/stat`)
  const version = async () =>
    Number(
      (await d1.prepare("SELECT value FROM catalogue_stats WHERE key = 'data_version'").first<{ value: number }>())
        ?.value ?? 0,
    )
  const before = await version()

  const lines = ['Part Number;Manufacturer;Description;Stock;MOQ;Price 1+;Price 100+']
  for (let i = 0; i < 5000; i++)
    lines.push(
      `WK-${i};${i % 2 ? 'Yageo' : 'Worker Parts Ltd.'};RES SMD ${(i % 90) + 10}K OHM 1% 1/10W 0603;${i};1;0,0${(i % 9) + 1}0;0,005`,
    )
  const form = new FormData()
  form.append('file', new Blob([lines.join('\n')]), 'worker-feed.csv')
  form.append('supplier', 'Workerco')
  // The form as a browser sends it: its bytes and its multipart content type with the boundary.
  const encoded = new Request(ORIGIN, { method: 'POST', body: form })
  const uploaded = await mf.dispatchFetch(`${ORIGIN}/api/admin/catalogue/import`, {
    method: 'POST',
    body: new Uint8Array(await encoded.arrayBuffer()),
    headers: { cookie, origin: ORIGIN, 'content-type': encoded.headers.get('content-type')! },
  })
  expect(uploaded.status).toBe(200)
  const { job } = ((await uploaded.json()) as { data: { job: ImportJob } }).data

  const previewed = await mf.dispatchFetch(
    `${ORIGIN}/api/admin/catalogue/import/${job.id}/preview`,
    json('POST', { mapping: job.mapping }, { cookie }),
  )
  expect(previewed.status).toBe(200)
  const preview = ((await previewed.json()) as { data: ImportJob }).data.preview!
  expect(preview).toMatchObject({ rows: 5000, new_parts: 5000, rejected: 0, unknown_makers: ['Worker Parts Ltd.'] })

  let state: ImportJob
  let requests = 0
  do {
    const res = await mf.dispatchFetch(
      `${ORIGIN}/api/admin/catalogue/import/${job.id}/apply`,
      json('POST', {}, { cookie }),
    )
    expect(res.status).toBe(200)
    state = ((await res.json()) as { data: ImportJob }).data
    requests++
  } while (state.status === 'applying' && requests < 20)
  expect(state.status).toBe('done')
  // 5,000 rows at 4 batches of 250 a request: five requests (the last also ends the job).
  expect(requests).toBe(5)
  expect(state.result).toMatchObject({ new_parts: 5000, rejected: 0, new_makers: 1 })

  const counts = await d1
    .prepare(
      "SELECT count(*) AS n, count(DISTINCT part_id) AS parts, sum(stock) AS stock FROM goods WHERE supplier = 'Workerco'",
    )
    .first<{ n: number; parts: number; stock: number }>()
  expect(counts).toEqual({ n: 5000, parts: 5000, stock: (4999 * 5000) / 2 })
  const derived = await d1
    .prepare(
      "SELECT count(*) AS n FROM part_params pp JOIN params k ON k.id = pp.param_id JOIN parts p ON p.id = pp.part_id WHERE k.key = 'resistance' AND p.mpn LIKE 'WK-%'",
    )
    .first<{ n: number }>()
  expect(derived!.n).toBe(5000)
  expect(await version()).toBeGreaterThan(before)
  const audit = await d1
    .prepare("SELECT action FROM audit_log WHERE object_type = 'import_job' ORDER BY id")
    .all<{ action: string }>()
  expect(audit.results.map((a) => a.action)).toEqual(['import.start', 'import.apply'])
})
