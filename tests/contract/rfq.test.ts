/**
 * Requests for quotation and their captcha (issue 20): the 8 calls of capability `rfq` through the
 * typed client against the real app and a real SQLite file — good and bad input, the abuse cases
 * (no lines, 1,001 lines, 3 MB file, a renamed non-spreadsheet, wrong, reused, expired and foreign
 * captchas, other users' RFQs) and the two mails in the outbox.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as XLSX from 'xlsx'
import { readOutboxMail } from '../support/mail'
import { envelopeOf, errorOf, okData, startTestApp, type CallHeaders, type TestApp } from '../support/test-app'
import { message } from '../support/text'

let t: TestApp
let goods: { id: number; mpn: string; manufacturer: string }[]

beforeAll(async () => {
  t = await startTestApp()
  goods = await t.db.all<{ id: number; mpn: string; manufacturer: string }>(
    sql`SELECT g.id, p.mpn, m.name AS manufacturer FROM goods g JOIN parts p ON p.id = g.part_id
        JOIN manufacturers m ON m.id = p.manufacturer_id WHERE g.id = p.goods_id ORDER BY g.id LIMIT 3`,
  )
})
afterAll(() => t?.close())

const contact = {
  contact_name: 'Marie Curie',
  company_name: 'Radium SARL',
  email: 'marie@radium.example',
  telephone: '+33 1 23 45 67 89',
  country: 'FR',
  comment: 'Original parts only, please.',
}
const line = (part_number: string, qty = 100) => ({ part_number, qty })

/** A text captcha answered as a person would: the two numbers of the question, added. */
async function solvedCaptcha(form: 'rfq' | 'goodsDetailRfq' = 'rfq', headers: CallHeaders = {}) {
  const captcha = okData(await t.client(headers).rfq.getCaptcha({ query: { form, kind: 'text' } }))
  const [a, b] = (captcha.question.match(/\d+/g) ?? []).map(Number)
  return { captcha_id: captcha.captcha_id, captcha_code: String(a! + b!) }
}

async function mailsSince(before: string[]) {
  const files = (await t.outboxFiles()).filter((f) => !before.includes(f))
  return Promise.all(files.map((f) => readOutboxMail(t.outbox, f)))
}

/** Lets the deferred delivery write the outbox files. */
const settle = () => new Promise((r) => setTimeout(r, 300))

describe('GET /api/captcha/getCaptcha', () => {
  test('an SVG picture with no text in it for a program to read, a new one every time', async () => {
    const one = okData(await t.api.rfq.getCaptcha({ query: {} }))
    const two = okData(await t.api.rfq.getCaptcha({ query: {} }))
    expect(one.kind).toBe('image')
    expect(one.image).toMatch(/^<svg [^>]*role="img"/)
    expect(one.image).not.toMatch(/<text|<tspan|font-family/)
    expect(one.image).toContain(message('en', 'captcha.imageLabel'))
    expect(one.captcha_id).not.toBe(two.captcha_id)
    expect(one.image).not.toBe(two.image)
    expect(one.expires_in).toBe(300)
    // Only a hash of the answer is stored.
    const [row] = await t.db.all<{ answer_hash: string }>(
      sql`SELECT answer_hash FROM captchas WHERE id = ${one.captcha_id}`,
    )
    expect(row!.answer_hash).toMatch(/^[0-9a-f]{64}$/)
  })

  test('the accessible alternative: a question in the page language', async () => {
    const fr = okData(await t.client({ lang: 'fr' }).rfq.getCaptcha({ query: { kind: 'text' } }))
    expect(fr.kind).toBe('text')
    expect(fr.image).toBe('')
    expect(fr.question).toMatch(/^Combien font \d plus \d \?/)
  })

  test('an unknown form is refused', async () => {
    const res = await t.request('/api/captcha/getCaptcha?form=login')
    expect(res.status).toBe(400)
  })
})

describe('POST /api/captcha/checkCaptcha', () => {
  test('a right code is valid and stays usable for its form; a wrong one is refused and used up', async () => {
    const good = await solvedCaptcha()
    expect(okData(await t.api.rfq.checkCaptcha({ body: { ...good, form: 'rfq' } }))).toEqual({ valid: true })
    const sent = await t.api.rfq.saveRfqContact({ body: { ...contact, ...good, lines: [line('LM358DR')] } })
    expect(sent.status).toBe(200)

    const burnt = await solvedCaptcha()
    const wrong = errorOf(await t.api.rfq.checkCaptcha({ body: { ...burnt, captcha_code: 'nope', form: 'rfq' } }), 400)
    expect(wrong.data!.errors).toEqual([{ field: 'captcha_code', message: message('en', 'captcha.wrong') }])
    // The right answer after a wrong one: the captcha is gone (a guess costs a new code).
    errorOf(await t.api.rfq.checkCaptcha({ body: { ...burnt, form: 'rfq' } }), 400)
  })

  test('bound to its form: a code for the quick RFQ does not open the RFQ form', async () => {
    const quick = await solvedCaptcha('goodsDetailRfq')
    errorOf(await t.api.rfq.checkCaptcha({ body: { ...quick, form: 'rfq' } }), 400)
  })

  test('expires after five minutes', async () => {
    const late = await solvedCaptcha()
    t.clock.advance(5 * 60_000 + 1000)
    try {
      errorOf(await t.api.rfq.checkCaptcha({ body: { ...late, form: 'rfq' } }), 400)
    } finally {
      t.clock.advance(-(5 * 60_000 + 1000))
    }
  })

  test('wrong codes from one address are limited: then even a right one is not checked (429)', async () => {
    const limited = await startTestApp({ seed: false, limits: { captchaWrong: [3, 600] } })
    try {
      const api = limited.client({ lang: 'de' }, { ip: '198.51.100.77' })
      for (let i = 0; i < 3; i++) {
        const { captcha_id } = okData(await api.rfq.getCaptcha({ query: { kind: 'text' } }))
        errorOf(await api.rfq.checkCaptcha({ body: { captcha_id, captcha_code: '0', form: 'rfq' } }), 400)
      }
      const captcha = okData(await api.rfq.getCaptcha({ query: { kind: 'text' } }))
      const [a, b] = captcha.question.match(/\d+/g)!.map(Number)
      const refused = errorOf(
        await api.rfq.checkCaptcha({
          body: { captcha_id: captcha.captcha_id, captcha_code: String(a! + b!), form: 'rfq' },
        }),
        429,
      )
      expect(refused.message).toBe(message('de', 'captcha.tooMany'))
      // Another address is not affected.
      const other = limited.client({}, { ip: '198.51.100.78' })
      const fresh = okData(await other.rfq.getCaptcha({ query: { kind: 'text' } }))
      const [c, d] = fresh.question.match(/\d+/g)!.map(Number)
      expect(
        (
          await other.rfq.checkCaptcha({
            body: { captcha_id: fresh.captcha_id, captcha_code: String(c! + d!), form: 'rfq' },
          })
        ).status,
      ).toBe(200)
    } finally {
      await limited.close()
    }
  })
})

describe('POST /api/rfq/saveRfqContact', () => {
  test('a guest sends an RFQ in French: the number, the lines stored, the sales mail with an xlsx, the acknowledgement in French', async () => {
    const before = await t.outboxFiles()
    const fr = t.client({ lang: 'fr' })
    const body = {
      ...contact,
      ...(await solvedCaptcha('rfq', { lang: 'fr' })),
      lines: [
        { ...line(goods[0]!.mpn, 250), goods_id: goods[0]!.id, target_price: '0.12' },
        { part_number: 'MY-CUSTOM-PART', manufacturer: 'Acme', package: 'SOT-23', date_code: '24+', qty: 5000 },
      ],
    }
    const sent = okData(await fr.rfq.saveRfqContact({ body }))
    expect(sent.rfq_no).toMatch(/^RFQ-\d{6}-[A-Z0-9]{5}$/)
    expect(sent.lines).toBe(2)

    const stored = await t.db.all<{ part_number: string; qty: number; goods_id: number | null; target_price: string }>(
      sql`SELECT l.part_number, l.qty, l.goods_id, l.target_price FROM rfq_lines l JOIN rfqs r ON r.id = l.rfq_id
          WHERE r.rfq_no = ${sent.rfq_no} ORDER BY l.position`,
    )
    expect(stored).toEqual([
      { part_number: goods[0]!.mpn, qty: 250, goods_id: goods[0]!.id, target_price: '0.12' },
      { part_number: 'MY-CUSTOM-PART', qty: 5000, goods_id: null, target_price: '' },
    ])

    await settle()
    const mails = await mailsSince(before)
    expect(mails.map((m) => m.to).sort()).toEqual(['marie@radium.example', 'sales@chipshop.example'])
    const sales = mails.find((m) => m.to === 'sales@chipshop.example')!
    expect(sales.subject).toContain(sent.rfq_no)
    expect(sales.html).toContain('MY-CUSTOM-PART')
    expect(sales.text).toContain('Radium SARL')
    expect(sales.attachments.map((a) => a.filename)).toEqual([`${sent.rfq_no}.xlsx`])
    const sheet = XLSX.read(sales.attachments[0]!.bytes)
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet.Sheets[sheet.SheetNames[0]!]!, { header: 1 })
    expect([rows[1]![0], rows[1]![4], rows[1]![5], rows[1]![6]]).toEqual([goods[0]!.mpn, 250, 0.12, goods[0]!.id])
    expect(rows[2]).toEqual(['MY-CUSTOM-PART', 'Acme', 'SOT-23', '24+', 5000])

    const ack = mails.find((m) => m.to === 'marie@radium.example')!
    expect(ack.subject).toBe(
      message('fr', 'rfq.mail.ack.subject', { no: sent.rfq_no, site: message('fr', 'site.company') }),
    )
    expect(ack.text).toContain(sent.rfq_no)
    expect(ack.text).toContain(message('fr', 'rfq.promise.form'))
    expect(ack.html).toMatch(/<html lang="fr"/)
  })

  test('a guest without a verification code: "Enter a verification code" on its field', async () => {
    const res = errorOf(await t.api.rfq.saveRfqContact({ body: { ...contact, lines: [line('LM358DR')] } }), 400)
    expect(res.data!.errors).toEqual([
      { field: 'captcha_code', message: message('en', 'validation.enterVerificationCode') },
    ])
  })

  test('a reused code is refused: the RFQ it sent used it up', async () => {
    const captcha = await solvedCaptcha()
    expect((await t.api.rfq.saveRfqContact({ body: { ...contact, ...captcha, lines: [line('A1')] } })).status).toBe(200)
    const again = errorOf(
      await t.api.rfq.saveRfqContact({ body: { ...contact, ...captcha, lines: [line('A1')] } }),
      400,
    )
    expect(again.message).toBe(message('en', 'captcha.wrong'))
  })

  test('no lines, 1,001 lines: refused with a clear message; 1,000 lines are taken', async () => {
    const fr = t.client({ lang: 'fr' })
    const none = errorOf(await fr.rfq.saveRfqContact({ body: { ...contact, lines: [] } }), 400)
    expect(none.data!.errors).toContainEqual({ field: 'lines', message: message('fr', 'validation.rfqNoLines') })
    const many = Array.from({ length: 1001 }, (_, i) => line(`PART-${i}`))
    const tooMany = errorOf(await fr.rfq.saveRfqContact({ body: { ...contact, lines: many } }), 400)
    expect(tooMany.data!.errors).toContainEqual({
      field: 'lines',
      message: message('fr', 'validation.rfqTooManyLines', { max: 1000 }),
    })
    const { token } = await t.createUserSession()
    const full = okData(
      await t
        .client({ authorization: `Bearer ${token}` })
        .rfq.saveRfqContact({ body: { ...contact, lines: many.slice(0, 1000) } }),
    )
    expect(full.lines).toBe(1000)
    const [count] = await t.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM rfq_lines WHERE rfq_id = ${full.id}`)
    expect(count!.n).toBe(1000)
  })

  test('the required messages of spec §5, in the page language, each on its field', async () => {
    const res = errorOf(
      await t.client({ lang: 'de' }).rfq.saveRfqContact({
        body: {
          contact_name: ' ',
          company_name: '',
          email: '',
          telephone: '',
          country: '',
          lines: [{ part_number: '', qty: 0 }],
        } as never,
      }),
      400,
    )
    const byField = Object.fromEntries(res.data!.errors.map((e) => [e.field, e.message]))
    expect(byField).toMatchObject({
      contact_name: message('de', 'validation.enterContactName'),
      company_name: message('de', 'validation.enterCompanyName'),
      email: message('de', 'validation.enterEmail'),
      telephone: message('de', 'validation.enterTelephone'),
      country: message('de', 'validation.selectCountry'),
      'lines.0.part_number': message('de', 'validation.enterPartNumber'),
      'lines.0.qty': message('de', 'validation.enterQty'),
    })
  })
})

describe('POST /api/rfq/goodsDetailRfq', () => {
  test('the quick RFQ of a product page: one line from the catalogue; the reply promise of 24 hours', async () => {
    const before = await t.outboxFiles()
    const g = goods[1]!
    const sent = okData(
      await t.api.rfq.goodsDetailRfq({
        body: {
          ...contact,
          email: 'quick@buyer.example',
          ...(await solvedCaptcha('goodsDetailRfq')),
          goods_id: g.id,
          qty: 3000,
          target_price: '1.5',
        },
      }),
    )
    expect(sent.lines).toBe(1)
    const [stored] = await t.db.all<{ part_number: string; goods_id: number; source: string }>(
      sql`SELECT l.part_number, l.goods_id, r.source FROM rfq_lines l JOIN rfqs r ON r.id = l.rfq_id WHERE r.id = ${sent.id}`,
    )
    expect(stored).toEqual({ part_number: g.mpn, goods_id: g.id, source: 'goodsDetailRfq' })
    await settle()
    const ack = (await mailsSince(before)).find((m) => m.to === 'quick@buyer.example')!
    expect(ack.text).toContain(message('en', 'rfq.promise.product'))
  })

  test('an offer that does not exist: 404; the RFQ form captcha does not do', async () => {
    errorOf(
      await t.api.rfq.goodsDetailRfq({
        body: { ...contact, ...(await solvedCaptcha('goodsDetailRfq')), goods_id: 2 ** 31, qty: 1 },
      }),
      404,
    )
    errorOf(
      await t.api.rfq.goodsDetailRfq({
        body: { ...contact, ...(await solvedCaptcha('rfq')), goods_id: goods[1]!.id, qty: 1 },
      }),
      400,
    )
  })
})

describe('GET /api/user/rfq/centerRfqList and rfqDetail', () => {
  test("a buyer sees their RFQs and the guest RFQs of their e-mail, by status; never another buyer's", async () => {
    const email = `history-${crypto.randomUUID().slice(0, 8)}@example.com`
    const guest = okData(
      await t.api.rfq.saveRfqContact({
        body: { ...contact, email: email.toUpperCase(), ...(await solvedCaptcha()), lines: [line('GUEST-1')] },
      }),
    )
    const buyer = await t.createUserSession({ email })
    const api = t.client({ authorization: `Bearer ${buyer.token}` })
    const own = okData(
      await api.rfq.saveRfqContact({
        body: { ...contact, lines: [line('OWN-1'), line('OWN-2'), line('OWN-3'), line('OWN-4')] },
      }),
    )
    await t.db.run(sql`UPDATE rfqs SET status = 'viewed' WHERE id = ${guest.id}`)

    const all = okData(await api.rfq.centerRfqList({ query: {} }))
    expect(all.total).toBe(2)
    expect(all.list.map((r) => r.rfq_no)).toEqual([own.rfq_no, guest.rfq_no])
    expect(all.list[0]).toMatchObject({
      status: 'submitted',
      line_count: 4,
      part_numbers: ['OWN-1', 'OWN-2', 'OWN-3'],
      source: 'rfq',
    })
    const viewed = okData(await api.rfq.centerRfqList({ query: { status: 'viewed' } }))
    expect(viewed.list.map((r) => r.rfq_no)).toEqual([guest.rfq_no])
    const paged = okData(await api.rfq.centerRfqList({ query: { page: 2, page_size: 1 } }))
    expect(paged.list.map((r) => r.rfq_no)).toEqual([guest.rfq_no])

    const detail = okData(await api.rfq.rfqDetail({ query: { id: own.id } }))
    expect(detail.contact).toEqual({ ...contact })
    expect(detail.lines.map((l) => l.part_number)).toEqual(['OWN-1', 'OWN-2', 'OWN-3', 'OWN-4'])

    const stranger = await t.createUserSession()
    const other = t.client({ authorization: `Bearer ${stranger.token}` })
    errorOf(await other.rfq.rfqDetail({ query: { id: own.id } }), 404)
    errorOf(await other.rfq.rfqDetail({ query: { id: guest.id } }), 404)
    expect(okData(await other.rfq.centerRfqList({ query: {} })).total).toBe(0)
  })

  test('without a session: 4001', async () => {
    const list = await t.request('/api/user/rfq/centerRfqList')
    expect((await envelopeOf(list)).code).toBe(4001)
    const detail = await t.request('/api/user/rfq/rfqDetail?id=1')
    expect((await envelopeOf(detail)).code).toBe(4001)
    const expired = await t.request('/api/user/rfq/centerRfqList', {
      headers: { authorization: 'Bearer x'.padEnd(40, 'x') },
    })
    expect((await envelopeOf(expired)).code).toBe(4001)
  })
})

describe('POST /api/upload/excel + POST /api/rfq/handleRfqExcel', () => {
  function workbook(rows: unknown[][]): Uint8Array<ArrayBuffer> {
    const wb = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'RFQ')
    return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
  }
  async function upload(token: string, bytes: Uint8Array<ArrayBuffer>, name: string) {
    const form = new FormData()
    form.append('file', new Blob([bytes]), name)
    return t.request('/api/upload/excel', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })
  }

  test('a spreadsheet becomes RFQ lines, matched to the catalogue where possible', async () => {
    const { token } = await t.createUserSession()
    const up = await envelopeOf(
      await upload(
        token,
        workbook([
          ['Part Number', 'Manufacturer', 'Qty', 'Target price'],
          [goods[0]!.mpn.toLowerCase(), '', 1200, '0.5'],
          ['NOT-A-REAL-PART-XYZ', 'Acme', 7, ''],
        ]),
        'rfq.xlsx',
      ),
    )
    expect(up.code).toBe(200)
    const api = t.client({ authorization: `Bearer ${token}` })
    const read = okData(await api.rfq.handleRfqExcel({ body: { file_id: up.data.file_id } }))
    expect(read.total).toBe(2)
    expect(read.list[0]).toMatchObject({
      row: 2,
      part_number: goods[0]!.mpn,
      qty: 1200,
      target_price: '0.5',
      matched: true,
    })
    expect(read.list[0]!.goods_id).toEqual(expect.any(Number))
    expect(read.list[1]).toMatchObject({
      part_number: 'NOT-A-REAL-PART-XYZ',
      manufacturer: 'Acme',
      qty: 7,
      matched: false,
      goods_id: null,
    })

    // Another user's file is not found.
    const other = await t.createUserSession()
    errorOf(
      await t
        .client({ authorization: `Bearer ${other.token}` })
        .rfq.handleRfqExcel({ body: { file_id: up.data.file_id } }),
      404,
    )
  })

  test('a 3 MB file is refused (413), a renamed non-spreadsheet too (400), a list of 1,001 lines with its message', async () => {
    const { token } = await t.createUserSession()
    const big = new Uint8Array(3 * 1024 * 1024).fill(65)
    expect((await upload(token, big, 'big.csv')).status).toBe(413)
    const renamed = await upload(token, new Uint8Array([0x4d, 0x5a, 0x90, 0, 1, 2]), 'parts.xlsx')
    expect(renamed.status).toBe(400)
    expect((await envelopeOf(renamed)).message).toBe(message('en', 'validation.fileType'))

    const csv = new TextEncoder().encode(
      ['part number,qty', ...Array.from({ length: 1001 }, (_, i) => `PART-${i},${i + 1}`)].join('\n'),
    )
    const up = await envelopeOf(await upload(token, csv, 'long.csv'))
    const refused = errorOf(
      await t
        .client({ authorization: `Bearer ${token}`, lang: 'fr' })
        .rfq.handleRfqExcel({ body: { file_id: up.data.file_id } }),
      400,
    )
    expect(refused.message).toBe(
      message('fr', 'sheets.tooManyLines', { limit: new Intl.NumberFormat('fr').format(1000) }),
    )
  })

  // Issue 20: a guest sends an RFQ from a spreadsheet. The upload is bound to the RFQ form's
  // verification code, answered right; only that code reads the file, until the RFQ uses it up.
  async function guestUpload(bytes: Uint8Array<ArrayBuffer>, captcha: { captcha_id?: string; captcha_code?: string }) {
    const form = new FormData()
    form.append('file', new Blob([bytes]), 'guest rfq.xlsx')
    for (const [k, v] of Object.entries(captcha)) form.append(k, v)
    return t.request('/api/upload/excel', { method: 'POST', body: form })
  }

  test('a guest uploads with the verification code, reads the lines with it, and sends the RFQ with it', async () => {
    const sheet = workbook([
      ['Part Number', 'Qty'],
      [goods[1]!.mpn, 300],
    ])
    const captcha = await solvedCaptcha()
    const up = await envelopeOf(await guestUpload(sheet, captcha))
    expect(up.code).toBe(200)
    expect(up.data.file_id).toMatch(/^guest-[0-9a-f]{32}\/[0-9a-f-]{36}\.xlsx$/)
    const read = (file_id: string, captcha_id?: string) =>
      t.api.rfq.handleRfqExcel({ body: { file_id, ...(captcha_id ? { captcha_id } : {}) } })
    const lines = okData(await read(up.data.file_id, captcha.captcha_id))
    expect(lines.list[0]).toMatchObject({ part_number: goods[1]!.mpn, qty: 300, matched: true })
    // Without the code, or with another one (even answered), the file is not found.
    errorOf(await read(up.data.file_id), 404)
    const other = await solvedCaptcha()
    okData(await t.api.rfq.checkCaptcha({ body: { ...other, form: 'rfq' } }))
    errorOf(await read(up.data.file_id, other.captcha_id), 404)
    // A signed-in user cannot read a guest's file either.
    const { token } = await t.createUserSession()
    errorOf(
      await t
        .client({ authorization: `Bearer ${token}` })
        .rfq.handleRfqExcel({ body: { file_id: up.data.file_id, captcha_id: captcha.captcha_id } }),
      404,
    )

    const before = await t.outboxFiles()
    const email = 'sheet-guest@example.com'
    const sent = okData(
      await t.api.rfq.saveRfqContact({
        body: {
          ...contact,
          email,
          ...captcha,
          lines: lines.list.map((l) => ({ part_number: l.part_number, qty: l.qty, goods_id: l.goods_id })),
        },
      }),
    )
    expect(sent.rfq_no).toMatch(/\w/)
    await settle()
    const mails = await mailsSince(before)
    expect(mails.map((m) => m.to).sort()).toEqual(['sales@chipshop.example', email])
    // The RFQ used the code up: the file is not read again with it.
    errorOf(await read(up.data.file_id, captcha.captcha_id), 404)
  })

  test('a guest without a code, or with a wrong one, stores nothing; a wrong code is used up', async () => {
    const sheet = workbook([['Part Number'], ['LM358DR']])
    const missing = await guestUpload(sheet, {})
    expect(missing.status).toBe(400)
    expect((await envelopeOf(missing)).data.errors[0]).toEqual({
      field: 'captcha_code',
      message: message('en', 'validation.enterVerificationCode'),
    })
    const captcha = await solvedCaptcha()
    const wrong = await guestUpload(sheet, { captcha_id: captcha.captcha_id, captcha_code: '999999' })
    expect(wrong.status).toBe(400)
    expect((await envelopeOf(wrong)).message).toBe(message('en', 'captcha.wrong'))
    // Used up by the wrong answer: the right one no longer counts.
    expect((await guestUpload(sheet, captcha)).status).toBe(400)
  })
})
