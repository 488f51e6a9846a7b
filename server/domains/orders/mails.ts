import { translatorFor } from '../../../locales/dictionaries'
import { isLocale, localeInfo, localizePath, type Locale } from '../../../locales/locales'
import { formatAmount, formatUnitPrice } from '../../../locales/money-format'
import { composeMail } from '../../mail/layout'
import type { MailMessage } from '../../ports'
import type { OrderMailData } from './mail-data'
import { dateFormatter } from '../../../locales/date-format'
import { formatNumber } from '../../../locales/plural'

/**
 * The order e-mails (issue 17, item 6), in the buyer's language (the order's locale), as text and
 * HTML with the same content, in the shop's one mail layout (server/mail/layout.ts); Arabic right
 * to left. Money and dates through Intl in that language.
 * - placed: the lines, totals and how to pay (bank details, the order number as reference), and
 *   the private link to the order's status page (the only way back for a guest);
 * - remittance: the bank transfer was reported, sales will confirm it;
 * - paid: an online payment was captured, the order is being prepared;
 * - cancelled: by the buyer, or by the system when it was not paid in time.
 * They go out through the durable outbox, queued in the batch of the change they tell about
 * (orders/service.ts, payments/service.ts).
 */
export type OrderMailKind = 'placed' | 'remittance' | 'paid' | 'cancelled' | 'shipped' | 'sentBack' | 'refunded'

/**
 * What the console's mails add (issue 31): staff's reason (a transfer sent back, a cancellation, a
 * refund), and how the parcel travels (shipped: carrier, tracking number and link).
 */
export type StaffMailExtra = {
  reason?: string
  byStaff?: boolean
  shipment?: { carrier: string; trackingNumber: string; trackingUrl: string }
}

/**
 * Stands for the order's id in a mail composed before the order has one (placing it): the
 * outbox row replaces it in the same batch that writes the order.
 */
export const ORDER_ID_PLACEHOLDER = '__ORDER_ID__'

/** The order's status page, under the buyer's language prefix, with the private token when known. */
export function orderLink(publicUrl: string, locale: Locale, id: number | string, token?: string) {
  const path = localizePath(`/myaccount/order-status-history/${id}`, locale)
  return `${publicUrl.replace(/\/+$/, '')}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`
}

export function orderMail(
  kind: OrderMailKind,
  data: OrderMailData,
  opts: { token?: string; expired?: boolean } & StaffMailExtra = {},
): MailMessage {
  const { order, lines, bank } = data
  const locale: Locale = isLocale(order.locale) ? order.locale : 'en'
  const t = translatorFor(locale)
  const { bcp47 } = localeInfo(locale)
  // The pages' two money rules (locales/money-format.ts): unit prices with 5 decimals, amounts in cents.
  const unitPrice = (e5: number) => formatUnitPrice(e5, locale)
  const usd = (e5: number) => formatAmount(e5, locale)
  const qty = (n: number) => formatNumber(n, bcp47)
  const date = (iso: string) =>
    dateFormatter(bcp47, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))

  const site = t('site.company')
  const no = order.orderNo
  const subject = t(`orders.mail.${kind}.subject`, { no, site })
  const intro =
    kind === 'cancelled' && opts.expired
      ? t('orders.mail.cancelled.expired', { no })
      : kind === 'cancelled' && opts.byStaff
        ? t('orders.mail.cancelled.byStaff', { no })
        : t(`orders.mail.${kind}.intro`, { no })
  const staffLines: [string, string][] = [
    ...(opts.reason ? [[t('orders.mail.reason'), opts.reason] as [string, string]] : []),
    ...(opts.shipment
      ? [
          [t('orders.mail.carrier'), opts.shipment.carrier] as [string, string],
          [t('orders.mail.trackingNumber'), opts.shipment.trackingNumber] as [string, string],
        ]
      : []),
  ]
  const track = opts.shipment?.trackingUrl
  const link = orderLink(data.publicUrl, locale, order.id, opts.token ?? data.linkToken)
  const buttonLabel = t('orders.mail.button')

  const head = [
    t('orders.mail.partNumber'),
    t('orders.mail.manufacturer'),
    t('orders.mail.qty'),
    t('orders.mail.unitPrice'),
    t('orders.mail.amount'),
  ]
  const rows = lines.map((l) => [l.partNumber, l.manufacturer, qty(l.qty), unitPrice(l.unitPrice), usd(l.amount)])
  const totals: [string, string][] = [
    [t('orders.mail.subtotal'), usd(order.subtotal)],
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

  const { text, html } = composeMail({ locale, subject, site, wide: true }, [
    { kind: 'paragraph', text: greeting },
    { kind: 'paragraph', text: intro },
    ...(staffLines.length ? [{ kind: 'pairs', rows: staffLines } as const] : []),
    ...(track
      ? [
          { kind: 'button', href: track, label: t('orders.mail.track') } as const,
          { kind: 'link', href: track } as const,
        ]
      : []),
    { kind: 'table', rows, header: head, line: (r) => `${r[0]} (${r[1]}): ${r[2]} × ${r[3]} = ${r[4]}` },
    { kind: 'pairs', rows: totals },
    ...(payIntro ? [{ kind: 'pairs', lead: payIntro, rows: payLines } as const] : []),
    { kind: 'button', href: link, label: buttonLabel },
    { kind: 'link', href: link, hint: t('mail.linkHint') },
    { kind: 'paragraph', text: signature },
    { kind: 'footer', text: automatic },
  ])
  return { to: order.email, subject, text, html, link }
}
