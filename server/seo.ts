import type { Context, Hono } from 'hono'
import { PAGE_IDS } from '../contract/content'
import { localeCodes, localizePath, type Locale } from '../locales/locales'
import type { AppEnv } from './http/context'
import { createInternalClient } from './http/internal-client'
import { defer } from './http/contract-routes'
import { publicCacheControl } from './middleware/cache'
import type { Ports } from './ports'

/**
 * robots.txt and the sitemaps (issue 3, SEO). /sitemap.xml is a sitemap index; every file it lists
 * holds at most 50,000 URLs of one kind in one language:
 *   /sitemaps/pages-{locale}.xml                     home, lists, content pages, the A–Z index
 *   /sitemaps/news-{locale}-{n}.xml                  news items
 *   /sitemaps/{categories|manufacturers|parts}-{locale}-{n}.xml
 * Catalogue ids come from the contract's sitemap extension (stable id ranges, so file n is the
 * same URLs in every language); pages are in every language (unprefixed English, /{lang}/... the
 * others). Everything is read through the contract in-process and is cacheable for an hour.
 */

export const SITEMAP_MAX_URLS = 50_000
const CACHE_SECONDS = 3600
const NEWS_PAGE = 50
const CATALOGUE_TYPES = ['categories', 'manufacturers', 'parts'] as const
type CatalogueType = (typeof CATALOGUE_TYPES)[number]

const PATH_OF: Record<CatalogueType, (id: number) => string> = {
  categories: (id) => `/category/${id}`,
  manufacturers: (id) => `/manufacturer/${id}`,
  parts: (id) => `/productdetail/${id}`,
}

const INDEX_KEYS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''), 'other']
const TOP_CONTENT = new Set(['about', 'certification', 'contact', 'companyprofile'])

/** Logical paths of the pages that are not catalogue or news items. */
export function staticPaths(): string[] {
  return [
    '/',
    '/category',
    '/manufacturer',
    '/featured',
    '/news',
    ...PAGE_IDS.map((id) => (TOP_CONTENT.has(id) ? `/${id}` : `/companyprofile/${id}`)),
    ...INDEX_KEYS.map((k) => `/products/${k}/1`),
  ]
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function urlset(entries: { loc: string; lastmod?: string }[]): string {
  const rows = entries.map(
    (e) => `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${rows.join('\n')}\n</urlset>\n`
}

function sitemapIndex(locs: string[]): string {
  const rows = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${rows.join('\n')}\n</sitemapindex>\n`
}

/** A W3C date for <lastmod>: the date part of an ISO time, or nothing when it is not one. */
function lastmod(value: string | undefined): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined
}

export function seoRoutes(app: Hono<AppEnv>, ports: Ports, handlers: Record<string, unknown>) {
  const origin = () => ports.settings.publicUrl.replace(/\/+$/, '')
  const api = (c: Context<AppEnv>) =>
    createInternalClient(ports, handlers, {
      locale: 'en',
      ip: c.get('ip') ?? '',
      defer: (work) => defer(c, ports, 'sitemap', work),
    })
  const xml = (c: Context<AppEnv>, body: string) => {
    c.header('Content-Type', 'application/xml; charset=utf-8')
    c.header('Cache-Control', publicCacheControl(CACHE_SECONDS))
    return c.body(body)
  }
  const notFound = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-store')
    return c.text('Not found', 404)
  }

  /**
   * How many files of 50,000 a catalogue type needs (at least one, possibly empty). `files` does not
   * depend on the file asked for, so the index asks for the last possible one: an empty list, not
   * 50,000 rows read just to be counted.
   */
  const catalogueFiles = async (c: Context<AppEnv>, type: CatalogueType) => {
    const res = await api(c).catalogue.sitemap({ query: { type, file: 100_000, per_file: SITEMAP_MAX_URLS } })
    return res.status === 200 ? Math.max(1, res.body.data.files) : 1
  }
  const newsTotal = async (c: Context<AppEnv>) => {
    const res = await api(c).content.newsList({ query: { page: 1, page_size: 1 } })
    return res.status === 200 ? res.body.data.total : 0
  }

  app.get('/robots.txt', (c) => {
    c.header('Content-Type', 'text/plain; charset=utf-8')
    c.header('Cache-Control', publicCacheControl(CACHE_SECONDS))
    const disallow = ['/api/', '/myaccount', '/pay/', '/shoppingcart', '/exit', '/s?', '/datasheet/*?doc=']
    const lines = ['User-agent: *', 'Allow: /', ...disallow.map((p) => `Disallow: ${p}`)]
    for (const l of localeCodes.filter((l) => l !== 'en'))
      lines.push(`Disallow: /${l}/myaccount`, `Disallow: /${l}/pay/`, `Disallow: /${l}/exit`, `Disallow: /${l}/s?`)
    lines.push('', `Sitemap: ${origin()}/sitemap.xml`, '')
    return c.body(lines.join('\n'))
  })

  app.get('/sitemap.xml', async (c) => {
    const [counts, news] = await Promise.all([
      Promise.all(CATALOGUE_TYPES.map((type) => catalogueFiles(c, type))),
      newsTotal(c),
    ])
    const newsFiles = Math.max(1, Math.ceil(news / SITEMAP_MAX_URLS))
    const locs: string[] = []
    for (const locale of localeCodes) {
      locs.push(`${origin()}/sitemaps/pages-${locale}.xml`)
      for (let n = 1; n <= newsFiles; n++) locs.push(`${origin()}/sitemaps/news-${locale}-${n}.xml`)
      CATALOGUE_TYPES.forEach((type, i) => {
        for (let n = 1; n <= counts[i]!; n++) locs.push(`${origin()}/sitemaps/${type}-${locale}-${n}.xml`)
      })
    }
    return xml(c, sitemapIndex(locs))
  })

  app.get('/sitemaps/:file', async (c) => {
    const m = /^(pages|news|categories|manufacturers|parts)-([a-z]{2})(?:-(\d{1,6}))?\.xml$/.exec(c.req.param('file'))
    if (!m || !(localeCodes as string[]).includes(m[2]!)) return notFound(c)
    const kind = m[1]!
    const locale = m[2] as Locale
    const n = m[3] ? Number(m[3]) : null
    const loc = (path: string) => origin() + localizePath(path, locale)

    if (kind === 'pages') {
      if (n !== null) return notFound(c)
      return xml(c, urlset(staticPaths().map((p) => ({ loc: loc(p) }))))
    }
    if (n === null || n < 1) return notFound(c)

    if (kind === 'news') {
      const perPage = NEWS_PAGE
      const firstPage = ((n - 1) * SITEMAP_MAX_URLS) / perPage + 1
      const entries: { loc: string; lastmod?: string }[] = []
      for (let page = firstPage; page < firstPage + SITEMAP_MAX_URLS / perPage && page <= 10_000; page++) {
        const res = await api(c).content.newsList({ query: { page, page_size: perPage } })
        if (res.status !== 200) break
        for (const item of res.body.data.list)
          entries.push({ loc: loc(`/news/${item.id}`), lastmod: lastmod(item.published_at) })
        if (res.body.data.list.length < perPage) break
      }
      if (!entries.length && n > 1) return notFound(c)
      return xml(c, urlset(entries))
    }

    const type = kind as CatalogueType
    const res = await api(c).catalogue.sitemap({ query: { type, file: n, per_file: SITEMAP_MAX_URLS } })
    if (res.status !== 200) return n === 1 ? xml(c, urlset([])) : notFound(c)
    const page = res.body.data
    if (n > Math.max(1, page.files)) return notFound(c)
    return xml(c, urlset(page.list.map((e) => ({ loc: loc(PATH_OF[type](e.id)), lastmod: lastmod(e.lastmod) }))))
  })
}
