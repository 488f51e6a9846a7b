import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { BankConfirmInput, PayMethodInfo } from '../../../contract/orders'
import { toE5 } from '../../../contract/money'
import { batchStatement } from '../../db/batch'
import type { ServiceContext } from '../../services/context'
import {
  accessibleOrder,
  changedBy,
  changeStatus,
  deliverSoon,
  orderDetail,
  type ActionResult,
} from '../orders/service'
import { availablePayMethods } from './methods'
import { orderMail } from '../orders/mails'
import { queueMailWhen } from '../../mail/outbox'
import { mailDataOf } from '../orders/mail-data'
export { bankAccount } from './bank-account'

/**
 * Payments: the enabled methods (site config `pay_methods`, methods.ts) and the bank transfer (offline wire):
 * the shop's account from site config `bank_account`, and the buyer's report of a transfer, which
 * moves the order to Confirming until sales confirms the money arrived.
 */
type Ctx = Pick<ServiceContext, 'db' | 'locale' | 'now' | 't' | 'session' | 'ports' | 'defer'>

export async function payMethods(ctx: Pick<Ctx, 'db' | 't' | 'ports'>): Promise<z.infer<typeof PayMethodInfo>[]> {
  return (await availablePayMethods(ctx)).map((code) => ({
    code,
    name: ctx.t(`payments.${code}.name`),
    description: ctx.t(`payments.${code}.description`),
  }))
}

/** What a receipt file is, by its first bytes (never by a name): PDF, JPEG or PNG, else null. */
export function receiptType(data: Uint8Array): 'application/pdf' | 'image/jpeg' | 'image/png' | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => data[i] === b)
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf' // %PDF-
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  return null
}

export const RECEIPT_LIMIT = 2 * 1024 * 1024

export type ConfirmResult =
  ActionResult | { kind: 'badReceipt'; reason: 'type' | 'size' } | { kind: 'badDay'; from: string; to: string }

const HOUR_MS = 3_600_000

/**
 * The days a transfer for an order can have been made on (YYYY-MM-DD): from the order's day to
 * today, as anywhere on Earth has them (UTC−12 to UTC+14), so that no buyer's own calendar is refused.
 */
export function transferDays(orderCreatedAt: string, now: Date): { from: string; to: string } {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  return { from: day(Date.parse(orderCreatedAt) - 12 * HOUR_MS), to: day(now.getTime() + 14 * HOUR_MS) }
}

/**
 * Records the buyer's bank transfer for an unpaid order and moves it to Confirming, in one batch
 * (the remittance is written only with the status change). Everything is checked before that batch
 * (the amount is bounded by the contract, so it is stored and read back exactly; the day is one of
 * `transferDays`), and nothing after it can fail on what the buyer sent. The receipt, if any, goes to the file
 * store first (a receipt without a remittance is harmless; the other way round is not possible).
 */
export async function confirmBankTransfer(
  ctx: Ctx,
  input: z.output<typeof BankConfirmInput>,
  authorization: string | undefined,
): Promise<ConfirmResult> {
  let receipt: { key: string; type: string } | null = null
  if (input.receipt) {
    const data = input.receipt.bytes
    if (data.length > RECEIPT_LIMIT) return { kind: 'badReceipt', reason: 'size' }
    const type = receiptType(data)
    if (!type) return { kind: 'badReceipt', reason: 'type' }
    receipt = { key: `receipts/${input.id}/${crypto.randomUUID()}`, type }
  }
  const found = await accessibleOrder(ctx, input.id, input.token, authorization)
  if (found.kind !== 'found') return found
  if (found.order.status !== 'Unpaid') return { kind: 'refused', status: found.order.status as never }
  const days = transferDays(found.order.createdAt, ctx.now)
  if (input.paid_on < days.from || input.paid_on > days.to) return { kind: 'badDay', ...days }
  if (receipt) await ctx.ports.files.put(receipt.key, input.receipt!.bytes, receipt.type)
  const at = ctx.now.toISOString()
  const mail = orderMail('remittance', await mailDataOf(ctx, found.order))
  const r = await changeStatus(
    ctx,
    found.order,
    'Confirming',
    { kind: 'customer', id: found.actorId, reason: 'bank transfer reported' },
    (nonce) => [
      batchStatement(
        ctx.db,
        sql`INSERT INTO bank_remittances (order_id, payer_name, reference, amount, paid_on, receipt_key, receipt_type, created_at)
        SELECT ${input.id}, ${input.payer_name}, ${input.reference}, ${Number(toE5(input.amount))}, ${input.paid_on}, ${receipt?.key ?? null}, ${receipt?.type ?? null}, ${at}
        WHERE EXISTS (SELECT 1 FROM orders WHERE id = ${input.id} AND change_nonce = ${nonce})`,
      ),
      queueMailWhen(ctx.db, mail, ctx.now, changedBy(input.id, nonce)),
    ],
  )
  if (r.kind !== 'changed') return r
  deliverSoon(ctx)
  return { kind: 'done', detail: await orderDetail(ctx, r.order) }
}
