import { useData } from 'vike-react/useData'
import { Breadcrumbs, Empty } from '../../components/catalogue/CatalogueBits'
import { useHref, useT } from '../../components/app/i18n'
import { useFormat } from '../../components/catalogue/money'
import type { Data } from './+data'

export default function Page() {
  const fmt = useFormat()
  const { tree, stat } = useData<Data>()
  const t = useT()
  const href = useHref()
  return (
    <div className="cat-page">
      <Breadcrumbs items={[{ label: t('nav.allProducts') }]} />
      <h1>{t('catalogue.allCategories')}</h1>
      {stat && (
        <p className="muted" data-testid="catalogue-stat">
          {t('catalogue.stat', { parts: stat.parts, offers: stat.goods, manufacturers: stat.manufacturers })}
        </p>
      )}
      {tree.length === 0 ? (
        <Empty />
      ) : (
        <ul className="category-tree" role="list" data-testid="category-tree">
          {tree.map((top) => (
            <li key={top.id} className="category-card">
              <h2>
                <a href={href(`/category/${top.id}`)}>
                  <bdi>{top.name}</bdi>
                </a>{' '}
                <span className="count">{fmt.count(top.part_count)}</span>
              </h2>
              {top.children.length > 0 && (
                <ul role="list">
                  {top.children.map((c) => (
                    <li key={c.id}>
                      <a href={href(`/category/${c.id}`)}>
                        <bdi>{c.name}</bdi>
                      </a>{' '}
                      <span className="count">{fmt.count(c.part_count)}</span>
                      {c.children.length > 0 && (
                        <ul role="list" className="level3">
                          {c.children.map((g) => (
                            <li key={g.id}>
                              <a href={href(`/category/${g.id}`)}>
                                <bdi>{g.name}</bdi>
                              </a>{' '}
                              <span className="count">{fmt.count(g.part_count)}</span>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
