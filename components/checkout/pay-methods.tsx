import type { ComponentType } from 'react'
import type { OrderDetail, PAY_METHODS } from '../../contract/orders'
import { BankTransfer } from './BankTransfer'
import { PayPalCard, PayPalWallet } from './PayPalPayment'
import { TestPayment } from './TestPayment'

/** What the payment page gives each method's component. */
export type PayMethodProps = {
  order: OrderDetail
  /** the guest's private token of the order, when the page was opened with it */
  token?: string
  /** the method's payment went through (or was reported): the order as it is now */
  onPaid: (order: OrderDetail) => void
}

/**
 * The component of each payment method (/pay/payment shows those getPayMethod lists, keyed by
 * code). A method is added here, beside the others, in its own file.
 */
export const payMethodComponents: Partial<Record<(typeof PAY_METHODS)[number], ComponentType<PayMethodProps>>> = {
  bank: BankTransfer,
  wallet: PayPalWallet,
  card: PayPalCard,
  test: TestPayment,
}
