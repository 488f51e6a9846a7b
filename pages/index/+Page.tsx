import { useData } from 'vike-react/useData'
import { DateText } from '../../components/ui/DateText'
import { textLanguage, useHref, useT } from '../../components/app/i18n'
import { features } from '../../components/app/features'
import { HomeBanners, HomeCatalogue } from '../../components/catalogue/HomeCatalogue'
import type { Data } from './+data'

export default function Page() {
  const { news, catalogue } = useData<Data>()
  const t = useT()
  const href = useHref()
  return (
    <div className="home">
      <section className="hero">
        <div>
          <h1>{t('home.title')}</h1>
          <p className="lead">{t('home.lead')}</p>
          {(features.bom || features.rfq) && (
            <div className="hero-actions">
              {features.bom && (
                <a className="button-primary" href={href('/bom')}>
                  {t('home.bomCta')}
                </a>
              )}
              {features.rfq && (
                <a className="button-secondary" href={href('/rfq')}>
                  {t('home.rfqCta')}
                </a>
              )}
            </div>
          )}
        </div>
        {features.bom && (
          <div className="hero-card">
            <h2>{t('home.bomTitle')}</h2>
            <p>{t('home.bomText')}</p>
            <ol>
              <li>{t('home.bomStep1')}</li>
              <li>{t('home.bomStep2')}</li>
              <li>{t('home.bomStep3')}</li>
            </ol>
          </div>
        )}
      </section>
      <HomeBanners banners={catalogue.banners} />
      <HomeCatalogue data={catalogue} />
      <section className="home-section home-news">
        <div className="section-head">
          <h2>{t('home.newsCentre')}</h2>
          <a href={href('/news')}>{t('home.allNews')}</a>
        </div>
        {news.length === 0 ? (
          <p className="empty">{t('common.noDataAvailable')}</p>
        ) : (
          <ul className="news-grid" role="list">
            {news.map((n) => (
              <li key={n.id} {...textLanguage(n.locale)}>
                <a href={href(`/news/${n.id}`)}>
                  <h3>{n.title}</h3>
                </a>
                <p className="muted">
                  <DateText iso={n.published_at} />
                </p>
                <p>{n.summary}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
