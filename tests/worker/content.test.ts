/**
 * A content edit in the console on workerd (Miniflare, D1, R2, the Cache API) (issue 32): a staff
 * member signs in, saves the German about page and uploads a picture (kept in R2, served back);
 * the page the edge cache answered before shows the new text on the next request, and the change
 * and its audit row were written in D1's one batch. Run after `npm run build`.
 */
import { expect, test } from 'vitest'
import { ORIGIN } from './miniflare'
import { json, signInStaff, workerForTests } from './worker-for-tests'

const worker = workerForTests()

test('content edits on D1: the German about page shows at once through the edge cache, a picture goes to R2, a news item is published, an offer moved first in a showcase', async () => {
  const { mf, d1 } = worker
  const cookie = await signInStaff(worker, 'worker-content@shop.test', 'sales')
  const aboutDe = () => mf.dispatchFetch(`${ORIGIN}/de/about`)
  await (await aboutDe()).text()
  const cached = await aboutDe()
  expect(cached.headers.get('x-edge-cache')).toBe('HIT')
  expect(await cached.text()).not.toContain('Wir liefern Bauteile aus Shenzhen')

  const page = (await (
    await mf.dispatchFetch(`${ORIGIN}/api/admin/content/pages/about`, { headers: { cookie } })
  ).json()) as { data: { texts: Record<string, { title: string; description: string; content: string }> } }
  const texts = {
    ...page.data.texts,
    de: {
      title: 'Über uns',
      description: 'Wer wir sind',
      content: '<p>Wir liefern Bauteile aus Shenzhen.</p><script>x()</script>',
    },
  }
  const saved = await mf.dispatchFetch(`${ORIGIN}/api/admin/content/pages/about`, json('POST', { texts }, { cookie }))
  expect(saved.status).toBe(200)

  const fresh = await aboutDe()
  expect(fresh.headers.get('x-edge-cache')).not.toBe('HIT')
  const html = await fresh.text()
  expect(html).toContain('Wir liefern Bauteile aus Shenzhen.')
  expect(html).not.toContain('x()')
  const audit = await d1
    .prepare("SELECT actor_email FROM audit_log WHERE action = 'page.save' AND object_id = 'about'")
    .all<{ actor_email: string }>()
  expect(audit.results.map((r) => r.actor_email)).toEqual(['worker-content@shop.test'])

  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 8, 7])
  const form = new FormData()
  form.append('file', new Blob([png], { type: 'image/png' }), 'cover.png')
  // The multipart body as bytes with its content type (Miniflare's fetch does not take Node's FormData).
  const multipart = new Request(ORIGIN, { method: 'POST', body: form })
  const uploaded = await mf.dispatchFetch(`${ORIGIN}/api/admin/content/pictures`, {
    method: 'POST',
    body: new Uint8Array(await multipart.arrayBuffer()),
    headers: { cookie, origin: ORIGIN, 'content-type': multipart.headers.get('content-type')! },
  })
  expect(uploaded.status).toBe(200)
  const { url } = ((await uploaded.json()) as { data: { url: string } }).data
  const served = await mf.dispatchFetch(`${ORIGIN}${url}`)
  expect(served.headers.get('content-type')).toBe('image/png')
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(png)

  // A news item written, published (its German title on /de/news at once), and an offer moved first in a showcase.
  const created = await mf.dispatchFetch(
    `${ORIGIN}/api/admin/content/news`,
    json(
      'POST',
      {
        texts: {
          en: { title: 'Worker news', summary: '', content: '' },
          de: { title: 'Worker-Neuigkeit', summary: '', content: '' },
        },
      },
      { cookie },
    ),
  )
  expect(created.status).toBe(200)
  const news = ((await created.json()) as { data: { id: number; status: string } }).data
  expect(news.status).toBe('draft')
  await (await mf.dispatchFetch(`${ORIGIN}/de/news`)).text()
  const publish = await mf.dispatchFetch(
    `${ORIGIN}/api/admin/content/news/${news.id}/publish`,
    json('POST', { published: true }, { cookie }),
  )
  expect(publish.status).toBe(200)
  expect(await (await mf.dispatchFetch(`${ORIGIN}/de/news`)).text()).toContain('Worker-Neuigkeit')

  const offer = await d1.prepare('SELECT id FROM goods WHERE featured = 0 ORDER BY id LIMIT 1').first<{ id: number }>()
  for (const body of [
    { op: 'add', goods_id: offer!.id },
    { op: 'move', goods_id: offer!.id, place: 1 },
  ]) {
    const r = await mf.dispatchFetch(`${ORIGIN}/api/admin/content/showcases/featured`, json('POST', body, { cookie }))
    expect(r.status).toBe(200)
  }
  const first = (await (
    await mf.dispatchFetch(`${ORIGIN}/api/index/featureGoodsList?type=featured&page=1&page_size=1`)
  ).json()) as { data: { list: { goods_id: number }[] } }
  const featuredFirst = await d1.prepare('SELECT id FROM goods WHERE featured = 1').first<{ id: number }>()
  expect(featuredFirst?.id).toBe(offer!.id)
  expect(first.data.list).toHaveLength(1)
})
