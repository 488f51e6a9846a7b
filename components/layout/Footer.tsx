import { NewsletterIsland } from '../site/Newsletter'
import { FeedbackButton } from './FeedbackButton'
import { useHref, useLocale, useT } from '../app/i18n'
import { localizeFigures } from '../../locales/figures'
import { useSite } from '../site/site'
import { siteImage } from '../site/images'

/** The alphabetical index of the footer: /products/{A..Z, 0..9, other}/1. */
export const INDEX_KEYS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''), 'other']

const POLICY_LINKS = [
  ['/companyprofile/cookies-policy', 'footer.cookiesPolicy'],
  ['/companyprofile/privacy-policy', 'footer.privacyPolicy'],
  ['/companyprofile/terms-conditions', 'footer.termsConditions'],
  ['/companyprofile/refund', 'footer.refund'],
  ['/companyprofile/shipping-delivering', 'footer.shippingDelivering'],
  ['/companyprofile/how-to-buy', 'footer.howToBuy'],
] as const

const COMPANY_LINKS = [
  ['/companyprofile', 'footer.companyProfile'],
  ['/about', 'nav.about'],
  ['/certification', 'nav.certification'],
  ['/contact', 'nav.contact'],
  ['/news', 'nav.news'],
] as const

export function Footer() {
  const t = useT()
  const href = useHref()
  const { config, labels } = useSite()
  const locale = useLocale()
  const social = [
    ['Facebook', config.socialize_facebook],
    ['X', config.socialize_twitter],
    ['Instagram', config.socialize_instagram],
    ['LinkedIn', config.socialize_linkedin],
    ['YouTube', config.socialize_youtube],
  ].filter(([, url]) => url)
  return (
    <footer className="site-footer">
      {labels.length > 0 && (
        <div className="container">
          <ul className="claims" role="list">
            {labels.map((l) => (
              <li key={l.key}>
                <strong>
                  <bdi dir="ltr">{localizeFigures(l.value, locale)}</bdi>
                </strong>{' '}
                <span>{l.text}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="container footer-grid">
        <section>
          <h2>{t('footer.policies')}</h2>
          <ul role="list">
            {POLICY_LINKS.map(([path, key]) => (
              <li key={path}>
                <a href={href(path)}>{t(key)}</a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t('footer.company')}</h2>
          <ul role="list">
            {COMPANY_LINKS.map(([path, key]) => (
              <li key={path}>
                <a href={href(path)}>{t(key)}</a>
              </li>
            ))}
            <li>
              <FeedbackButton />
            </li>
          </ul>
        </section>
        <section>
          <h2>{t('footer.newsletter')}</h2>
          <NewsletterIsland />
          {social.length > 0 && (
            <ul className="social" role="list">
              {social.map(([name, url]) => (
                <li key={name}>
                  <a href={url} rel="noopener noreferrer" target="_blank">
                    {name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <nav className="container product-index" aria-label={t('footer.productIndex')}>
        <h2>{t('footer.productIndex')}</h2>
        <ul role="list">
          {INDEX_KEYS.map((k) => (
            <li key={k}>
              <a href={href(`/products/${k}/1`)}>{k === 'other' ? t('footer.other') : k}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="container footer-bottom">
        <img src={siteImage(config.logo_foot || '/logo-light.svg')} alt="" width={120} height={28} loading="lazy" />
        {/* The years as CLDR writes a range (on an Arabic page the first year stands right); the
            name isolated, so that the full stop after it stays at the sentence's end. */}
        <p>
          © 2011–{new Date().getFullYear()} <bdi>{(config.company_name || t('site.company')).replace(/\.$/, '')}</bdi>.{' '}
          {t('footer.rights')}
        </p>
        {config.company_address && <p>{config.company_address}</p>}
        <p className="credits">{t('footer.dataCredits')}</p>
      </div>
    </footer>
  )
}
