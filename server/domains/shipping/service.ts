import { asc, eq, or } from 'drizzle-orm'
import type { ShippingOption } from '../../../contract/orders'
import { formatE5 } from '../../../contract/money'
import type { ServiceContext } from '../../services/context'
import { shippingRates } from './schema'

type Ctx = Pick<ServiceContext, 'db' | 't'>

export type Quote = ShippingOption & { feeE5: bigint | null }

/**
 * The shipping methods for a destination and parcel weight (spec §9), from the rates table: for
 * each method the country's own row, else the method's row for every country ('') unless the
 * method is offered only in named countries. Above a rate's weight the fee is null: sales
 * confirms the freight and the order is still accepted. Cheapest first.
 */
export async function quotes(ctx: Ctx, country: string, weightMg: number): Promise<Quote[]> {
  const rows = await ctx.db
    .select()
    .from(shippingRates)
    .where(or(eq(shippingRates.country, country), eq(shippingRates.country, '')))
    .orderBy(asc(shippingRates.sort), asc(shippingRates.id))
  const byMethod = new Map<string, (typeof rows)[number]>()
  for (const r of rows) {
    const current = byMethod.get(r.method)
    if (r.country === country || (!current && !r.countryOnly)) byMethod.set(r.method, r)
  }
  const out = [...byMethod.values()].map((r): Quote => {
    const feeE5 = weightMg <= r.maxWeightMg ? BigInt(r.fee) : null
    return {
      method: r.method as Quote['method'],
      name: ctx.t(`shipping.${r.method}.name`),
      fee: feeE5 === null ? null : formatE5(feeE5),
      feeE5,
      days_min: r.daysMin,
      days_max: r.daysMax,
      delivery: ctx.t('shipping.days', { min: r.daysMin, max: r.daysMax }),
      note:
        feeE5 === null
          ? ctx.t('shipping.confirmWithSales', { kg: r.maxWeightMg / 1_000_000 })
          : ctx.t('shipping.covers', { kg: r.maxWeightMg / 1_000_000 }),
    }
  })
  return out.sort((a, b) => (a.feeE5 === null ? 1 : b.feeE5 === null ? -1 : Number(a.feeE5 - b.feeE5)))
}

/** Without the internal fee, as the API shows it. */
export const optionView = ({ feeE5: _, ...option }: Quote): ShippingOption => option
