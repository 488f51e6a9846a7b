/**
 * Routes that are not JSON (issue 15): a multipart upload with its own size limit, and a route that
 * answers a file. Both are in the contract and the OpenAPI document, both validated.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as XLSX from 'xlsx'
import { startTestApp, type TestApp } from '../support/test-app'
import { message } from '../support/text'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
let t: TestApp
let token: string

beforeAll(async () => {
  t = await startTestApp({ seed: false })
  token = (await t.createUserSession()).token
})
afterAll(() => t?.close())

function workbook(rows: unknown[][]): Uint8Array<ArrayBuffer> {
  const wb = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'BOM')
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
}

function upload(file: Uint8Array<ArrayBuffer> | null, name: string, headers: Record<string, string> = {}) {
  const form = new FormData()
  if (file) form.append('file', new Blob([file]), name)
  return t.request('/api/upload/excel', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}`, ...headers },
  })
}

describe('POST /api/upload/excel: a multipart upload with its own limit (2 MB)', () => {
  test('a spreadsheet is stored as it came, for the signed-in user', async () => {
    const bytes = workbook([
      ['Part Number', 'Quantity'],
      ['LM358DR', 100],
    ])
    const res = await upload(bytes, 'my bom.xlsx')
    expect(res.status).toBe(200)
    const { code, data } = (await res.json()) as { code: number; data: { file_id: string; name: string; size: number } }
    expect(code).toBe(200)
    expect(data.name).toBe('my bom.xlsx')
    expect(data.size).toBe(bytes.length)
    expect(data.file_id).toMatch(/\.xlsx$/)
    expect(await t.ports.files.get(`uploads/${data.file_id}`)).toEqual(bytes)
  })

  test('a file far above the 64 KB of a JSON body is taken; one above 2 MB is refused with 413', async () => {
    const line = 'LM358DR,Texas Instruments,100\n'
    const big = new TextEncoder().encode(line.repeat(Math.ceil(1_500_000 / line.length)))
    expect((await upload(big, 'parts.csv')).status).toBe(200)
    const tooBig = new TextEncoder().encode(line.repeat(Math.ceil(2_200_000 / line.length)))
    const res = await upload(tooBig, 'parts.csv', { lang: 'de' })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ code: 413, message: message('de', 'api.bodyTooLarge'), data: null })
  })

  test('validated: a file that is no spreadsheet, or none, is a 400 naming the field', async () => {
    const exe = await upload(new Uint8Array([0x4d, 0x5a, 0x90, 0]), 'bom.xlsx')
    expect(exe.status).toBe(400)
    expect(await exe.json()).toEqual({
      code: 400,
      message: message('en', 'validation.fileType'),
      data: { errors: [{ field: 'file', message: message('en', 'validation.fileType') }] },
    })
    const renamed = await upload(workbook([['x']]), 'bom.exe')
    expect(renamed.status).toBe(400)
    const none = await upload(null, '')
    expect(none.status).toBe(400)
    expect(((await none.json()) as { data: { errors: { field: string }[] } }).data.errors[0]!.field).toBe('file')
  })

  test('only a multipart form: JSON, text or a urlencoded form → 415, localized, nothing stored', async () => {
    for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, lang: 'de' }
      if (type) headers['content-type'] = type
      const res = await t.request('/api/upload/excel', { method: 'POST', headers, body: '{"file":"x"}' })
      expect(res.status, `${type}`).toBe(415)
      expect(await res.json()).toEqual({
        code: 415,
        message: message('de', 'api.bodyType', { type: 'multipart/form-data' }),
        data: null,
      })
    }
  })

  test('without a session and without a verification code: 400 naming the code, nothing stored', async () => {
    const form = new FormData()
    form.append('file', new Blob([workbook([['Part Number'], ['LM358DR']])]), 'guest.xlsx')
    const res = await t.request('/api/upload/excel', { method: 'POST', body: form })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      code: 400,
      message: message('en', 'validation.enterVerificationCode'),
      data: { errors: [{ field: 'captcha_code', message: message('en', 'validation.enterVerificationCode') }] },
    })
  })
})

describe('GET /api/bom/downloadTemplate: a route that answers a file', () => {
  test('the BOM template is an xlsx file with the columns in the asker’s language', async () => {
    const res = await t.request('/api/bom/downloadTemplate', { headers: { lang: 'de' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE)
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="bom-template\.xlsx"$/)
    const wb = XLSX.read(new Uint8Array(await res.arrayBuffer()), { type: 'array' })
    const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 })
    expect(rows[0]).toEqual([
      message('de', 'product.partNumber'),
      message('de', 'product.manufacturer'),
      message('de', 'product.qty'),
    ])
    expect(rows.length).toBeGreaterThan(1)
  })
})

describe('both kinds in the OpenAPI document', () => {
  test('the upload takes multipart/form-data with a binary file; the template answers an xlsx file', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as any
    const upload = doc.paths['/api/upload/excel'].post
    expect(upload.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({
      type: 'string',
      format: 'binary',
    })
    expect(upload.requestBody.description).toMatch(/2 MB/)
    const template = doc.paths['/api/bom/downloadTemplate'].get
    expect(template.responses['200'].content[XLSX_TYPE].schema).toEqual({ type: 'string', format: 'binary' })
  })
})
