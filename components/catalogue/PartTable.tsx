import type { GoodsSummary, PartListItem } from '../../contract/catalogue'
import { AddToRfqIsland, type RfqGoods } from '../rfq/AddToRfq'
import { AddToCartIsland } from '../cart/AddToCart'
import { features } from '../app/features'
import { Badges, Stock } from './CatalogueBits'
import { useHref, useT } from '../app/i18n'
import { useFormat } from './money'
import { validQuantity } from '../../contract/pricing'
import './catalogue.css'
import { UnitPrice } from './money'

type Row = PartListItem & { match?: string; matched_code?: string | null }

/**
 * Parts in a list (search results, a category, a manufacturer): part number, manufacturer,
 * description, package, stock, minimum and multiples, unit price, and "add to RFQ list". A table
 * on wide screens; below 992px every row is a card (catalogue.css).
 */
export function PartTable({ rows, showCategory = true }: { rows: Row[]; showCategory?: boolean }) {
  const fmt = useFormat()
  const t = useT()
  const href = useHref()
  return (
    <div className="table-scroll part-table-wrap">
      <table className="part-table" data-testid="part-table">
        <thead>
          <tr>
            <th scope="col">{t('product.partNumber')}</th>
            <th scope="col">{t('product.manufacturer')}</th>
            <th scope="col">{t('product.description')}</th>
            <th scope="col">{t('product.package')}</th>
            <th scope="col">{t('product.stock')}</th>
            <th scope="col">{t('product.minMult')}</th>
            <th scope="col">{t('product.unitPrice')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('catalogue.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.goods_id} data-goods-id={r.goods_id}>
              <td data-label={t('product.partNumber')}>
                <div className="part-cell">
                  <PartPicture goods={r} size="small" />
                  <a className="mpn" href={href(r.goods_page_url)}>
                    <bdi>{r.part_number}</bdi>
                  </a>
                  {r.matched_code && r.matched_code !== r.part_number && (
                    <span className="muted matched"> {t('search.matchedCode', { code: r.matched_code })}</span>
                  )}
                  <Badges icons={r.icons} />
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
                  {showCategory && r.category && (
                    <>
                      {' '}
                      <a className="muted cat-link" href={href(`/category/${r.category_id}`)}>
                        <bdi>{r.category}</bdi>
                      </a>
                    </>
                  )}
                </div>
              </td>
              <td data-label={t('product.package')}>{r.package ? <bdi className="pkg">{r.package}</bdi> : '—'}</td>
              <td data-label={t('product.stock')} className="num-cell">
                <div>
                  {r.stock > 0 ? (
                    <span className="stock in">{fmt.count(r.stock)}</span>
                  ) : (
                    <span className="stock out">{t('catalogue.soldOut')}</span>
                  )}
                  {r.offers > 1 && <span className="muted stock-scope">{t('catalogue.thisOffer')}</span>}
                  {r.offers > 1 && (
                    <span className="muted offers">
                      {' '}
                      {t('catalogue.offersStock', { count: r.offers, stock: r.stock_total })}
                    </span>
                  )}
                </div>
              </td>
              <td data-label={t('product.minMult')} className="minmult-cell">
                {fmt.count(r.moq)}&nbsp;/ {fmt.count(r.multiple)}
              </td>
              <td data-label={t('product.unitPrice')} className="num">
                <UnitPrice value={r.unit_price} />
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
          <a className="mpn" href={href(g.goods_page_url)}>
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
                <UnitPrice value={g.unit_price} />
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
