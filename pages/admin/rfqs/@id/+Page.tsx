import type { ReactNode } from 'react'
import type { AdminRfqDetail } from '../../../../contract/admin'
import { consoleApi } from '../../../../components/admin/api'
import { useConsoleFormat } from '../../../../components/admin/format'
import { useConsoleHref, useConsoleT } from '../../../../components/admin/i18n'
import { QuoteForm } from '../../../../components/admin/QuoteForm'
import { ConsoleFacts } from '../../../../components/admin/ConsoleFacts'
import { useConsoleDetail } from '../../../../components/admin/useConsoleDetail'

/** One RFQ (issue 31): opening it marks it viewed; contact, lines, the quote form or the quote sent, the audit rows. */
export default function Page() {
  const t = useConsoleT()
  const href = useConsoleHref()
  const fmt = useConsoleFormat()
  const page = useConsoleDetail<AdminRfqDetail>('rfqs', consoleApi.adminRfqDetail, { refetch: true })
  if (!page.ready) return page.fallback
  const { data: rfq, done, notice } = page
  const c = rfq.contact
  return (
    <article data-testid="console-rfq">
      <p>
        <a href={href('/admin/rfqs')}>← {t('ui.rfq.back')}</a>
      </p>
      <h1>{t('ui.rfq.title', { no: rfq.rfq_no })}</h1>
      {notice}
      <section className="console-panel">
        <ConsoleFacts
          facts={
            [
              [t('ui.list.status'), t(`ui.rfq.status.${rfq.status}`)],
              [t('ui.rfq.date'), fmt.date(rfq.created_at)],
              [
                t('ui.rfq.age'),
                <span className={rfq.late ? 'console-late' : undefined}>
                  {t('ui.rfq.ageHours', { hours: rfq.age_working_hours, promise: rfq.promise_hours })} ·{' '}
                  {t(`ui.rfq.source.${rfq.source}`)}
                </span>,
              ],
              [t('ui.rfq.contact'), c.contact_name],
              [t('ui.rfq.company'), c.company_name],
              [t('ui.detail.email'), c.email],
              [t('ui.rfq.telephone'), c.telephone],
              [t('ui.rfq.country'), c.country],
              [t('ui.rfq.language'), rfq.locale],
              ...(c.comment ? [[t('ui.rfq.comment'), c.comment]] : []),
            ] as [string, ReactNode][]
          }
        />
      </section>
      <section className="console-panel">
        <h2>{t('ui.rfq.requested')}</h2>
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('ui.rfq.parts')}</th>
                <th scope="col">{t('ui.detail.maker')}</th>
                <th scope="col">{t('ui.detail.package')}</th>
                <th scope="col">{t('ui.rfq.dateCode')}</th>
                <th scope="col">{t('ui.rfq.qty')}</th>
                <th scope="col">{t('ui.rfq.target')}</th>
              </tr>
            </thead>
            <tbody>
              {rfq.lines.map((l) => (
                <tr key={l.id}>
                  <td>{l.position}</td>
                  <td className="mpn">{l.part_number}</td>
                  <td>{l.manufacturer}</td>
                  <td>{l.package}</td>
                  <td>{l.date_code}</td>
                  <td className="num">{fmt.count(l.qty)}</td>
                  <td className="num">{l.target_price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {rfq.quote ? (
        <section className="console-panel" data-testid="console-quote">
          <h2>{t('ui.rfq.quoted', { date: fmt.date(rfq.quote.quoted_at) })}</h2>
          <ul>
            {rfq.quote.lines.map((l) => (
              <li key={l.position}>
                {l.part_number}:{' '}
                {l.can_offer
                  ? `${fmt.count(l.qty!)} × ${fmt.unitPrice(l.unit_price!)} · ${l.lead_time} · ${l.date_code} · ${t('ui.rfq.validUntil')} ${l.valid_until}`
                  : t('ui.rfq.cannotOffer')}
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <QuoteForm rfq={rfq} onDone={done} />
      )}
    </article>
  )
}
