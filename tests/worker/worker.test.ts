/**
 * The built Worker in workerd (Miniflare): API on D1, server-rendered pages, static assets from the
 * assets binding, the language rules, and the edge cache. Run after `npm run build`.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ClientInferResponseBody } from '@ts-rest/core'
import { describe, expect, test, vi } from 'vitest'
import { contract } from '../../contract'
import { ErrorEnvelope } from '../../contract/envelope'
import { repoRoot } from '../support/paths'
import { htmlAttributes, message, visibleText } from '../support/text'
import { browserGet, getBody, ORIGIN } from './miniflare'
import { workerForTests } from './worker-for-tests'

const worker = workerForTests()

const get = (path: string, headers: Record<string, string> = {}) => browserGet(worker.mf, path, headers)

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  worker.mf.dispatchFetch(ORIGIN + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

describe('API on D1', () => {
  test('/api/lang/list answers the envelope with the languages', async () => {
    const body = await getBody(worker.mf, contract.site.langList, '/api/lang/list')
    expect(body.code).toBe(200)
    expect(body.message).toBe(message('en', 'api.ok'))
    expect(body.data.map((l) => l.lang)).toEqual(expect.arrayContaining(['en', 'de', 'ar']))
  })

  test('/api/config/getConfig answers the site config', async () => {
    const { code, data } = await getBody(worker.mf, contract.site.getConfig, '/api/config/getConfig')
    expect(code).toBe(200)
    expect(data.company_name).not.toBe('')
    expect(Array.isArray(data.WhitelistedDomain)).toBe(true)
  })

  test('a feedback is stored in D1 and answered in the language of the Lang header', async () => {
    const { mf, d1 } = worker
    const options = await getBody(mf, contract.site.selectOptions, '/api/common/options/select?field=feedback_type', {
      lang: 'de',
    })
    const typeId = options.data.feedback_type![0]!.id
    const email = `worker-${crypto.randomUUID().slice(0, 8)}@example.com`

    const res = await post(
      '/api/feedback',
      { type_id: typeId, email, feedback_content: 'Läuft auf workerd' },
      { lang: 'de' },
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ code: 200, message: message('de', 'api.feedbackThanks'), data: null })
    const row = await d1.prepare('SELECT type_id, content, locale FROM feedback WHERE email = ?').bind(email).first()
    expect(row).toEqual({ type_id: typeId, content: 'Läuft auf workerd', locale: 'de' })
  })

  test('a bad feedback gets a 400 envelope naming the field, in German', async () => {
    const res = await post(
      '/api/feedback',
      { type_id: 1, email: 'someone@example.com', feedback_content: '' },
      { lang: 'de' },
    )
    expect(res.status).toBe(400)
    const body = ErrorEnvelope.parse(await res.json())
    expect(body.code).toBe(400)
    expect(body.message).toBe(message('de', 'validation.enterComment'))
    expect(body.data?.errors).toContainEqual({
      field: 'feedback_content',
      message: message('de', 'validation.enterComment'),
    })
  })
})

describe('pages rendered in workerd', () => {
  test('/about in English', async () => {
    const { data: about } = await getBody(worker.mf, contract.content.getPage, '/api/config/getPage/about')
    const res = await get('/about')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await res.text()
    expect(htmlAttributes(html).lang).toBe('en')
    expect(visibleText(html)).toContain(about.title)
  })

  test('/de/news in German', async () => {
    const { data: news } = await getBody(worker.mf, contract.content.newsList, '/api/site/news', { lang: 'de' })
    const res = await get('/de/news')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(htmlAttributes(html).lang).toBe('de')
    const text = visibleText(html)
    expect(text).toContain(message('de', 'news.title'))
    expect(text).toContain(news.list[0]!.title)
  })

  test('a built client file is served from dist/client by the assets binding', async () => {
    const html = await (await get('/about')).text()
    const src = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(src, 'the page loads a built script').toBeDefined()
    const res = await get(src!)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/javascript/)
    expect(res.headers.get('cache-control'), 'public/_headers: hashed files are immutable').toContain('immutable')
    expect(res.headers.get('x-edge-cache'), 'the Worker did not run').toBeNull()
    expect(await res.text()).toBe(readFileSync(join(repoRoot, 'dist/client', src!), 'utf8'))
    expect((await get('/_headers')).status, 'the headers file itself is not published').toBe(404)
  })

  // Issue 14, item 9: /favicon.ico answered the bare 404 (browsers ask for it whatever the page says).
  test('/favicon.ico is an icon', async () => {
    const res = await get('/favicon.ico')
    expect(res.status).toBe(200)
    const icon = new Uint8Array(await res.arrayBuffer())
    expect([...icon.subarray(0, 4)], 'an ICO header').toEqual([0, 0, 1, 0])
  })

  test('/en/about redirects permanently to /about', async () => {
    const res = await get('/en/about?x=1')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/about?x=1')
  })

  test('an unknown language code is a 404', async () => {
    const res = await get('/xx/about')
    expect(res.status).toBe(404)
    expect(visibleText(await res.text())).toContain('This page could not be found.')
  })
})

describe('edge cache', () => {
  /** The cache is filled after the answer (ctx.waitUntil), so the next GET may come a moment too early. */
  const untilHit = (path: string, headers: Record<string, string> = {}) =>
    vi.waitFor(
      async () => {
        const res = await get(path, headers)
        expect(res.headers.get('x-edge-cache')).toBe('HIT')
        return res
      },
      { timeout: 3000, interval: 50 },
    )

  test('the second anonymous GET of an API answer is a HIT with the same body', async () => {
    const first = await get('/api/site/label')
    expect(first.headers.get('x-edge-cache')).toBe('MISS')
    const body = await first.text()
    const second = await untilHit('/api/site/label')
    expect(await second.text()).toBe(body)
  })

  test('the _seq parameter does not change the key; the Lang header does', async () => {
    const path = '/api/config/getSeo'
    const first = await get(`${path}?_seq=1`)
    expect(first.headers.get('x-edge-cache')).toBe('MISS')
    expect(((await first.json()) as ClientInferResponseBody<typeof contract.site.getSeo, 200>).message).toBe(
      message('en', 'api.ok'),
    )
    await untilHit(`${path}?_seq=2`)

    const german = await get(`${path}?_seq=3`, { lang: 'de' })
    expect(german.headers.get('x-edge-cache')).toBe('MISS')
    expect(((await german.json()) as ClientInferResponseBody<typeof contract.site.getSeo, 200>).message).toBe(
      message('de', 'api.ok'),
    )
    const germanAgain = await untilHit(`${path}?_seq=4`, { lang: 'de' })
    expect(((await germanAgain.json()) as ClientInferResponseBody<typeof contract.site.getSeo, 200>).message).toBe(
      message('de', 'api.ok'),
    )
  })

  test('pages are cached for anonymous visitors', async () => {
    expect((await get('/de/news')).status).toBe(200)
    const hit = await untilHit('/de/news')
    expect(htmlAttributes(await hit.text()).lang).toBe('de')
  })

  test('a request with a token cookie or an Authorization header is never served from the cache', async () => {
    await get('/about')
    await untilHit('/about')
    const signedIn = await get('/about', { cookie: 'token=not-a-real-session' })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('x-edge-cache')).toBeNull()
    expect(signedIn.headers.get('cache-control')).toMatch(/private|no-store/)

    await get('/api/lang/list')
    await untilHit('/api/lang/list')
    const bearer = await get('/api/lang/list', { authorization: 'Bearer not-a-real-session' })
    expect(bearer.headers.get('x-edge-cache')).toBeNull()
  })

  test('answers that are not 200 are not stored', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get('/xx/about')
      expect(res.status).toBe(404)
      expect(res.headers.get('x-edge-cache')).toBeNull()
    }
  })
})

describe('hourly housekeeping (the cron trigger of wrangler.toml)', () => {
  test('deletes ended rate-limit windows and long-ended sessions and tokens on D1; keeps the rest', async () => {
    const { mf, d1 } = worker
    const now = Date.now()
    const iso = (msFromNow: number) => new Date(now + msFromNow).toISOString()
    const DAY = 86_400_000
    await d1.batch([
      d1
        .prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1), (?, ?, 1)')
        .bind(
          'feedback:198.51.100.20',
          Math.floor(now / 1000) - 2 * 86_400,
          'feedback:198.51.100.21',
          Math.floor(now / 1000),
        ),
      d1
        .prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, 1, ?, ?), (?, 1, ?, ?)')
        .bind('cron-ended', iso(-40 * DAY), iso(-33 * DAY), 'cron-live', iso(-DAY), iso(6 * DAY)),
      d1
        .prepare(
          "INSERT INTO account_tokens (token_hash, user_id, purpose, created_at, expires_at, used_at) VALUES (?, 1, 'reset', ?, ?, ?), (?, 1, 'reset', ?, ?, NULL)",
        )
        .bind('cron-used', iso(-40 * DAY), iso(-40 * DAY), iso(-39 * DAY), 'cron-fresh', iso(-60_000), iso(3_600_000)),
    ])

    const running = await mf.getWorker()
    const result = await running.scheduled({ cron: '17 * * * *' })
    expect(result.outcome).toBe('ok')

    const keys = async (sql: string) => (await d1.prepare(sql).all<{ k: string }>()).results.map((r) => r.k)
    expect(await keys("SELECT key AS k FROM rate_limits WHERE key LIKE 'feedback:198.51.100.2%'")).toEqual([
      'feedback:198.51.100.21',
    ])
    expect(await keys("SELECT token_hash AS k FROM sessions WHERE token_hash LIKE 'cron-%'")).toEqual(['cron-live'])
    expect(await keys("SELECT token_hash AS k FROM account_tokens WHERE token_hash LIKE 'cron-%'")).toEqual([
      'cron-fresh',
    ])
  })
})
