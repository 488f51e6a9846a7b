import { useData } from 'vike-react/useData'
import { Breadcrumbs, Empty, Pager } from '../../components/catalogue/CatalogueBits'
import { INDEX_KEYS } from '../../components/layout/Footer'
import { useHref, useT } from '../../components/app/i18n'
import type { Data } from './+data'

export default function Page() {
  const { letter, label, result } = useData<Data>()
  const t = useT()
  const href = useHref()
  const pages = Math.max(1, Math.ceil(result.total / result.page_size))
  const key = letter === 'other' ? 'other' : letter.toUpperCase()
  return (
    <div className="cat-page products-index">
      <Breadcrumbs items={[{ label: t('footer.productIndex') }]} />
      <h1>{t('products.heading', { letter: label })}</h1>
      <p className="muted">{t('products.summary', { count: result.total, page: result.page, pages })}</p>
      <nav className="letter-nav" aria-label={t('catalogue.partsByLetter')} data-testid="letter-nav">
        {INDEX_KEYS.map((k) => (
          <a key={k} href={href(`/products/${k}/1`)} aria-current={k === key ? 'page' : undefined}>
            {k === 'other' ? t('footer.other') : k}
          </a>
        ))}
      </nav>
      {result.list.length === 0 ? (
        <Empty />
      ) : (
        <ul className="index-list" role="list" data-testid="product-index">
          {result.list.map((p) => (
            <li key={p.goods_id}>
              <a href={href(p.goods_page_url)}>
                <bdi className="mpn">{p.part_number}</bdi>
              </a>
              {/* Its own direction, so that a cut-off name keeps its beginning ("Abra…") on an Arabic page. */}
              <span className="muted" dir="auto">
                {p.manufacturer}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager page={result.page} pages={pages} link={(p) => href(`/products/${key}/${p}`)} />
    </div>
  )
}
