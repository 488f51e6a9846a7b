import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PAGE_IDS } from '../../contract/content'
import {
  news,
  newsTagLinks,
  newsTags,
  newsTagTranslations,
  newsTranslations,
  pages,
  pageTranslations,
} from '../../server/db/schema'
import { envelopeOf, errorOf, okData, startTestApp, type TestApp } from '../support/test-app'
import { message } from '../support/text'

let t: TestApp

/**
 * News fixtures of our own (the demo seed may change): 25 items, item n published on day n of
 * 2026 except 24 and 25, published at the same moment (a batch import). Even items are tagged
 * Sensors (101), multiples of 3 Industry (102); tag 103 has no news. Item 23 is also in German.
 */
const SENSORS = 101
const INDUSTRY = 102
const UNUSED = 103
const N = 25
const publishedAt = (n: number) =>
  n >= 24 ? '2026-03-01T09:00:00.000Z' : new Date(Date.UTC(2026, 0, n, 8)).toISOString()
const tagsOf = (n: number) => [...(n % 2 === 0 ? [SENSORS] : []), ...(n % 3 === 0 ? [INDUSTRY] : [])]
/** The list order: newest first; the same moment → higher id first. */
const newestFirst = Array.from({ length: N }, (_, i) => N - i)

const XSS = [
  '<p onclick="alert(1)">Safe text</p>',
  '<script>alert(2)</script>',
  '<a href="javascript:alert(3)">link</a>',
  '<img src="/x.png" onerror="alert(4)">',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
].join('')

function expectSanitized(html: string) {
  expect(html).toContain('Safe text')
  expect(html).not.toMatch(/<script/i)
  expect(html).not.toMatch(/alert\(2\)/)
  expect(html).not.toMatch(/\son\w+\s*=/i)
  expect(html).not.toMatch(/javascript:/i)
  expect(html).not.toMatch(/<iframe/i)
  expect(html).not.toMatch(/<style/i)
}

beforeAll(async () => {
  t = await startTestApp()
  const { db } = t
  await db.delete(newsTagLinks)
  await db.delete(newsTagTranslations)
  await db.delete(newsTags)
  await db.delete(newsTranslations)
  await db.delete(news)
  await db.insert(newsTags).values([
    { id: SENSORS, sort: 0 },
    { id: INDUSTRY, sort: 1 },
    { id: UNUSED, sort: 2 },
  ])
  await db.insert(newsTagTranslations).values([
    { tagId: SENSORS, locale: 'en', name: 'Sensors' },
    { tagId: SENSORS, locale: 'de', name: 'Sensoren' },
    { tagId: INDUSTRY, locale: 'en', name: 'Industry' },
    { tagId: UNUSED, locale: 'en', name: 'Unused' },
  ])
  const ids = Array.from({ length: N }, (_, i) => i + 1)
  await db.insert(news).values(ids.map((id) => ({ id, image: `/news/${id}.jpg`, publishedAt: publishedAt(id) })))
  await db.insert(newsTranslations).values([
    ...ids.map((id) => ({
      newsId: id,
      locale: 'en',
      title: `News ${id}`,
      summary: `Summary ${id}`,
      content: id === 7 ? XSS : `<p>Body ${id}</p>`,
    })),
    { newsId: 23, locale: 'de', title: 'Nachricht 23', summary: 'Zusammenfassung 23', content: '<p>Text 23</p>' },
  ])
  await db.insert(newsTagLinks).values(ids.flatMap((id) => tagsOf(id).map((tagId) => ({ newsId: id, tagId }))))
})
afterAll(() => t?.close())

describe('GET /api/config/getPage/{id}', () => {
  test.each([...PAGE_IDS])('page %s exists, in English, with title and content', async (id) => {
    const page = okData(await t.api.content.getPage({ params: { id } }))
    expect(page.id).toBe(id)
    expect(page.title.trim()).not.toBe('')
    expect(page.content.trim()).not.toBe('')
    expect(page.locale).toBe('en')
    expect(Number.isNaN(Date.parse(page.updated_at))).toBe(false)
  })

  test('an unknown page id → 404 envelope', async () => {
    const e = errorOf(await t.api.content.getPage({ params: { id: 'no-such-page' } }), 404)
    expect(e).toEqual({ code: 404, message: message('en', 'api.notFound'), data: null })
  })

  test.each(['About', 'terms_conditions', 'a'.repeat(61), 'with%20space', 'caf%C3%A9', '%3Cscript%3E'])(
    'a malformed id %j → 400 naming id',
    async (id) => {
      const e = await envelopeOf(await t.request(`/api/config/getPage/${id}`))
      expect(e.code).toBe(400)
      expect(e.data.errors.map((x: { field: string }) => x.field)).toEqual(['id'])
      expect(e.message).toContain(message('en', 'fields.id'))
    },
  )

  test('Lang: de falls back to English where the page is not translated, and says so in locale', async () => {
    await t.db.insert(pages).values({ id: 'fallback-test', updatedAt: '2026-11-01T00:00:00.000Z' })
    await t.db.insert(pageTranslations).values({
      pageId: 'fallback-test',
      locale: 'en',
      title: 'English title',
      description: 'd',
      content: '<p>English</p>',
    })
    const de = t.client({ lang: 'de' })
    const page = okData(await de.content.getPage({ params: { id: 'fallback-test' } }))
    expect(page).toMatchObject({ id: 'fallback-test', title: 'English title', locale: 'en' })

    await t.db.insert(pageTranslations).values({
      pageId: 'fallback-test',
      locale: 'de',
      title: 'Deutscher Titel',
      description: 'd',
      content: '<p>Deutsch</p>',
    })
    const translated = okData(await de.content.getPage({ params: { id: 'fallback-test' } }))
    expect(translated).toMatchObject({ title: 'Deutscher Titel', content: '<p>Deutsch</p>', locale: 'de' })
    expect(okData(await t.api.content.getPage({ params: { id: 'fallback-test' } })).locale).toBe('en')
  })

  test('stored HTML is sanitized: no script, event handlers, javascript: links, frames or styles', async () => {
    await t.db.insert(pages).values({ id: 'xss-test', updatedAt: '2026-11-01T00:00:00.000Z' })
    await t.db
      .insert(pageTranslations)
      .values({ pageId: 'xss-test', locale: 'en', title: 'T', description: 'D', content: XSS })
    const page = okData(await t.api.content.getPage({ params: { id: 'xss-test' } }))
    expectSanitized(page.content)
    expect(page.content).toContain('<p>Safe text</p>')
  })
})

describe('GET /api/site/news', () => {
  test('newest first, ten per page by default, with total', async () => {
    const page = okData(await t.api.content.newsList())
    expect(page.total).toBe(N)
    expect(page.page).toBe(1)
    expect(page.page_size).toBe(10)
    expect(page.list.map((n) => n.id)).toEqual(newestFirst.slice(0, 10))
    const first = page.list[0]!
    expect(first).toMatchObject({
      id: 25,
      title: 'News 25',
      summary: 'Summary 25',
      image: '/news/25.jpg',
      published_at: publishedAt(25),
    })
  })

  test('pages follow each other without gaps or repeats; past the end is empty', async () => {
    const seen: number[] = []
    for (let p = 1; p <= 3; p++) {
      const page = okData(await t.api.content.newsList({ query: { page: p, page_size: 10 } }))
      expect(page).toMatchObject({ total: N, page: p, page_size: 10 })
      seen.push(...page.list.map((n) => n.id))
    }
    expect(seen).toEqual(newestFirst)
    const beyond = okData(await t.api.content.newsList({ query: { page: 4, page_size: 10 } }))
    expect(beyond).toMatchObject({ list: [], total: N, page: 4 })
  })

  test('page_size 50 is allowed', async () => {
    const page = okData(await t.api.content.newsList({ query: { page_size: 50 } }))
    expect(page.list).toHaveLength(N)
  })

  test('tag filter gives only that tag, with its own total; each item lists its tags', async () => {
    const sensors = okData(await t.api.content.newsList({ query: { tag_id: SENSORS, page_size: 50 } }))
    const expected = newestFirst.filter((n) => tagsOf(n).includes(SENSORS))
    expect(sensors.total).toBe(expected.length)
    expect(sensors.list.map((n) => n.id)).toEqual(expected)
    for (const item of sensors.list) expect(item.tags.map((x) => x.id)).toContain(SENSORS)

    const six = okData(await t.api.content.newsList({ query: { tag_id: INDUSTRY, page_size: 50 } })).list.find(
      (n) => n.id === 6,
    )!
    expect(six.tags).toEqual([
      { id: SENSORS, name: 'Sensors' },
      { id: INDUSTRY, name: 'Industry' },
    ])
    const one = okData(await t.api.content.newsList({ query: { page: 3 } })).list.find((n) => n.id === 1)!
    expect(one.tags).toEqual([])
  })

  test('a tag without news, or an unknown tag, gives an empty page', async () => {
    for (const tag_id of [UNUSED, 99999]) {
      expect(okData(await t.api.content.newsList({ query: { tag_id } }))).toMatchObject({ list: [], total: 0 })
    }
  })

  test('Lang: de shows German texts where translated, English elsewhere', async () => {
    const list = okData(await t.client({ lang: 'de' }).content.newsList({ query: { page_size: 5 } })).list
    expect(list.find((n) => n.id === 23)).toMatchObject({ title: 'Nachricht 23', summary: 'Zusammenfassung 23' })
    expect(list.find((n) => n.id === 22)).toMatchObject({ title: 'News 22', tags: [{ id: SENSORS, name: 'Sensoren' }] })
  })

  test.each([
    ['page_size=51', 'page_size'],
    ['page_size=0', 'page_size'],
    ['page_size=ten', 'page_size'],
    ['page=0', 'page'],
    ['page=1.5', 'page'],
    ['tag_id=abc', 'tag_id'],
    ['tag_id=-1', 'tag_id'],
  ])('%s → 400 naming the field', async (query, field) => {
    const e = errorOf(
      await t.request(`/api/site/news?${query}`).then(async (r) => ({ status: r.status, body: await r.json() })),
      400,
    )
    expect(e.data?.errors.map((x) => x.field)).toEqual([field])
    expect(e.message).toContain(message('en', `fields.${field}`))
    // A number is not "too long (at most 50 characters)".
    expect(e.message).not.toMatch(/characters/)
  })

  test('the field name in the message is in the Lang locale', async () => {
    const res = await t.client({ lang: 'de' }).content.newsList({ query: { page_size: 51 } })
    const e = errorOf(res, 400)
    expect(e.message).toContain(message('de', 'fields.page_size'))
  })
})

describe('GET /api/site/news/{id}', () => {
  test('one item with content, tags and its neighbours: prev is older, next is newer', async () => {
    const item = okData(await t.api.content.newsDetail({ params: { id: 10 } }))
    expect(item).toMatchObject({
      id: 10,
      title: 'News 10',
      summary: 'Summary 10',
      content: '<p>Body 10</p>',
      image: '/news/10.jpg',
      published_at: publishedAt(10),
      locale: 'en',
      tags: [{ id: SENSORS, name: 'Sensors' }],
      prev: { id: 9, title: 'News 9' },
      next: { id: 11, title: 'News 11' },
    })
  })

  test('the oldest has no prev, the newest no next', async () => {
    expect(okData(await t.api.content.newsDetail({ params: { id: 1 } }))).toMatchObject({ prev: null, next: { id: 2 } })
    expect(okData(await t.api.content.newsDetail({ params: { id: 25 } })).next).toBeNull()
  })

  test('walking next from the oldest visits every item in list order, also items published at the same moment', async () => {
    const visited: number[] = []
    let id: number | undefined = 1
    while (id !== undefined && visited.length <= N) {
      visited.push(id)
      const item: { next: { id: number } | null } = okData(await t.api.content.newsDetail({ params: { id } }))
      id = item.next?.id
    }
    expect(visited).toEqual([...newestFirst].reverse())
    const newest = okData(await t.api.content.newsDetail({ params: { id: 25 } }))
    expect(newest.prev?.id).toBe(24)
  })

  test('Lang: de gives the German text and says so; untranslated items say en', async () => {
    const de = t.client({ lang: 'de' })
    expect(okData(await de.content.newsDetail({ params: { id: 23 } }))).toMatchObject({
      title: 'Nachricht 23',
      content: '<p>Text 23</p>',
      locale: 'de',
    })
    expect(okData(await de.content.newsDetail({ params: { id: 22 } }))).toMatchObject({
      title: 'News 22',
      locale: 'en',
      next: { id: 23, title: 'Nachricht 23' },
    })
  })

  test('content is sanitized', async () => {
    expectSanitized(okData(await t.api.content.newsDetail({ params: { id: 7 } })).content)
  })

  test('an unknown id → 404 envelope', async () => {
    const e = errorOf(await t.api.content.newsDetail({ params: { id: 999_999 } }), 404)
    expect(e).toEqual({ code: 404, message: message('en', 'api.notFound'), data: null })
  })

  test.each(['abc', '0', '-3', '1.5', '99999999999'])('id %j → 400 naming id', async (id) => {
    const res = await t.request(`/api/site/news/${id}`)
    expect(res.status).toBe(400)
    const e = await envelopeOf(res)
    expect(e.code).toBe(400)
    expect(e.data.errors.map((x: { field: string }) => x.field)).toEqual(['id'])
    expect(e.message).toContain(message('en', 'fields.id'))
  })
})

describe('GET /api/site/news-tags', () => {
  test('every tag with its news count, in the operator order, names localized', async () => {
    const count = (tag: number) => newestFirst.filter((n) => tagsOf(n).includes(tag)).length
    expect(okData(await t.api.content.newsTags())).toEqual([
      { id: SENSORS, name: 'Sensors', count: count(SENSORS) },
      { id: INDUSTRY, name: 'Industry', count: count(INDUSTRY) },
      { id: UNUSED, name: 'Unused', count: 0 },
    ])
    const de = okData(await t.client({ lang: 'de' }).content.newsTags())
    expect(de.map((x) => x.name)).toEqual(['Sensoren', 'Industry', 'Unused'])
  })
})
