/**
 * Content in the console, in a browser (issue 32): an admin writes a news item in English and
 * German, publishes it, and German visitors find it on /de/news within a second (the Node page
 * cache keyed by the data version). Screenshots of the content pages at 1366 px and at tablet width.
 */
import { expect, test } from 'vitest'
import { gotoHydrated, setupE2E } from './server'
import { gotoConsole, signInNewStaff } from './console-session'

const e2e = setupE2E()

test('an admin publishes a news item in German and it appears on /de/news', async () => {
  const page = await e2e.page({ viewport: { width: 1366, height: 900 } })
  await signInNewStaff(e2e, page, 'editor@chipshop.test', 'admin')

  // /de/news before, so that the page cache holds it.
  const visitor = await e2e.page()
  await gotoHydrated(visitor, '/de/news')
  const title = 'Neue MEMS-Sensoren am Lager'
  expect(await visitor.locator('main').textContent()).not.toContain(title)

  await gotoConsole(page, '/admin/news')
  await page.getByRole('button', { name: 'New news item' }).click()
  await page.getByLabel('Title').fill('New MEMS sensors in stock')
  await page.getByLabel('Summary').fill('Accelerometers and gyroscopes from three makers.')
  await page.getByLabel('Text (HTML)').fill('<p>English text.</p>')
  await page.getByRole('tab', { name: /Deutsch/ }).click()
  await page.getByRole('button', { name: 'Write this language' }).click()
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Summary').fill('Beschleunigungssensoren und Gyroskope von drei Herstellern.')
  await page.getByLabel('Text (HTML)').fill('<p>Deutscher Text.</p><script>alert(1)</script>')
  await page.getByRole('button', { name: 'Preview' }).click()
  await expect.poll(() => page.getByTestId('preview').textContent()).toContain('Deutscher Text.')
  expect(await page.getByTestId('preview').innerHTML()).not.toContain('<script')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect.poll(() => page.getByTestId('news-status').textContent()).toBe('draft')
  await page.screenshot({ path: '/tmp/console-news-1366.png', fullPage: true })
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect.poll(() => page.getByTestId('news-status').textContent()).toBe('published')

  // The process that made the change answers it at once; the shop's other process reads the data
  // version at most once a second (docs/operations.md), and the visitor may be served by either.
  const shown = (path: string) =>
    expect.poll(
      async () => {
        await gotoHydrated(visitor, path)
        return visitor.locator('main').textContent()
      },
      { timeout: 10_000, interval: 500 },
    )
  await shown('/de/news').toContain(title)
  // French has no text of its own: the English title.
  await shown('/fr/news').toContain('New MEMS sensors in stock')

  // The other content pages, to look at (1366 px and a tablet).
  for (const [path, name] of [
    ['/admin/news', 'news-list'],
    ['/admin/site-pages', 'pages'],
    ['/admin/home', 'home'],
    ['/admin/settings', 'settings'],
  ] as const) {
    for (const width of [1366, 820]) {
      await page.setViewportSize({ width, height: 1000 })
      await gotoConsole(page, path)
      await page.waitForSelector('h1')
      await page.screenshot({ path: `/tmp/console-${name}-${width}.png`, fullPage: true })
    }
  }
  // The console in Simplified Chinese.
  await page.setViewportSize({ width: 1366, height: 1000 })
  await gotoConsole(page, '/zh/admin/settings')
  await page.waitForSelector('h1')
  expect(await page.locator('h1').textContent()).toBe('设置')
  await page.screenshot({ path: '/tmp/console-settings-zh.png', fullPage: true })
  await page.setViewportSize({ width: 820, height: 1000 })
  await gotoConsole(page, '/admin/site-pages')
  await page.getByRole('button', { name: 'Edit' }).first().click()
  await page.getByRole('button', { name: 'Preview' }).click()
  await page.getByTestId('preview').waitFor()
  await page.screenshot({ path: '/tmp/console-page-editor-820.png', fullPage: true })
  // A language's text is dropped and written anew in the page editor (nothing saved; the seed has all ten).
  const italian = page.getByRole('tab', { name: /Italiano/ })
  await italian.click()
  await page.getByRole('button', { name: 'Remove this language' }).click()
  await page.getByRole('button', { name: 'Write this language' }).click()
  expect(await page.getByLabel('Title').inputValue()).toBe('')
  expect(await italian.getAttribute('class')).toBe('is-written')
  await page.getByLabel('Title').fill('Chi siamo')
  await page.getByRole('button', { name: 'Remove this language' }).click()
  await page.getByRole('button', { name: 'Write this language' }).waitFor()
  expect(await italian.getAttribute('class')).toBe('is-missing')
}, 180_000)
