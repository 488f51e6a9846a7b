/**
 * The sitemaps over HTTP (issue 34: ten million parts in ten languages): the index lists files of
 * at most `urlsPerFile` URLs, gzip-compressed, in every language; each file is well-formed XML
 * whose URLs carry their hreflang alternates; and the files, written as they are read a few ids at
 * a time, cover every part exactly once. The sizes are made small (files of 500 URLs, read 100 ids
 * at a time) so that a catalogue of 3,000 parts needs six files of six reads each, as ten million
 * parts need 500 files of twenty reads.
 */
import { gunzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { locales } from '../../locales/locales'
import { startTestApp, type TestApp } from '../support/test-app'

const PARTS = 3000
const SIZES = { urlsPerFile: 500, readPage: 100 }
const ORIGIN = 'http://shop.test'
let t: TestApp

beforeAll(async () => {
  t = await startTestApp({ catalogueParts: PARTS, sitemap: SIZES })
})
afterAll(() => t?.close())

/** A sitemap file as a crawler reads it: gzip bytes, unpacked. */
async function gzipFile(url: string) {
  const res = await t.request(url.replace(ORIGIN, ''))
  expect(res.status, url).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/gzip')
  expect(res.headers.get('cache-control')).toMatch(/public.*s-maxage=3600/)
  const bytes = new Uint8Array(await res.arrayBuffer())
  expect([bytes[0], bytes[1]], 'gzip magic').toEqual([0x1f, 0x8b])
  return gunzipSync(bytes).toString('utf8')
}

/**
 * Well-formed XML, as far as a sitemap goes: the declaration, then one root element whose tags all
 * close in order, attributes quoted, and no bare `&` or `<` in text or attribute values.
 */
function expectWellFormed(xml: string, root: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
  const body = xml.slice(xml.indexOf('?>') + 2)
  const open: string[] = []
  let roots = 0
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g
  for (const m of body.matchAll(tag)) {
    const [, closing, name, attributes, selfClosing, text, stray] = m
    if (stray) throw new Error(`a < that opens no tag at ${m.index}`)
    const raw = text ?? attributes ?? ''
    const ampersand = /&(?!(amp|lt|gt|quot|apos);)/.exec(raw)
    if (ampersand) throw new Error(`a bare & at ${m.index}: ${raw.slice(0, 80)}`)
    if (text !== undefined) {
      if (!open.length && text.trim()) throw new Error(`text outside the root: ${text.slice(0, 40)}`)
      continue
    }
    if (closing) {
      expect(open.pop(), `</${name}>`).toBe(name)
    } else {
      if (!open.length) roots++
      if (!selfClosing) open.push(name!)
    }
  }
  expect(open).toEqual([])
  expect(roots).toBe(1)
  expect(body).toMatch(new RegExp(`^\\s*<${root}\\s`))
}

/** The <url> entries of a urlset: loc, lastmod and the alternates as [hreflang, href]. */
function urls(xml: string) {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, inner]) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(inner!)![1]!,
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(inner!)?.[1],
    alternates: [...inner!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
      ([, lang, href]) => [lang!, href!] as const,
    ),
  }))
}

const partIds = async () =>
  (await t.db.all<{ goods_id: number }>(sql`SELECT goods_id FROM parts WHERE goods_id IS NOT NULL ORDER BY id`)).map(
    (r) => Number(r.goods_id),
  )

async function indexFiles() {
  const res = await t.request('/sitemap.xml')
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('application/xml')
  const xml = await res.text()
  expectWellFormed(xml, 'sitemapindex')
  return [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1]!)
}

describe('sitemaps', () => {
  test('the index lists, in every language, the files the catalogue needs at the file size, gzip', async () => {
    const files = await indexFiles()
    const [{ max }] = (await t.db.all<{ max: number }>(sql`SELECT max(id) AS max FROM parts`)) as [{ max: number }]
    const partFiles = Math.ceil(Number(max) / SIZES.urlsPerFile)
    expect(partFiles, 'several part files').toBe(Math.ceil(PARTS / SIZES.urlsPerFile))
    for (const { code } of locales) {
      expect(files).toContain(`${ORIGIN}/sitemaps/pages-${code}.xml.gz`)
      expect(files).toContain(`${ORIGIN}/sitemaps/news-${code}-1.xml.gz`)
      expect(files).toContain(`${ORIGIN}/sitemaps/categories-${code}-1.xml.gz`)
      expect(files).toContain(`${ORIGIN}/sitemaps/manufacturers-${code}-1.xml.gz`)
      const own = files.filter((f) => f.startsWith(`${ORIGIN}/sitemaps/parts-${code}-`))
      expect(own).toEqual(
        Array.from({ length: partFiles }, (_, i) => `${ORIGIN}/sitemaps/parts-${code}-${i + 1}.xml.gz`),
      )
    }
    expect(files.length).toBeLessThanOrEqual(50_000)
    // Past the last file: not found, not an empty file.
    expect((await t.request(`/sitemaps/parts-en-${partFiles + 1}.xml.gz`)).status).toBe(404)
    expect((await t.request('/sitemaps/parts-xx-1.xml.gz')).status).toBe(404)
  })

  test('the part files, read 100 ids at a time, hold every part exactly once, in files of at most 500', async () => {
    const files = (await indexFiles()).filter((f) => f.includes('/sitemaps/parts-en-'))
    const seen: number[] = []
    for (const file of files) {
      const xml = await gzipFile(file)
      expectWellFormed(xml, 'urlset')
      const list = urls(xml)
      expect(list.length, file).toBeGreaterThan(0)
      expect(list.length, file).toBeLessThanOrEqual(SIZES.urlsPerFile)
      for (const u of list) {
        const m = new RegExp(`^${ORIGIN}/productdetail/(\\d+)$`).exec(u.loc)
        expect(m, u.loc).not.toBeNull()
        seen.push(Number(m![1]))
        expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      }
    }
    const ids = await partIds()
    expect(ids.length).toBe(PARTS)
    expect(seen.length, 'no part twice').toBe(new Set(seen).size)
    expect(seen).toEqual(ids)
  })

  test('each URL names itself in all ten languages and x-default (hreflang in BCP 47); file n is the same parts in every language', async () => {
    const english = urls(await gzipFile(`${ORIGIN}/sitemaps/parts-en-2.xml.gz`))
    const arabic = urls(await gzipFile(`${ORIGIN}/sitemaps/parts-ar-2.xml.gz`))
    expect(arabic.length).toBe(english.length)
    arabic.forEach((u, i) => {
      const id = /\/productdetail\/(\d+)$/.exec(english[i]!.loc)![1]
      expect(u.loc).toBe(`${ORIGIN}/ar/productdetail/${id}`)
      expect(u.alternates).toEqual([
        ...locales.map((l) => [l.bcp47, `${ORIGIN}${l.code === 'en' ? '' : `/${l.code}`}/productdetail/${id}`]),
        ['x-default', `${ORIGIN}/productdetail/${id}`],
      ])
      expect(u.alternates).toEqual(english[i]!.alternates)
    })
    const pages = urls(await gzipFile(`${ORIGIN}/sitemaps/pages-de.xml.gz`))
    const home = pages.find((u) => u.loc === `${ORIGIN}/de`)!
    expect(home.alternates).toContainEqual(['zh-Hant', `${ORIGIN}/tw`])
    expect(home.alternates).toContainEqual(['x-default', `${ORIGIN}/`])
    const categories = await gzipFile(`${ORIGIN}/sitemaps/categories-jp-1.xml.gz`)
    expectWellFormed(categories, 'urlset')
    expect(urls(categories)[0]!.alternates.map(([lang]) => lang)).toEqual([...locales.map((l) => l.bcp47), 'x-default'])
  })

  test('the same file without .gz is the plain XML', async () => {
    const plain = await t.request('/sitemaps/parts-fr-3.xml', { headers: { 'accept-encoding': 'identity' } })
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-type')).toContain('application/xml')
    expect(await plain.text()).toBe(await gzipFile(`${ORIGIN}/sitemaps/parts-fr-3.xml.gz`))
  })
})
