import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { testProviderOrders } from '../db/schema'
import type { Clock } from './index'
import type { PaymentProvider, ProviderOrder } from './payments'

/**
 * The test provider: the payment port backed by the shop itself, so that `npm start` takes an order
 * to Preparing without an account anywhere. It keeps its orders in `test_provider_orders` and plays
 * PayPal's part: the buyer approves, declines or cancels on the clearly marked test payment screen
 * (/test-payment), and the shop captures as it would at PayPal — with the same answers
 * (already captured, declined, not approved). No money moves. On by default on Node without PayPal
 * (PAYMENTS_TEST_PROVIDER=0 turns it off), off on the Worker unless PAYMENTS_TEST_PROVIDER=1, and
 * never when PayPal is configured.
 */
export type TestDecision = 'approve' | 'decline' | 'cancel'

export type TestPaymentProvider = PaymentProvider & {
  kind: 'test'
  /** The buyer's choice on the test payment screen; only a CREATED order can be decided. */
  decide(id: string, decision: TestDecision): Promise<ProviderOrder | null>
  /** What the test payment screen shows. */
  describe(id: string): Promise<{ order: ProviderOrder; amount: string; reference: string } | null>
}

/** Whether the test provider is on: Node unless PAYMENTS_TEST_PROVIDER=0; the Worker only with =1. */
export function testProviderEnabled(env: Record<string, string | undefined>, runtime: 'node' | 'worker'): boolean {
  const v = env.PAYMENTS_TEST_PROVIDER
  return runtime === 'node' ? v !== '0' : v === '1'
}

const STATUS_OF: Record<TestDecision, string> = { approve: 'APPROVED', decline: 'DECLINED', cancel: 'VOIDED' }

/** An id like PayPal's (upper-case letters and digits), prefixed so that nobody takes it for one. */
const newId = (prefix: string) => {
  const abc = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = crypto.getRandomValues(new Uint8Array(14))
  return prefix + Array.from(bytes, (b) => abc[b % abc.length]).join('')
}

export function testPaymentProvider(db: Db, clock: Clock): TestPaymentProvider {
  type Row = typeof testProviderOrders.$inferSelect
  const read = async (id: string): Promise<Row | null> =>
    (await db.select().from(testProviderOrders).where(eq(testProviderOrders.id, id)))[0] ?? null
  const view = (r: Row): ProviderOrder => ({
    id: r.id,
    status: r.status,
    approveUrl: `/test-payment?token=${r.id}`,
    capture:
      r.captureId && r.status === 'COMPLETED'
        ? { id: r.captureId, status: 'COMPLETED', amount: { currency: r.currency, value: r.amount } }
        : null,
  })

  return {
    kind: 'test',
    methods: ['test'],
    clientId: null,
    sdkUrl: null,
    browserHosts: null,

    async createOrder(input) {
      const at = clock.now().toISOString()
      const row = {
        id: newId('TEST'),
        amount: input.amount,
        currency: 'USD',
        reference: input.reference,
        status: 'CREATED',
        createdAt: at,
        updatedAt: at,
      }
      await db.insert(testProviderOrders).values(row)
      return view({ ...row, captureId: null })
    },

    async captureOrder(id) {
      const captureId = newId('TESTCAP')
      const done = await db
        .update(testProviderOrders)
        .set({ status: 'COMPLETED', captureId, updatedAt: clock.now().toISOString() })
        .where(and(eq(testProviderOrders.id, id), eq(testProviderOrders.status, 'APPROVED')))
        .returning()
      if (done[0]) {
        const order = view(done[0])
        return { kind: 'captured', order, capture: order.capture! }
      }
      const row = await read(id)
      if (!row) return { kind: 'notFound' }
      if (row.status === 'COMPLETED') return { kind: 'alreadyCaptured' }
      if (row.status === 'DECLINED') return { kind: 'declined', issue: 'INSTRUMENT_DECLINED' }
      return { kind: 'notApproved', issue: 'ORDER_NOT_APPROVED' }
    },

    async getOrder(id) {
      const row = await read(id)
      return row ? view(row) : null
    },

    async clientToken() {
      return null
    },

    async verifyWebhook() {
      return false
    },

    async refundCapture(captureId, amount) {
      return { id: newId('TESTREF'), status: 'COMPLETED', amount: { currency: 'USD', value: amount } }
    },

    async decide(id, decision) {
      await db
        .update(testProviderOrders)
        .set({ status: STATUS_OF[decision], updatedAt: clock.now().toISOString() })
        .where(and(eq(testProviderOrders.id, id), inArray(testProviderOrders.status, ['CREATED'])))
      const row = await read(id)
      return row ? view(row) : null
    },

    async describe(id) {
      const row = await read(id)
      return row ? { order: view(row), amount: row.amount, reference: row.reference } : null
    },
  }
}
