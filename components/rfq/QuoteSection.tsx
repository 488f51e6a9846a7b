import type { ReactNode } from 'react'
import type { RfqQuote } from '../../contract/rfq'
import { localeInfo } from '../../locales/locales'
import { formatUnitPrice } from '../../locales/money-format'
import { useLocale, useT } from '../app/i18n'
import { DateText } from '../ui/DateText'
import './rfq.css'

/**
 * Staff's quote of an RFQ (the buyer's RFQ page, the quote's private-link page): per line the
 * quantity, unit price (5 decimals; each quantity break under it as "≥ quantity: price"), lead
 * time, date code and last valid day, or "cannot offer";
 * and the button that orders it when a line is offered.
 */
export function QuoteSection({ quote, order }: { quote: RfqQuote; order: ReactNode }) {
  const t = useT()
  const locale = useLocale()
  const count = new Intl.NumberFormat(localeInfo(locale).bcp47)
  return (
    <section aria-labelledby="quote-h" data-testid="rfq-quote">
      <h2 id="quote-h">
        {t('rfq.history.quote')} · <DateText iso={quote.quoted_at} />
      </h2>
      <div className="rfq-table-wrap">
        <table className="rfq-table">
          <thead>
            <tr>
              <th scope="col">{t('rfq.columns.partNumber')}</th>
              <th scope="col">{t('rfq.columns.qty')}</th>
              <th scope="col">{t('rfq.history.quoteColumns.unitPrice')}</th>
              <th scope="col">{t('rfq.history.quoteColumns.leadTime')}</th>
              <th scope="col">{t('rfq.columns.dateCode')}</th>
              <th scope="col">{t('rfq.history.quoteColumns.validUntil')}</th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((l) => (
              <tr key={l.position}>
                <td data-label={t('rfq.columns.partNumber')}>
                  <bdi className="mpn">{l.part_number}</bdi>
                </td>
                {l.can_offer ? (
                  <>
                    <td data-label={t('rfq.columns.qty')}>{count.format(l.qty!)}</td>
                    <td data-label={t('rfq.history.quoteColumns.unitPrice')}>
                      <bdi dir="ltr" className="money">
                        {formatUnitPrice(l.unit_price!, locale)}
                      </bdi>
                      {l.tiers.map((tier) => (
                        <span key={tier.qty} className="quote-tier" data-testid="quote-tier">
                          <bdi dir="ltr" className="money">
                            ≥ {count.format(tier.qty)}: {formatUnitPrice(tier.unit_price, locale)}
                          </bdi>
                        </span>
                      ))}
                    </td>
                    <td data-label={t('rfq.history.quoteColumns.leadTime')}>{l.lead_time}</td>
                    <td data-label={t('rfq.columns.dateCode')}>{l.date_code}</td>
                    <td data-label={t('rfq.history.quoteColumns.validUntil')}>
                      <DateText iso={`${l.valid_until}T00:00:00Z`} />
                    </td>
                  </>
                ) : (
                  <td colSpan={5}>{t('rfq.history.quoteColumns.cannotOffer')}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {quote.lines.some((l) => l.can_offer) && order}
    </section>
  )
}
