import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { answerMessage, consoleApi } from '../../components/admin/api'
import { useConsoleFormat } from '../../components/admin/format'
import { useConsoleHref, useConsoleT } from '../../components/admin/i18n'
import { toE5 } from '../../contract/money'
import { ConsoleError, ConsoleNotice } from '../../components/admin/ConsoleMessage'

/**
 * The console's front page (issue 31): today and the last 30 days (a small SVG chart of orders and
 * revenue by day, no chart library), the work waiting, and the mails the outbox gave up on, each
 * with a button that sends it again.
 */
export default function Page() {
  const t = useConsoleT()
  const href = useConsoleHref()
  const fmt = useConsoleFormat()
  const queryClient = useQueryClient()
  const dash = consoleApi.dashboard.useQuery({ queryKey: ['admin', 'dashboard'] })
  const retry = consoleApi.mailRetry.useMutation()
  const [notice, setNotice] = useState('')
  if (dash.isPending) return <p>{t('ui.loading')}</p>
  if (dash.data?.status !== 200) return <ConsoleError text={t('ui.loadFailed')} />
  const d = dash.data.body.data
  const cards: [string, string, string | null][] = [
    [t('ui.dash.ordersToday'), fmt.count(d.today.orders), null],
    [t('ui.dash.revenueToday'), fmt.amount(d.today.revenue), null],
    [t('ui.dash.toConfirm'), fmt.count(d.to_confirm), '/admin/orders'],
    [t('ui.dash.toShip'), fmt.count(d.to_ship), '/admin/orders'],
    [
      t('ui.dash.rfqsWaiting'),
      `${fmt.count(d.rfqs_waiting)} (${fmt.count(d.rfqs_late)} ${t('ui.dash.rfqsLate')})`,
      '/admin/rfqs',
    ],
  ]
  return (
    <section data-testid="console-dashboard">
      <h1>{t('ui.dash.title')}</h1>
      <ConsoleNotice text={notice} />
      <div className="console-cards">
        {cards.map(([label, value, link]) => (
          <div key={label} className="console-panel console-card-figure">
            <span>{label}</span>
            <strong>{link ? <a href={href(link)}>{value}</a> : value}</strong>
          </div>
        ))}
      </div>
      <section className="console-panel">
        <h2>{t('ui.dash.chart')}</h2>
        <Chart
          days={d.days}
          ordersLabel={t('ui.dash.orders')}
          revenueLabel={t('ui.dash.revenue')}
          amount={fmt.amount}
        />
      </section>
      <section className="console-panel">
        <h2>{t('ui.dash.mails')}</h2>
        {d.failed_mails.length === 0 ? (
          <p>{t('ui.dash.noMails')}</p>
        ) : (
          <ul>
            {d.failed_mails.map((m) => (
              <li key={m.id}>
                {fmt.date(m.created_at)} · {m.recipient} · {m.subject} · {t('ui.dash.attempts', { n: m.attempts })}
                {m.last_error && <> · {m.last_error}</>}{' '}
                <button
                  type="button"
                  className="btn"
                  disabled={retry.isPending}
                  onClick={() =>
                    retry.mutate(
                      { params: { id: m.id }, body: {} },
                      {
                        onSuccess: (r) => {
                          setNotice(answerMessage(r, ''))
                          void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] })
                        },
                        onError: () => setNotice(t('ui.loadFailed')),
                      },
                    )
                  }
                >
                  {t('ui.dash.retry')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  )
}

/** Orders (bars) and revenue (line) per day, drawn as SVG; the figures are also in each bar's title. */
function Chart(props: {
  days: { day: string; orders: number; revenue: string }[]
  ordersLabel: string
  revenueLabel: string
  amount: (m: string) => string
}) {
  const W = 600
  const H = 160
  const step = W / props.days.length
  const maxOrders = Math.max(1, ...props.days.map((d) => d.orders))
  const cents = props.days.map((d) => Number(toE5(d.revenue) / 1000n))
  const maxCents = Math.max(1, ...cents)
  const line = cents.map((c, i) => `${(i + 0.5) * step},${H - (c / maxCents) * (H - 10)}`).join(' ')
  return (
    <svg
      viewBox={`0 0 ${W} ${H + 20}`}
      role="img"
      aria-label={`${props.ordersLabel} / ${props.revenueLabel}`}
      className="console-chart"
    >
      {props.days.map((d, i) => (
        <rect
          key={d.day}
          x={i * step + 2}
          width={step - 4}
          y={H - (d.orders / maxOrders) * (H - 10)}
          height={(d.orders / maxOrders) * (H - 10)}
          fill="#9cc3ea"
        >
          <title>{`${d.day}: ${props.ordersLabel} ${d.orders}, ${props.revenueLabel} ${props.amount(d.revenue)}`}</title>
        </rect>
      ))}
      <polyline points={line} fill="none" stroke="#14324f" strokeWidth="2" />
      <text x="0" y={H + 15} fontSize="11">
        {props.days[0]?.day}
      </text>
      <text x={W} y={H + 15} fontSize="11" textAnchor="end">
        {props.days.at(-1)?.day}
      </text>
    </svg>
  )
}
