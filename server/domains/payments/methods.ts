import { eq } from 'drizzle-orm'
import { PAY_METHODS } from '../../../contract/orders'
import type { Db } from '../../db/client'
import { siteConfig } from '../../db/schema'
import type { Ports } from '../../ports'

/**
 * The payment methods a buyer is offered: those the operator enabled (site config `pay_methods`,
 * JSON list) that the shop can take now — bank transfer always; wallet and card when PayPal is
 * configured; the test payment when the test provider is on (never beside PayPal).
 */
export async function availablePayMethods(ctx: {
  db: Db
  ports: Pick<Ports, 'payments'>
}): Promise<(typeof PAY_METHODS)[number][]> {
  const enabled = await configuredPayMethods(ctx.db)
  const online: readonly string[] = ctx.ports.payments?.methods ?? []
  return PAY_METHODS.filter((m) => enabled.includes(m) && (m === 'bank' || online.includes(m)))
}

async function configuredPayMethods(db: Db): Promise<string[]> {
  const [row] = await db.select({ value: siteConfig.value }).from(siteConfig).where(eq(siteConfig.key, 'pay_methods'))
  try {
    const list = row ? (JSON.parse(row.value) as unknown) : ['bank']
    return Array.isArray(list) ? list.map(String) : ['bank']
  } catch {
    return ['bank']
  }
}
