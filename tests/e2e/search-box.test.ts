/**
 * The header search box (spec §2, §5, §9) in Chromium against the real server and catalogue:
 * history while empty (browser key `ht`, 10 unique entries, newest first), suggestions while
 * typing (one request 500 ms after the last key, at most 10), 'Less than two words' for 3 s under
 * 2 characters, submit to /s?wd={keyword}, and the combobox's keyboard and ARIA behaviour.
 */
import type { Page, Request } from 'playwright'
import { describe, expect, test } from 'vitest'
import { message } from '../support/text'
import { dataOf, gotoHydrated, setupE2E } from './server'

const e2e = setupE2E()

const box = (page: Page) => page.locator('header input[role="combobox"]')
const options = (page: Page) => page.locator('header [role="listbox"] [role="option"]')
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search
}
const readHistory = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('ht') ?? '[]') as { search: string }[])

/** A real part number of the catalogue and a prefix of it that suggestions must answer. */
async function somePart(): Promise<{ part: string; prefix: string }> {
  const index = await dataOf(e2e.api.catalogue.productNav({ query: { letter: 'l', page_size: 20 } }))
  const part = index.list.find((p) => /^[A-Za-z0-9]{5}/.test(p.part_number))?.part_number
  expect(part, 'the catalogue has a part number starting with L').toBeTruthy()
  return { part: part!, prefix: part!.slice(0, 4) }
}

/** Collects the browser's searchOption calls. */
function suggestionCalls(page: Page, starts: number[] = []) {
  const calls: URL[] = []
  page.on('request', (r: Request) => {
    const url = new URL(r.url())
    if (url.pathname === '/api/index/searchOption') {
      calls.push(url)
      starts.push(Date.now())
    }
  })
  return calls
}

async function searchFor(page: Page, text: string) {
  await box(page).fill(text)
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/s' && url.searchParams.get('wd') === text),
    box(page).press('Enter'),
  ])
}

describe('search history', () => {
  test('keeps 10 unique entries, newest first, and lists them while the box is empty', async () => {
    const page = await e2e.page()
    await gotoHydrated(page, '/')
    const words = Array.from({ length: 11 }, (_, i) => `hist${String(i + 1).padStart(2, '0')}`)
    for (const w of words) await searchFor(page, w)
    await searchFor(page, 'hist03') // a repeat moves up instead of being listed twice

    const expected = [
      'hist03',
      'hist11',
      'hist10',
      'hist09',
      'hist08',
      'hist07',
      'hist06',
      'hist05',
      'hist04',
      'hist02',
    ]
    expect((await readHistory(page)).map((e) => e.search)).toEqual(expected)

    await box(page).fill('')
    await box(page).focus()
    const list = page.getByTestId('search-history')
    await list.waitFor({ state: 'visible' })
    expect(await options(page).allTextContents()).toEqual(expected)
    expect(await box(page).getAttribute('aria-expanded')).toBe('true')

    // Choosing an entry searches it again.
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/s' && url.searchParams.get('wd') === 'hist08'),
      options(page).nth(4).click(),
    ])
    expect((await readHistory(page)).map((e) => e.search).slice(0, 2)).toEqual(['hist08', 'hist03'])
  })

  test('an entry can be removed, and the history cleared', async () => {
    const page = await e2e.page()
    await page.goto('/')
    await page.evaluate(() => localStorage.setItem('ht', JSON.stringify([{ search: 'one' }, { search: 'two' }])))
    await gotoHydrated(page, '/')
    await box(page).focus()
    await page.getByTestId('search-history').waitFor({ state: 'visible' })
    await page.getByRole('button', { name: /two/ }).click()
    expect((await readHistory(page)).map((e) => e.search)).toEqual(['one'])
    await expect.poll(() => options(page).allTextContents()).toEqual(['one'])
    await page.getByRole('button', { name: message('en', 'search.clearHistory') }).click()
    expect(await readHistory(page)).toEqual([])
    await page.getByTestId('search-history').waitFor({ state: 'hidden' })
  })
})

describe('suggestions', () => {
  test('one request 500 ms after a burst of typing, at most 10 suggestions', async () => {
    const { prefix } = await somePart()
    const page = await e2e.page()
    await gotoHydrated(page, '/')
    const starts: number[] = []
    const calls = suggestionCalls(page, starts)

    // The page notes when the last key changed the box; the request's start is compared with it.
    await box(page).evaluate((el) =>
      el.addEventListener('input', () => ((window as unknown as { lastInputAt: number }).lastInputAt = Date.now())),
    )
    await box(page).pressSequentially(prefix, { delay: 60 })
    await page.waitForTimeout(300)
    expect(calls, 'nothing is asked while the user is still typing (debounce 500 ms)').toHaveLength(0)

    const list = page.getByTestId('search-suggestions')
    await list.waitFor({ state: 'visible' })
    const lastInputAt = await page.evaluate(() => (window as unknown as { lastInputAt: number }).lastInputAt)
    expect(starts[0]! - lastInputAt, 'the request leaves 500 ms after the last key').toBeGreaterThanOrEqual(495)
    await page.waitForTimeout(700)
    expect(calls, 'one request for the whole burst').toHaveLength(1)
    expect(calls[0]!.searchParams.get('keyword')).toBe(prefix)
    expect(calls[0]!.searchParams.get('_seq'), 'the cache-busting sequence is appended').toBeTruthy()

    const texts = await options(page).locator('.mpn').allTextContents()
    expect(texts.length).toBeGreaterThan(0)
    expect(texts.length).toBeLessThanOrEqual(10)
    const norm = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '')
    for (const t of texts) expect(norm(t), `${t} matches ${prefix}`).toContain(norm(prefix))
  })

  test('a blank box asks nothing; one non-blank character does', async () => {
    const page = await e2e.page()
    await gotoHydrated(page, '/')
    const calls = suggestionCalls(page)
    await box(page).pressSequentially('   ', { delay: 30 })
    await page.waitForTimeout(900)
    expect(calls).toHaveLength(0)
    await box(page).fill('l')
    await expect.poll(() => calls.length, { timeout: 3000 }).toBe(1)
    expect(calls[0]!.searchParams.get('keyword')).toBe('l')
  })

  test('keyboard: arrows move through the combobox options, Enter opens the product page', async () => {
    const { prefix } = await somePart()
    const page = await e2e.page()
    await gotoHydrated(page, '/')
    const input = box(page)
    expect(await input.getAttribute('aria-autocomplete')).toBe('list')
    await input.pressSequentially(prefix, { delay: 30 })
    const list = page.getByTestId('search-suggestions')
    await list.waitFor({ state: 'visible' })
    expect(await input.getAttribute('aria-expanded')).toBe('true')
    expect(await input.getAttribute('aria-controls')).toBe(await list.getAttribute('id'))

    await input.press('ArrowDown')
    await input.press('ArrowDown')
    const count = await options(page).count()
    const activeIndex = count > 1 ? 1 : 0
    const active = options(page).nth(activeIndex)
    expect(await input.getAttribute('aria-activedescendant')).toBe(await active.getAttribute('id'))
    expect(await active.getAttribute('aria-selected')).toBe('true')
    if (count > 1) expect(await options(page).first().getAttribute('aria-selected')).toBe('false')
    const chosen = (await active.locator('.mpn').textContent())!.trim()

    await Promise.all([page.waitForURL((url) => url.pathname.startsWith('/productdetail/')), input.press('Enter')])
    await page.locator('h1').filter({ hasText: chosen }).waitFor()
    expect((await readHistory(page))[0]?.search).toBe(chosen)

    // Escape closes the list.
    await input.fill('')
    await input.pressSequentially(prefix, { delay: 30 })
    await page.getByTestId('search-suggestions').waitFor({ state: 'visible' })
    await input.press('Escape')
    await page.getByTestId('search-suggestions').waitFor({ state: 'hidden' })
    expect(await input.getAttribute('aria-expanded')).toBe('false')
  })
})

describe('submitting', () => {
  test("under 2 characters: 'Less than two words' for 3 s, no navigation", async () => {
    const page = await e2e.page()
    await gotoHydrated(page, '/')
    await box(page).fill('a')
    await box(page).press('Enter')
    const alert = page.getByTestId('search-too-short')
    await alert.waitFor({ state: 'visible' })
    const shownAt = Date.now()
    expect((await alert.textContent())?.trim()).toBe(message('en', 'search.tooShort'))
    expect(await alert.getAttribute('role')).toBe('alert')
    expect(pathAndQuery(page)).toBe('/')
    await page.waitForTimeout(2500 - (Date.now() - shownAt))
    expect(await alert.isVisible(), 'still shown after 2.5 s').toBe(true)
    await alert.waitFor({ state: 'hidden', timeout: 2000 })
    expect(Date.now() - shownAt).toBeLessThan(3900)

    // A blank box gives the same message, also in other languages.
    await gotoHydrated(page, '/de')
    await box(page).fill('   ')
    await page.getByRole('button', { name: message('de', 'search.submit') }).click()
    await page.getByText(message('de', 'search.tooShort'), { exact: true }).waitFor()
  })

  test('submit goes to /s?wd={keyword} and shows the results', async () => {
    const { part } = await somePart()
    const page = await e2e.page()
    await gotoHydrated(page, '/')
    await box(page).fill(part)
    await Promise.all([page.waitForURL((url) => url.pathname === '/s'), box(page).press('Enter')])
    expect(pathAndQuery(page)).toBe(`/s?wd=${encodeURIComponent(part)}`)
    await page.locator('h1').filter({ hasText: part }).waitFor()
    const rows = page.locator('[data-testid="part-table"] tbody tr')
    expect(await rows.count()).toBeGreaterThan(0)
    expect(await box(page).inputValue(), 'the box keeps the keyword').toBe(part)
  })

  test('without JavaScript the box is a plain form to /s', async () => {
    const page = await e2e.page({ javaScriptEnabled: false })
    await page.goto('/it')
    const form = page.locator('header form[role="search"]')
    expect(await form.getAttribute('action')).toBe('/it/s')
    expect(await form.getAttribute('method')).toBe('get')
    expect(await box(page).getAttribute('name')).toBe('wd')
    expect(await box(page).getAttribute('placeholder')).toBe(message('it', 'search.placeholder'))
  })
})

describe('the /keywords page', () => {
  test('on a phone it shows one search box, and each hot part number once', async () => {
    const hot = await dataOf(e2e.api.catalogue.featureGoodsList({ query: { type: 'hot', page: 1, page_size: 12 } }))
    const numbers = [...new Set(hot.list.map((g) => g.part_number))]
    const page = await e2e.page({ viewport: { width: 390, height: 844 } })
    await gotoHydrated(page, '/keywords')
    const boxes = page.locator('input[type="search"]')
    const shown: boolean[] = []
    for (let i = 0; i < (await boxes.count()); i++) shown.push(await boxes.nth(i).isVisible())
    await page.getByRole('search', { name: message('en', 'keywords.title') }).waitFor()

    const chips = await page
      .locator('main .chip-list a')
      .evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))
    // A number that several makers' offers share leads to the search for it, which lists them all.
    const expected = numbers.map((number) => {
      const offers = hot.list.filter((g) => g.part_number === number)
      return [number, offers.length > 1 ? `/s?wd=${encodeURIComponent(number)}` : offers[0]!.goods_page_url]
    })
    expect({ boxesOnScreen: shown.filter(Boolean).length, chips }).toEqual({ boxesOnScreen: 1, chips: expected })
  })
})
