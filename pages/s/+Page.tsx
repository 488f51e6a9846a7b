import { useData } from 'vike-react/useData'
import { Empty, Pager, withQuery } from '../../components/catalogue/CatalogueBits'
import { FacetGroup, FacetPanel } from '../../components/catalogue/Facets'
import { useHref, useT } from '../../components/app/i18n'
import { PartTable } from '../../components/catalogue/PartTable'
import { KEYWORD_MAX_LENGTH } from '../../contract/values'
import type { Data } from './+data'

export default function Page() {
  const { wd, shortened, filters, sorting, result, error } = useData<Data>()
  const t = useT()
  const href = useHref()
  const base = {
    wd,
    mfr: filters.manufacturer_id?.toString(),
    cat: filters.category_id?.toString(),
    pkg: filters.package,
    stock: filters.in_stock ? '1' : undefined,
    rohs: filters.rohs ? '1' : undefined,
    sort: sorting.sort === 'default' ? undefined : sorting.sort,
    order: sorting.sort === 'default' ? undefined : sorting.order,
  }
  const link = (changes: Record<string, string | undefined>) => withQuery(href('/s'), base, changes)
  /** A single-choice filter value: selected when the query holds it; its link sets it, or clears it when selected. */
  const toggle = (key: 'mfr' | 'cat' | 'pkg' | 'stock' | 'rohs', value: string) => ({
    selected: base[key] === value,
    href: link({ [key]: base[key] === value ? undefined : value }),
  })
  /** Facet options of things with an id and a name (manufacturers, categories). */
  const idOptions = (key: 'mfr' | 'cat', items: { id: number; name: string; count: number }[]) =>
    items.map((x) => ({ value: String(x.id), label: x.name, count: x.count, ...toggle(key, String(x.id)) }))
  const activeFilters = [base.mfr, base.cat, base.pkg, base.stock, base.rohs].filter(Boolean).length
  const anyFilter = activeFilters > 0

  if (!result) {
    return (
      <div className="cat-page search-page">
        <h1>{wd ? t('search.resultsFor', { keyword: wd }) : t('search.title')}</h1>
        {error ? (
          <p className="notice" role="alert" data-testid="search-error">
            {error}
          </p>
        ) : (
          <p className="lead">{t('search.lead')}</p>
        )}
      </div>
    )
  }

  const pages = Math.max(1, Math.ceil(result.total / result.page_size))
  // No filter column for a search that found nothing, unless a filter is there to undo.
  const showFilters = result.total > 0 || anyFilter
  const clearHref = anyFilter
    ? link({ mfr: undefined, cat: undefined, pkg: undefined, stock: undefined, rohs: undefined })
    : undefined
  const f = result.facets
  return (
    <div className="cat-page search-page">
      <h1>{t('search.resultsFor', { keyword: wd })}</h1>
      <p className="muted" data-testid="search-summary">
        {t(result.total_capped ? 'search.totalCapped' : 'search.total', { count: result.total })}
        {result.manufacturer && <> · {t('search.narrowed', { manufacturer: result.manufacturer.name })}</>}
      </p>
      {shortened && (
        <p className="notice" role="status" data-testid="search-shortened">
          {t('search.shortened', { max: KEYWORD_MAX_LENGTH })}
        </p>
      )}
      <div className={showFilters ? 'with-facets' : undefined}>
        {showFilters && (
          <FacetPanel title={t('catalogue.filters')} clearHref={clearHref} active={activeFilters}>
            <FacetGroup
              title={t('catalogue.availability')}
              testId="facet-stock"
              options={[
                {
                  value: 'stock',
                  label: t('catalogue.inStockOnly'),
                  count: f.in_stock,
                  ...toggle('stock', '1'),
                },
                {
                  value: 'rohs',
                  label: t('catalogue.rohsOnly'),
                  count: f.rohs,
                  ...toggle('rohs', '1'),
                },
              ]}
            />
            <FacetGroup
              title={t('product.manufacturer')}
              testId="facet-manufacturer"
              options={idOptions('mfr', f.manufacturers)}
            />
            <FacetGroup
              title={t('product.category')}
              testId="facet-category"
              options={idOptions('cat', f.categories)}
            />
            <FacetGroup
              title={t('product.package')}
              testId="facet-package"
              options={f.packages.map((p) => ({
                value: p.value,
                label: p.value,
                count: p.count,
                ...toggle('pkg', p.value),
              }))}
            />
          </FacetPanel>
        )}
        <div className="results">
          {result.list.length === 0 ? (
            <Empty kind="noData">
              {clearHref ? (
                <p>
                  <a href={clearHref} rel="nofollow" data-testid="empty-clear-filters">
                    {t('catalogue.clearFilters')}
                  </a>
                </p>
              ) : (
                <>
                  <p className="muted">{t('search.emptyHint')}</p>
                  <p>
                    <a
                      className="button-primary"
                      href={withQuery(href('/rfq'), {}, { part: wd })}
                      rel="nofollow"
                      data-testid="empty-ask-quote"
                    >
                      {t('search.askQuote', { keyword: wd })}
                    </a>
                  </p>
                </>
              )}
            </Empty>
          ) : (
            <>
              <PartTable rows={result.list} sorting={{ ...sorting, href: (sort, order) => link({ sort, order }) }} />
              <Pager page={result.page} pages={pages} link={(p) => link({ page: p > 1 ? String(p) : undefined })} />
            </>
          )}
        </div>
      </div>
    </div>
  )
}
