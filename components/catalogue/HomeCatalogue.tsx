import type { Banner, CategoryWithChildren, Floor, GoodsSummary, Manufacturer } from '../../contract/catalogue'
import type { z } from 'zod'
import { Empty } from './CatalogueBits'
import { leadsToUnbuiltArea } from '../app/unbuilt-areas'
import { useHref, useT } from '../app/i18n'
import { GoodsGrid } from './PartTable'
import { siteImage } from '../site/images'
import './catalogue.css'

export type HomeCatalogueData = {
  banners: z.infer<typeof Banner>[]
  floors: z.infer<typeof Floor>[]
  featured: GoodsSummary[]
  preferential: GoodsSummary[]
  hot: GoodsSummary[]
  recommended: GoodsSummary[]
  manufacturers: z.infer<typeof Manufacturer>[]
  categories: z.infer<typeof CategoryWithChildren>[]
}

/**
 * Banners at the top of the home page; a banner links to a site path or an absolute URL. One that
 * advertises an area not built yet (the BOM tool) waits for it.
 */
export function HomeBanners({ banners }: { banners: HomeCatalogueData['banners'] }) {
  const href = useHref()
  const shown = banners.filter((b) => !b.link || !leadsToUnbuiltArea(b.link))
  if (!shown.length) return null
  return (
    <ul className="banners" role="list" data-testid="home-banners">
      {shown.map((b) => {
        const body = (
          <>
            {b.image && <img src={siteImage(b.image)} alt="" width={560} height={170} loading="lazy" />}
            <span className="banner-text">
              <strong>{b.title}</strong>
              {b.subtitle && <span>{b.subtitle}</span>}
            </span>
          </>
        )
        return (
          <li key={b.id}>
            {b.link ? (
              <a
                className="banner"
                href={/^https?:\/\//.test(b.link) ? b.link : href(b.link)}
                {...(/^https?:\/\//.test(b.link) ? { rel: 'noopener noreferrer' } : {})}
              >
                {body}
              </a>
            ) : (
              <div className="banner">{body}</div>
            )}
          </li>
        )
      })}
    </ul>
  )
}

function GoodsSection({ id, title, goods, more }: { id: string; title: string; goods: GoodsSummary[]; more: string }) {
  const t = useT()
  const href = useHref()
  return (
    <section className="home-section" aria-labelledby={`home-${id}`} data-testid={`home-${id}`}>
      <div className="section-head">
        <h2 id={`home-${id}`}>{title}</h2>
        <a href={href(more)}>{t('home.viewAll')}</a>
      </div>
      {goods.length ? <GoodsGrid goods={goods} /> : <Empty />}
    </section>
  )
}

/**
 * The catalogue part of the home page (spec §2): featured products, preferential zone, hot-sale
 * and recommended parts, the home floors (a category with its showcased offers), categories and
 * manufacturers.
 */
export function HomeCatalogue({ data }: { data: HomeCatalogueData }) {
  const t = useT()
  const href = useHref()
  return (
    <>
      <GoodsSection id="featured" title={t('home.featured')} goods={data.featured} more="/featured" />
      <GoodsSection
        id="preferential"
        title={t('home.preferential')}
        goods={data.preferential}
        more="/featured?type=preferential"
      />
      <GoodsSection id="hot" title={t('home.hot')} goods={data.hot} more="/featured?type=hot" />
      <GoodsSection
        id="recommended"
        title={t('home.recommended')}
        goods={data.recommended}
        more="/featured?type=recommended"
      />
      {data.floors.length > 0 && (
        <section className="home-section" aria-labelledby="home-floors">
          <h2 id="home-floors" className="visually-hidden">
            {t('home.floors')}
          </h2>
          {data.floors.map((f) => (
            <div key={f.id} className="floor" data-testid="home-floor">
              <div className="floor-head">
                <div>
                  <h3>{f.title}</h3>
                  {f.subtitle && <p className="muted">{f.subtitle}</p>}
                </div>
                {f.category_id && <a href={href(`/category/${f.category_id}`)}>{t('home.viewAll')}</a>}
              </div>
              {f.goods.length ? <GoodsGrid goods={f.goods.slice(0, 4)} /> : <Empty />}
            </div>
          ))}
        </section>
      )}
      <section className="home-section" aria-labelledby="home-categories" data-testid="home-categories">
        <div className="section-head">
          <h2 id="home-categories">{t('nav.allProducts')}</h2>
          <a href={href('/category')}>{t('home.viewAll')}</a>
        </div>
        {data.categories.length ? (
          <ul className="home-categories" role="list">
            {data.categories.map((c) => (
              <li key={c.id}>
                <h3>
                  <a href={href(`/category/${c.id}`)}>
                    <bdi>{c.name}</bdi>
                  </a>
                </h3>
                <p>{t('catalogue.partsCount', { count: c.part_count })}</p>
              </li>
            ))}
          </ul>
        ) : (
          <Empty />
        )}
      </section>
      <section className="home-section" aria-labelledby="home-makers" data-testid="home-manufacturers">
        <div className="section-head">
          <h2 id="home-makers">{t('catalogue.manufacturers')}</h2>
          <a href={href('/manufacturer')}>{t('home.viewAll')}</a>
        </div>
        {data.manufacturers.length ? (
          <ul className="home-makers" role="list">
            {data.manufacturers.map((m) => (
              <li key={m.id}>
                <a href={href(`/manufacturer/${m.id}`)}>
                  {m.logo ? <img src={m.logo} alt="" width={96} height={36} loading="lazy" /> : null}
                  <bdi className="maker">{m.name}</bdi>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <Empty />
        )}
      </section>
    </>
  )
}
