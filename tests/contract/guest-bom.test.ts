/**
 * Guests' BOMs (issue 33, item 5): a buyer without an account uploads, maps, matches and sees the
 * priced result; the BOM is reachable by its private link's token (header Bom-Token) for 24 hours
 * and by nobody without it; listing, renaming and exporting ask for an account (4001, localized);
 * it moves into the account on registering and on signing in (the `bom` cookie), and on coming back
 * to the link signed in; the housekeeping deletes it and its file after 24 hours; every guest BOM
 * call counts against a per-address limit. Through the typed client with a cookie jar.
 */
import { eq, sql } from 'drizzle-orm'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hashToken } from '../../server/auth/sessions'
import { users } from '../../server/db/schema'
import { boms } from '../../server/domains/bom/schema'
import { inList } from '../../server/db/lists'
import { placeName } from '../../locales/place-names'
import { keepHouse } from '../../server/housekeeping'
import { activatedAccount, browser, BUYER_PASSWORD, registration, type Browser } from '../support/buyers'
import { errorOf, okData, startTestApp, type TestApp } from '../support/test-app'
import { message } from '../support/text'

const HOUR = 3_600_000

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ now: '2026-11-25T10:00:00.000Z' })
})
afterAll(() => t?.close())

/** Uploads pasted lines as the browser; answers the envelope. */
async function upload(b: Browser, text: string) {
  const form = new FormData()
  form.append('text', text)
  form.append('name', 'Guest board')
  const res = await b.request('/api/bom/uploadBom', { method: 'POST', body: form })
  return { status: res.status, body: (await res.json()) as { code: number; message: string; data: any } }
}

type Part = { mpn: string; maker: string }
const inStockParts = (n: number) =>
  t.db.all<Part>(
    sql.raw(`SELECT p.mpn, m.name AS maker FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id
              WHERE p.source = 'digikey' AND (SELECT count(*) FROM parts q WHERE q.mpn_norm = p.mpn_norm) = 1
                AND EXISTS (SELECT 1 FROM goods g WHERE g.part_id = p.id AND g.stock >= 1000 AND g.moq <= 10)
              ORDER BY p.id LIMIT ${n}`),
  )

/** A guest's matched BOM: its id, token and the browser holding both. */
async function guestBom(lang = 'en', ip?: string) {
  const b = browser(t, { lang, ip })
  const parts = await inStockParts(2)
  const text = [
    'Part Number,Manufacturer,Qty',
    ...parts.map((p, i) => `${p.mpn},${p.maker},${(i + 1) * 10}`),
    'NOSUCHPART-ZZ9,,5',
  ].join('\n')
  const up = await upload(b, text)
  expect(up.status).toBe(200)
  const token = up.body.data.guest_token as string
  b.withLink(token)
  okData(await b.api.bom.mateBom({ body: { bom_id: up.body.data.bom.id } }))
  return { b, id: up.body.data.bom.id as number, token, parts }
}

const account = () => activatedAccount(t, 'guest-bom')

describe('a guest’s BOM', () => {
  test('upload → columns → match → priced result, without an account; only the token’s hash is stored', async () => {
    const b = browser(t)
    const parts = await inStockParts(2)
    const up = await upload(
      b,
      ['Part Number,Manufacturer,Qty', `${parts[0]!.mpn},${parts[0]!.maker},10`, `${parts[1]!.mpn},,20`].join('\n'),
    )
    expect(up.status).toBe(200)
    const { bom, columns, guest_token: token } = up.body.data
    expect(bom.status).toBe('mapping')
    expect(columns.mapping).toMatchObject({ mpn: 0, manufacturer: 1, quantity: 2 })
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/)
    expect(bom.guest_expires_at).toBe(new Date(t.clock.now().getTime() + 24 * HOUR).toISOString())
    // The cookie that takes it into an account on sign-in: HttpOnly, for 24 hours.
    expect(b.jar.get('bom')).toBe(token)
    const [row] = await t.db.select().from(boms).where(eq(boms.id, bom.id))
    expect(row).toMatchObject({ userId: null, guestTokenHash: await hashToken(token) })
    expect(JSON.stringify(row)).not.toContain(token)

    b.withLink(token)
    const matched = okData(await b.api.bom.mateBom({ body: { bom_id: bom.id, mapping: columns.mapping } }))
    expect(matched).toMatchObject({ status: 'matched', line_count: 2, matched_count: 2 })
    expect(Number(matched.total)).toBeGreaterThan(0)
    const lines = okData(await b.api.bom.mainBomList({ query: { bom_id: bom.id } }))
    expect(lines.list.map((l) => l.part?.part_number)).toEqual([parts[0]!.mpn, parts[1]!.mpn])
    expect(lines.list.every((l) => l.offer && Number(l.offer.ext_price) > 0)).toBe(true)
    // Changing it works as for an account: usage sets.
    expect(okData(await b.api.bom.multiplexBom({ body: { bom_id: bom.id, sets: 2 } })).sets).toBe(2)
  })

  test('the private link opens it for whoever holds the token, and for nobody without it', async () => {
    const { id, token } = await guestBom()
    const holder = browser(t, { lang: 'de' })
    holder.withLink(token)
    expect(okData(await holder.api.bom.mainBom({ query: { bom_id: id } })).id).toBe(id)
    expect(okData(await holder.api.bom.mainBomList({ query: { bom_id: id } })).list).toHaveLength(3)

    const stranger = browser(t, { lang: 'de' })
    expect(errorOf(await stranger.api.bom.mainBom({ query: { bom_id: id } }), 404).message).toBe(
      message('de', 'api.bomNotFound'),
    )
    stranger.withLink('x'.repeat(43))
    errorOf(await stranger.api.bom.mainBom({ query: { bom_id: id } }), 404)
    errorOf(await stranger.api.bom.changeQty({ body: { bom_id: id, line_id: 1, quantity: 3 } }), 404)
    // Another user's session does not reach it either.
    const other = await t.createUserSession()
    const signed = browser(t)
    signed.signedIn(other.token)
    errorOf(await signed.api.bom.mainBom({ query: { bom_id: id } }), 404)
  })

  test('after 24 hours the link finds nothing, and the housekeeping deletes the BOM, its lines and its file', async () => {
    const { b, id } = await guestBom()
    const [row] = await t.db.select().from(boms).where(eq(boms.id, id))
    const file = join(t.dir, 'files', row!.fileKey)
    expect(existsSync(file)).toBe(true)
    t.clock.advance(23 * HOUR)
    okData(await b.api.bom.mainBom({ query: { bom_id: id } }))
    expect((await keepHouse(t.ports)).guestBoms).toBe(0)
    t.clock.advance(1 * HOUR)
    errorOf(await b.api.bom.mainBom({ query: { bom_id: id } }), 404)
    expect((await keepHouse(t.ports)).guestBoms).toBeGreaterThanOrEqual(1)
    expect(await t.db.select().from(boms).where(eq(boms.id, id))).toEqual([])
    expect(await t.db.all(sql`SELECT id FROM bom_lines WHERE bom_id = ${id}`)).toEqual([])
    expect(existsSync(file)).toBe(false)
  })

  test('listing, renaming, deleting and exporting ask a guest to sign in (4001, in the caller’s language)', async () => {
    const { b, id } = await guestBom('ja' as never)
    const fr = browser(t, { lang: 'fr' })
    fr.withLink(b.jar.get('bom')!)
    const answers = [
      await fr.api.bom.bomList({ query: {} }),
      await fr.api.bom.editBomName({ body: { bom_id: id, name: 'mine' } }),
      await fr.api.bom.delBom({ query: { bom_id: String(id) as never } }),
      await fr.api.bom.exportBom({ query: { bom_id: id } }),
    ]
    for (const a of answers)
      expect(errorOf(a, 401)).toEqual({ code: 4001, message: message('fr', 'api.sessionInvalid'), data: null })
  })

  test('the stock location is named in the caller’s language, as the product page names it', async () => {
    const { id, token } = await guestBom()
    const zh = browser(t, { lang: 'zh' })
    zh.withLink(token)
    const lines = okData(await zh.api.bom.mainBomList({ query: { bom_id: id, tab: 'matched' } })).list
    const raw = await t.db.all<{ id: number; stock_location: string }>(
      sql`SELECT id, stock_location FROM goods WHERE id IN ${inList(lines.map((l) => l.offer!.goods_id))}`,
    )
    const named = new Map(raw.map((g) => [g.id, placeName(g.stock_location, 'zh')]))
    expect(lines.map((l) => l.offer!.stock_location)).toEqual(lines.map((l) => named.get(l.offer!.goods_id)))
    // Named, not written as stored (the demo offers are in places the table knows).
    expect(
      lines.some((l) => l.offer!.stock_location !== raw.find((g) => g.id === l.offer!.goods_id)!.stock_location),
    ).toBe(true)
  })

  test('matched lines go to the guest cart', async () => {
    const { b, id } = await guestBom()
    const lines = okData(await b.api.bom.mainBomList({ query: { bom_id: id, tab: 'matched' } })).list
    const sent = okData(await b.api.bom.addCart({ body: { bom_id: id, tab: 'matched' } }))
    expect(sent).toMatchObject({ added: 2, count: 2, refused: [] })
    expect(b.jar.get('cart')).toBeTruthy()
    const cart = okData(await b.api.cart.lists())
    expect(cart.list.map((l) => l.cart_num).sort()).toEqual(lines.map((l) => l.offer!.order_qty).sort())
  })

  test('it moves into the account on signing in, and the cookie is forgotten', async () => {
    const { b, id } = await guestBom()
    const { email, userId } = await account()
    b.withLink(null)
    const data = okData(await b.api.accounts.login({ body: { email, password: BUYER_PASSWORD } }))
    expect(b.jar.has('bom')).toBe(false)
    const [row] = await t.db.select().from(boms).where(eq(boms.id, id))
    expect(row).toMatchObject({ userId, guestTokenHash: null, expiresAt: null })
    b.signedIn(data.token)
    const list = okData(await b.api.bom.bomList({ query: {} }))
    expect(list.list.map((s) => [s.id, s.matched_count, s.guest_expires_at])).toEqual([[id, 2, null]])
    // The housekeeping never deletes it now.
    t.clock.advance(48 * HOUR)
    await keepHouse(t.ports)
    expect(okData(await b.api.bom.mainBom({ query: { bom_id: id } })).id).toBe(id)
  })

  test('it moves into the account on registering', async () => {
    const { b, id } = await guestBom()
    const email = `new-${crypto.randomUUID().slice(0, 8)}@example.com`
    okData(
      await b.api.accounts.register({
        body: registration({ email }),
      }),
    )
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.emailNorm, email))
    const [row] = await t.db.select().from(boms).where(eq(boms.id, id))
    expect(row).toMatchObject({ userId: user!.id, guestTokenHash: null, expiresAt: null })
    expect(b.jar.has('bom')).toBe(false)
  })

  test('registering with an address that has an account does not give that account the BOM', async () => {
    const { b, id } = await guestBom()
    const { email } = await account()
    okData(
      await b.api.accounts.register({
        body: registration({
          email,
          contact_name: 'Mallory',
          company_name: 'X Ltd',
          address: '1 Street',
          state: 'London',
        }),
      }),
    )
    const [row] = await t.db.select().from(boms).where(eq(boms.id, id))
    expect(row!.userId).toBeNull()
  })

  test('coming back to the private link signed in takes the BOM into the account', async () => {
    const { id, token } = await guestBom()
    const { email } = await account()
    const elsewhere = browser(t)
    const data = okData(await elsewhere.api.accounts.login({ body: { email, password: BUYER_PASSWORD } }))
    elsewhere.signedIn(data.token)
    elsewhere.withLink(token)
    expect(okData(await elsewhere.api.bom.mainBom({ query: { bom_id: id } })).guest_expires_at).toBeNull()
    elsewhere.withLink(null)
    expect(okData(await elsewhere.api.bom.bomList({ query: {} })).list.map((s) => s.id)).toEqual([id])
  })
})

describe('a guest’s BOM calls are limited per address', () => {
  test('reads and writes count together; another address is not affected; an account is not', async () => {
    const limited = await startTestApp({ seed: false, limits: { guestBom: [4, 600] } })
    try {
      const b = browser(limited, { lang: 'de', ip: '203.0.113.7' })
      const form = () => {
        const f = new FormData()
        f.append('text', 'TIP120,,5')
        return f
      }
      const first = await b.request('/api/bom/uploadBom', { method: 'POST', body: form() })
      expect(first.status).toBe(200)
      const { bom, guest_token } = ((await first.json()) as { data: any }).data
      b.withLink(guest_token)
      okData(await b.api.bom.mainBom({ query: { bom_id: bom.id } }))
      okData(await b.api.bom.mainBomList({ query: { bom_id: bom.id } }))
      okData(await b.api.bom.mateBom({ body: { bom_id: bom.id } }))
      const refused = errorOf(await b.api.bom.mainBom({ query: { bom_id: bom.id } }), 429)
      expect(refused.message).toMatch(/\d/)
      expect(refused.message.slice(0, 8)).toBe(message('de', 'api.rateLimited', { seconds: 1 }).slice(0, 8))
      // Another address is served.
      const other = browser(limited, { lang: 'de', ip: '203.0.113.8' })
      other.withLink(guest_token)
      okData(await other.api.bom.mainBom({ query: { bom_id: bom.id } }))
      // A signed-in user at the limited address is not counted as a guest.
      const s = await limited.createUserSession()
      const user = browser(limited, { lang: 'de', ip: '203.0.113.7' })
      user.signedIn(s.token)
      okData(await user.api.bom.bomList({ query: {} }))
      errorOf(await user.api.bom.mainBom({ query: { bom_id: bom.id } }), 404)
    } finally {
      await limited.close()
    }
  })
})
