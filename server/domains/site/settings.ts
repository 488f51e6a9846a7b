import { asc, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { AdminSettings, ShippingRate, SiteSettings } from '../../../contract/admin/content'
import { formatE5 } from '../../../contract/money'
import { PAY_METHODS } from '../../../contract/orders'
import type { ServiceContext } from '../../services/context'
import { dataVersionBump } from '../catalogue/data-version'
import { bankAccount } from '../payments/bank-account'
import { shippingRates } from '../shipping/schema'
import { auditStatement } from '../staff/audit'
import type { StaffActor } from '../staff/service'
import { siteConfig } from './schema'

/**
 * The site settings admins change in the console (issue 32): rows of `site_config` (company,
 * contacts, the RFQ mailbox `rfq_email`, analytics ids, the bank account `bank_account`, the
 * enabled payment methods `pay_methods`) and the shipping rate table. The database is where they
 * live: the seed writes the demo's values, the console changes them; the environment holds only
 * what is secret or about the machine (PayPal's credentials, SMTP), and the methods a buyer is
 * offered are the enabled ones that the configured provider can take (payments/methods.ts).
 */
type Ctx = Pick<ServiceContext, 'db' | 'now' | 'ports'>

const TEXT_KEYS = [
  'company_name',
  'company_address',
  'contact_tel',
  'contact_email',
  'contact_whatsApp',
  'rfq_email',
  'google_measurement_id',
  'google_tagmanager_id',
] as const
const KEYS = [...TEXT_KEYS, 'bank_account', 'pay_methods'] as const

type Rate = z.infer<typeof AdminSettings>['shipping'][number]

async function shippingTable(ctx: Ctx): Promise<Rate[]> {
  const rows = await ctx.db.select().from(shippingRates).orderBy(asc(shippingRates.sort), asc(shippingRates.id))
  return rows.map((r) => ({
    method: r.method as Rate['method'],
    country: r.country,
    country_only: r.countryOnly,
    max_weight_kg: r.maxWeightMg / 1_000_000,
    fee: formatE5(r.fee).replace(/(\.\d\d)0+$/, '$1'),
    days_min: r.daysMin,
    days_max: r.daysMax,
  }))
}

export async function settingsForAdmin(ctx: Ctx): Promise<z.infer<typeof AdminSettings>> {
  const rows = await ctx.db
    .select()
    .from(siteConfig)
    .where(inArray(siteConfig.key, [...KEYS]))
  const stored = new Map(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]))
  const text = (k: string) => (typeof stored.get(k) === 'string' ? (stored.get(k) as string) : '')
  const methods = stored.get('pay_methods')
  return {
    ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, text(k)])) as Record<(typeof TEXT_KEYS)[number], string>),
    bank_account: { ...(await bankAccount(ctx.db)), currency: 'USD' },
    pay_methods: PAY_METHODS.filter((m) => (Array.isArray(methods) ? methods.map(String) : ['bank']).includes(m)),
    online_methods: [...(ctx.ports.payments?.methods ?? [])],
    shipping: await shippingTable(ctx),
  }
}

/** Saves the settings; the audit row names only the fields that changed, before → after. */
export async function saveSettings(ctx: Ctx, actor: StaffActor, input: SiteSettings) {
  const before = await settingsForAdmin(ctx)
  const changed = KEYS.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(input[k]))
  if (changed.length) {
    const { db } = ctx
    await db.batch([
      db
        .insert(siteConfig)
        .values(changed.map((k) => ({ key: k, value: JSON.stringify(input[k]) })))
        .onConflictDoUpdate({ target: siteConfig.key, set: { value: sql`excluded.value` } }),
      auditStatement(
        db,
        actor,
        {
          objectType: 'settings',
          objectId: 'site',
          action: 'settings.save',
          before: Object.fromEntries(changed.map((k) => [k, before[k]])),
          after: Object.fromEntries(changed.map((k) => [k, input[k]])),
        },
        ctx.now,
      ),
      dataVersionBump(db),
    ])
  }
  return settingsForAdmin(ctx)
}

/** USD as typed ("12.5") in units of 0.00001, exactly. */
function feeE5(fee: string): number {
  const [whole, fraction = ''] = fee.split('.')
  return Number(whole) * 100_000 + Number((fraction + '00000').slice(0, 5))
}

/** Replaces the shipping rate table (one batch: the table is never half old, half new). */
export async function saveShipping(ctx: Ctx, actor: StaffActor, rates: z.infer<typeof ShippingRate>[]) {
  const before = await shippingTable(ctx)
  const { db } = ctx
  const rows = rates.map((r, i) => ({
    method: r.method,
    country: r.country,
    countryOnly: r.country_only,
    maxWeightMg: Math.round(r.max_weight_kg * 1_000_000),
    fee: feeE5(r.fee),
    daysMin: r.days_min,
    daysMax: r.days_max,
    sort: i,
  }))
  await db.batch([
    db.delete(shippingRates),
    // At most 12 rows (96 values) a statement: D1 binds at most 100.
    ...chunks(rows, 12).map((chunk) => db.insert(shippingRates).values(chunk)),
    auditStatement(
      db,
      actor,
      { objectType: 'settings', objectId: 'shipping', action: 'settings.shipping', before, after: rates },
      ctx.now,
    ),
    dataVersionBump(db),
  ])
  return settingsForAdmin(ctx)
}

const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size))
