/**
 * Requests for quotation in the browser (issue 20): a French guest puts parts on the RFQ list from
 * two product pages, sends the RFQ from /fr/rfq with the verification code (the accessible text
 * question, answered as a person would) and reads the RFQ number; the RFQ list is empty then; the
 * acknowledgement (in French, with the number) and the sales mail (with the xlsx) are in the
 * outbox. A guest uploads a spreadsheet with the form's code and sends it with the same code.
 * A signed-in buyer uploads a spreadsheet on /rfq, sends it without a code and finds the
 * RFQ in /myaccount/rfq-history and its detail. The quick RFQ of a product page sends one line.
 */
import { join } from 'node:path'
import type { Page } from 'playwright'
import { describe, expect, test } from 'vitest'
import * as XLSX from 'xlsx'
import { outboxMailsTo } from '../support/mail'
import { message } from '../support/text'
import { gotoHydrated, setupE2E, waitForHydration } from './server'

const e2e = setupE2E()

const mailsTo = (address: string) => outboxMailsTo(join(e2e.server.dataDir, 'outbox'), address)

async function twoOffers() {
  return e2e.query<{ id: number; mpn: string }>(
    'SELECT g.id, p.mpn FROM goods g JOIN parts p ON p.id = g.part_id WHERE g.id = p.goods_id AND g.stock > 0 ORDER BY g.id LIMIT 2',
  )
}

/** The contact fields of the RFQ form (labels in the page language). */
async function fillContact(page: Page, email: string, lang: string) {
  await page.getByLabel(message(lang, 'fields.contact_name')).fill('Marie Curie')
  await page.getByLabel(message(lang, 'fields.company_name')).fill('Radium SARL')
  await page.getByLabel(message(lang, 'fields.email')).fill(email)
  await page.getByLabel(message(lang, 'fields.telephone')).fill('+33 1 23 45 67 89')
  await page.getByLabel(message(lang, 'fields.country')).selectOption('FR')
}

/** Switches the captcha to its text question and answers it. */
async function answerCaptcha(page: Page, lang: string) {
  await page.getByTestId('captcha-kind').click()
  const question = page.getByTestId('captcha-question')
  await expect.poll(async () => (await question.textContent()) ?? '').toMatch(/\d.*\d/)
  const [a, b] = ((await question.textContent())!.match(/\d+/g) ?? []).map(Number)
  await page.getByLabel(message(lang, 'captcha.label')).fill(String(a! + b!))
}

describe('RFQ in the browser', () => {
  test('a French guest fills the RFQ list from two product pages, sends it and sees the RFQ number; both mails are in the outbox', async () => {
    const offers = await twoOffers()
    const page = await e2e.page()
    const drawer = page.getByTestId('rfq-drawer')
    // The first line opens the drawer to show the list.
    await gotoHydrated(page, `/fr/productdetail/${offers[0]!.id}`)
    await page.getByTestId('add-to-rfq').click()
    await expect.poll(() => drawer.getByText(offers[0]!.mpn).count()).toBe(1)
    expect(await drawer.getAttribute('aria-hidden')).toBe('false')
    // A later one does not cover the page again: a toast says so, with a link to send the request.
    await gotoHydrated(page, `/fr/productdetail/${offers[1]!.id}`)
    await page.getByTestId('add-to-rfq').click()
    const toastLink = page.locator('.toasts .toast a', { hasText: message('fr', 'rfqList.submit') })
    await toastLink.waitFor()
    expect(await page.locator('.toasts .toast').first().textContent()).toContain(offers[1]!.mpn)
    expect(await drawer.getAttribute('aria-hidden')).toBe('true')
    await Promise.all([page.waitForURL((u) => u.pathname === '/fr/rfq'), toastLink.click()])
    await waitForHydration(page)
    const lines = page.getByTestId('rfq-lines')
    for (const o of offers) await expect.poll(() => lines.getByText(o.mpn, { exact: true }).count()).toBe(1)

    // Nothing filled: the §5 messages in French, on their fields; then the verification code's.
    await page.getByTestId('rfq-submit').click()
    await expect
      .poll(() => page.locator('[data-field="contact_name"]').textContent())
      .toBe(message('fr', 'validation.enterContactName'))
    const email = `guest-${crypto.randomUUID().slice(0, 8)}@example.com`
    await fillContact(page, email, 'fr')
    await page.getByTestId('rfq-submit').click()
    await expect
      .poll(() => page.locator('[data-field="captcha_code"]').textContent())
      .toBe(message('fr', 'validation.enterVerificationCode'))

    await answerCaptcha(page, 'fr')
    await page.getByTestId('rfq-submit').click()
    await page.waitForURL(/\/fr\/rfq\/successful\?no=/)
    const number = (await page.getByTestId('rfq-number').textContent())!.trim()
    expect(number).toMatch(/^RFQ-\d{6}-[A-Z0-9]{5}$/)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(message('fr', 'rfq.success.title'))

    // The sent lines left the RFQ list.
    expect(await page.evaluate(() => localStorage.getItem('RFQLIST'))).toBe('[]')

    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(1)
    const [ack] = await mailsTo(email)
    expect(ack!.text).toContain(number)
    expect(ack!.text).toContain(message('fr', 'rfq.promise.form'))
    await expect
      .poll(async () => (await mailsTo('sales@chipshop.example')).some((m) => m.subject.includes(number)))
      .toBe(true)
    const sales = (await mailsTo('sales@chipshop.example')).find((m) => m.subject.includes(number))!
    const book = XLSX.read(sales.attachments[0]!.bytes)
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })
    expect(rows.slice(1).map((r) => r[0])).toEqual(offers.map((o) => o.mpn))
  })

  test('a signed-in buyer uploads a spreadsheet, sends it without a code and finds the RFQ in the history', async () => {
    const { token } = await e2e.createUserSession()
    const page = await e2e.page()
    await page.context().addCookies([{ name: 'token', value: token, url: e2e.baseUrl }])
    const [offer] = await twoOffers()
    await gotoHydrated(page, '/rfq')
    await expect.poll(() => page.getByTestId('captcha').count()).toBe(0)

    const wb = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ['Part Number', 'Manufacturer', 'Quantity'],
        [offer!.mpn, '', 2500],
        ['CUSTOM-PART-42', 'Acme', 12],
      ]),
      'RFQ',
    )
    await page.getByTestId('rfq-file').setInputFiles({
      name: 'my-rfq.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer),
    })
    const lines = page.getByTestId('rfq-lines')
    await expect.poll(() => lines.getByText('CUSTOM-PART-42', { exact: true }).count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => lines.getByText(offer!.mpn, { exact: true }).count()).toBe(1)
    await expect.poll(() => page.getByTestId('rfq-file-note').textContent()).toContain('my-rfq.xlsx')

    await fillContact(page, 'buyer@example.com', 'en')
    await page.getByTestId('rfq-submit').click()
    await page.waitForURL(/\/rfq\/successful\?no=/)
    const number = (await page.getByTestId('rfq-number').textContent())!.trim()

    await gotoHydrated(page, '/myaccount/rfq-history')
    const row = page.locator(`[data-rfq-no="${number}"]`)
    await expect.poll(() => row.count()).toBe(1)
    expect(await row.textContent()).toContain(message('en', 'rfq.history.status.submitted'))
    await row.getByRole('link').click()
    await page.waitForURL(/\/myaccount\/rfq-history\/\d+$/)
    expect(await page.getByTestId('rfq-detail').textContent()).toContain(number)
    expect(await page.locator('main, body').first().textContent()).toContain('CUSTOM-PART-42')

    // The status tabs: nothing has been quoted yet.
    await gotoHydrated(page, '/myaccount/rfq-history?status=quoted')
    await expect.poll(() => page.getByTestId('rfq-history-empty').count()).toBe(1)
  })

  // Issue 20: a guest sends an RFQ from a spreadsheet: the upload is bound to the form's code.
  test('a guest answers the code, uploads a spreadsheet, sends it and sees the RFQ number; both mails are in the outbox', async () => {
    const page = await e2e.page()
    const [offer] = await twoOffers()
    await gotoHydrated(page, '/rfq')
    const wb = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ['Part Number', 'Quantity'],
        [offer!.mpn, 700],
        ['GUEST-PART-7', 9],
      ]),
      'RFQ',
    )
    const file = {
      name: 'guest-rfq.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer),
    }
    // Before the code is answered the file is not sent: the page says what to do first.
    await page.getByTestId('rfq-file').setInputFiles(file)
    await expect
      .poll(() => page.getByTestId('rfq-file-note').textContent())
      .toBe(message('en', 'rfq.page.uploadCaptchaFirst'))

    await answerCaptcha(page, 'en')
    await page.getByTestId('rfq-file').setInputFiles(file)
    const lines = page.getByTestId('rfq-lines')
    await expect.poll(() => lines.getByText('GUEST-PART-7', { exact: true }).count(), { timeout: 15_000 }).toBe(1)
    await expect.poll(() => lines.getByText(offer!.mpn, { exact: true }).count()).toBe(1)

    // The same code sends the RFQ.
    const email = `sheet-guest-${crypto.randomUUID().slice(0, 8)}@example.com`
    await fillContact(page, email, 'en')
    await page.getByTestId('rfq-submit').click()
    await page.waitForURL(/\/rfq\/successful\?no=/)
    const number = (await page.getByTestId('rfq-number').textContent())!.trim()
    expect(number).toMatch(/^RFQ-\d{6}-[A-Z0-9]{5}$/)

    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(1)
    expect((await mailsTo(email))[0]!.text).toContain(number)
    await expect
      .poll(async () => (await mailsTo('sales@chipshop.example')).some((m) => m.subject.includes(number)))
      .toBe(true)
    const sales = (await mailsTo('sales@chipshop.example')).find((m) => m.subject.includes(number))!
    const book = XLSX.read(sales.attachments[0]!.bytes)
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })
    expect(rows.slice(1).map((r) => r[0])).toEqual([offer!.mpn, 'GUEST-PART-7'])
  })

  test('the quick RFQ of a product page sends one line and shows its number', async () => {
    const [offer] = await twoOffers()
    const page = await e2e.page()
    await gotoHydrated(page, `/productdetail/${offer!.id}`)
    await page.getByTestId('quick-rfq').click()
    const dialog = page.getByTestId('quick-rfq-dialog')
    await expect.poll(() => dialog.isVisible()).toBe(true)
    const email = `quick-${crypto.randomUUID().slice(0, 8)}@example.com`
    await dialog.getByLabel(message('en', 'fields.contact_name')).fill('Quick Buyer')
    await dialog.getByLabel(message('en', 'fields.company_name')).fill('Quick Ltd')
    await dialog.getByLabel(message('en', 'fields.email')).fill(email)
    await dialog.getByLabel(message('en', 'fields.telephone')).fill('+44 20 7946 0000')
    await dialog.getByLabel(message('en', 'fields.country')).selectOption('GB')
    await dialog.getByTestId('captcha-kind').click()
    const question = dialog.getByTestId('captcha-question')
    await expect.poll(async () => (await question.textContent()) ?? '').toMatch(/\d.*\d/)
    const [a, b] = (await question.textContent())!.match(/\d+/g)!.map(Number)
    await dialog.getByLabel(message('en', 'captcha.label')).fill(String(a! + b!))
    await dialog.getByTestId('quick-rfq-submit').click()
    await expect.poll(() => dialog.getByTestId('quick-rfq-sent').count()).toBe(1)
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(1)
    expect((await mailsTo(email))[0]!.text).toContain(message('en', 'rfq.promise.product'))
  })
})
