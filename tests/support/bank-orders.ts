/**
 * A buyer's bank-transfer order, placed and reported through the API as the pages do: what the
 * console's tests start from (an order waiting in Confirming for staff).
 */
import { GERMAN_ADDRESS } from './addresses'
import { okData, type TestApp } from './test-app'

type Api = ReturnType<TestApp['client']>

/** Places a signed-in buyer's bank order of `qty` pieces of an offer (Unpaid). */
export async function placeBankOrder(t: TestApp, goodsId: number, qty: number, lang = 'en') {
  const s = await t.createUserSession()
  const api = t.client({ lang, authorization: `Bearer ${s.token}` })
  const order = okData(
    await api.orders.place({
      body: {
        goods_id: goodsId,
        cart_num: qty,
        shipping_address: GERMAN_ADDRESS,
        shipping_method: 'express',
        pay_method: 'bank',
      },
    }),
  )
  return { order, api }
}

/** The buyer reports the transfer of the order's total (→ Confirming), with a receipt file if given. */
export async function reportTransfer(
  api: Api,
  order: { id: number; total: string },
  remittance: { payer_name?: string; reference?: string; receipt?: File } = {},
) {
  const f = new FormData()
  for (const [k, v] of Object.entries({
    id: order.id,
    payer_name: remittance.payer_name ?? 'Ada Käufer',
    reference: remittance.reference ?? 'TT-1',
    amount: order.total.slice(0, -3),
    paid_on: '2026-11-25',
  }))
    f.append(k, String(v))
  if (remittance.receipt) f.append('receipt', remittance.receipt)
  return okData(await api.orders.bankConfirm({ body: f as never }))
}
