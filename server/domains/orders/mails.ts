import { translatorFor } from '../../../locales/dictionaries'
import { isLocale, localeInfo, localizePath, type Locale } from '../../../locales/locales'
import type { MailMessage, Ports } from '../../ports'
import type { ServiceContext } from '../../services/context'
import type { OrderMailData } from './mail-data'

/**
 * The order e-mails (issue 17, item 6), in the buyer's language (the order's locale), as text and
 * HTML with the same content; Arabic right to left. Money and dates through Intl in that language.
 * - placed: the lines, totals and how to pay (bank details, the order number as reference), and
 *   the private link to the order's status page (the only way back for a guest);
 * - remittance: the bank transfer was reported, sales will confirm it;
 * - cancelled: by the buyer, or by the system when it was not paid in time.
 */
export type OrderMailKind = 'placed' | 'remittance' | 'cancelled'

/** The order's status page, under the buyer's language prefix, with the private token when known. */
export function orderLink(publicUrl: string, locale: Locale, id: number, token?: string) {
  const path = localizePath(`/myaccount/order-status-history/${id}`, locale)
  return `${publicUrl.replace(/\/+$/, '')}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

export function orderMail(
  kind: OrderMailKind,
  data: OrderMailData,
  opts: { token?: string; expired?: boolean } = {},
): MailMessage {
  const { order, lines, bank } = data
  const locale: Locale = isLocale(order.locale) ? order.locale : 'en'
  const t = translatorFor(locale)
  const { bcp47, dir } = localeInfo(locale)
  const usd = (e5: number, unit = false) =>
    new Intl.NumberFormat(bcp47, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: unit ? 5 : 2,
    }).format(e5 / 100_000)
  const qty = (n: number) => new Intl.NumberFormat(bcp47).format(n)
  const date = (iso: string) =>
    new Intl.DateTimeFormat(bcp47, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))

  const site = t('site.company')
  const no = order.orderNo
  const subject = t(`orders.mail.${kind}.subject`, { no, site })
  const intro =
    kind === 'cancelled' && opts.expired
      ? t('orders.mail.cancelled.expired', { no })
      : t(`orders.mail.${kind}.intro`, { no })
  const link = orderLink(data.publicUrl, locale, order.id, opts.token)
  const button = t('orders.mail.button')

  const head = [
    t('orders.mail.partNumber'),
    t('orders.mail.manufacturer'),
    t('orders.mail.qty'),
    t('orders.mail.unitPrice'),
    t('orders.mail.amount'),
  ]
  const rows = lines.map((l) => [l.partNumber, l.manufacturer, qty(l.qty), usd(l.unitPrice, true), usd(l.amount, true)])
  const totals: [string, string][] = [
    [t('orders.mail.subtotal'), usd(order.subtotal, true)],
    [t('orders.mail.freight'), order.freight === null ? t('orders.mail.freightToConfirm') : usd(order.freight)],
    [t('orders.mail.total'), usd(order.total)],
  ]
  const payLines: [string, string][] =
    kind === 'placed' && order.payMethod === 'bank'
      ? [
          [t('orders.mail.beneficiary'), bank.beneficiary],
          [t('orders.mail.bankName'), bank.bank_name],
          [t('orders.mail.bankAddress'), bank.bank_address],
          [t('orders.mail.accountNumber'), bank.account_number],
          ['SWIFT', bank.swift],
          [t('orders.mail.reference'), no],
        ]
      : []
  const payIntro = kind === 'placed' ? t('orders.mail.howToPay', { date: date(order.expiresAt) }) : ''
  const greeting = t('mail.greetingNoName')
  const signature = t('mail.signature', { site })
  const automatic = t('mail.automatic')

  const text = [
    greeting,
    '',
    intro,
    '',
    ...rows.map((r) => `${r[0]} (${r[1]}): ${r[2]} × ${r[3]} = ${r[4]}`),
    '',
    ...totals.map(([k, v]) => `${k}: ${v}`),
    ...(payIntro ? ['', payIntro, ...payLines.map(([k, v]) => `${k}: ${v}`)] : []),
    '',
    `${button}:`,
    link,
    '',
    signature,
    '',
    '--',
    automatic,
    '',
  ].join('\n')

  const e = escapeHtml
  const start = dir === 'rtl' ? 'right' : 'left'
  const cell = (s: string, th = false) =>
    `<${th ? 'th' : 'td'} style="padding:6px 8px;border-bottom:1px solid #e4e7eb;text-align:${start}">${e(s)}</${th ? 'th' : 'td'}>`
  const table = (r: string[][], header?: string[]) =>
    `<table role="presentation" style="width:100%;border-collapse:collapse;font-size:13px;margin:0 0 16px">${header ? `<tr>${header.map((h) => cell(h, true)).join('')}</tr>` : ''}${r.map((row) => `<tr>${row.map((c) => cell(c)).join('')}</tr>`).join('')}</table>`
  const p = (s: string, style = '') => `<p style="margin:0 0 16px;${style}">${e(s)}</p>`
  const html = `<!doctype html>
<html lang="${bcp47}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border-radius:6px;padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:bold;color:#0b5cad">${e(site)}</p>
${p(greeting)}
${p(intro)}
${table(rows, head)}
${table(totals)}
${payIntro ? p(payIntro) + table(payLines) : ''}
<p style="margin:24px 0"><a href="${e(link)}" style="display:inline-block;background:#0b5cad;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:4px;font-weight:bold">${e(button)}</a></p>
${p(t('mail.linkHint'), 'font-size:13px;color:#52606d')}
<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${e(link)}" style="color:#0b5cad">${e(link)}</a></p>
${p(signature)}
<p style="margin:24px 0 0;font-size:12px;color:#7b8794">${e(automatic)}</p>
</div>
</body>
</html>
`
  return { to: order.email, subject, text, html, link }
}

/**
 * Sends an order e-mail after the answer (the one function to switch to the durable mail outbox
 * when it lands: then the mail row joins the batch of the change that causes it). Without a
 * request (housekeeping) it sends at once; a failure is logged, never thrown.
 */
export function sendOrderMail(
  ctx: { ports: Pick<Ports, 'mailer' | 'log'> } & Partial<Pick<ServiceContext, 'defer'>>,
  mail: MailMessage,
) {
  const work = () => ctx.ports.mailer.send(mail)
  if (ctx.defer) ctx.defer(work)
  else void work().catch((error: unknown) => ctx.ports.log.error({ msg: 'order mail failed', error: String(error) }))
}
