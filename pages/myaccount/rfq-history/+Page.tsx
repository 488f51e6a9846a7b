import { useData } from 'vike-react/useData'
import { RFQ_STATUSES } from '../../../contract/rfq'
import { AccountLayout } from '../../../components/account/AccountLayout'
import { useHref, useT } from '../../../components/app/i18n'
import { Pager } from '../../../components/catalogue/CatalogueBits'
import { DateText } from '../../../components/ui/DateText'
import '../../../components/rfq/rfq.css'
import type { Data } from './+data'

/** /myaccount/rfq-history (spec §2): the buyer's RFQs with status tabs, newest first, each to its detail. */
export default function Page() {
  const t = useT()
  const href = useHref()
  const { list, status } = useData<Data>()
  const tabs = [null, ...RFQ_STATUSES]
  const link = (s: string | null, page = 1) => {
    const q = new URLSearchParams()
    if (s) q.set('status', s)
    if (page > 1) q.set('page', String(page))
    const qs = q.toString()
    return href('/myaccount/rfq-history') + (qs ? `?${qs}` : '')
  }
  return (
    <AccountLayout title={t('rfq.history.title')}>
      <nav className="rfq-tabs" aria-label={t('rfq.history.statusLabel')} data-testid="rfq-tabs">
        {tabs.map((s) => (
          <a key={s ?? 'all'} href={link(s)} aria-current={s === status ? 'page' : undefined}>
            {s ? t(`rfq.history.status.${s}`) : t('rfq.history.all')}
          </a>
        ))}
      </nav>
      {!list || list.list.length === 0 ? (
        <p className="empty" data-testid="rfq-history-empty">
          {t('common.empty')}
        </p>
      ) : (
        <>
          <div className="rfq-table-wrap">
            <table className="rfq-table" data-testid="rfq-history">
              <thead>
                <tr>
                  <th scope="col">{t('rfq.history.number')}</th>
                  <th scope="col">{t('rfq.history.date')}</th>
                  <th scope="col">{t('rfq.history.statusLabel')}</th>
                  <th scope="col">{t('rfq.history.parts')}</th>
                  <th scope="col">{t('rfq.history.lines')}</th>
                </tr>
              </thead>
              <tbody>
                {list.list.map((r) => (
                  <tr key={r.id} data-rfq-no={r.rfq_no}>
                    <td data-label={t('rfq.history.number')}>
                      <a href={href(`/myaccount/rfq-history/${r.id}`)} dir="ltr">
                        {r.rfq_no}
                      </a>
                    </td>
                    <td data-label={t('rfq.history.date')}>
                      <DateText iso={r.created_at} />
                    </td>
                    <td data-label={t('rfq.history.statusLabel')}>
                      <span className={`rfq-status ${r.status}`}>{t(`rfq.history.status.${r.status}`)}</span>
                    </td>
                    <td data-label={t('rfq.history.parts')}>
                      <bdi>{r.part_numbers.join(', ')}</bdi>
                      {r.line_count > r.part_numbers.length && ' …'}
                    </td>
                    <td data-label={t('rfq.history.lines')}>{t('rfq.page.lineCount', { count: r.line_count })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={list.page} pages={Math.ceil(list.total / list.page_size)} link={(p) => link(status, p)} />
        </>
      )}
    </AccountLayout>
  )
}
