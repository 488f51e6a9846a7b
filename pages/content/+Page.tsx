import { useData } from 'vike-react/useData'
import { useHref, useLocale, useT } from '../../components/app/i18n'
import { localeInfo, isLocale } from '../../locales/locales'
import type { Data } from './+data'

const PROFILE_CHILDREN = [
  ['/companyprofile', 'footer.companyProfile'],
  ['/companyprofile/how-to-buy', 'footer.howToBuy'],
  ['/companyprofile/shipping-delivering', 'footer.shippingDelivering'],
  ['/companyprofile/refund', 'footer.refund'],
  ['/companyprofile/privacy-policy', 'footer.privacyPolicy'],
  ['/companyprofile/cookies-policy', 'footer.cookiesPolicy'],
  ['/companyprofile/terms-conditions', 'footer.termsConditions'],
] as const

export default function Page() {
  const { page } = useData<Data>()
  const locale = useLocale()
  // The body may be the English fallback of an untranslated page: say so for screen readers and fonts.
  const bodyLang = page.locale !== locale && isLocale(page.locale) ? localeInfo(page.locale).bcp47 : undefined
  const t = useT()
  const href = useHref()
  const inProfile = PROFILE_CHILDREN.some(([p]) => p.endsWith(`/${page.id}`))
  return (
    <div className={inProfile ? 'with-aside' : ''}>
      {inProfile && (
        <nav className="aside-nav" aria-label={t('footer.companyProfile')}>
          <ul role="list">
            {PROFILE_CHILDREN.map(([path, key]) => (
              <li key={path}>
                <a href={href(path)} aria-current={path.endsWith(`/${page.id}`) ? 'page' : undefined}>
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <article className="content-page">
        <h1>{page.title}</h1>
        <div className="prose" lang={bodyLang} dangerouslySetInnerHTML={{ __html: page.content }} />
      </article>
    </div>
  )
}
