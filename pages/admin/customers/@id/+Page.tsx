import type { ReactNode } from 'react'
import type { CustomerDetail } from '../../../../contract/admin/customers'
import { consoleApi } from '../../../../components/admin/api'
import { AuditTable } from '../../../../components/admin/AuditTable'
import { CustomerActions } from '../../../../components/admin/CustomerActions'
import { useConsoleFormat } from '../../../../components/admin/format'
import { useConsoleHref, useConsoleT } from '../../../../components/admin/i18n'
import { ConsoleFacts } from '../../../../components/admin/ConsoleFacts'
import { useConsoleDetail } from '../../../../components/admin/useConsoleDetail'

/**
 * One customer (issue 32): profile and state, what an admin may do with the account, the address
 * book, their orders and RFQs (links to the console's pages) and BOMs, and the audit rows.
 */
export default function Page() {
  const t = useConsoleT()
  const href = useConsoleHref()
  const fmt = useConsoleFormat()
  const page = useConsoleDetail<CustomerDetail>('customers', consoleApi.customerDetail, { refetch: false })
  if (!page.ready) return page.fallback
  const { data: c, done, notice } = page
  const facts: [string, ReactNode][] = [
    [
      t('ui.customer.state'),
      <span className={`status customer-${c.state}`} data-testid="console-customer-state">
        {t(`ui.customer.states.${c.state}`)}
        {!c.activated && c.state === 'active' && <> · {t('ui.customer.notActivated')}</>}
      </span>,
    ],
    [t('ui.customer.email'), c.email],
    [t('ui.customer.name'), c.contact_name],
    [t('ui.customer.company'), c.company_name],
    [t('ui.customer.jobTitle'), c.job_title],
    [t('ui.customer.telephone'), c.telephone],
    [t('ui.customer.address'), [c.address, c.city, c.region, c.country].filter(Boolean).join(', ')],
    [t('ui.customer.language'), c.locale],
    [t('ui.customer.registered'), fmt.date(c.created_at)],
    [t('ui.customer.sessions'), fmt.count(c.live_sessions)],
    ...(c.role !== 'customer' ? [[t('ui.customer.role'), c.role] as [string, ReactNode]] : []),
    ...(c.disabled_at
      ? ([
          [t('ui.customer.disabledAt'), fmt.date(c.disabled_at)],
          [t('ui.customer.reason'), c.disabled_reason],
        ] as [string, ReactNode][])
      : []),
    ...(c.erased_at ? [[t('ui.customer.erasedAt'), fmt.date(c.erased_at)] as [string, ReactNode]] : []),
  ]
  return (
    <article data-testid="console-customer">
      <p>
        <a href={href('/admin/customers')}>← {t('ui.customer.back')}</a>
      </p>
      <h1>{t('ui.customer.title', { email: c.email })}</h1>
      {notice}
      <div className="console-grid">
        <section className="console-panel">
          <h2>{t('ui.customer.profile')}</h2>
          <ConsoleFacts facts={facts.filter(([, v]) => v !== '')} />
        </section>
        <CustomerActions customer={c} onDone={done} />
      </div>

      <section className="console-panel" data-testid="console-customer-orders">
        <h2>
          {t('ui.customer.orders')} <span className="count">{fmt.count(c.order_count)}</span>
        </h2>
        {c.orders.length === 0 ? (
          <p>{t('ui.customer.noOrders')}</p>
        ) : (
          <Table head={[t('ui.list.orderNo'), t('ui.list.date'), t('ui.list.status'), t('ui.list.total')]}>
            {c.orders.map((o) => (
              <tr key={o.id}>
                <td>
                  <a className="mpn" href={href(`/admin/orders/${o.id}`)}>
                    {o.order_no}
                  </a>
                </td>
                <td>{fmt.date(o.created_at)}</td>
                <td>
                  <span className={`status status-${o.status}`}>{t(`ui.status.${o.status}`)}</span>
                </td>
                <td className="num">
                  <bdi className="money">{fmt.amount(o.total)}</bdi>
                </td>
              </tr>
            ))}
          </Table>
        )}
      </section>

      <div className="console-grid">
        <section className="console-panel" data-testid="console-customer-rfqs">
          <h2>{t('ui.customer.rfqs')}</h2>
          {c.rfqs.length === 0 ? (
            <p>{t('ui.customer.noRfqs')}</p>
          ) : (
            <Table head={[t('ui.rfq.no'), t('ui.list.date'), t('ui.list.status'), t('ui.list.lines')]}>
              {c.rfqs.map((r) => (
                <tr key={r.id}>
                  <td>
                    <a className="mpn" href={href(`/admin/rfqs/${r.id}`)}>
                      {r.rfq_no}
                    </a>
                  </td>
                  <td>{fmt.date(r.created_at)}</td>
                  <td>{t(`ui.rfq.status.${r.status}`)}</td>
                  <td className="num">{fmt.count(r.line_count)}</td>
                </tr>
              ))}
            </Table>
          )}
        </section>
        <section className="console-panel" data-testid="console-customer-boms">
          <h2>{t('ui.customer.boms')}</h2>
          {c.boms.length === 0 ? (
            <p>{t('ui.customer.noBoms')}</p>
          ) : (
            <ul>
              {c.boms.map((b) => (
                <li key={b.id}>
                  {b.name} · {t('ui.customer.bomLines', { n: b.line_count })} · {t('ui.customer.updated')}{' '}
                  {fmt.date(b.updated_at)}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section className="console-panel" data-testid="console-customer-addresses">
        <h2>{t('ui.customer.addresses')}</h2>
        {c.addresses.length === 0 ? (
          <p>{t('ui.customer.noAddresses')}</p>
        ) : (
          <ul>
            {c.addresses.map((a) => (
              <li key={a.id}>
                {[
                  a.contact_name,
                  a.address_line1,
                  a.address_line2,
                  a.postal_code,
                  a.city,
                  a.state,
                  a.country,
                  a.telephone,
                ]
                  .filter(Boolean)
                  .join(', ')}
                {a.default_shipping && <> · {t('ui.customer.defaultShipping')}</>}
                {a.default_billing && <> · {t('ui.customer.defaultBilling')}</>}
              </li>
            ))}
          </ul>
        )}
      </section>

      {c.audit.length > 0 && (
        <section className="console-panel" data-testid="console-audit">
          <h2>{t('ui.detail.audit')}</h2>
          <AuditTable rows={c.audit} />
        </section>
      )}
    </article>
  )
}

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
