/**
 * A fault behind a page (issue 14, item 3): the page is the error page, answered 500 and never
 * cached — not a 200 that says "Something went wrong" and stays a minute in the edge cache. The
 * fault here is real: the search index table is gone from this test's own database.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { envelopeOf, startTestApp, type TestApp } from '../support/test-app'
import { message, visibleText } from '../support/text'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
  await t.db.run(sql.raw('DROP TABLE part_text_fts'))
})
afterAll(() => t?.close())

describe('a fault behind a page', () => {
  test('the API answers 500 with the envelope', async () => {
    const res = await t.request('/api/index/search?keyword=resistor')
    expect(res.status).toBe(500)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await envelopeOf(res)).toMatchObject({ code: 500, message: message('en', 'api.serverError') })
  })

  test.each(['/s?wd=resistor', '/de/s?wd=resistor'])('%s → 500, the error page, not cacheable', async (path) => {
    const res = await t.request(path)
    expect(res.status).toBe(500)
    expect(res.headers.get('cache-control')).not.toMatch(/public|s-maxage/)
    expect(res.headers.get('cache-control')).toMatch(/no-store/)
    const lang = path.startsWith('/de/') ? 'de' : 'en'
    expect(visibleText(await res.text())).toContain(message(lang, 'errors.serverTitle'))
  })
})
