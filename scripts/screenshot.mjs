// Screenshots pages in Debian's Chromium: node scripts/screenshot.mjs <base-url> <out-dir> <path> [<path> ...]
// Width via WIDTH env (default 1366). Used to look at what we build.
import { chromium } from 'playwright'

const [base, out, ...paths] = process.argv.slice(2)
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})
const page = await browser.newPage({ viewport: { width: Number(process.env.WIDTH ?? 1366), height: 900 } })
page.on('console', (m) => m.type() === 'error' && console.log('console error:', m.text()))
page.on('pageerror', (e) => console.log('page error:', e.message))
for (const path of paths) {
  await page.goto(base + path, { waitUntil: 'networkidle' })
  const file = `${out}/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}.png`
  await page.screenshot({ path: file, fullPage: process.env.FULL === '1' })
  console.log(file)
}
await browser.close()
