import { Fragment, type CSSProperties } from 'react'
import type { GoodsSummary, PartListItem } from '../../contract/catalogue'
import type { PartSort, SortOrder } from '../../contract/search'
import { AddToRfqIsland, type RfqGoods } from '../rfq/AddToRfq'
import { AddToCartIsland } from '../cart/AddToCart'
import { features } from '../app/features'
import { Badges } from './CatalogueBits'
import { Stock } from './Stock'
import { useHref, useT } from '../app/i18n'
import { useFormat } from './money'
import { validQuantity } from '../../contract/pricing'
import './catalogue.css'
import { ListPrice } from './money'

type Row = PartListItem & { match?: string; matched_code?: string | null }

/** A list sorted by its columns: the sort in force, and the address of another. */
export type Sorting = { sort: PartSort; order: SortOrder; href: (sort: PartSort, order: SortOrder) => string }

/**
 * Part numbers up to this many characters stay on one line in the table on wide screens; a longer
 * one (a few generated and real numbers have 28) breaks (catalogue.css .part-cell).
 */
const MPN_WHOLE = 20

/** The direction a column sorts in first: the cheapest, the most in stock, A to Z. */
const FIRST_ORDER: Record<Exclude<PartSort, 'default'>, SortOrder> = { part_number: 'asc', price: 'asc', stock: 'desc' }

/**
 * A column header: with `sorting`, a plain link (no script needed) that sorts by the column —
 * again in the other direction when it is the sort in force — marked with aria-sort.
 */
function SortHeader({
  label,
  column,
  sorting,
}: {
  label: string
  column: keyof typeof FIRST_ORDER
  sorting?: Sorting
}) {
  if (!sorting) return <th scope="col">{label}</th>
  const active = sorting.sort === column
  const next = active ? (sorting.order === 'asc' ? 'desc' : 'asc') : FIRST_ORDER[column]
  return (
    <th
      scope="col"
      aria-sort={active ? (sorting.order === 'asc' ? 'ascending' : 'descending') : undefined}
      data-sort={column}
    >
      <a className="sort-link" href={sorting.href(column, next)} rel="nofollow">
        {label}
        <span className="sort-mark" aria-hidden="true">
          {active ? (sorting.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </a>
    </th>
  )
}

/**
 * Parts in a list (search results, a category, a manufacturer): part number, manufacturer,
 * description, package, stock, minimum and multiples, unit price, and "add to RFQ list". A table
 * on wide screens; below 992px every row is a card (catalogue.css). With `showCategory`, a row
 * naming the category heads each run of parts of one category (not a line in every row); with
 * `sorting`, the part number, stock and price headers sort the list.
 */
export function PartTable({
  rows,
  showCategory = true,
  sorting,
}: {
  rows: Row[]
  showCategory?: boolean
  sorting?: Sorting
}) {
  const fmt = useFormat()
  const t = useT()
  const href = useHref()
  return (
    <div className="table-scroll part-table-wrap">
      <table className={sorting ? 'part-table sortable' : 'part-table'} data-testid="part-table">
        <thead>
          <tr>
            <SortHeader label={t('product.partNumber')} column="part_number" sorting={sorting} />
            <th scope="col">{t('product.manufacturer')}</th>
            <th scope="col">{t('product.description')}</th>
            <th scope="col">{t('product.package')}</th>
            <SortHeader label={t('product.stock')} column="stock" sorting={sorting} />
            <th scope="col">{t('product.minMult')}</th>
            <SortHeader label={t('product.unitPrice')} column="price" sorting={sorting} />
            <th scope="col">
              <span className="visually-hidden">{t('catalogue.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <Fragment key={r.goods_id}>
              {showCategory && r.category && rows[i - 1]?.category_id !== r.category_id && (
                <tr className="group-row" data-testid="category-group">
                  <th scope="colgroup" colSpan={8}>
                    <a className="cat-link" href={href(`/category/${r.category_id}`)}>
                      <bdi>{r.category}</bdi>
                    </a>
                  </th>
                </tr>
              )}
              <tr data-goods-id={r.goods_id}>
                <td data-label={t('product.partNumber')}>
                  {/* The picture, then beside it the number (whole, unless longer than MPN_WHOLE:
                      catalogue.css .part-cell), the matched code and the badges. */}
                  <div className="part-cell">
                    <PartPicture goods={r} size="small" />
                    <div className="part-cell-text">
                      <a
                        className={[...r.part_number].length > MPN_WHOLE ? 'mpn mpn-long' : 'mpn'}
                        href={href(r.goods_page_url)}
                      >
                        <bdi>{r.part_number}</bdi>
                      </a>
                      {r.matched_code && r.matched_code !== r.part_number && (
                        <span className="muted matched"> {t('search.matchedCode', { code: r.matched_code })}</span>
                      )}
                      <Badges icons={r.icons} />
                    </div>
                  </div>
                </td>
                <td data-label={t('product.manufacturer')}>
                  <a href={href(`/manufacturer/${r.manufacturer_id}`)}>
                    <bdi className="maker">{r.manufacturer}</bdi>
                  </a>
                </td>
                <td data-label={t('product.description')} className="desc">
                  <div>
                    <bdi>{r.description}</bdi>
                  </div>
                </td>
                <td data-label={t('product.package')}>{r.package ? <bdi className="pkg">{r.package}</bdi> : '—'}</td>
                <td data-label={t('product.stock')} className="num-cell">
                  {/* Two lines at most: this offer's stock ("this offer" said to screen readers and in
                      its title when there are others), then all offers' stock in a short form
                      ("3,287 in total"; "all 3 offers: 3,287 in stock" in its title). */}
                  <div>
                    <div title={r.offers > 1 ? t('catalogue.thisOffer') : undefined}>
                      {r.stock > 0 ? (
                        <span className="stock in">{fmt.count(r.stock)}</span>
                      ) : (
                        <span className="stock out">{t('catalogue.soldOut')}</span>
                      )}
                      {r.offers > 1 && <span className="stock-scope visually-hidden"> {t('catalogue.thisOffer')}</span>}
                    </div>
                    {r.offers > 1 && (
                      <div
                        className="muted offers"
                        title={t('catalogue.offersStock', { count: r.offers, stock: r.stock_total })}
                      >
                        {t('catalogue.stockTotal', { stock: r.stock_total })}
                      </div>
                    )}
                  </div>
                </td>
                <td data-label={t('product.minMult')} className="minmult-cell">
                  {/* One unit, isolated from the label before it, kept on one line (catalogue.css). */}
                  <span className="minmult" data-testid="minmult">
                    {`${fmt.count(r.moq)}\u00a0/\u00a0${fmt.count(r.multiple)}`}
                  </span>
                </td>
                <td data-label={t('product.unitPrice')} className="num">
                  <ListPrice value={r.unit_price} />
                </td>
                <td>
                  <div className="row-actions">
                    {features.cart && r.stock > 0 && (
                      <AddToCartIsland goodsId={r.goods_id} qty={validQuantity(r.moq, r.moq, r.multiple)} compact />
                    )}
                    <AddToRfqIsland goods={rfqGoods(r)} qty={r.moq} compact />
                  </div>
                </td>
              </tr>
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** What an RFQ line names of a row (the island's props carry only these). */
function rfqGoods(r: Row): RfqGoods {
  const { goods_id, goods_page_url, part_number, manufacturer, package: pkg, date_code, delivery_plan_date, icons } = r
  return { goods_id, goods_page_url, part_number, manufacturer, package: pkg, date_code, delivery_plan_date, icons }
}

/** Offers as cards (home page sections, featured page): part number, maker, price from, stock. */
export function GoodsGrid({ goods, testId }: { goods: GoodsSummary[]; testId?: string }) {
  const t = useT()
  const href = useHref()
  return (
    <ul className="goods-grid" role="list" data-testid={testId}>
      {goods.map((g) => (
        <li key={g.goods_id} className="goods-card">
          <PartPicture goods={g} size="card" />
          <a
            className="mpn"
            href={href(g.goods_page_url)}
            style={{ '--chars': [...g.part_number].length } as CSSProperties}
          >
            <bdi>{g.part_number}</bdi>
          </a>
          <span className="muted">
            <bdi className="maker">{g.manufacturer}</bdi>
          </span>
          <p className="goods-desc">
            <bdi>{g.description}</bdi>
          </p>
          <div className="goods-card-foot">
            <span className="price">
              {t('catalogue.priceFrom')}{' '}
              <strong>
                <ListPrice value={g.unit_price} />
              </strong>
            </span>
            <Stock stock={g.stock} scope="offer" />
          </div>
          <div className="goods-card-actions">
            <Badges icons={g.icons} />
            {features.cart && g.stock > 0 && (
              <AddToCartIsland goodsId={g.goods_id} qty={validQuantity(g.moq, g.moq, g.multiple)} compact />
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}

const PICTURE_SIZE = { small: [32, 24], card: [80, 60], large: [160, 120] } as const

/**
 * A part's picture: the drawing of its package family (the API's `picture`), with the package's
 * name as its alt text. Small in result rows, larger on cards and the product page.
 */
export function PartPicture({
  goods,
  size,
}: {
  goods: Pick<GoodsSummary, 'picture' | 'package'>
  size: keyof typeof PICTURE_SIZE
}) {
  const t = useT()
  const [width, height] = PICTURE_SIZE[size]
  return (
    <img
      className={`part-picture part-picture-${size}`}
      src={goods.picture}
      alt={goods.package ? t('product.pictureAlt', { package: goods.package }) : t('product.pictureAltGeneric')}
      width={width}
      height={height}
      loading={size === 'large' ? undefined : 'lazy'}
      decoding="async"
      data-testid="part-picture"
    />
  )
}
