/**
 * Dates on the product page follow the page's language (issue 30 item 8: "dates in ISO form in
 * every language"): the delivery date of the purchase box, the offers table, the facts and the
 * Delivery tab are written with Intl in the page's locale, never as 2026-12-05.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { localeInfo, type Locale } from '../../locales/locales'
import { okData, startTestApp, type TestApp } from '../support/test-app'
import { visibleText } from '../support/text'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ now: '2026-11-05T10:00:00.000Z' })
})
afterAll(() => t?.close())

test.each(['en', 'de', 'ar', 'jp', 'zh'] as Locale[])(
  '%s: the product page writes its delivery dates in the language of the page',
  async (locale) => {
    const [offer] = await t.db.all<{ id: number }>(
      sql`SELECT g.id FROM goods g WHERE g.stock > 0 ORDER BY g.id LIMIT 1`,
    )
    const iso = okData(await t.api.catalogue.goodsDetail({ query: { goods_id: offer!.id } })).delivery_plan_date
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const res = await t.request(`${locale === 'en' ? '' : `/${locale}`}/productdetail/${offer!.id}`)
    expect(res.status).toBe(200)
    const text = visibleText(await res.text())
    const shown = new Intl.DateTimeFormat(localeInfo(locale).bcp47, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(iso),
    )
    expect(text).toContain(shown.replace(/\s/g, ' '))
    expect(text).not.toContain(iso)
  },
)
