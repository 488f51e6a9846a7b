import { AddToRfq } from '../rfq/AddToRfq'
import { QuickRfq } from '../rfq/QuickRfq'
import { AddToCart } from '../cart/AddToCart'
import { BuyNow } from '../cart/BuyNow'
import { features } from '../app/features'
import { Stock } from './Stock'
import { DateText } from '../ui/DateText'
import { useLocale, useT } from '../app/i18n'
import { placeName } from '../../locales/place-names'
import { Amount, UnitPrice, useFormat } from './money'
import './catalogue.css'
import type { PurchaseGoods } from './purchase-goods'
import { useIslandWords } from '../islands/island-words'
import { purchaseState, type PurchaseState } from './purchase-state'

/** The words the box's DOM code (./purchase-behaviour.ts) shows in the browser. */
export const PURCHASE_WORDS = [
  ...['belowMin', 'enterQty', 'multipleOfMin', 'offerFills', 'offerShort', 'unitPriceFor', 'useQty'].map(
    (k) => `product.${k}`,
  ),
  ...['minimum', 'multiples'].map((k) => `product.${k}`),
  ...['soldOut', 'inStockCount'].map((k) => `catalogue.${k}`),
  ...['cart.added', 'api.serverError'],
  ...['rfqList.added', 'rfqList.updated', 'rfqList.submit'],
]

/**
 * The purchase box of the product page: the part's offers to choose from in one click (stock,
 * minimum and multiples, planned delivery and the unit price for the quantity side by side); for
 * the chosen offer the quantity with minimum and multiples (spec §5: 'Please enter multiple of Min
 * QTY'), the price tiers with the tier that applies highlighted, the unit and extended price, its
 * stock (named: this offer, all offers), "add to cart", "buy now" (guests too) and "add to RFQ
 * list". A quantity the chosen offer cannot sell points to the offer that can.
 *
 * The server's HTML, for the part's default offer at its minimum; in the browser
 * ./purchase-behaviour.ts (loaded when the buyer first comes to the box) keeps it up to date with
 * the same rules (./purchase-state.ts) and does what its buttons do: no React island.
 */
export function ProductPurchase({ goods }: { goods: PurchaseGoods }) {
  const fmt = useFormat()
  const t = useT()
  const locale = useLocale()
  useIslandWords(PURCHASE_WORDS)
  const ids = 'purchase'
  const s = purchaseState(goods, goods.goods_id)
  const { offers, offer, problem, qty, tier, unit } = s

  return (
    <section
      className="purchase"
      aria-labelledby={`${ids}-h`}
      data-chosen-goods-id={offer.goods_id}
      data-purchase={JSON.stringify(goods)}
    >
      <h2 id={`${ids}-h`} className="visually-hidden">
        {t('product.tabPurchase')}
      </h2>
      <div className="purchase-stock">
        <Stock stock={offer.stock} scope={offers.length > 1 ? 'offer' : undefined} testId="stock-this-offer" />
        {offers.length > 1 && <Stock stock={s.stockTotal} scope="all" testId="stock-all-offers" />}
        <span className="muted">
          {t('product.deliveryPlan')}: <DateText iso={offer.delivery_plan_date} />
        </span>
      </div>
      <table className="tiers" data-testid="price-tiers">
        <caption className="visually-hidden">{t('product.priceTiers')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('product.qty')}</th>
            <th scope="col">{t('product.unitPrice')}</th>
            <th scope="col">{t('product.extPrice')}</th>
          </tr>
        </thead>
        <tbody>
          {offer.price_tiers.map((p) => (
            <tr key={p.qty} className={p === tier && !problem ? 'active' : undefined}>
              <td>
                <bdi dir="ltr">{fmt.count(p.qty)}+</bdi>
              </td>
              <td className="num">
                <UnitPrice value={p.unit_price} />
              </td>
              <td className="num">
                <Amount value={p.ext_price} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="qty-row">
        <label htmlFor={`${ids}-qty`}>{t('product.qty')}</label>
        <div className="stepper">
          <button type="button" aria-label={t('product.less')} data-step="-1">
            −
          </button>
          <input
            id={`${ids}-qty`}
            inputMode="numeric"
            pattern="[0-9]*"
            defaultValue={s.text}
            data-testid="qty-input"
            aria-invalid={!!problem}
            aria-describedby={`${ids}-rules ${ids}-msg`}
          />
          <button type="button" aria-label={t('product.more')} data-step="1">
            +
          </button>
        </div>
        <span id={`${ids}-rules`} className="muted">
          {t('product.minimum')}: {fmt.count(offer.moq)} · {t('product.multiples')}: {fmt.count(offer.multiple)}
        </span>
      </div>
      <p className="field-error" id={`${ids}-msg`} role="alert" data-testid="qty-error">
        {s.message && t(...s.message)}
        {s.fix !== null && (
          <>
            {' '}
            <button type="button" className="link-button fix-qty" data-fix={s.fix}>
              {t('product.useQty', { qty: s.fix })}
            </button>
          </>
        )}
        {s.better && (
          <>
            {' '}
            <button
              type="button"
              className="link-button fix-qty"
              data-testid="better-offer"
              data-better={s.better.goods_id}
            >
              {t('product.offerFills', {
                qty,
                location: placeName(s.better.stock_location, locale) || s.better.supplier,
              })}
            </button>
          </>
        )}
      </p>
      <dl className="purchase-total">
        <div>
          <dt>{t('product.unitPrice')}</dt>
          <dd>
            <UnitPrice value={unit} testId="unit-price" />
          </dd>
        </div>
        <div>
          <dt>{t('product.extPrice')}</dt>
          <dd data-testid="ext-price">{s.extended === null ? '—' : <Amount value={s.extended} />}</dd>
        </div>
      </dl>
      <div className="purchase-actions">
        {features.cart && (
          <>
            <AddToCart goodsId={offer.goods_id} qty={qty} disabled={!s.canBuy} />
            <BuyNow goodsId={offer.goods_id} qty={qty} disabled={!s.canBuy} />
          </>
        )}
        <AddToRfq goods={{ ...goods, ...offer }} qty={s.rfqQty} targetPrice={unit} disabled={!!problem} />
        {features.rfq && <QuickRfq goods={{ ...goods, ...offer }} qty={s.rfqQty} targetPrice={unit} />}
      </div>
      {offers.length > 1 && <OfferChoice s={s} />}
    </section>
  )
}

/** The part's offers side by side, one radio button each: choosing one is one click. */
function OfferChoice({ s }: { s: PurchaseState }) {
  const fmt = useFormat()
  const t = useT()
  const locale = useLocale()
  const ids = 'offer-choice'
  return (
    <div className="offer-choice table-scroll">
      <table className="offers-table" data-testid="offers">
        <caption>{t('product.otherOffers')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('product.offer')}</th>
            {/* Named before each value in the two-line rows (catalogue.css); here for screen readers. */}
            <th scope="col" className="visually-hidden">
              {t('product.stock')}
            </th>
            <th scope="col" className="visually-hidden">
              {t('product.minMult')}
            </th>
            <th scope="col" className="visually-hidden">
              {t('product.deliveryPlan')}
            </th>
            <th scope="col" className="num" data-unit-price-for>
              {t('product.unitPriceFor', { qty: s.need })}
            </th>
          </tr>
        </thead>
        <tbody>
          {s.ranked.map(({ offer: o, unit }) => (
            <tr
              key={o.goods_id}
              aria-current={o.goods_id === s.offer.goods_id ? 'true' : undefined}
              data-goods-id={o.goods_id}
            >
              <td>
                <label className="offer-pick">
                  <input
                    type="radio"
                    name={`${ids}-offer`}
                    value={o.goods_id}
                    defaultChecked={o.goods_id === s.offer.goods_id}
                  />{' '}
                  <bdi>{placeName(o.stock_location, locale) || o.supplier}</bdi>
                  <span className="muted">
                    {' · '}
                    <bdi dir="ltr">{o.date_code}</bdi>
                  </span>
                </label>
              </td>
              <td className="num" data-label={t('product.stock')}>
                {o.stock > 0 ? fmt.count(o.stock) : t('catalogue.soldOut')}
              </td>
              <td className="num" data-label={t('product.minMult')}>
                {fmt.count(o.moq)} / {fmt.count(o.multiple)}
              </td>
              <td data-label={t('product.deliveryPlan')}>
                <DateText iso={o.delivery_plan_date} />
              </td>
              <td className="num">
                <UnitPrice value={unit} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
