import { useData } from 'vike-react/useData'
import { AccountLayout } from '../../../../components/account/AccountLayout'
import { useHref, useLocale, useT } from '../../../../components/app/i18n'
import { localeInfo } from '../../../../locales/locales'
import { DateText } from '../../../../components/ui/DateText'
import '../../../../components/rfq/rfq.css'
import type { Data } from './+data'
import { formatUnitPrice } from '../../../../locales/money-format'
import { OrderQuote } from '../../../../components/rfq/OrderQuote'
import { QuoteSection } from '../../../../components/rfq/QuoteSection'

/** An RFQ of the buyer's history: number, date, status, contact and every line. */
export default function Page() {
  const t = useT()
  const href = useHref()
  const { rfq } = useData<Data>()
  const locale = useLocale()
  const count = new Intl.NumberFormat(localeInfo(locale).bcp47)
  const c = rfq.contact
  /** "Deutschland" for DE on a German page; the code itself when the runtime has no name for it. */
  const countryName = (code: string) => {
    try {
      return new Intl.DisplayNames(localeInfo(locale).bcp47, { type: 'region' }).of(code) ?? code
    } catch {
      return code
    }
  }
  return (
    <AccountLayout
      title={
        <>
          {t('rfq.history.detail')} <bdi dir="ltr">{rfq.rfq_no}</bdi>
        </>
      }
      actions={
        <a className="button-secondary" href={href('/myaccount/rfq-history')}>
          {t('rfq.history.back')}
        </a>
      }
    >
      <dl className="rfq-facts" data-testid="rfq-detail">
        <dt>{t('rfq.history.number')}</dt>
        <dd dir="ltr">{rfq.rfq_no}</dd>
        <dt>{t('rfq.history.date')}</dt>
        <dd>
          <DateText iso={rfq.created_at} />
        </dd>
        <dt>{t('rfq.history.statusLabel')}</dt>
        <dd>
          <span className={`rfq-status ${rfq.status}`}>{t(`rfq.history.status.${rfq.status}`)}</span>
        </dd>
        <dt>{t('fields.contact_name')}</dt>
        <dd>{c.contact_name}</dd>
        <dt>{t('fields.company_name')}</dt>
        <dd>{c.company_name}</dd>
        <dt>{t('fields.email')}</dt>
        <dd dir="ltr">{c.email}</dd>
        <dt>{t('fields.telephone')}</dt>
        <dd dir="ltr">{c.telephone}</dd>
        <dt>{t('fields.country')}</dt>
        <dd>{countryName(c.country)}</dd>
        {c.comment && (
          <>
            <dt>{t('fields.comment')}</dt>
            <dd>{c.comment}</dd>
          </>
        )}
      </dl>
      <div className="rfq-table-wrap">
        <table className="rfq-table">
          <thead>
            <tr>
              <th scope="col">{t('rfq.columns.partNumber')}</th>
              <th scope="col">{t('rfq.columns.manufacturer')}</th>
              <th scope="col">{t('rfq.columns.package')}</th>
              <th scope="col">{t('rfq.columns.dateCode')}</th>
              <th scope="col">{t('rfq.columns.qty')}</th>
              <th scope="col">{t('rfq.columns.targetPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {rfq.lines.map((l, i) => (
              <tr key={i}>
                <td data-label={t('rfq.columns.partNumber')}>
                  {l.goods_page_url ? (
                    <a className="mpn" href={href(l.goods_page_url)}>
                      <bdi>{l.part_number}</bdi>
                    </a>
                  ) : (
                    <bdi className="mpn">{l.part_number}</bdi>
                  )}
                </td>
                <td data-label={t('rfq.columns.manufacturer')}>
                  <bdi>{l.manufacturer}</bdi>
                </td>
                <td data-label={t('rfq.columns.package')}>{l.package}</td>
                <td data-label={t('rfq.columns.dateCode')}>{l.date_code}</td>
                <td data-label={t('rfq.columns.qty')}>{count.format(l.qty)}</td>
                <td data-label={t('rfq.columns.targetPrice')}>
                  {l.target_price && (
                    <bdi dir="ltr" className="money">
                      {formatUnitPrice(l.target_price, locale)}
                    </bdi>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rfq.quote && <QuoteSection quote={rfq.quote} order={<OrderQuote id={rfq.id} />} />}
    </AccountLayout>
  )
}
