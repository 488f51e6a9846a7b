import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { languages, seoTranslations, siteConfig } from '../../server/db/schema'
import { errorOf, okData, startTestApp, type TestApp } from '../support/test-app'
import { message } from '../support/text'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t?.close())

const LANGUAGES = ['en', 'zh', 'tw', 'jp', 'ko', 'de', 'ru', 'fr', 'ar', 'it']

describe('GET /api/lang/list', () => {
  test('lists the ten languages of the spec, each with code, own name and flag icon', async () => {
    const list = okData(await t.api.site.langList())
    expect(list.map((l) => l.lang).sort()).toEqual([...LANGUAGES].sort())
    for (const l of list) {
      expect(Object.keys(l).sort()).toEqual(['icon', 'lang', 'name'])
      expect(l.name.trim()).not.toBe('')
      expect(l.icon.trim()).not.toBe('')
    }
    expect(list.find((l) => l.lang === 'de')!.name).toBe('Deutsch')
    expect(list[0]!.lang).toBe('en')
  })

  test('a language the operator disabled is not offered', async () => {
    await t.db.update(languages).set({ enabled: false }).where(eq(languages.lang, 'it'))
    try {
      const list = okData(await t.api.site.langList())
      expect(list.map((l) => l.lang)).not.toContain('it')
      expect(list).toHaveLength(9)
    } finally {
      await t.db.update(languages).set({ enabled: true }).where(eq(languages.lang, 'it'))
    }
  })
})

/** Spec §3, site config (trustpilot ids and the share-widget id under the contract's names). */
const CONFIG_FIELDS = [
  'logo_head',
  'logo_foot',
  'logo_admin',
  'website_home',
  'website_admin',
  'contact_tel',
  'contact_email',
  'contact_whatsApp',
  'contact_skype',
  'contact_weChat_img',
  'socialize_facebook',
  'socialize_twitter',
  'socialize_instagram',
  'socialize_linkedin',
  'socialize_youtube',
  'trustpilot_business_unit_id',
  'trustpilot_template_id',
  'company_address',
  'company_name',
  'google_measurement_id',
  'google_tagmanager_id',
  'share_property_id',
]

describe('GET /api/config/getConfig', () => {
  test('has every site-config field of spec §3', async () => {
    const config = okData(await t.api.site.getConfig())
    for (const field of CONFIG_FIELDS) expect(typeof config[field as keyof typeof config], field).toBe('string')
    expect(Array.isArray(config.WhitelistedDomain)).toBe(true)
    expect(config.WhitelistedDomain.length).toBeGreaterThan(0)
    expect(Object.keys(config.seo).sort()).toEqual(['description', 'keyword', 'title'])
    expect(config.company_name).not.toBe('')
    expect(config.contact_email).toMatch(/@/)
  })

  test('a field the operator never set is still there, empty', async () => {
    const [before] = await t.db.select().from(siteConfig).where(eq(siteConfig.key, 'contact_skype'))
    await t.db.delete(siteConfig).where(eq(siteConfig.key, 'contact_skype'))
    try {
      const config = okData(await t.api.site.getConfig())
      expect(config.contact_skype).toBe('')
      expect(Object.keys(config)).toEqual(expect.arrayContaining([...CONFIG_FIELDS, 'WhitelistedDomain', 'seo']))
    } finally {
      if (before) await t.db.insert(siteConfig).values(before)
    }
  })
})

describe('GET /api/config/getSeo', () => {
  test('gives title, keyword and description', async () => {
    const seo = okData(await t.api.site.getSeo())
    expect(Object.keys(seo).sort()).toEqual(['description', 'keyword', 'title'])
    expect(seo.title).not.toBe('')
    expect(seo.description).not.toBe('')
  })

  test('is in the Lang locale when translated, English otherwise', async () => {
    const en = okData(await t.api.site.getSeo())
    await t.db.delete(seoTranslations).where(eq(seoTranslations.locale, 'ru'))
    expect(okData(await t.client({ lang: 'ru' }).site.getSeo())).toEqual(en)

    const ru = { title: 'ChipShop – электронные компоненты', keyword: 'микросхемы', description: 'Поиск компонентов' }
    await t.db.insert(seoTranslations).values({ locale: 'ru', ...ru })
    expect(okData(await t.client({ lang: 'ru' }).site.getSeo())).toEqual(ru)
    expect(okData(await t.client({ lang: 'ru' }).site.getConfig()).seo).toEqual(ru)
    expect(okData(await t.api.site.getSeo())).toEqual(en)
  })
})

describe('GET /api/common/options/select', () => {
  test('feedback_type has option id 1 (preselected in the dialog), every option labelled', async () => {
    const options = okData(await t.api.site.selectOptions({ query: { field: 'feedback_type' } }))
    expect(Object.keys(options)).toEqual(['feedback_type'])
    const types = options.feedback_type!
    expect(types.map((o) => o.id)).toContain(1)
    for (const o of types) expect(o.label.trim()).not.toBe('')
    expect(new Set(types.map((o) => o.id)).size).toBe(types.length)
  })

  test('without field gives every field, feedback_type among them', async () => {
    const options = okData(await t.api.site.selectOptions())
    expect(options.feedback_type?.map((o) => o.id)).toContain(1)
  })

  test('several fields at once; a field without options is an empty list', async () => {
    const options = okData(await t.api.site.selectOptions({ query: { field: 'feedback_type,no_such_field' } }))
    expect(options.no_such_field).toEqual([])
    expect(options.feedback_type!.length).toBeGreaterThan(0)
  })

  test.each(['Feedback_Type', 'feedback-type', 'feedback_type;drop', 'x'.repeat(201)])(
    'field %j → 400 naming the field',
    async (field) => {
      const res = await t.api.site.selectOptions({ query: { field } })
      const e = errorOf(res, 400)
      expect(e.code).toBe(400)
      expect(e.data?.errors.map((x) => x.field)).toEqual(['field'])
      expect(e.message).toContain(message('en', 'fields.field'))
    },
  )
})

describe('GET /api/site/label', () => {
  test('gives the key figures of the footer (spec §1), each with its localized text', async () => {
    const labels = okData(await t.api.site.label())
    expect(labels.length).toBeGreaterThanOrEqual(4)
    for (const l of labels) {
      expect(l.key).not.toBe('')
      expect(l.value).not.toBe('')
      expect(l.text.trim()).not.toBe('')
    }
    const values = labels.map((l) => l.value.replace(/[\s,.]/g, ''))
    for (const figure of ['2000+', '15000']) {
      expect(
        values.some((v) => v.startsWith(figure)),
        `figure ${figure} in ${JSON.stringify(values)}`,
      ).toBe(true)
    }
    expect(new Set(labels.map((l) => l.key)).size).toBe(labels.length)
  })

  test('the demo figures the catalogue can tell are what it holds: manufacturers with parts, parts in stock', async () => {
    const labels = okData(await t.api.site.label())
    const value = (key: string) => Number(labels.find((l) => l.key === key)!.value.replace(/,/g, ''))
    const [row] = await t.db.all<{ makers: number; stocked: number }>(
      sql.raw(
        'SELECT (SELECT count(DISTINCT manufacturer_id) FROM parts) AS makers, (SELECT count(DISTINCT part_id) FROM goods WHERE stock > 0) AS stocked',
      ),
    )
    expect(value('manufacturers')).toBe(Number(row!.makers))
    expect(value('parts_in_stock')).toBe(Number(row!.stocked))
  })

  test('the demo links to no social network or messenger it does not have', async () => {
    const config = okData(await t.api.site.getConfig())
    for (const key of [
      'socialize_facebook',
      'socialize_twitter',
      'socialize_instagram',
      'socialize_linkedin',
      'socialize_youtube',
      'contact_skype',
    ] as const)
      expect(config[key], key).toBe('')
  })
})
