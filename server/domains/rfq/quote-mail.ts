import * as XLSX from 'xlsx'
import { translatorFor } from '../../../locales/dictionaries'
import { isLocale, localeInfo, localizePath, type Locale } from '../../../locales/locales'
import { formatUnitPrice } from '../../../locales/money-format'
import { composeMail } from '../../mail/layout'
import type { MailMessage } from '../../ports'
import { dateFormatter } from '../../../locales/date-format'
import { formatNumber } from '../../../locales/plural'

/**
 * Staff's quote to the buyer (issue 31), in the buyer's language (the RFQ's locale): each line's
 * offer (quantity, unit price with 5 decimals, lead time, date code, valid until; a row more for
 * each quantity break) or "cannot offer", as a table and as an xlsx attachment; for a signed-in buyer a link to the RFQ in their history, for a guest the quote's private
 * link (where it can be ordered). Sent through the outbox in
 * the batch that records the quote.
 */
export type QuoteMailData = {
  rfqId: number
  /** The private link's token (rfq_quotes.access_hash): a guest's mail links to the quote with it. */
  token: string
  rfqNo: string
  locale: string
  email: string
  contactName: string
  signedIn: boolean
  publicUrl: string
  lines: {
    part_number: string
    can_offer: boolean
    unit_price: string | null
    qty: number | null
    lead_time: string
    date_code: string
    valid_until: string | null
    /** Quantity breaks above `qty` (USD, 5 decimals): one more row each, under the line. */
    tiers: { qty: number; unit_price: string }[]
  }[]
}

export function quoteMail(data: QuoteMailData): MailMessage {
  const locale: Locale = isLocale(data.locale) ? data.locale : 'en'
  const t = translatorFor(locale)
  const { bcp47 } = localeInfo(locale)
  const site = t('site.company')
  const no = data.rfqNo
  const subject = t('rfq.mail.quote.subject', { no })
  const greeting = data.contactName ? t('mail.greeting', { name: data.contactName }) : t('mail.greetingNoName')
  const intro = t('rfq.mail.quote.intro', { no })
  const count = (n: number) => formatNumber(n, bcp47)
  const day = (d: string) =>
    dateFormatter(bcp47, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`))
  const head = ['part', 'qty', 'unitPrice', 'leadTime', 'dateCode', 'validUntil'].map((k) => t(`rfq.mail.quote.${k}`))
  const rows = data.lines.flatMap((l) =>
    l.can_offer
      ? [
          [
            l.part_number,
            count(l.qty!),
            formatUnitPrice(l.unit_price!, locale),
            l.lead_time,
            l.date_code,
            day(l.valid_until!),
          ],
          ...l.tiers.map((tier) => [
            '',
            t('rfq.mail.quote.tierFrom', { qty: count(tier.qty) }),
            formatUnitPrice(tier.unit_price, locale),
            '',
            '',
            '',
          ]),
        ]
      : [[l.part_number, t('rfq.mail.quote.cannotOffer'), '', '', '', '']],
  )
  const base = data.publicUrl.replace(/\/+$/, '')
  const link = data.signedIn
    ? `${base}${localizePath(`/myaccount/rfq-history/${data.rfqId}`, locale)}`
    : `${base}${localizePath(`/rfq-quote`, locale)}?token=${data.token}`
  const linkLabel = t(data.signedIn ? 'rfq.mail.quote.history' : 'rfq.mail.quote.open')
  const signature = t('mail.signature', { site })
  const { text, html } = composeMail({ locale, subject, site, wide: true }, [
    { kind: 'paragraph', text: greeting },
    { kind: 'paragraph', text: intro },
    { kind: 'table', rows, header: head, line: (r) => r.filter(Boolean).join(' · ') },
    { kind: 'button', href: link, label: linkLabel },
    { kind: 'link', href: link },
    { kind: 'paragraph', text: signature },
    { kind: 'footer', text: t('mail.automatic') },
  ])
  return {
    to: data.email,
    subject,
    text,
    html,
    link,
    attachments: [
      {
        filename: `${data.rfqNo}-quote.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        content: quoteWorkbook(data, head, t('rfq.mail.quote.cannotOffer')),
      },
    ],
  }
}

/**
 * The quote as an xlsx workbook (base64), the columns of the mail's table in the buyer's language:
 * quantities and unit prices as numbers (the price as quoted, at most 5 decimals), days as YYYY-MM-DD.
 */
function quoteWorkbook(data: QuoteMailData, head: string[], cannotOffer: string): string {
  const rows = data.lines.flatMap((l) =>
    l.can_offer
      ? [
          [l.part_number, l.qty, Number(l.unit_price), l.lead_time, l.date_code, l.valid_until],
          // A quantity break: its least quantity and unit price under the line.
          ...l.tiers.map((tier) => ['', tier.qty, Number(tier.unit_price)]),
        ]
      : [[l.part_number, cannotOffer]],
  )
  const wb = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([head, ...rows]), data.rfqNo)
  return XLSX.write(wb, { type: 'base64', bookType: 'xlsx', compression: true }) as string
}
