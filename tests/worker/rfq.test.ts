/**
 * RFQs on workerd (Miniflare, D1, R2): the captcha (Web Crypto, SVG drawn in plain code), a guest's
 * RFQ written in one D1 batch (its lines through json_each), both mails to the HTTP e-mail API with
 * the xlsx attachment, and a signed-in buyer's spreadsheet uploaded to R2 and read into RFQ lines.
 * Run after `npm run build`.
 */
import { describe, expect, test, vi } from 'vitest'
import * as XLSX from 'xlsx'
import { message } from '../support/text'
import { ORIGIN } from './miniflare'
import { signedInBuyer, workerForTests } from './worker-for-tests'

type SentMail = {
  to: string
  subject: string
  text: string
  attachments?: { filename: string; contentType: string; content: string }[]
}
const sent: SentMail[] = []

const worker = workerForTests({
  bindings: { MAIL_API_URL: 'https://mail.test/v1/send', MAIL_FROM: 'ChipShop <no-reply@shop.test>' },
  async outboundService(request) {
    if (request.url !== 'https://mail.test/v1/send') return new Response('not here', { status: 404 })
    sent.push((await request.json()) as SentMail)
    return new Response('{"id":"1"}', { status: 202, headers: { 'content-type': 'application/json' } })
  },
})

type Envelope = { code: number; message: string; data: any }
const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const res = await worker.mf.dispatchFetch(ORIGIN + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { res, json: (await res.json()) as Envelope }
}

const contact = {
  contact_name: 'Jeanne Baret',
  company_name: 'Botanique SA',
  email: 'jeanne@botanique.example',
  telephone: '+33 4 12 34 56 78',
  country: 'FR',
}

describe('RFQ on workerd', () => {
  test('the captcha: an SVG without text, and the text question in French', async () => {
    const image = await call('GET', '/api/captcha/getCaptcha?form=rfq')
    expect(image.res.status).toBe(200)
    expect(image.json.data.image).toMatch(/^<svg [^>]*role="img"/)
    expect(image.json.data.image).not.toContain('<text')
    const wrong = await call('POST', '/api/captcha/checkCaptcha', {
      captcha_id: image.json.data.captcha_id,
      captcha_code: '?????',
    })
    expect(wrong.res.status).toBe(400)
    const text = await call('GET', '/api/captcha/getCaptcha?kind=text', undefined, { lang: 'fr' })
    expect(text.json.data.question).toMatch(/^Combien font \d plus \d \?/)
  })

  test('a guest sends an RFQ: lines in D1, the sales mail with its xlsx and the acknowledgement go to the mail API', async () => {
    const captcha = await call('GET', '/api/captcha/getCaptcha?kind=text', undefined, { lang: 'fr' })
    const [a, b] = (captcha.json.data.question as string).match(/\d+/g)!.map(Number)
    const { res, json } = await call(
      'POST',
      '/api/rfq/saveRfqContact',
      {
        ...contact,
        captcha_id: captcha.json.data.captcha_id,
        captcha_code: String(a! + b!),
        lines: [
          { part_number: 'LM358DR', qty: 500, target_price: '0.08' },
          { part_number: 'NE555DR', manufacturer: 'TI', qty: 20 },
        ],
      },
      { lang: 'fr' },
    )
    expect(res.status).toBe(200)
    expect(json.message).toBe(message('fr', 'rfq.sent'))
    const rfqNo = json.data.rfq_no as string
    const lines = await worker.d1
      .prepare(
        'SELECT l.part_number, l.qty FROM rfq_lines l JOIN rfqs r ON r.id = l.rfq_id WHERE r.rfq_no = ? ORDER BY l.position',
      )
      .bind(rfqNo)
      .all<{ part_number: string; qty: number }>()
    expect(lines.results).toEqual([
      { part_number: 'LM358DR', qty: 500 },
      { part_number: 'NE555DR', qty: 20 },
    ])

    await vi.waitFor(() => expect(sent.filter((m) => m.subject.includes(rfqNo))).toHaveLength(2), { timeout: 10_000 })
    const ack = sent.find((m) => m.to === contact.email)!
    expect(ack.text).toContain(message('fr', 'rfq.promise.form'))
    const sales = sent.find((m) => m.to === 'sales@chipshop.example' && m.subject.includes(rfqNo))!
    expect(sales.attachments!.map((x) => x.filename)).toEqual([`${rfqNo}.xlsx`])
    const book = XLSX.read(Buffer.from(sales.attachments![0]!.content, 'base64'))
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })
    expect(rows.slice(1).map((r) => [r[0], r[4]])).toEqual([
      ['LM358DR', 500],
      ['NE555DR', 20],
    ])

    // The same code again: used up.
    const reused = await call('POST', '/api/rfq/saveRfqContact', {
      ...contact,
      captcha_id: captcha.json.data.captcha_id,
      captcha_code: String(a! + b!),
      lines: [{ part_number: 'LM358DR', qty: 1 }],
    })
    expect(reused.res.status).toBe(400)
  })

  test('a signed-in buyer uploads a spreadsheet to R2 and reads it into RFQ lines, then finds the RFQ in the history', async () => {
    const { token } = await signedInBuyer(worker.d1, `rfq.${crypto.randomUUID().slice(0, 8)}@example.com`, {
      activated: true,
    })
    const auth = { authorization: `Bearer ${token}` }
    const wb = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ['MPN', 'Qty'],
        ['LM358DR', 1000],
      ]),
      'RFQ',
    )
    const bytes = new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
    const form = new FormData()
    form.append('file', new Blob([bytes]), 'rfq.xlsx')
    // The multipart body as bytes with its content type (Miniflare's fetch does not take Node's FormData).
    const multipart = new Request(ORIGIN, { method: 'POST', body: form })
    const up = await worker.mf.dispatchFetch(`${ORIGIN}/api/upload/excel`, {
      method: 'POST',
      body: new Uint8Array(await multipart.arrayBuffer()),
      headers: { ...auth, 'content-type': multipart.headers.get('content-type')! },
    })
    expect(up.status).toBe(200)
    const fileId = ((await up.json()) as Envelope).data.file_id as string
    const stored = await (await worker.mf.getR2Bucket('FILES')).get(`uploads/${fileId}`)
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(bytes)

    const read = await call('POST', '/api/rfq/handleRfqExcel', { file_id: fileId }, auth)
    expect(read.res.status).toBe(200)
    expect(read.json.data.list).toHaveLength(1)
    expect(read.json.data.list[0]).toMatchObject({ part_number: 'LM358DR', qty: 1000 })

    const sentRfq = await call('POST', '/api/rfq/saveRfqContact', { ...contact, lines: read.json.data.list }, auth)
    expect(sentRfq.res.status).toBe(200)
    const history = await call('GET', '/api/user/rfq/centerRfqList', undefined, auth)
    expect(history.json.data.list.map((r: { rfq_no: string }) => r.rfq_no)).toEqual([sentRfq.json.data.rfq_no])
  })
})
