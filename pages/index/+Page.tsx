import { useData } from 'vike-react/useData'
import { DateText } from '../../components/ui/DateText'
import { useHref, useT } from '../../components/app/i18n'
import { features } from '../../components/app/features'
import { HomeBanners, HomeCatalogue } from '../../components/catalogue/HomeCatalogue'
import { useSite } from '../../components/site/site'
import type { Data } from './+data'

export default function Page() {
  const { news, catalogue } = useData<Data>()
  const t = useT()
  const href = useHref()
  const { labels } = useSite()
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
      {labels.length > 0 && (
        <ul className="figures" role="list">
          {labels.map((l) => (
            <li key={l.key}>
              <strong>
                <bdi dir="ltr">{l.value}</bdi>
              </strong>
              <span>{l.text}</span>
            </li>
          ))}
        </ul>
      )}
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
              <li key={n.id}>
                <a href={href(`/news/${n.id}`)}>
                  <h3 dir="auto">{n.title}</h3>
                </a>
                <p className="muted">
                  <DateText iso={n.published_at} />
                </p>
                <p dir="auto">{n.summary}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
