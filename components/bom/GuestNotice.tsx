import { useHref, useT } from '../app/i18n'

/**
 * What a guest of the BOM tool is told: what needs an account, with sign-in and register links that
 * come back to `back` (the BOM's private link, or the tool).
 */
export function GuestNotice({ text, back }: { text: string; back: string }) {
  const t = useT()
  const href = useHref()
  const redirect = `?redirect=${encodeURIComponent(href(back))}`
  return (
    <p className="bom-guest" data-testid="bom-guest">
      {text}{' '}
      <a href={href('/login') + redirect} data-testid="bom-guest-login">
        {t('nav.login')}
      </a>{' '}
      ·{' '}
      <a href={href('/register') + redirect} data-testid="bom-guest-register">
        {t('nav.register')}
      </a>
    </p>
  )
}
