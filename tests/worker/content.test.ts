/**
 * A content edit in the console on workerd (Miniflare, D1, R2, the Cache API) (issue 32): a staff
 * member signs in, saves the German about page and uploads a picture (kept in R2, served back);
 * the page the edge cache answered before shows the new text on the next request, and the change
 * and its audit row were written in D1's one batch. Run after `npm run build`.
 */
import type { Miniflare } from 'miniflare'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { hashToken, randomToken } from '../../server/auth/sessions'
import { totpCode } from '../../server/domains/staff/totp'
import { ORIGIN, startWorker } from './miniflare'

let mf: Miniflare
let d1: Awaited<ReturnType<Miniflare['getD1Database']>>
beforeAll(async () => {
  mf = await startWorker()
  d1 = await mf.getD1Database('DB')
})
afterAll(() => mf?.dispose())

const json = (method: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
  body: JSON.stringify(body),
})

/** A sales member made as `wrangler d1 execute` would, set up and signed in through the Worker: the staff cookie. */
async function signIn(email: string): Promise<string> {
  const now = new Date().toISOString()
  const user = await d1
    .prepare("INSERT INTO users (email, email_norm, created_at, role) VALUES (?, ?, ?, 'sales') RETURNING id")
    .bind(email, email, now)
    .first<{ id: number }>()
  const token = randomToken()
  await d1
    .prepare('INSERT INTO staff_setup_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .bind(await hashToken(token), user!.id, now, new Date(Date.now() + 3_600_000).toISOString())
    .run()
  const info = (await (await mf.dispatchFetch(`${ORIGIN}/api/admin/auth/setup?token=${token}`)).json()) as {
    data: { totp_secret: string }
  }
  const password = 'Worker-pass-2026'
  const setup = await mf.dispatchFetch(
    `${ORIGIN}/api/admin/auth/setup`,
    json('POST', { token, password, code: totpCode(info.data.totp_secret, new Date()) }),
  )
  const codes = ((await setup.json()) as { data: { recovery_codes: string[] } }).data.recovery_codes
  const login = await mf.dispatchFetch(
    `${ORIGIN}/api/admin/auth/login`,
    json('POST', { email, password, code: codes[0] }),
  )
  expect(login.status).toBe(200)
  return /staff=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0]
}

test('content edits on D1: the German about page shows at once through the edge cache, a picture goes to R2, a news item is published, an offer moved first in a showcase', async () => {
  const cookie = await signIn('worker-content@shop.test')
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
