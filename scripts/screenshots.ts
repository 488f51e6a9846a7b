/**
 * `npm run screenshots`: the storefront as a buyer sees it, to look at (issue 21). The build is
 * done by the npm script; this starts the built Node server on a fresh temporary data folder (the
 * embedded demo data), signs a buyer in with one line in the cart, and writes full-page PNGs of
 * home, search, a product page, /category, a category, the cart and checkout, and as a guest the
 * sign-in, registration, activation (without a link) and forgotten-password pages, at 1366 px (desktop) and 390 px (phone), in
 * en, de, ar and zh, into screenshots/ (gitignored) with an
 * index.html that shows them side by side. Console errors and failed requests are printed.
 *
 *   npm run screenshots                         # everything (56 PNGs, about two minutes)
 *   SHOTS_LANGS=ar SHOTS_PAGES=home,product npm run screenshots
 */
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient } from '@libsql/client'
import { drizzle } from 'drizzle-orm/libsql'
import { chromium } from 'playwright'
import { createSession } from '../server/auth/sessions'
import { schema, type Db } from '../server/db/client'
import { users } from '../server/db/schema'
import { freePort } from '../tests/support/free-port'

const root = process.env.CHIPSHOP_ROOT ?? process.cwd()
const out = join(root, 'screenshots')
const widths = { desktop: 1366, phone: 390 } as const
const langs = (process.env.SHOTS_LANGS ?? 'en,de,ar,zh').split(',')

const port = await freePort()
const base = `http://127.0.0.1:${port}`
const dataDir = await mkdtemp(join(tmpdir(), 'chipshop-shots-'))
const server = spawn(process.execPath, [join(root, 'dist/node/server.mjs')], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG: 'off', WEB_CONCURRENCY: '1' },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const stop = async () => {
  server.kill('SIGTERM')
  await rm(dataDir, { recursive: true, force: true })
}

try {
  const deadline = Date.now() + 120_000
  for (;;) {
    const ok = await fetch(base + '/', { signal: AbortSignal.timeout(2_000) })
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) break
    if (Date.now() > deadline || server.exitCode !== null) throw new Error('the server did not start')
    await new Promise((r) => setTimeout(r, 200))
  }

  // A buyer with one line in the cart (the cart and checkout are for signed-in buyers).
  const client = createClient({ url: `file:${join(dataDir, 'chipshop.db')}` })
  const one = async (sql: string) => Number(Object.values((await client.execute(sql)).rows[0] ?? { x: 0 })[0])
  const product = await one(
    `SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id WHERE p.mpn = 'STM32F407VGT6' ORDER BY g.id LIMIT 1`,
  )
  const category = await one('SELECT category_id FROM parts GROUP BY category_id ORDER BY count(*) DESC LIMIT 1')
  const cartOffer = await one('SELECT id FROM goods WHERE moq = 1 AND multiple = 1 AND stock > 10 ORDER BY id LIMIT 1')
  const db = drizzle(client, { schema }) as unknown as Db
  const now = new Date()
  const [user] = await db
    .insert(users)
    .values({ email: 'screenshots@example.com', emailNorm: 'screenshots@example.com', createdAt: now.toISOString() })
    .returning({ id: users.id })
  const { token } = await createSession(db, user!.id, now)
  client.close()
  const added = await fetch(`${base}/api/cart/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ goods_id: cartOffer, cart_num: 3 }),
  })
  if (!added.ok) throw new Error(`cart/add answered ${added.status}`)

  const allPages: Record<string, string> = {
    home: '/',
    search: '/s?wd=stm32f4',
    product: `/productdetail/${product}`,
    categories: '/category',
    category: `/category/${category}`,
    cart: '/shoppingcart',
    checkout: '/pay/order',
    login: '/login',
    register: '/register',
    forgot: '/forgotpassword',
    activate: '/register/activate',
  }
  /** Pages shown as a guest sees them (signed in, the sign-in page says so instead). */
  const guestPages = new Set(['login', 'register', 'forgot', 'activate'])
  const wanted = process.env.SHOTS_PAGES?.split(',')
  const pages = Object.entries(allPages).filter(([name]) => !wanted || wanted.includes(name))

  await rm(out, { recursive: true, force: true })
  await mkdir(out, { recursive: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
  const rows: string[] = []
  for (const [device, width] of Object.entries(widths)) {
    const options = {
      viewport: { width, height: device === 'phone' ? 844 : 900 },
      deviceScaleFactor: 1,
      isMobile: device === 'phone',
      hasTouch: device === 'phone',
    }
    const context = await browser.newContext(options)
    await context.addCookies([{ name: 'token', value: token, url: base }])
    const signedIn = await context.newPage()
    const guestContext = await browser.newContext(options)
    const guest = await guestContext.newPage()
    let where = ''
    for (const page of [signedIn, guest]) {
      page.on('console', (m) => void (m.type() === 'error' && console.log(`${where}: console error: ${m.text()}`)))
      page.on('pageerror', (e) => console.log(`${where}: page error: ${e.message}`))
      page.on('response', (r) => void (r.status() >= 400 && console.log(`${where}: HTTP ${r.status()} ${r.url()}`)))
    }
    for (const [name, path] of pages) {
      const page = guestPages.has(name) ? guest : signedIn
      const cells: string[] = []
      for (const lang of langs) {
        where = `${device} ${lang} ${name}`
        const url = (lang === 'en' ? '' : `/${lang}`) + (path === '/' && lang !== 'en' ? '' : path)
        await page.goto(base + url, { waitUntil: 'networkidle' })
        const file = `${device}-${name}-${lang}.png`
        await page.screenshot({ path: join(out, file), fullPage: true })
        const height = await page.evaluate(() => document.documentElement.scrollHeight)
        console.log(`${file} ${width}×${height}`)
        cells.push(
          `<figure><figcaption>${lang} ${url} (${height} px)</figcaption><a href="${file}"><img src="${file}" loading="lazy"></a></figure>`,
        )
      }
      rows.push(`<h2>${device} ${name}</h2><div class="row">${cells.join('')}</div>`)
    }
    await context.close()
    await guestContext.close()
  }
  await browser.close()
  await writeFile(
    join(out, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>chipshop screenshots</title>
<style>body{font:14px sans-serif;margin:1rem}.row{display:flex;gap:1rem;align-items:flex-start;overflow-x:auto}
figure{margin:0;flex:0 0 auto}img{width:320px;border:1px solid #ccc}figcaption{margin-bottom:.25rem}</style>
<h1>chipshop screenshots, ${new Date().toISOString()}</h1>${rows.join('\n')}\n`,
  )
  console.log(`${out}/index.html`)
} finally {
  await stop()
}
