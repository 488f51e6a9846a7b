import { chromium } from 'playwright'
const [base, out, w, h, full, ...paths] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: +w, height: +h }, isMobile: +w < 600, hasTouch: +w < 600 })
for (const p of paths) {
  await page.goto(base + p, { waitUntil: 'networkidle' })
  const f = `${out}/${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}_${w}.png`
  await page.screenshot({ path: f, fullPage: full === '1' })
  console.log(f)
}
await browser.close()
