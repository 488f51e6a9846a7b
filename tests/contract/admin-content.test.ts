/**
 * Content and merchandising in the console (issue 32 item 3), through the contract against the real
 * app and database: news drafts, publishing per language with English fallback, pages with their
 * HTML sanitized, the home page's banners and showcases, the site settings; the role checks (sales
 * edit content, only admins the settings); every change audited; and the pages the Node page cache
 * keeps show a change on the next request.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { dataVersionReader } from '../../server/domains/catalogue/data-version'
import { edgeCached } from '../../server/ports/edge/edge-cache'
import { memoryPageCache } from '../../server/ports/node/page-cache'
import { errorOf, okData, type TestApp } from '../support/test-app'
import { startWithStaff, staffClient, type Staff } from '../support/staff'
import { visibleText } from '../support/text'

let t: TestApp
let admin: Staff
let sales: Staff
beforeAll(async () => {
  ;({ t, admin, sales } = await startWithStaff({ now: '2026-11-25T10:00:00.000Z' }, 'admin', 'sales'))
})
afterAll(() => t?.close())

const audit = (action: string) =>
  t.db.all<{ actor_email: string; object_id: string; before: string | null; after: string | null }>(
    sql`SELECT actor_email, object_id, before, after FROM audit_log WHERE action = ${action} ORDER BY id`,
  )

/** Pages as the Node server answers them: through its page cache, keyed by the data version. */
function cachedPages() {
  const cache = memoryPageCache({ maxBytes: 64 * 1024 * 1024 })
  const version = dataVersionReader(t.db, 0)
  return async (path: string) => {
    const pending: Promise<unknown>[] = []
    const request = new Request(`http://shop.test${path}`, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/140.0' } })
    const res = await edgeCached(
      request,
      cache,
      (w) => void pending.push(w),
      () => t.request(path),
      { v: await version(), enc: 'identity' },
    )
    const text = visibleText(await res.text())
    await Promise.all(pending)
    return { cached: res.headers.get('x-edge-cache'), status: res.status, text }
  }
}

const GERMAN = { title: 'Neue Lagerware von Sensoren', summary: 'Kurz gesagt', content: '<p>Deutscher Text</p>' }
const ENGLISH = { title: 'New sensor stock', summary: 'In short', content: '<p>English text</p>' }

describe('news', () => {
  test('a draft is not public; published it shows at once in its language, English elsewhere; unpublished it is gone', async () => {
    const page = cachedPages()
    const before = await page('/de/news')
    expect(before.text).not.toContain(GERMAN.title)
    expect((await page('/de/news')).cached).toBe('HIT')

    const api = staffClient(t, sales)
    const draft = okData(
      await api.admin.contentNewsCreate({ body: { texts: { en: ENGLISH, de: GERMAN }, tag_ids: [] } }),
    )
    expect(draft.status).toBe('draft')
    expect(Object.keys(draft.texts).sort()).toEqual(['de', 'en'])
    errorOf(await t.client({ lang: 'de' }).content.newsDetail({ params: { id: draft.id } }), 404)
    expect((await page('/de/news')).text).not.toContain(GERMAN.title)

    const published = okData(
      await api.admin.contentNewsPublish({ params: { id: draft.id }, body: { published: true } }),
    )
    expect(published.status).toBe('published')
    const german = await page('/de/news')
    expect(german.cached).not.toBe('HIT')
    expect(german.text).toContain(GERMAN.title)
    // French has no text of its own: English.
    const french = okData(await t.client({ lang: 'fr' }).content.newsDetail({ params: { id: draft.id } }))
    expect(french.title).toBe(ENGLISH.title)
    expect(french.locale).toBe('en')
    expect((await page(`/fr/news/${draft.id}`)).text).toContain(ENGLISH.title)
    expect(okData(await t.client({ lang: 'de' }).content.newsDetail({ params: { id: draft.id } })).title).toBe(
      GERMAN.title,
    )

    okData(await api.admin.contentNewsPublish({ params: { id: draft.id }, body: { published: false } }))
    expect((await page('/de/news')).text).not.toContain(GERMAN.title)
    errorOf(await t.api.content.newsDetail({ params: { id: draft.id } }), 404)

    const rows = await audit('news.publish')
    expect(rows.at(-1)).toMatchObject({ actor_email: sales.email, object_id: String(draft.id) })
    expect(JSON.parse(rows.at(-1)!.before!)).toEqual({ status: 'draft' })
    expect(JSON.parse(rows.at(-1)!.after!)).toEqual({ status: 'published' })
    expect((await audit('news.create')).at(-1)?.object_id).toBe(String(draft.id))
    expect(await audit('news.unpublish')).toHaveLength(1)
  })

  test('editing a published item shows the new text at once; a language taken out falls back to English', async () => {
    const api = staffClient(t, admin)
    const item = okData(await api.admin.contentNewsCreate({ body: { texts: { en: ENGLISH, de: GERMAN } } }))
    okData(await api.admin.contentNewsPublish({ params: { id: item.id }, body: { published: true } }))
    const page = cachedPages()
    expect((await page(`/de/news/${item.id}`)).text).toContain('Deutscher Text')
    okData(
      await api.admin.contentNewsSave({
        params: { id: item.id },
        body: { texts: { en: { ...ENGLISH, content: '<p>Changed English</p>' } }, tag_ids: [] },
      }),
    )
    const after = await page(`/de/news/${item.id}`)
    expect(after.text).toContain('Changed English')
    expect(after.text).not.toContain('Deutscher Text')
    const rows = await audit('news.save')
    expect(JSON.parse(rows.at(-1)!.before!).texts.de.title).toBe(GERMAN.title)
    expect(JSON.parse(rows.at(-1)!.after!).texts.de).toBeUndefined()
  })

  test('a new tag, named in English and German, is chosen for an item and shown on the public tag list', async () => {
    const api = staffClient(t, sales)
    const tags = okData(
      await api.admin.contentNewsTagCreate({ body: { names: { en: 'Sensors news', de: 'Sensor-News' } } }),
    )
    const tag = tags.find((x) => x.names.en === 'Sensors news')!
    expect(tag.names.de).toBe('Sensor-News')
    const item = okData(await api.admin.contentNewsCreate({ body: { texts: { en: ENGLISH }, tag_ids: [tag.id] } }))
    okData(await api.admin.contentNewsPublish({ params: { id: item.id }, body: { published: true } }))
    const publicTags = okData(await t.client({ lang: 'de' }).content.newsTags())
    expect(publicTags.find((x) => x.id === tag.id)).toMatchObject({ name: 'Sensor-News', count: 1 })
    const inFrench = okData(await t.client({ lang: 'fr' }).content.newsTags())
    expect(inFrench.find((x) => x.id === tag.id)?.name).toBe('Sensors news')
    errorOf(await api.admin.contentNewsTagCreate({ body: { names: { de: 'Nur Deutsch' } } as never }), 400)
    expect((await audit('news_tag.create')).at(-1)?.object_id).toBe(String(tag.id))
  })

  test('bad input: English missing, an unknown tag, an unknown item — each a clear message', async () => {
    const api = staffClient(t, sales, 'zh')
    const noEnglish = errorOf(await api.admin.contentNewsCreate({ body: { texts: { de: GERMAN } } as never }), 400)
    expect(noEnglish.data?.errors?.[0]?.field).toMatch(/texts/)
    const noTitle = errorOf(
      await api.admin.contentNewsCreate({ body: { texts: { en: { ...ENGLISH, title: ' ' } } } }),
      400,
    )
    expect(noTitle.data?.errors?.[0]?.field).toContain('title')
    const tag = errorOf(await api.admin.contentNewsCreate({ body: { texts: { en: ENGLISH }, tag_ids: [999999] } }), 400)
    expect(tag.message).toBe('请从列表中选择标签。')
    expect(errorOf(await api.admin.contentNewsGet({ params: { id: 999999 } }), 404).message).toBe('没有这条新闻。')
  })
})

describe('pages', () => {
  test('saved HTML is sanitized on the public page and in the preview; a left-out language shows English', async () => {
    const api = staffClient(t, sales)
    const hostile = '<p onclick="alert(1)">About us now</p><script>alert(2)</script><a href="javascript:alert(3)">x</a>'
    const preview = okData(await api.admin.contentPreview({ body: { html: hostile } }))
    expect(preview.html).toContain('About us now')
    expect(preview.html).not.toMatch(/<script|onclick|javascript:/i)

    const about = okData(await api.admin.contentPageGet({ params: { id: 'about' } }))
    expect(about.texts.en).toBeTruthy()
    const page = cachedPages()
    expect((await page('/it/about')).status).toBe(200)
    okData(
      await api.admin.contentPageSave({
        params: { id: 'about' },
        body: { texts: { en: { title: 'About ChipShop', description: 'Who we are', content: hostile } } },
      }),
    )
    const italian = okData(await t.client({ lang: 'it' }).content.getPage({ params: { id: 'about' } }))
    expect(italian.locale).toBe('en')
    expect(italian.content).toContain('About us now')
    expect(italian.content).not.toMatch(/<script|onclick|javascript:/i)
    const shown = await page('/it/about')
    expect(shown.cached).not.toBe('HIT')
    expect(shown.text).toContain('About us now')
    expect((await audit('page.save')).at(-1)?.object_id).toBe('about')
    errorOf(await api.admin.contentPageGet({ params: { id: 'no-such-page' } }), 404)
  })
})

describe('home page', () => {
  test('a showcase: add an offer, move it first, remove it — the public list and the home page follow at once', async () => {
    const api = staffClient(t, sales)
    const list = async () =>
      okData(await t.api.catalogue.featureGoodsList({ query: { type: 'featured', page: 1, page_size: 50 } })).list.map(
        (g) => g.part_number,
      )
    const found = okData(await api.admin.homePartSearch({ query: { q: 'LM358' } }))
    expect(found.length).toBeGreaterThan(0)
    const offer = found[0]!
    const before = await list()
    expect(before).not.toContain(offer.part_number)

    const page = cachedPages()
    expect((await page('/')).text).not.toContain(offer.part_number)
    let entries = okData(
      await api.admin.homeShowcaseChange({
        params: { list: 'featured' },
        body: { op: 'add', goods_id: offer.goods_id },
      }),
    )
    expect(entries.at(-1)?.goods_id).toBe(offer.goods_id)
    entries = okData(
      await api.admin.homeShowcaseChange({
        params: { list: 'featured' },
        body: { op: 'move', goods_id: offer.goods_id, place: 1 },
      }),
    )
    expect(entries[0]?.goods_id).toBe(offer.goods_id)
    expect((await list())[0]).toBe(offer.part_number)
    expect((await page('/')).text).toContain(offer.part_number)

    errorOf(
      await api.admin.homeShowcaseChange({
        params: { list: 'featured' },
        body: { op: 'add', goods_id: offer.goods_id },
      }),
      409,
    )
    okData(
      await api.admin.homeShowcaseChange({
        params: { list: 'featured' },
        body: { op: 'remove', goods_id: offer.goods_id },
      }),
    )
    expect(await list()).toEqual(before)
    expect((await audit('showcase.move')).at(-1)).toMatchObject({ object_id: `featured:${offer.goods_id}` })
  })

  test('a banner with its own picture in German: German pages show it, others the banner’s picture', async () => {
    const api = staffClient(t, sales)
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), 'banner-de.png')
    const uploaded = await t.request('/api/admin/content/pictures', {
      method: 'POST',
      body: form,
      headers: { cookie: sales.cookie },
    })
    const { data } = (await uploaded.json()) as { data: { url: string } }
    expect(data.url).toMatch(/^\/api\/site\/pictures\/[0-9a-f-]{36}\.png$/)
    const served = await t.request(data.url)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png)

    const banners = okData(
      await api.admin.homeBannerCreate({
        body: {
          image: '/banners/search.svg',
          link: '/rfq',
          active: true,
          texts: {
            en: { title: 'Winter offers', subtitle: '', image: '' },
            de: { title: 'Winterangebote', subtitle: '', image: data.url },
          },
        },
      }),
    )
    const made = banners.at(-1)!
    expect(made.texts.de?.image).toBe(data.url)
    const de = okData(await t.client({ lang: 'de' }).catalogue.bannerList()).find((b) => b.id === made.id)
    expect(de).toMatchObject({ title: 'Winterangebote', image: data.url })
    const fr = okData(await t.client({ lang: 'fr' }).catalogue.bannerList()).find((b) => b.id === made.id)
    expect(fr).toMatchObject({ title: 'Winter offers', image: '/banners/search.svg' })

    const moved = okData(await api.admin.homeBannerArrange({ params: { id: made.id }, body: { op: 'move', place: 1 } }))
    expect(moved[0]?.id).toBe(made.id)
    okData(await api.admin.homeBannerArrange({ params: { id: made.id }, body: { op: 'remove' } }))
    expect(okData(await t.api.catalogue.bannerList()).some((b) => b.id === made.id)).toBe(false)
    expect(await audit('banner.remove')).toHaveLength(1)
  })

  test('a file that is not a picture is refused, whatever its name says', async () => {
    const form = new FormData()
    form.append('file', new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' }), 'evil.png')
    const res = await t.request('/api/admin/content/pictures', {
      method: 'POST',
      body: form,
      headers: { cookie: sales.cookie },
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toBe(
      'Choose a PNG, JPEG or WebP picture (at most 2 MB).',
    )
  })
})

describe('settings', () => {
  test('sales may not read or change settings; admins may', async () => {
    errorOf(await staffClient(t, sales).admin.settingsGet(), 403)
    errorOf(await staffClient(t, sales).admin.settingsSave({ body: {} as never }), 403)
    errorOf(await staffClient(t, sales).admin.settingsShippingSave({ body: { rates: [] } }), 403)
    okData(await staffClient(t, admin).admin.settingsGet())
  })

  test('the bank account, RFQ mailbox and payment methods saved here are what the shop uses at once', async () => {
    const api = staffClient(t, admin)
    const current = okData(await api.admin.settingsGet())
    const { online_methods: _o, shipping: _s, ...settings } = current
    const bank = {
      beneficiary: 'ChipShop GmbH',
      bank_name: 'Example Bank',
      bank_address: 'Frankfurt',
      account_number: 'DE89370400440532013000',
      swift: 'cobadeffxxx',
      currency: 'USD' as const,
    }
    const saved = okData(
      await api.admin.settingsSave({
        body: { ...settings, bank_account: bank, rfq_email: 'rfq@shop.test', pay_methods: ['bank'] },
      }),
    )
    expect(saved.bank_account.swift).toBe('COBADEFFXXX')
    expect(okData(await t.api.orders.bankAccount()).beneficiary).toBe('ChipShop GmbH')
    const row = (await audit('settings.save')).at(-1)!
    expect(Object.keys(JSON.parse(row.after!)).sort()).toEqual(['bank_account', 'pay_methods', 'rfq_email'])

    const bad = errorOf(
      await api.admin.settingsSave({ body: { ...settings, contact_email: 'not-mail', google_measurement_id: 'UA-1' } }),
      400,
    )
    expect(bad.data?.errors?.map((e) => e.field).sort()).toEqual(['contact_email', 'google_measurement_id'])
  })

  test('the shipping rate table is replaced at once; bad rows are refused whole', async () => {
    const api = staffClient(t, admin)
    const rates = [
      {
        method: 'express' as const,
        country: '',
        country_only: false,
        max_weight_kg: 2,
        fee: '30.5',
        days_min: 3,
        days_max: 5,
      },
      {
        method: 'sf' as const,
        country: 'cn',
        country_only: true,
        max_weight_kg: 3,
        fee: '8',
        days_min: 2,
        days_max: 4,
      },
    ]
    const saved = okData(await api.admin.settingsShippingSave({ body: { rates } }))
    expect(saved.shipping).toEqual([
      { ...rates[0], fee: '30.50' },
      { ...rates[1], country: 'CN', fee: '8.00' },
    ])
    const stored = await t.db.all<{ fee: number }>(sql`SELECT fee FROM shipping_rates ORDER BY sort`)
    expect(stored.map((r) => Number(r.fee))).toEqual([3_050_000, 800_000])
    const bad = errorOf(
      await api.admin.settingsShippingSave({
        body: { rates: [{ ...rates[0]!, fee: '-1', days_min: 5, days_max: 2 }] },
      }),
      400,
    )
    expect(bad.data?.errors?.map((e) => e.field).sort()).toEqual(['rates.0.days_max', 'rates.0.fee'])
    expect(okData(await api.admin.settingsGet()).shipping).toHaveLength(2)
  })
})
