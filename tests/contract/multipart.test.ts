/**
 * Multipart routes (issue 29 item 6): the OpenAPI document describes each form by its zod schema
 * (bank confirm was documented as one required field `file`, while the server read receipt, id,
 * payer_name, reference, amount and paid_on), every documented field is taken, and a file in a
 * field the form does not have is refused with a message, not dropped (a receipt sent as `file`
 * was silently lost and the transfer recorded without it).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as XLSX from 'xlsx'
import type { RouteMeta } from '../../contract'
import { contract } from '../../contract'
import { contractRoutes } from '../../server/http/contract-routes'
import { GERMAN_ADDRESS } from '../support/addresses'
import { createStaff } from '../support/staff'
import { okData, startTestApp, type TestApp } from '../support/test-app'
import { message } from '../support/text'

let t: TestApp
let token: string
/** An admin's `staff` cookie: the console's uploads (feed import, content pictures). */
let staffCookie: string
beforeAll(async () => {
  t = await startTestApp()
  token = (await t.createUserSession()).token
  staffCookie = (await createStaff(t, 'admin')).cookie
})
afterAll(() => t?.close())

const PNG = new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))
function workbook(): Uint8Array {
  const wb = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([
      ['Part Number', 'Quantity'],
      ['LM358DR', 100],
    ]),
    'BOM',
  )
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
}
const file = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name)

/** An Unpaid guest order: id and private token. */
async function guestOrder() {
  const [offer] = await t.db.all<{ id: number }>(
    sql`SELECT g.id FROM goods g JOIN parts p ON p.id = g.part_id
    WHERE g.moq = 1 AND g.multiple = 1 AND g.stock >= 100 AND p.unit_weight_mg <= 200 ORDER BY g.id LIMIT 1`,
  )
  const placed = okData(
    await t.api.orders.place({
      body: {
        goods_id: offer!.id,
        cart_num: 1,
        email: 'form@example.com',
        shipping_address: GERMAN_ADDRESS,
        shipping_method: 'express',
      },
    }),
  )
  return { id: placed.id, token: placed.token! }
}

async function solvedCaptcha() {
  const captcha = okData(await t.api.rfq.getCaptcha({ query: { form: 'rfq', kind: 'text' } }))
  const [a, b] = (captcha.question.match(/\d+/g) ?? []).map(Number)
  return { captcha_id: captcha.captcha_id, captcha_code: String(a! + b!) }
}

type Sample = { headers: Record<string, string>; fields: Record<string, string | File> }
/** A valid form of every multipart route, with every field it has filled. */
const samples: Record<string, () => Promise<Sample>> = {
  '/api/upload/excel': async () => ({
    headers: {},
    fields: { file: file(workbook(), 'rfq.xlsx'), ...(await solvedCaptcha()) },
  }),
  '/api/bom/uploadBom': async () => ({
    headers: { authorization: `Bearer ${token}` },
    fields: { file: file(workbook(), 'bom.xlsx'), text: 'LM358DR 100', name: 'Form test' },
  }),
  '/api/pay/bank/confirm': async () => {
    const order = await guestOrder()
    return {
      headers: {},
      fields: {
        id: String(order.id),
        token: order.token,
        payer_name: 'Ada Käufer',
        reference: 'TT-6',
        amount: '12.50',
        paid_on: new Date().toISOString().slice(0, 10),
        receipt: file(PNG, 'receipt.png'),
      },
    }
  },
  '/api/admin/catalogue/import': async () => ({
    headers: { cookie: staffCookie },
    fields: {
      file: file(new TextEncoder().encode('Part Number,Manufacturer,Stock,Price\nLM358DR,TI,10,0.5\n'), 'feed.csv'),
      supplier: 'Form test',
      full: '0',
    },
  }),
  '/api/admin/content/pictures': async () => ({
    headers: { cookie: staffCookie },
    fields: { file: file(PNG, 'banner.png') },
  }),
}

const multipartRoutes = contractRoutes(contract).filter(
  (r) => ((r.metadata ?? {}) as RouteMeta).body?.kind === 'multipart',
)

function post(path: string, sample: Sample) {
  const form = new FormData()
  for (const [name, value] of Object.entries(sample.fields)) form.append(name, value)
  return t.request(path, { method: 'POST', body: form, headers: sample.headers })
}

type FormSchema = {
  type: string
  properties: Record<string, { type: string; format?: string; description?: string }>
  required?: string[]
}
async function documented(path: string): Promise<FormSchema> {
  const doc = (await (await t.request('/api/openapi.json')).json()) as {
    paths: Record<string, { post: { requestBody: { content: Record<string, { schema: FormSchema }> } } }>
  }
  return doc.paths[path]!.post.requestBody.content['multipart/form-data']!.schema
}

test('every multipart route has a sample form here', () => {
  expect(multipartRoutes.map((r) => r.path).sort()).toEqual(Object.keys(samples).sort())
})

describe('the OpenAPI document describes each form by its schema', () => {
  test('bank confirm: the six fields and the receipt file, which are required', async () => {
    const schema = await documented('/api/pay/bank/confirm')
    expect(Object.keys(schema.properties)).toEqual([
      'id',
      'token',
      'payer_name',
      'reference',
      'amount',
      'paid_on',
      'receipt',
    ])
    expect(schema.properties.receipt).toMatchObject({ type: 'string', format: 'binary' })
    expect(schema.properties.payer_name).toMatchObject({ type: 'string' })
    expect(schema.properties.amount!.description).toMatch(/10,000,000/)
    expect(schema.required).toEqual(['id', 'payer_name', 'reference', 'amount', 'paid_on'])
  })

  test.each(multipartRoutes.map((r) => r.path))('%s: every documented field is taken', async (path) => {
    const schema = await documented(path)
    const sample = await samples[path]!()
    expect(Object.keys(sample.fields).sort()).toEqual(Object.keys(schema.properties).sort())
    for (const [name, value] of Object.entries(sample.fields))
      expect(schema.properties[name]!.format === 'binary', name).toBe(value instanceof File)
    const res = await post(path, sample)
    expect(res.status, await res.clone().text()).toBe(200)
  })
})

describe('a file in a field the form does not have is refused, not dropped', () => {
  test.each(multipartRoutes.map((r) => r.path))('%s: an extra file field → 400 naming it', async (path) => {
    const sample = await samples[path]!()
    sample.fields.attachment = file(PNG, 'extra.png')
    const res = await post(path, { ...sample, headers: { ...sample.headers, lang: 'de' } })
    expect(res.status).toBe(400)
    const files = Object.entries(sample.fields)
      .filter(([name, v]) => v instanceof File && name !== 'attachment')
      .map(([name]) => name)
    const expected = message('de', 'api.unknownFileField', { name: 'attachment', expected: files.join(', ') })
    expect(await res.json()).toEqual({
      code: 400,
      message: expected,
      data: { errors: [{ field: 'attachment', message: expected }] },
    })
  })

  test('bank confirm with the receipt sent as `file`: refused, and the order is unchanged', async () => {
    const sample = await samples['/api/pay/bank/confirm']!()
    const { receipt, ...rest } = sample.fields
    const res = await post('/api/pay/bank/confirm', { ...sample, fields: { ...rest, file: receipt! } })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toBe(
      message('en', 'api.unknownFileField', { name: 'file', expected: 'receipt' }),
    )
    const id = Number(sample.fields.id)
    const [order] = await t.db.all<{ status: string }>(sql`SELECT status FROM orders WHERE id = ${id}`)
    expect(order!.status).toBe('Unpaid')
    const [n] = await t.db.all<{ n: number }>(sql`SELECT count(*) AS n FROM bank_remittances WHERE order_id = ${id}`)
    expect(n!.n).toBe(0)
  })

  test('a receipt sent twice is refused, not cut to one', async () => {
    const sample = await samples['/api/pay/bank/confirm']!()
    const form = new FormData()
    for (const [name, value] of Object.entries(sample.fields)) form.append(name, value)
    form.append('receipt', file(PNG, 'second.png'))
    const res = await t.request('/api/pay/bank/confirm', { method: 'POST', body: form })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { data: { errors: { field: string }[] } }).data.errors[0]!.field).toBe('receipt')
  })
})
