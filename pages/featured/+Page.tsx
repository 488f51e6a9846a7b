import { useData } from 'vike-react/useData'
import { FEATURE_TYPES } from '../../contract/catalogue'
import { Breadcrumbs, Empty, Pager, withQuery } from '../../components/catalogue/CatalogueBits'
import { useHref, useT } from '../../components/app/i18n'
import { GoodsGrid } from '../../components/catalogue/PartTable'
import type { Data } from './+data'

export default function Page() {
  const { type, result } = useData<Data>()
  const t = useT()
  const href = useHref()
  const path = href('/featured')
  const typeLink = (ty: string) => (ty === 'featured' ? path : withQuery(path, {}, { type: ty }))
  return (
    <div className="cat-page">
      <Breadcrumbs items={[{ label: t(`home.${type}`) }]} />
      <h1>{t(`home.${type}`)}</h1>
      <nav className="tag-list" aria-label={t('catalogue.featuredKinds')}>
        {FEATURE_TYPES.map((ty) => (
          <a key={ty} href={typeLink(ty)} aria-current={ty === type ? 'page' : undefined}>
            {t(`home.${ty}`)}
          </a>
        ))}
      </nav>
      {result.list.length === 0 ? (
        <Empty />
      ) : (
        <>
          <GoodsGrid goods={result.list} testId="featured-list" />
          <Pager
            page={result.page}
            pages={Math.max(1, Math.ceil(result.total / result.page_size))}
            link={(p) => withQuery(path, type === 'featured' ? {} : { type }, { page: p > 1 ? String(p) : undefined })}
          />
        </>
      )}
    </div>
  )
}
