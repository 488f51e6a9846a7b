import * as XLSX from 'xlsx'
import { translatorFor } from '../../../locales/dictionaries'
import { isLocale, localeInfo, localizePath, type Locale } from '../../../locales/locales'
import type { z } from 'zod'
import type { RfqContact, RfqLineInput } from '../../../contract/rfq'
import type { MailMessage } from '../../ports'

/**
 * The two mails of an RFQ (issue 20, item 4), written in the same batch as the RFQ:
 * - to the sales mailbox: the contact and the lines as a table, in English (the back office's
 *   language), with the lines as an xlsx attachment for the quoting spreadsheet;
 * - to the buyer: an acknowledgement in their language with the RFQ number and the reply promise
 *   of spec §9 (12 working hours for the RFQ form; by e-mail within 24 hours for a product page's
 *   quick RFQ). Arabic is right to left.
 */
export type RfqMailData = {
  rfqNo: string
  source: 'rfq' | 'goodsDetailRfq'
  locale: string
  createdAt: string
  contact: z.infer<typeof RfqContact>
  lines: z.output<typeof RfqLineInput>[]
  publicUrl: string
  signedIn: boolean
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

const COLUMNS = ['partNumber', 'manufacturer', 'package', 'dateCode', 'qty', 'targetPrice', 'goodsId'] as const

function rows(data: RfqMailData, t: ReturnType<typeof translatorFor>, bcp47: string) {
  const qty = new Intl.NumberFormat(bcp47)
  const head = COLUMNS.map((c) => t(`rfq.columns.${c}`))
  const body = data.lines.map((l) => [
    l.part_number,
    l.manufacturer,
    l.package,
    l.date_code,
    qty.format(l.qty),
    l.target_price ? `$${l.target_price}` : '',
    l.goods_id ? String(l.goods_id) : '',
  ])
  return { head, body }
}

function table(head: string[], body: string[][], dir: string) {
  const e = escapeHtml
  const align = dir === 'rtl' ? 'right' : 'left'
  const cell = (s: string, th = false) =>
    `<${th ? 'th' : 'td'} style="border:1px solid #d9e2ec;padding:6px 8px;text-align:${align};font-size:13px">${e(s)}</${th ? 'th' : 'td'}>`
  return `<table style="border-collapse:collapse;width:100%;margin:0 0 16px"><thead><tr>${head.map((h) => cell(h, true)).join('')}</tr></thead><tbody>${body
    .map((r) => `<tr>${r.map((c) => cell(c)).join('')}</tr>`)
    .join('')}</tbody></table>`
}

function page(lang: string, dir: string, subject: string, content: string) {
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">
<div style="max-width:760px;margin:0 auto;background:#ffffff;border-radius:6px;padding:32px">
${content}
</div>
</body>
</html>
`
}

/** The lines as an xlsx workbook (base64), the columns of the sales mail's table. */
export function rfqWorkbook(data: RfqMailData): string {
  const head = COLUMNS.map((c) => translatorFor('en')(`rfq.columns.${c}`))
  const body = data.lines.map((l) => [
    l.part_number,
    l.manufacturer,
    l.package,
    l.date_code,
    l.qty,
    l.target_price ? Number(l.target_price) : null,
    l.goods_id,
  ])
  const wb = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([head, ...body]), data.rfqNo)
  return XLSX.write(wb, { type: 'base64', bookType: 'xlsx', compression: true }) as string
}

/** To the sales mailbox: who asks, and what, as a table and as an attachment. */
export function salesMail(data: RfqMailData, to: string): MailMessage {
  const t = translatorFor('en')
  const c = data.contact
  const subject = t('rfq.mail.sales.subject', {
    no: data.rfqNo,
    company: c.company_name,
    count: data.lines.length,
  })
  const facts: [string, string][] = [
    [t('rfq.mail.sales.number'), data.rfqNo],
    [t('rfq.mail.sales.source'), t(`rfq.mail.sales.sources.${data.source}`)],
    [t('fields.contact_name'), c.contact_name],
    [t('fields.company_name'), c.company_name],
    [t('fields.email'), c.email],
    [t('fields.telephone'), c.telephone],
    [t('fields.country'), c.country],
    [t('fields.comment'), c.comment],
    [t('rfq.mail.sales.language'), data.locale],
    [t('rfq.mail.sales.account'), t(data.signedIn ? 'rfq.mail.sales.signedIn' : 'rfq.mail.sales.guest')],
  ]
  const { head, body } = rows(data, t, 'en')
  const text = [
    subject,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    head.join('\t'),
    ...body.map((r) => r.join('\t')),
    '',
  ].join('\n')
  const html = page(
    'en',
    'ltr',
    subject,
    `<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${escapeHtml(subject)}</p>
<table style="margin:0 0 16px">${facts
      .map(
        ([k, v]) =>
          `<tr><th style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`,
      )
      .join('')}</table>
${table(head, body, 'ltr')}`,
  )
  return {
    to,
    subject,
    text,
    html,
    attachments: [
      {
        filename: `${data.rfqNo}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        content: rfqWorkbook(data),
      },
    ],
  }
}

/** To the buyer, in their language: the RFQ number, what was asked and when sales will reply. */
export function acknowledgementMail(data: RfqMailData): MailMessage {
  const locale: Locale = isLocale(data.locale) ? data.locale : 'en'
  const t = translatorFor(locale)
  const { bcp47, dir } = localeInfo(locale)
  const site = t('site.company')
  const no = data.rfqNo
  const name = data.contact.contact_name
  const subject = t('rfq.mail.ack.subject', { no, site })
  const greeting = name ? t('mail.greeting', { name }) : t('mail.greetingNoName')
  const intro = t('rfq.mail.ack.intro', { no, count: data.lines.length })
  const promise = t(data.source === 'goodsDetailRfq' ? 'rfq.promise.product' : 'rfq.promise.form')
  const base = data.publicUrl.replace(/\/+$/, '')
  const link = data.signedIn ? `${base}${localizePath('/myaccount/rfq-history', locale)}` : ''
  const history = link ? t('rfq.mail.ack.history') : ''
  const { head, body } = rows(data, t, bcp47)
  const signature = t('mail.signature', { site })
  const text = [
    greeting,
    '',
    intro,
    no,
    '',
    promise,
    '',
    head.join('\t'),
    ...body.map((r) => r.join('\t')),
    '',
    ...(link ? [history, link, ''] : []),
    signature,
    '',
    '--',
    t('mail.automatic'),
    '',
  ].join('\n')
  const e = escapeHtml
  const p = (s: string, style = '') => `<p style="margin:0 0 16px;${style}">${e(s)}</p>`
  const html = page(
    bcp47,
    dir,
    subject,
    `<p style="margin:0 0 24px;font-size:18px;font-weight:bold;color:#0b5cad">${e(site)}</p>
${p(greeting)}
${p(intro)}
<p style="margin:0 0 16px;font-size:20px;font-weight:bold" dir="ltr">${e(no)}</p>
${p(promise)}
${table(head, body, dir)}
${link ? `<p style="margin:0 0 16px"><a href="${e(link)}" style="color:#0b5cad">${e(history)}</a></p>` : ''}
${p(signature)}
<p style="margin:24px 0 0;font-size:12px;color:#7b8794">${e(t('mail.automatic'))}</p>`,
  )
  return { to: data.contact.email, subject, text, html, ...(link ? { link } : {}) }
}
