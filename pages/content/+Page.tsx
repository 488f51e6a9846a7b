import { useData } from 'vike-react/useData'
import { useHref, useT } from '../../components/i18n'
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
      <article className="content-page" lang={page.locale === 'en' ? 'en' : undefined}>
        <h1>{page.title}</h1>
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.content }} />
      </article>
    </div>
  )
}
