import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { BankAccount } from '../../../contract/orders'
import type { Db } from '../../db/client'
import { siteConfig } from '../../db/schema'

/** The shop's bank account for wire transfers: site config `bank_account` (JSON), editable data. */
export async function bankAccount(db: Db): Promise<z.infer<typeof BankAccount>> {
  const [row] = await db.select({ value: siteConfig.value }).from(siteConfig).where(eq(siteConfig.key, 'bank_account'))
  const v = (row ? JSON.parse(row.value) : {}) as Record<string, unknown>
  const s = (k: string) => (typeof v[k] === 'string' ? (v[k] as string) : '')
  return {
    beneficiary: s('beneficiary'),
    bank_name: s('bank_name'),
    bank_address: s('bank_address'),
    account_number: s('account_number'),
    swift: s('swift'),
    currency: s('currency') || 'USD',
  }
}
