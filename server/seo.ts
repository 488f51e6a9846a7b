import type { Context, Hono } from 'hono'
import { PAGE_IDS } from '../contract/content'
import { localeCodes, locales, localizePath, type Locale } from '../locales/locales'
import type { AppEnv } from './http/context'
import { createInternalClient } from './http/internal-client'
import { defer } from './http/contract-routes'
import { publicCacheControl } from './middleware/cache'
import type { Ports } from './ports'

/**
 * robots.txt and the sitemaps (issue 3, SEO; issue 34: ten million parts). /sitemap.xml is a
 * sitemap index; every file it lists holds URLs of one kind in one language, each URL with its
 * hreflang alternates (the ten languages in BCP 47 and x-default, as the pages' own <head> has
 * them), gzip-compressed:
 *   /sitemaps/pages-{locale}.xml.gz                     home, lists, content pages, the A–Z index
 *   /sitemaps/news-{locale}-{n}.xml.gz                  news items
 *   /sitemaps/{categories|manufacturers|parts}-{locale}-{n}.xml.gz
 * (the same names without `.gz` answer the plain XML). Catalogue ids come from the contract's
 * sitemap extension in stable id ranges, so file n is the same URLs in every language. A file is
 * written as it is read, `readPage` ids at a time (a range of the parts' primary key, never an
 * OFFSET), so no process ever holds a file's list, let alone the catalogue's. Files are made on
 * demand and are public for an hour: the edge cache (the Worker's Cache API, Node's page cache)
 * keeps them.
 */

/** The protocol's limit of URLs per file (and of files per index). */
export const SITEMAP_MAX_URLS = 50_000

/**
 * URLs per file, and ids read per query while a file is written (a divisor of `urlsPerFile`, and
 * `urlsPerFile` a multiple of the 50 news items read per call). A URL with its eleven alternates is
 * about 1.2 KB of XML with a short origin (1.5 KB with a 50-character one), so 50,000 would pass the
 * protocol's other limit, 50 MB uncompressed: files hold 20,000 (about 25 MB, 1 to 2 MB gzip).
 * Ten million parts are then 500 files per language, 5,000 in all.
 */
export type SitemapSizes = { urlsPerFile: number; readPage: number }
export const SITEMAP_SIZES: SitemapSizes = { urlsPerFile: 20_000, readPage: 1_000 }

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

const URLSET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
const URLSET_TAIL = '</urlset>\n'

/** hreflang of every language, then x-default (English, unprefixed), as pages/+Head.tsx writes them. */
const ALTERNATES: [hreflang: string, locale: Locale][] = [
  ...locales.map((l): [string, Locale] => [l.bcp47, l.code]),
  ['x-default', 'en'],
]

type Entry = { path: string; lastmod?: string }

/** One <url>: the page in `locale`, its last change, and the same page in every language. */
function urlXml(origin: string, locale: Locale, entry: Entry): string {
  let xml = `<url><loc>${escapeXml(origin + localizePath(entry.path, locale))}</loc>`
  if (entry.lastmod) xml += `<lastmod>${escapeXml(entry.lastmod)}</lastmod>`
  for (const [hreflang, code] of ALTERNATES)
    xml += `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + localizePath(entry.path, code))}"/>`
  return xml + '</url>\n'
}

function sitemapIndex(locs: string[]): string {
  const rows = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${rows.join('\n')}\n</sitemapindex>\n`
}

/** A W3C date for <lastmod>: the date part of an ISO time, or nothing when it is not one. */
function lastmod(value: string | undefined): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined
}

/**
 * A urlset written as its entries are read: the head, each batch of entries as it comes, the tail;
 * gzip-compressed as it goes (CompressionStream, on Node and in the Worker) when `gzip`.
 */
function urlsetStream(origin: string, locale: Locale, batches: AsyncIterator<Entry[]>, gzip: boolean) {
  const encoder = new TextEncoder()
  let state: 'head' | 'body' | 'done' = 'head'
  const xml = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (state === 'head') {
        state = 'body'
        return controller.enqueue(encoder.encode(URLSET_HEAD))
      }
      const next = await batches.next()
      if (next.done) {
        state = 'done'
        controller.enqueue(encoder.encode(URLSET_TAIL))
        return controller.close()
      }
      let text = ''
      for (const entry of next.value) text += urlXml(origin, locale, entry)
      controller.enqueue(encoder.encode(text))
    },
    async cancel() {
      await batches.return?.()
    },
  })
  if (!gzip) return xml
  // The DOM typings give CompressionStream's writable side BufferSource, which Uint8Array is.
  return xml.pipeThrough(new CompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>)
}

async function* once(entries: Entry[]) {
  yield entries
}

export function seoRoutes(
  app: Hono<AppEnv>,
  ports: Ports,
  handlers: Record<string, unknown>,
  sizes: SitemapSizes = SITEMAP_SIZES,
) {
  const { urlsPerFile, readPage } = sizes
  if (urlsPerFile > SITEMAP_MAX_URLS || urlsPerFile % readPage || urlsPerFile % NEWS_PAGE)
    throw new Error(`sitemap sizes: ${urlsPerFile} URLs per file, read ${readPage} at a time`)
  const readsPerFile = urlsPerFile / readPage
  const origin = () => ports.settings.publicUrl.replace(/\/+$/, '')
  const api = (c: Context<AppEnv>) =>
    createInternalClient(ports, handlers, {
      locale: 'en',
      ip: c.get('ip') ?? '',
      defer: (work) => defer(c, ports, 'sitemap', work),
    })
  const cacheable = (c: Context<AppEnv>) => c.header('Cache-Control', publicCacheControl(CACHE_SECONDS))
  const notFound = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-store')
    return c.text('Not found', 404)
  }

  /**
   * How many files a catalogue type needs (at least one, possibly empty). `files` does not depend
   * on the file asked for, so the index asks for the last possible one: an empty list, not a
   * file's rows read just to be counted.
   */
  const catalogueFiles = async (c: Context<AppEnv>, type: CatalogueType) => {
    const res = await api(c).catalogue.sitemap({ query: { type, file: 100_000, per_file: urlsPerFile } })
    return res.status === 200 ? Math.max(1, res.body.data.files) : 1
  }
  const newsTotal = async (c: Context<AppEnv>) => {
    const res = await api(c).content.newsList({ query: { page: 1, page_size: 1 } })
    return res.status === 200 ? res.body.data.total : 0
  }

  app.get('/robots.txt', (c) => {
    c.header('Content-Type', 'text/plain; charset=utf-8')
    cacheable(c)
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
    const newsFiles = Math.max(1, Math.ceil(news / urlsPerFile))
    const locs: string[] = []
    for (const locale of localeCodes) {
      locs.push(`${origin()}/sitemaps/pages-${locale}.xml.gz`)
      for (let n = 1; n <= newsFiles; n++) locs.push(`${origin()}/sitemaps/news-${locale}-${n}.xml.gz`)
      CATALOGUE_TYPES.forEach((type, i) => {
        for (let n = 1; n <= counts[i]!; n++) locs.push(`${origin()}/sitemaps/${type}-${locale}-${n}.xml.gz`)
      })
    }
    c.header('Content-Type', 'application/xml; charset=utf-8')
    cacheable(c)
    return c.body(sitemapIndex(locs))
  })

  app.get('/sitemaps/:file', async (c) => {
    const m = /^(pages|news|categories|manufacturers|parts)-([a-z]{2})(?:-(\d{1,6}))?\.xml(\.gz)?$/.exec(
      c.req.param('file'),
    )
    if (!m || !(localeCodes as string[]).includes(m[2]!)) return notFound(c)
    const kind = m[1]!
    const locale = m[2] as Locale
    const n = m[3] ? Number(m[3]) : null
    const gzip = !!m[4]
    const answer = (batches: AsyncIterator<Entry[]>) => {
      c.header('Content-Type', gzip ? 'application/gzip' : 'application/xml; charset=utf-8')
      cacheable(c)
      return c.body(urlsetStream(origin(), locale, batches, gzip))
    }

    if (kind === 'pages') {
      if (n !== null) return notFound(c)
      return answer(once(staticPaths().map((path) => ({ path }))))
    }
    if (n === null || n < 1) return notFound(c)

    if (kind === 'news') {
      const client = api(c)
      const firstPage = ((n - 1) * urlsPerFile) / NEWS_PAGE + 1
      const read = async (page: number) => {
        const res = await client.content.newsList({ query: { page, page_size: NEWS_PAGE } })
        return res.status === 200 ? res.body.data.list : []
      }
      const first = await read(firstPage)
      if (!first.length && n > 1) return notFound(c)
      const lastPage = firstPage + urlsPerFile / NEWS_PAGE - 1
      async function* batches() {
        let list = first
        for (let page = firstPage; ; list = await read(++page)) {
          yield list.map((item) => ({ path: `/news/${item.id}`, lastmod: lastmod(item.published_at) }))
          if (list.length < NEWS_PAGE || page === lastPage) return
        }
      }
      return answer(batches())
    }

    // A catalogue file: reads of `readPage` ids (the contract's files of that size) in a row.
    const type = kind as CatalogueType
    const client = api(c)
    const firstRead = (n - 1) * readsPerFile + 1
    const ask = (file: number) => client.catalogue.sitemap({ query: { type, file, per_file: readPage } })
    const read = async (file: number) => {
      const res = await ask(file)
      if (res.status !== 200) throw new Error(`sitemap ${type} read ${file}: HTTP ${res.status}`)
      return res.body.data
    }
    const answered = await ask(firstRead)
    if (answered.status !== 200) return n === 1 ? answer(once([])) : notFound(c)
    const first = answered.body.data
    if (n > 1 && firstRead > first.files) return notFound(c)
    const entries = (page: typeof first) =>
      page.list.map((e) => ({ path: PATH_OF[type](e.id), lastmod: lastmod(e.lastmod) }))
    async function* batches() {
      const lastRead = Math.min(firstRead + readsPerFile - 1, first.files)
      yield entries(first)
      for (let file = firstRead + 1; file <= lastRead; file++) yield entries(await read(file))
    }
    return answer(batches())
  })
}
