/**
 * Money and counts on the pages, in the page's language: the shop's two money rules (unit prices
 * with 5 decimals, amounts in cents) live in locales/money-format.ts, shared with the e-mails;
 * `UnitPrice` and `Amount` below set them in tabular figures. The pricing rules (tier for a quantity,
 * minimum and multiples, the default offer) are contract/pricing.ts, shared with the server.
 */
import { formatE5 as fromE5, toE5 } from '../../contract/money'
import {
  formatAmount,
  formatCount,
  formatListPrice,
  formatUnitPrice,
  type MoneyValue,
} from '../../locales/money-format'
import { useLocale } from '../app/i18n'
import '../ui/money.css'

export { fromE5, toE5, formatAmount, formatCount, formatUnitPrice }

/** The formatters above in the page's language. */
export function useFormat() {
  const locale = useLocale()
  return {
    count: (n: number) => formatCount(n, locale),
    unitPrice: (money: MoneyValue) => formatUnitPrice(money, locale),
    listPrice: (money: MoneyValue) => formatListPrice(money, locale),
    amount: (money: MoneyValue) => formatAmount(money, locale),
  }
}

/**
 * Money on a page, the one way it is shown (spec §9): kept left to right inside any text (Arabic
 * too), never broken, in tabular figures so that a column of prices lines up digit under digit.
 */
export function UnitPrice({ value, testId }: { value: MoneyValue; testId?: string }) {
  return (
    <bdi dir="ltr" className="money" data-testid={testId}>
      {useFormat().unitPrice(value)}
    </bdi>
  )
}

/** A unit price in a list (search rows, cards), short where the product page gives it exactly. */
export function ListPrice({ value, testId }: { value: MoneyValue; testId?: string }) {
  return (
    <bdi dir="ltr" className="money" data-testid={testId}>
      {useFormat().listPrice(value)}
    </bdi>
  )
}

/** An amount (extended price, subtotal, total, freight): cents, as charged. */
export function Amount({ value, testId }: { value: MoneyValue; testId?: string }) {
  return (
    <bdi dir="ltr" className="money" data-testid={testId}>
      {useFormat().amount(value)}
    </bdi>
  )
}
