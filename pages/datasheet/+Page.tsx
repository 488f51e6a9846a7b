import { useData } from 'vike-react/useData'
import { Arrow } from '../../components/ui/Arrow'
import { Breadcrumbs, Empty } from '../../components/catalogue/CatalogueBits'
import { useHref, useT } from '../../components/app/i18n'
import { PageSearchBoxIsland } from '../../components/search/SearchBox'
import { useSite } from '../../components/site/site'
import { hostOf, isTrustedUrl } from '../../components/app/trusted'
import type { Data } from './+data'

export default function Page() {
  const { goods, pdfs, doc } = useData<Data>()
  const t = useT()
  const href = useHref()
  const { config } = useSite()
  if (!goods) {
    return (
      <div className="cat-page">
        <h1>{t('datasheet.title')}</h1>
        <p className="lead">{t('datasheet.searchLead')}</p>
        <PageSearchBoxIsland variant="page" label={t('datasheet.title')} />
      </div>
    )
  }
  const chosen = doc === null ? null : pdfs[doc]!
  const base = `/datasheet/${goods.goods_id}`
  return (
    <div className="cat-page datasheet-page">
      <Breadcrumbs
        items={[{ label: goods.part_number, path: goods.goods_page_url }, { label: t('datasheet.title') }]}
      />
      <h1>
        {t('datasheet.heading')} <bdi className="mpn">{goods.part_number}</bdi>
      </h1>
      <p className="muted">
        <bdi>{goods.manufacturer}</bdi> · <bdi>{goods.description}</bdi>
      </p>
      {chosen ? (
        <section className="interstitial" data-testid="datasheet-interstitial">
          <h2>{t('datasheet.leaving')}</h2>
          <p>{t('datasheet.leavingText', { host: hostOf(chosen.url) })}</p>
          <p className="url">
            <bdi>{chosen.url}</bdi>
          </p>
          <div className="actions">
            <a
              className="button-primary"
              href={chosen.url}
              rel="noopener noreferrer nofollow"
              data-testid="datasheet-continue"
            >
              {t('datasheet.continue')}
            </a>
            <a className="button-secondary" href={href(base)}>
              {t('datasheet.back')}
            </a>
          </div>
        </section>
      ) : pdfs.length === 0 ? (
        <Empty kind="noData" />
      ) : (
        <ul className="doc-list" role="list" data-testid="datasheet-list">
          {pdfs.map((d, i) => {
            const trusted = isTrustedUrl(d.url, config.WhitelistedDomain)
            return (
              <li key={i} data-trusted={trusted}>
                <a
                  href={trusted ? d.url : href(`${base}?doc=${i}`)}
                  target={trusted ? '_blank' : undefined}
                  rel={trusted ? 'noopener noreferrer' : undefined}
                >
                  {d.title}
                </a>{' '}
                <span className="muted">
                  {t(`datasheet.kind.${d.kind}`)} · {d.host || hostOf(d.url)}
                </span>
              </li>
            )
          })}
        </ul>
      )}
      <p>
        <a href={href(goods.goods_page_url)}>
          <Arrow to="back" /> {t('datasheet.toProduct', { part: goods.part_number })}
        </a>
      </p>
    </div>
  )
}
