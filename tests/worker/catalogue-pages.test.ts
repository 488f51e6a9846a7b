/**
 * Catalogue pages rendered by the built Worker in workerd (Miniflare, D1): a product page in
 * German with its tiers, tabs and JSON-LD, served from the edge cache the second time; the
 * category list; robots.txt and the sitemap index. Run after `npm run build`.
 */
import { gunzipSync } from 'node:zlib'
import { describe, expect, test, vi } from 'vitest'
import { htmlAttributes, message, visibleText } from '../support/text'
import { contract } from '../../contract'
import { browserGet, getBody, ORIGIN } from './miniflare'
import { workerForTests } from './worker-for-tests'

const worker = workerForTests()

const get = (path: string, headers: Record<string, string> = {}) => browserGet(worker.mf, path, headers)

describe('catalogue pages in workerd', () => {
  test('a product page in German: part, tiers, tabs, JSON-LD; cached at the edge', async () => {
    const { data: featured } = await getBody(
      worker.mf,
      contract.catalogue.featureGoodsList,
      '/api/index/featureGoodsList?type=featured&page_size=1',
    )
    expect(featured.list.length, 'the Worker seeded a catalogue with featured products').toBeGreaterThan(0)
    const id = featured.list[0]!.goods_id
    const { data: goods } = await getBody(
      worker.mf,
      contract.catalogue.goodsDetail,
      `/api/goods/goodsDetail?goods_id=${id}`,
      {
        lang: 'de',
      },
    )

    const res = await get(`/de/productdetail/${id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+/)
    const html = await res.text()
    expect(htmlAttributes(html).lang).toBe('de')
    const text = visibleText(html)
    expect(text).toContain(goods.part_number)
    expect(text).toContain(goods.manufacturer)
    for (const key of [
      'product.tabInfo',
      'product.tabParams',
      'product.tabShipping',
      'product.shipCost1',
      'rfqList.add',
    ])
      expect(text, key).toContain(message('de', key))
    const ld = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1]
    expect(ld, 'JSON-LD in the head').toBeDefined()
    const product = JSON.parse(ld!) as { '@type': string; mpn: string; offers: { '@type': string } }
    expect(product['@type']).toBe('Product')
    expect(product.mpn).toBe(goods.part_number)
    expect(['Offer', 'AggregateOffer']).toContain(product.offers['@type'])

    await vi.waitFor(
      async () => expect((await get(`/de/productdetail/${id}`)).headers.get('x-edge-cache')).toBe('HIT'),
      { timeout: 3000, interval: 50 },
    )
  })

  test('the category list shows the top-level categories', async () => {
    const { data: tree } = await getBody(worker.mf, contract.catalogue.categoryTree, '/api/category/tree')
    expect(tree.length).toBeGreaterThan(0)
    const res = await get('/category')
    expect(res.status).toBe(200)
    const text = visibleText(await res.text())
    expect(text).toContain(message('en', 'catalogue.allCategories'))
    for (const c of tree.slice(0, 3)) expect(text).toContain(c.name)
  })

  test('robots.txt, the sitemap index, and a gzip part file streamed from D1 with hreflang alternates', async () => {
    const robots = await get('/robots.txt')
    expect(robots.status).toBe(200)
    expect(await robots.text()).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    const index = await get('/sitemap.xml')
    expect(index.status).toBe(200)
    expect(index.headers.get('content-type')).toContain('xml')
    const xml = await index.text()
    expect(xml).toContain(`<loc>${ORIGIN}/sitemaps/parts-ar-1.xml.gz</loc>`)
    const pages = await get('/sitemaps/pages-ar.xml')
    expect(await pages.text()).toContain(`<loc>${ORIGIN}/ar/category</loc>`)

    const parts = await get('/sitemaps/parts-ar-1.xml.gz')
    expect(parts.status).toBe(200)
    expect(parts.headers.get('content-type')).toBe('application/gzip')
    const text = gunzipSync(new Uint8Array(await parts.arrayBuffer())).toString('utf8')
    const urls = [...text.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    // The Worker seeds the real parts only (about 1,750): all in the first file.
    const { data: stat } = await getBody(worker.mf, contract.catalogue.categoryStat, '/api/category/stat')
    expect(urls.length).toBe(stat.parts)
    expect(new Set(urls).size).toBe(urls.length)
    const id = /\/ar\/productdetail\/(\d+)$/.exec(urls[0]!)![1]
    expect(text).toContain(`<xhtml:link rel="alternate" hreflang="zh-Hans" href="${ORIGIN}/zh/productdetail/${id}"/>`)
    expect(text).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/productdetail/${id}"/>`)
    expect(text.endsWith('</urlset>\n')).toBe(true)
  })
})
