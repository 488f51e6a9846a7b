import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { Breadcrumbs, Empty, Pager, withQuery } from '../../../components/catalogue/CatalogueBits'
import { FacetPanel, offeredChoices, SHOWN_CHOICES } from '../../../components/catalogue/Facets'
import { useHref, useT } from '../../../components/app/i18n'
import { useFormat } from '../../../components/catalogue/money'
import { PartTable } from '../../../components/catalogue/PartTable'
import type { Data } from './+data'

type ParamValue = Data['filter']['filters'][number]['values'][number]

/** One end of a numeric range filter: the parameter's values in order, "any" first. */
function RangeEnd(props: { label: string; name: string; chosen: number | undefined; values: ParamValue[] }) {
  const t = useT()
  return (
    <label>
      <span>{props.label}</span>
      <select name={props.name} defaultValue={props.chosen ?? ''}>
        <option value="">{t('catalogue.any')}</option>
        {props.values.map((v) => (
          <option key={v.value} value={v.num!}>
            {v.value}
          </option>
        ))}
      </select>
    </label>
  )
}

export default function Page() {
  const fmt = useFormat()
  const { filter, query, listing, error } = useData<Data>()
  const t = useT()
  const href = useHref()
  const cat = filter.category
  const path = href(`/category/${cat.id}`)
  const selected = (pid: number) => query.params?.find((p) => p.param_id === pid)
  const activeCount =
    (query.params?.length ?? 0) +
    (query.manufacturer_ids?.length ?? 0) +
    (query.packages?.length ?? 0) +
    (query.in_stock ? 1 : 0) +
    (query.rohs ? 1 : 0)
  const anyFilter = activeCount > 0
  // Like the other facets: a choice that would give no parts is left out, unless it is checked.
  const showStock = filter.in_stock > 0 || !!query.in_stock
  const showRohs = filter.rohs > 0 || !!query.rohs

  const search = usePageContext().urlParsed.searchOriginal ?? ''
  const currentSearch = () => new URLSearchParams(search)

  return (
    <div className="cat-page category-page">
      <Breadcrumbs
        items={[
          { label: t('nav.allProducts'), path: '/category' },
          ...cat.path.map((c) => ({ label: c.name, path: `/category/${c.id}` })),
        ]}
      />
      <h1>
        <bdi>{cat.name}</bdi> <span className="count">{fmt.count(cat.part_count)}</span>
      </h1>
      {cat.description && <p className="muted">{cat.description}</p>}
      {cat.children.length > 0 && (
        <nav aria-label={t('catalogue.subcategories')}>
          <ul className="chip-list chip-row" role="list" data-testid="subcategories">
            {cat.children.map((c) => (
              <li key={c.id}>
                <a href={href(`/category/${c.id}`)}>
                  <bdi>{c.name}</bdi> <span className="count">{fmt.count(c.part_count)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="with-facets">
        <FacetPanel title={t('catalogue.filters')} clearHref={anyFilter ? path : undefined} active={activeCount}>
          {/* A change loads the filtered page (components/catalogue/category-filters-behaviour.ts). */}
          <form
            method="get"
            action={path}
            className="filter-form"
            data-testid="category-filters"
            data-category-filters=""
          >
            {(showStock || showRohs) && (
              <fieldset className="facet">
                <legend>{t('catalogue.availability')}</legend>
                {showStock && (
                  <label>
                    <input type="checkbox" name="stock" value="1" defaultChecked={!!query.in_stock} />{' '}
                    {t('catalogue.inStockOnly')} <span className="count">{fmt.count(filter.in_stock)}</span>
                  </label>
                )}
                {showRohs && (
                  <label>
                    <input type="checkbox" name="rohs" value="1" defaultChecked={!!query.rohs} />{' '}
                    {t('catalogue.rohsOnly')} <span className="count">{fmt.count(filter.rohs)}</span>
                  </label>
                )}
              </fieldset>
            )}
            {filter.filters.map((p) => {
              const sel = selected(p.param_id)
              const ranged = p.numeric && p.values.filter((v) => v.num !== null).length > SHOWN_CHOICES
              if (ranged) {
                // Only values that give parts under the other filters, and the chosen ends.
                const values = p.values
                  .filter((v) => v.num !== null && (v.count > 0 || v.num === sel?.min || v.num === sel?.max))
                  .sort((a, b) => a.num! - b.num!)
                if (!values.length) return null
                return (
                  <fieldset key={p.param_id} className="facet" data-param={p.param_id}>
                    <legend>
                      {p.name}
                      {p.unit && <span className="muted"> ({p.unit})</span>}
                    </legend>
                    <div className="range">
                      <RangeEnd
                        label={t('catalogue.from')}
                        name={`min${p.param_id}`}
                        chosen={sel?.min}
                        values={values}
                      />
                      <RangeEnd label={t('catalogue.to')} name={`max${p.param_id}`} chosen={sel?.max} values={values} />
                    </div>
                  </fieldset>
                )
              }
              return (
                <CheckboxFacet
                  key={p.param_id}
                  name={`p${p.param_id}`}
                  legend={
                    <>
                      {p.name}
                      {p.unit && <span className="muted"> ({p.unit})</span>}
                    </>
                  }
                  values={p.values.map((v) => ({ value: v.value, label: v.value, count: v.count }))}
                  checked={(value) => !!sel?.values?.includes(value)}
                  attributes={{ 'data-param': p.param_id }}
                />
              )
            })}
            {filter.manufacturers.length > 0 && (
              <CheckboxFacet
                name="mfr"
                legend={t('product.manufacturer')}
                values={filter.manufacturers.map((m) => ({ value: String(m.id), label: m.name, count: m.count }))}
                checked={(value) => !!query.manufacturer_ids?.includes(Number(value))}
                attributes={{ 'data-testid': 'filter-manufacturer' }}
              />
            )}
            {filter.packages.length > 0 && (
              <CheckboxFacet
                name="pkg"
                legend={t('product.package')}
                values={filter.packages.map((p) => ({ value: p.value, label: p.value, count: p.count }))}
                checked={(value) => !!query.packages?.includes(value)}
                attributes={{ 'data-testid': 'filter-package' }}
              />
            )}
            {query.sort && query.sort !== 'default' && (
              <>
                <input type="hidden" name="sort" value={query.sort} />
                <input type="hidden" name="order" value={query.order} />
              </>
            )}
            <button type="submit" className="button-primary apply-filters">
              {t('catalogue.applyFilters')}
            </button>
          </form>
        </FacetPanel>
        <div className="results">
          <div className="results-head">
            <p className="muted" role="status" data-testid="category-total">
              {listing ? t(listing.total_capped ? 'search.totalCapped' : 'search.total', { count: listing.total }) : ''}
            </p>
          </div>
          {error ? (
            <p className="notice" role="alert">
              {error}
            </p>
          ) : !listing || listing.list.length === 0 ? (
            <Empty kind="noData" />
          ) : (
            <>
              <PartTable
                rows={listing.list}
                showCategory={cat.children.length > 0}
                sorting={{
                  sort: query.sort ?? 'default',
                  order: query.order ?? 'asc',
                  href: (sort, order) => withQuery(path, currentSearch(), { sort, order }),
                }}
              />
              <Pager
                page={listing.page}
                pages={Math.max(1, Math.ceil(listing.total / listing.page_size))}
                link={(p) => withQuery(path, currentSearch(), { page: p > 1 ? String(p) : undefined })}
              />
            </>
          )}
        </div>
      </div>
    </div>
  )
}

type FacetValue = { value: string; label: string; count: number }

/**
 * A group of checkbox filters (parameter values, manufacturers, packages), offered and folded as
 * offeredChoices says; a group with no choice left is not shown.
 */
function CheckboxFacet({
  name,
  legend,
  values,
  checked,
  attributes,
}: {
  name: string
  legend: ReactNode
  values: FacetValue[]
  checked: (value: string) => boolean
  attributes: Record<`data-${string}`, string | number>
}) {
  const fmt = useFormat()
  const t = useT()
  const box = (v: FacetValue) => (
    <label key={v.value}>
      <input type="checkbox" name={name} value={v.value} defaultChecked={checked(v.value)} />{' '}
      <bdi className="facet-label">{v.label}</bdi> <span className="count">{fmt.count(v.count)}</span>
    </label>
  )
  const { head, rest, restOpen, none } = offeredChoices(
    values,
    (v) => checked(v.value),
    (v) => v.count,
  )
  if (none) return null
  return (
    <fieldset className="facet" {...attributes}>
      <legend>{legend}</legend>
      {head.map(box)}
      {rest.length > 0 && (
        <details open={restOpen}>
          <summary>{t('catalogue.more', { count: rest.length })}</summary>
          {rest.map(box)}
        </details>
      )}
    </fieldset>
  )
}
