import type { ReactNode } from 'react'
import type { AdminOrderDetail } from '../../../../contract/admin'
import type { OrderAddress } from '../../../../contract/orders'
import { consoleApi } from '../../../../components/admin/api'
import { AuditTable } from '../../../../components/admin/AuditTable'
import { useConsoleFormat } from '../../../../components/admin/format'
import { useConsoleHref, useConsoleT } from '../../../../components/admin/i18n'
import { OrderActions } from '../../../../components/admin/OrderActions'
import { ConsoleFacts } from '../../../../components/admin/ConsoleFacts'
import { useConsoleDetail } from '../../../../components/admin/useConsoleDetail'

/**
 * One order as staff see it (issue 31): facts, lines and amounts, addresses, the buyer's
 * remittance reports, online payments with the provider's ids, shipment, refund, the status
 * history (order_events) and the audit log; and the moves the transition map allows now.
 */
export default function Page() {
  const t = useConsoleT()
  const href = useConsoleHref()
  const page = useConsoleDetail<AdminOrderDetail>('orders', consoleApi.adminOrderDetail, null)
  if (!page.ready) return page.fallback
  const { data: order, done, notice } = page
  return (
    <article data-testid="console-order">
      <p>
        <a href={href('/admin/orders')}>← {t('ui.detail.back')}</a>
      </p>
      <h1>{t('ui.detail.title', { no: order.order_no })}</h1>
      {notice}
      <div className="console-grid">
        <Facts order={order} />
        <OrderActions order={order} onDone={done} />
      </div>
      <Lines order={order} />
      <div className="console-grid">
        <Address title={t('ui.detail.shipTo')} a={order.shipping_address} />
        <Address title={t('ui.detail.billTo')} a={order.billing_address} />
      </div>
      <Payments order={order} />
      <History order={order} />
      <Audit order={order} />
    </article>
  )
}

function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="console-panel" data-testid={testId}>
      <h2>{title}</h2>
      {children}
    </section>
  )
}

function Facts({ order }: { order: AdminOrderDetail }) {
  const t = useConsoleT()
  const fmt = useConsoleFormat()
  const rows: [string, ReactNode][] = [
    [
      t('ui.detail.status'),
      <span className={`status status-${order.status}`} data-testid="console-status">
        {t(`ui.status.${order.status}`)}
      </span>,
    ],
    [t('ui.detail.placed'), fmt.date(order.created_at)],
    [t('ui.detail.email'), order.email],
    ...(order.company ? [[t('ui.list.company'), order.company] as [string, ReactNode]] : []),
    [t('ui.detail.language'), order.locale],
    [t('ui.detail.payMethod'), order.pay_method],
    [t('ui.detail.subtotal'), <bdi className="money">{fmt.amount(order.subtotal)}</bdi>],
    [
      t('ui.detail.freight'),
      order.freight === null ? (
        t('ui.detail.freightToConfirm')
      ) : (
        <bdi className="money">{fmt.amount(order.freight)}</bdi>
      ),
    ],
    [
      t('ui.detail.total'),
      <strong className="money" data-testid="console-total">
        {fmt.amount(order.total)}
      </strong>,
    ],
  ]
  return (
    <Panel title={t('ui.detail.buyer')}>
      <ConsoleFacts facts={rows} />
    </Panel>
  )
}

function Lines({ order }: { order: AdminOrderDetail }) {
  const t = useConsoleT()
  const fmt = useConsoleFormat()
  return (
    <Panel title={t('ui.detail.lines')}>
      <div className="console-table-wrap">
        <table className="console-table">
          <thead>
            <tr>
              {['part', 'maker', 'package', 'dateCode', 'qty', 'unitPrice', 'amount'].map((k) => (
                <th key={k} scope="col">
                  {t(`ui.detail.${k}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.goods_id}>
                <td className="mpn">{l.part_number}</td>
                <td>{l.manufacturer}</td>
                <td>{l.package}</td>
                <td>{l.batch}</td>
                <td className="num">{fmt.count(l.qty)}</td>
                <td className="num money">{fmt.unitPrice(l.unit_price)}</td>
                <td className="num money">{fmt.amount(l.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  )
}

function Address({ title, a }: { title: string; a: OrderAddress }) {
  return (
    <Panel title={title}>
      <address>
        {a.contact_name}
        <br />
        {a.address_line1}
        {a.address_line2 && (
          <>
            <br />
            {a.address_line2}
          </>
        )}
        <br />
        {a.postal_code} {a.city}, {a.state}
        <br />
        {a.country_name}
        <br />
        {a.telephone}
      </address>
    </Panel>
  )
}

function Payments({ order }: { order: AdminOrderDetail }) {
  const t = useConsoleT()
  const fmt = useConsoleFormat()
  return (
    <>
      {order.remittances.length > 0 && (
        <Panel title={t('ui.detail.remittances')} testId="console-remittances">
          <ul>
            {order.remittances.map((r, i) => (
              <li key={r.created_at}>
                {t('ui.detail.payer')}: {r.payer_name} · {t('ui.detail.reference')}: <code>{r.reference}</code> ·{' '}
                <bdi className="money">{fmt.amount(r.amount)}</bdi> · {t('ui.detail.paidOn')}: {r.paid_on} ·{' '}
                {t('ui.detail.receipt')}:{' '}
                {r.has_receipt ? (
                  <a href={`/api/admin/orders/${order.id}/receipt?n=${i + 1}`} data-testid="console-receipt">
                    {t('ui.detail.yes')}
                  </a>
                ) : (
                  t('ui.detail.no')
                )}
              </li>
            ))}
          </ul>
        </Panel>
      )}
      {order.payments.length > 0 && (
        <Panel title={t('ui.detail.payments')}>
          <ul>
            {order.payments.map((p) => (
              <li key={p.provider_order_id}>
                {p.provider} · {t('ui.detail.providerOrder')}: <code>{p.provider_order_id}</code> · {p.status} ·{' '}
                <bdi className="money">{fmt.amount(p.amount)}</bdi>
                {p.capture_id && (
                  <>
                    {' '}
                    · {t('ui.detail.capture')}: <code>{p.capture_id}</code>
                  </>
                )}
              </li>
            ))}
          </ul>
        </Panel>
      )}
      {order.shipment && (
        <Panel title={t('ui.detail.shipment')} testId="console-shipment">
          <p>
            {order.shipment.carrier} · <code>{order.shipment.tracking_number}</code> ·{' '}
            <a href={order.shipment.tracking_url} rel="noopener noreferrer" target="_blank">
              {order.shipment.tracking_url}
            </a>{' '}
            · {fmt.date(order.shipment.shipped_at)}
          </p>
        </Panel>
      )}
      {order.refund && (
        <Panel title={t('ui.detail.refund')}>
          <p>
            {order.refund.method} · {order.refund.status} ·{' '}
            <bdi className="money">{fmt.amount(order.refund.amount)}</bdi>
            {order.refund.provider_refund_id && (
              <>
                {' '}
                · <code>{order.refund.provider_refund_id}</code>
              </>
            )}
            {order.refund.error && <> · {order.refund.error}</>}
          </p>
        </Panel>
      )}
    </>
  )
}

function History({ order }: { order: AdminOrderDetail }) {
  const t = useConsoleT()
  const fmt = useConsoleFormat()
  return (
    <Panel title={t('ui.detail.history')} testId="console-history">
      <ol>
        {order.history.map((e, i) => (
          <li key={i}>
            {fmt.date(e.at)} · <span className={`status status-${e.status}`}>{t(`ui.status.${e.status}`)}</span> ·{' '}
            {t(`ui.detail.actor.${e.actor}`)}
            {e.reason && <> · {e.reason}</>}
          </li>
        ))}
      </ol>
    </Panel>
  )
}

function Audit({ order }: { order: AdminOrderDetail }) {
  const t = useConsoleT()
  if (!order.audit.length) return null
  return (
    <Panel title={t('ui.detail.audit')} testId="console-audit">
      <AuditTable rows={order.audit} />
    </Panel>
  )
}
