import { useData } from 'vike-react/useData'
import { Breadcrumbs, Empty, Pager, withQuery } from '../../../components/catalogue/CatalogueBits'
import { useHref, useT } from '../../../components/app/i18n'
import { useFormat } from '../../../components/catalogue/money'
import { PartTable } from '../../../components/catalogue/PartTable'
import type { Data } from './+data'

export default function Page() {
  const fmt = useFormat()
  const { maker, sorting } = useData<Data>()
  const t = useT()
  const href = useHref()
  const path = href(`/manufacturer/${maker.id}`)
  const parts = maker.parts
  const pages = Math.max(1, Math.ceil(parts.total / parts.page_size))
  // The sort stays on the other pages; a new sort starts on the first.
  const kept = sorting.sort === 'default' ? {} : { sort: sorting.sort, order: sorting.order }
  const link = (changes: Record<string, string | undefined>) => withQuery(path, kept, changes)
  return (
    <div className="cat-page maker-page">
      <Breadcrumbs items={[{ label: t('catalogue.manufacturers'), path: '/manufacturer' }, { label: maker.name }]} />
      <div className="maker-head">
        {maker.logo && <img src={maker.logo} alt="" width={160} height={64} />}
        <div>
          <h1>
            <bdi>{maker.name}</bdi>
          </h1>
          <p className="muted">
            {t('catalogue.partsCount', { count: maker.part_count })}
            {maker.website && (
              <>
                {' · '}
                <a href={maker.website} rel="noopener noreferrer nofollow" target="_blank">
                  {t('catalogue.website')}
                </a>
              </>
            )}
          </p>
          {maker.aliases.length > 0 && (
            <p className="muted">
              {t('catalogue.alsoKnownAs')}: {maker.aliases.join(', ')}
            </p>
          )}
        </div>
      </div>
      {maker.description && (
        <p className="maker-description" dir="auto">
          {maker.description}
        </p>
      )}
      {maker.categories.length > 0 && (
        <nav aria-label={t('catalogue.mainCategories')}>
          <h2>{t('catalogue.mainCategories')}</h2>
          <ul className="chip-list chip-row" role="list">
            {maker.categories.map((c) => (
              <li key={c.id}>
                <a href={withQuery(href(`/category/${c.id}`), {}, { mfr: String(maker.id) })}>
                  {c.name} <span className="count">{fmt.count(c.count)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section className="cat-section">
        <h2>{t('catalogue.makerParts', { name: maker.name })}</h2>
        {parts.list.length === 0 ? (
          <Empty />
        ) : (
          <>
            <PartTable rows={parts.list} sorting={{ ...sorting, href: (sort, order) => link({ sort, order }) }} />
            <Pager page={parts.page} pages={pages} link={(p) => link({ page: p > 1 ? String(p) : undefined })} />
          </>
        )}
      </section>
    </div>
  )
}
