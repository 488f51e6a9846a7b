import { useData } from 'vike-react/useData'
import { reload } from 'vike/client/router'
import { ORDER_STATUSES } from '../../../contract/orders'
import { AccountLayout } from '../../../components/account/AccountLayout'
import { useHref, useT } from '../../../components/app/i18n'
import { Pager } from '../../../components/catalogue/CatalogueBits'
import { useFormat } from '../../../components/catalogue/money'
import { OrderCard } from '../../../components/orders/OrderCard'
import type { Data } from './+data'

/** Order history (spec §2, §4): the status tabs (All and each status, with counts), the orders, paging. */
export default function Page() {
  const t = useT()
  const href = useHref()
  const fmt = useFormat()
  const { status, orders } = useData<Data>()
  const link = (s: string | null, page = 1) => {
    const q = new URLSearchParams()
    if (s) q.set('status', s)
    if (page > 1) q.set('page', String(page))
    const qs = q.toString()
    return href(`/myaccount/order-status-history${qs ? `?${qs}` : ''}`)
  }
  const counts = orders?.counts ?? {}
  const all = Object.values(counts).reduce((a, b) => a + (b ?? 0), 0)
  const pages = orders ? Math.max(1, Math.ceil(orders.total / orders.page_size)) : 1
  return (
    <AccountLayout title={t('account.orderStatusHistory')}>
      <nav aria-label={t('orders.page.tabs')}>
        <ul className="status-tabs" role="list" data-testid="status-tabs">
          {[null, ...ORDER_STATUSES].map((s) => (
            <li key={s ?? 'all'}>
              <a href={link(s)} aria-current={s === status ? 'page' : undefined} data-status={s ?? 'all'}>
                {s ? t(`orders.status.${s}`) : t('orders.page.all')}{' '}
                <span className="count">({fmt.count(s ? (counts[s] ?? 0) : all)})</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {!orders || orders.list.length === 0 ? (
        <p className="empty" data-testid="orders-empty">
          {t('common.noDataAvailable')}
        </p>
      ) : (
        <ul className="order-list" role="list" data-testid="order-list">
          {orders.list.map((o) => (
            <OrderCard key={o.id} order={o} onChanged={() => void reload()} />
          ))}
        </ul>
      )}
      <Pager page={orders?.page ?? 1} pages={pages} link={(p) => link(status, p)} />
    </AccountLayout>
  )
}
