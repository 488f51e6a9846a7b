import { splitLocale } from '../../locales/locales'

/**
 * Why the sign-in page was asked for: the page the visitor wanted (its `redirect`, with or without
 * a language prefix) names what needs an account, shown as `login.why.<reason>` ("Sign in to see
 * your BOMs"). Null for a page that needs no reason (or none given).
 */
export type SignInReason = 'orders' | 'rfqs' | 'boms' | 'addresses' | 'profile' | 'account' | 'checkout'

const REASONS: [RegExp, SignInReason][] = [
  [/^\/myaccount\/order-status-history(\/|$)|^\/pay\/(payment|successful)(\/|$)/, 'orders'],
  [/^\/myaccount\/rfq-history(\/|$)/, 'rfqs'],
  [/^\/myaccount\/bom-list(\/|$)|^\/bom(\/|$)/, 'boms'],
  [/^\/myaccount\/address-management(\/|$)/, 'addresses'],
  [/^\/myaccount\/my-profile(\/|$)/, 'profile'],
  [/^\/myaccount(\/|$)/, 'account'],
  [/^\/pay\/order(\/|$)|^\/shoppingcart\/?$/, 'checkout'],
]

export function signInReason(redirect: string): SignInReason | null {
  if (!redirect) return null
  const { path } = splitLocale(redirect.split(/[?#]/)[0]!)
  return REASONS.find(([re]) => re.test(path))?.[1] ?? null
}
