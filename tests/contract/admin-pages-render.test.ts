/**
 * The console's pages rendered with React (react-dom/server) from real answers of the admin API:
 * what the first render shows for an order (facts, remittance, only the moves the map allows, the
 * confirm step with the order's number and total), the order list (tabs with counts, the rows),
 * an RFQ with its quote form, in English and Simplified Chinese. A render check, not a browser
 * test: tests/e2e/console.test.ts drives the clicks (it needs Chromium).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createStore, Provider } from 'jotai'
import { createElement, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { sql } from 'drizzle-orm'
import OrderPage from '../../pages/admin/orders/@id/+Page'
import OrdersPage from '../../pages/admin/orders/+Page'
import RfqPage from '../../pages/admin/rfqs/@id/+Page'
import DashboardPage from '../../pages/admin/+Page'
import { pendingActionAtom } from '../../components/admin/state'
import { placeBankOrder, reportTransfer } from '../support/bank-orders'
import { startWithStaff, staffClient, type Staff } from '../support/staff'
import { okData, type TestApp } from '../support/test-app'

let t: TestApp
let sales: Staff
beforeAll(async () => {
  ;({ t, sales } = await startWithStaff({ now: '2026-11-25T10:00:00.000Z' }, 'sales'))
})
afterAll(() => t?.close())

function render(
  Page: ComponentType,
  options: { locale?: 'en' | 'zh'; id?: number; cache: [unknown[], unknown][]; pending?: string },
) {
  const queryClient = new QueryClient()
  for (const [key, body] of options.cache) queryClient.setQueryData(key, { status: 200, body, headers: new Headers() })
  const store = createStore()
  if (options.pending) store.set(pendingActionAtom, options.pending as never)
  const pageContext = {
    locale: options.locale ?? 'en',
    urlPathname: '/admin/orders',
    urlParsed: { search: {} },
    routeParams: { id: String(options.id ?? 0) },
  } as never
  return renderToString(
    createElement(VikeReactProviderPageContext, {
      pageContext,
      children: createElement(
        QueryClientProvider,
        { client: queryClient },
        createElement(Provider, { store }, createElement(Page)),
      ),
    }),
  )
}

async function confirmingOrder() {
  const [offer] = await t.db.all<{ id: number }>(
    sql`SELECT id FROM goods WHERE moq = 1 AND multiple = 1 AND stock >= 10 LIMIT 1`,
  )
  const { order, api } = await placeBankOrder(t, offer!.id, 2)
  await reportTransfer(api, order, { reference: 'TT-9' })
  return order
}

test('an order: facts, the remittance, only the allowed moves; the confirm step names the order and its total', async () => {
  const o = await confirmingOrder()
  const body = (await staffClient(t, sales).admin.adminOrderDetail({ params: { id: o.id } })).body
  const key = ['admin', 'orders', 'detail', o.id]
  const html = render(OrderPage, { id: o.id, cache: [[key, body]] })
  expect(html).toContain(`Order ${o.order_no}`)
  expect(html).toContain('TT-9')
  expect(html).toContain('data-testid="action-confirm"')
  expect(html).toContain('data-testid="action-sendBack"')
  expect(html).toContain('data-testid="action-cancel"')
  expect(html).not.toContain('data-testid="action-ship"')
  expect(html).not.toContain('data-testid="action-refund"')
  const dollars = `$${Number(o.total).toFixed(2)}`
  expect(html).toContain(dollars)

  const asking = render(OrderPage, { id: o.id, cache: [[key, body]], pending: 'confirm' })
  expect(asking).toContain('data-testid="confirm-confirm"')
  expect(asking).toContain(`The money for ${o.order_no} (${dollars}) is on the bank statement?`)
  expect(asking).toContain('Yes, do it')

  const zh = render(OrderPage, { locale: 'zh', id: o.id, cache: [[key, body]] })
  expect(zh).toContain('确认银行转账')
  expect(zh).toContain('待确认')
})

test('the order list: tabs with counts and the rows', async () => {
  const o = await confirmingOrder()
  const query = { page: 1, page_size: 25 }
  const body = (await staffClient(t, sales).admin.adminOrderList({ query })).body
  const html = render(OrdersPage, { cache: [[['admin', 'orders', query], body]] })
  expect(html).toContain(o.order_no)
  expect(html).toContain(`href="/admin/orders/${o.id}"`)
  expect(html).toMatch(/data-testid="tab-Confirming"[^>]*>Confirming(<!-- -->)? <span class="count">[1-9]\d*<\/span>/)
})

test('an RFQ with its quote form', async () => {
  const s = await t.createUserSession()
  const sent = okData(
    await t.client({ authorization: `Bearer ${s.token}` }).rfq.saveRfqContact({
      body: {
        contact_name: 'Li Lei',
        company_name: 'Acme',
        email: 'li@acme.example',
        telephone: '+86 10 1234 5678',
        country: 'CN',
        lines: [{ part_number: 'NE555P', qty: 100 }],
      },
    }),
  )
  const body = (await staffClient(t, sales).admin.adminRfqDetail({ params: { id: sent.id } })).body
  const html = render(RfqPage, { id: sent.id, cache: [[['admin', 'rfqs', 'detail', sent.id], body]] })
  expect(html).toContain(`RFQ ${sent.rfq_no}`)
  expect(html).toContain('data-testid="quote-form"')
  expect(html).toContain('NE555P')
  expect(html).toContain('Send quote')
})

test('the front page: figures, the 30-day chart, mails not delivered', async () => {
  await confirmingOrder()
  const body = (await staffClient(t, sales).admin.dashboard()).body
  const html = render(DashboardPage, { cache: [[['admin', 'dashboard'], body]] })
  expect(html).toContain('Transfers to confirm')
  expect(html).toContain('<svg')
  expect((html.match(/<rect /g) ?? []).length).toBe(30)
  expect(html).toContain('Every mail went out.')
})
