import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { countryName } from '../../../contract/countries'
import { formatE5 } from '../../../contract/money'
import type { OrderAddress, OrderDetail, OrderStatus } from '../../../contract/orders'
import { ORDER_STATUSES } from '../../../contract/orders'
import { localeInfo } from '../../../locales/locales'
import type { Db } from '../../db/client'
import { orderEvents, orderLines, orders, orderShipments } from './schema'
import type { Ctx, OrderRow } from './shared'
import { canTransition, type ActorKind } from './transitions'

/** Reading orders: an order's detail (lines, totals, addresses, history, remittances) and the buyer's list. */
type AddressSnapshot = Omit<OrderAddress, 'country_name'>

/* ------------------------------------------------------------------ views */

const can = (o: Pick<OrderRow, 'status'>) => ({
  can_pay: o.status === 'Unpaid',
  can_cancel: canTransition(o.status as OrderStatus, 'Canceled', 'customer'),
  can_receive: canTransition(o.status as OrderStatus, 'Received', 'customer'),
})

type LineRow = typeof orderLines.$inferSelect
const lineView = (l: LineRow) => ({
  goods_id: l.goodsId,
  goods_page_url: `/productdetail/${l.goodsId}`,
  part_number: l.partNumber,
  manufacturer: l.manufacturer,
  package: l.package,
  batch: l.batch,
  unit_price: formatE5(l.unitPrice),
  qty: l.qty,
  amount: formatE5(l.amount),
})

async function linesOf(db: Db, orderIds: number[]) {
  const rows = orderIds.length
    ? await db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id))
    : []
  const by = new Map<number, LineRow[]>()
  for (const r of rows) by.set(r.orderId, [...(by.get(r.orderId) ?? []), r])
  return by
}

function summaryView(ctx: Pick<Ctx, 't'>, o: OrderRow, lines: LineRow[]) {
  return {
    id: o.id,
    order_no: o.orderNo,
    created_at: o.createdAt,
    status: o.status as OrderStatus,
    status_name: ctx.t(`orders.status.${o.status}`),
    pay_time: o.paidAt,
    subtotal: formatE5(o.subtotal),
    freight: o.freight === null ? null : formatE5(o.freight),
    total: formatE5(o.total),
    lines: lines.map(lineView),
    ...can(o),
  }
}

function addressView(ctx: Pick<Ctx, 'locale'>, json: string): OrderAddress {
  const a = JSON.parse(json) as AddressSnapshot
  return { ...a, country_name: countryName(a.country, localeInfo(ctx.locale).bcp47) }
}

export async function orderDetail(ctx: Pick<Ctx, 'db' | 't' | 'locale'>, o: OrderRow): Promise<OrderDetail> {
  const [lines, events, remittances, [shipment]] = await Promise.all([
    linesOf(ctx.db, [o.id]),
    ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id)).orderBy(asc(orderEvents.id)),
    ctx.db.all<{
      payer_name: string
      reference: string
      amount: string
      paid_on: string
      receipt_key: string | null
      created_at: string
    }>(
      // The amount as text: read back exactly whatever integer it is (one stored before amounts were
      // bounded, above 2^53, made every read of the order fail).
      sql`SELECT payer_name, reference, CAST(amount AS TEXT) AS amount, paid_on, receipt_key, created_at FROM bank_remittances WHERE order_id = ${o.id} ORDER BY id`,
    ),
    ctx.db.select().from(orderShipments).where(eq(orderShipments.orderId, o.id)),
  ])
  return {
    ...summaryView(ctx, o, lines.get(o.id) ?? []),
    email: o.email,
    expires_at: o.status === 'Unpaid' ? o.expiresAt : null,
    shipping_method: o.shippingMethod as OrderDetail['shipping_method'],
    shipping_name: ctx.t(`shipping.${o.shippingMethod}.name`),
    freight_to_confirm: o.freight === null,
    weight_g: o.weightMg / 1000,
    shipping_address: addressView(ctx, o.shippingAddress),
    billing_address: addressView(ctx, o.billingAddress),
    pay_method: o.payMethod as OrderDetail['pay_method'],
    remark: o.remark,
    platform_remark: o.platformRemark,
    shipping_number: o.shippingNumber,
    history: events.map((e) => ({
      status: e.toStatus as OrderStatus,
      status_name: ctx.t(`orders.status.${e.toStatus}`),
      at: e.at,
      actor: e.actorKind as ActorKind,
      reason: e.reason,
    })),
    remittances: remittances.map((r) => ({
      payer_name: r.payer_name,
      reference: r.reference,
      amount: formatE5(BigInt(r.amount)),
      paid_on: r.paid_on,
      has_receipt: !!r.receipt_key,
      created_at: r.created_at,
    })),
    shipment: shipment
      ? { carrier: shipment.carrier, tracking_number: shipment.trackingNumber, tracking_url: shipment.trackingUrl }
      : null,
  }
}

/** The signed-in user's orders, newest first, one status tab or all, with the count per status. */
export async function listOrders(ctx: Ctx, q: { status?: OrderStatus; page: number; page_size: number }) {
  const userId = ctx.session!.userId
  const where = and(eq(orders.userId, userId), q.status ? eq(orders.status, q.status) : undefined)
  const [rows, perStatus] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    ctx.db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(eq(orders.userId, userId))
      .groupBy(orders.status),
  ])
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>
  for (const r of perStatus) if (r.status in counts) counts[r.status as OrderStatus] = r.n
  const total = q.status ? counts[q.status] : Object.values(counts).reduce((a, b) => a + b, 0)
  const lines = await linesOf(
    ctx.db,
    rows.map((r) => r.id),
  )
  return {
    list: rows.map((o) => summaryView(ctx, o, lines.get(o.id) ?? [])),
    total,
    page: q.page,
    page_size: q.page_size,
    counts,
  }
}
