import { usePageContext } from 'vike-react/usePageContext'
import { formatAmount, formatUnitPrice } from '../../locales/money-format'
import { consoleLanguage } from './i18n'

/**
 * Money and dates in the console: the shop's two money rules (locales/money-format.ts: unit prices
 * with 5 decimals, amounts in cents as charged) and dates with time, in the console's language (UTC).
 */
export function useConsoleFormat() {
  const l = consoleLanguage(usePageContext().locale)
  const bcp47 = l === 'zh' ? 'zh-Hans' : 'en'
  const dateTime = new Intl.DateTimeFormat(bcp47, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
  return {
    amount: (money: string) => formatAmount(money, l),
    unitPrice: (money: string) => formatUnitPrice(money, l),
    date: (iso: string) => `${dateTime.format(new Date(iso))} UTC`,
    count: (n: number) => new Intl.NumberFormat(bcp47).format(n),
  }
}
