import type { Db } from '../db/client'
import { systemClock, type Logger } from './index'
import type { PaymentProvider } from './payments'
import { payPalConfigFromEnv, payPalProvider } from './paypal'
import { testPaymentProvider, testProviderEnabled } from './test-payments'

/**
 * The payment provider of either runtime: PayPal when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are
 * set (the test provider is then never offered), else the test provider where it is enabled
 * (PAYMENTS_TEST_PROVIDER: on for Node unless `0`, off for the Worker unless `1`), else none
 * (bank transfer only). `log` says which, once.
 */
export function paymentProviderFromEnv(
  env: Record<string, string | undefined>,
  db: Db,
  runtime: 'node' | 'worker',
  log?: Logger,
): PaymentProvider | null {
  const paypal = payPalConfigFromEnv(env)
  if (paypal) {
    log?.info({ msg: 'payments through PayPal', api: paypal.apiBase, webhook: !!paypal.webhookId })
    return payPalProvider(paypal)
  }
  if (!testProviderEnabled(env, runtime)) return null
  log?.info({ msg: 'payments through the TEST provider (no money moves); PAYMENTS_TEST_PROVIDER=0 turns it off' })
  return testPaymentProvider(db, systemClock)
}
