import { useState } from 'react'
import type { GoodsDetail } from '../../contract/catalogue'
import { AddToRfq } from '../rfq/AddToRfq'
import { QuickRfq } from '../rfq/QuickRfq'
import { AddToCart } from '../cart/AddToCart'
import { BuyNow } from '../cart/BuyNow'
import { features } from '../app/features'
import { Stock } from './Stock'
import { useT } from '../app/i18n'
import { quantityProblem, rankOffers, tierFor, validQuantity } from '../../contract/pricing'
import { extended, toE5, useFormat } from './money'
import { Amount, UnitPrice } from './money'
import './catalogue.css'
import type { PurchaseGoods } from './purchase-goods'
import { island } from '../islands/Island'

type Offer = GoodsDetail['offers'][number]

/** An offer as the shop's offer rule reads it (contract/pricing.ts). */
const terms = (o: Offer) => ({
  id: o.goods_id,
  stock: o.stock,
  moq: o.moq,
  multiple: o.multiple,
  tiers: o.price_tiers.map((p) => ({ qty: p.qty, unitE5: toE5(p.unit_price) })),
})

/** The offer that sells exactly `qty` pieces from stock at the lowest extended price, if any. */
function offerFor(offers: Offer[], qty: number): Offer | null {
  const fits = offers.filter((o) => quantityProblem(qty, o.moq, o.multiple) === null && o.stock >= qty)
  return fits.length ? rankOffers(fits, qty, terms)[0]!.offer : null
}

/**
 * The purchase box of the product page: the part's offers to choose from in one click (stock,
 * minimum and multiples, planned delivery and the unit price for the quantity side by side); for
 * the chosen offer the quantity with minimum and multiples (spec §5: 'Please enter multiple of Min
 * QTY'), the price tiers with the tier that applies highlighted, the unit and extended price, its
 * stock (named: this offer, all offers), "add to cart", "buy now" (guests too) and "add to RFQ
 * list". A quantity the chosen offer cannot sell points to the offer that can.
 */
export function ProductPurchase({ goods }: { goods: PurchaseGoods }) {
  const fmt = useFormat()
  const t = useT()
  // A fixed id (not useId): the box is hydrated on its own on islands pages.
  const ids = 'purchase'
  const offers: Offer[] = goods.offers.length ? goods.offers : [goods]
  const [chosenId, setChosenId] = useState(goods.goods_id)
  const offer = offers.find((o) => o.goods_id === chosenId) ?? offers[0]!
  const start = validQuantity(offer.moq, offer.moq, offer.multiple)
  const [text, setText] = useState(String(start))
  const qty = /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : NaN
  const problem = quantityProblem(qty, offer.moq, offer.multiple)
  const need = Number.isNaN(qty) ? start : qty
  const tier = tierFor(offer.price_tiers, need)
  const unit = tier?.unit_price ?? offer.unit_price
  const stockTotal = offers.reduce((n, o) => n + o.stock, 0)
  const short = !problem && offer.stock < qty
  const better = (problem && problem !== 'invalid') || short ? offerFor(offers, qty) : null
  const message =
    problem === 'notMultiple'
      ? t('product.multipleOfMin')
      : problem === 'belowMin'
        ? t('product.belowMin', { moq: offer.moq })
        : problem === 'invalid'
          ? t('product.enterQty')
          : short
            ? t('product.offerShort', { count: offer.stock })
            : ''
  const step = Math.max(1, offer.multiple)
  const set = (n: number) => setText(String(n))
  const choose = (o: Offer, keepQty: boolean) => {
    setChosenId(o.goods_id)
    if (!keepQty) set(validQuantity(o.moq, o.moq, o.multiple))
  }

  return (
    <section className="purchase" aria-labelledby={`${ids}-h`} data-chosen-goods-id={offer.goods_id}>
      <h2 id={`${ids}-h`} className="visually-hidden">
        {t('product.tabPurchase')}
      </h2>
      <div className="purchase-stock">
        <Stock stock={offer.stock} scope={offers.length > 1 ? 'offer' : undefined} testId="stock-this-offer" />
        {offers.length > 1 && <Stock stock={stockTotal} scope="all" testId="stock-all-offers" />}
        <span className="muted">
          {t('product.deliveryPlan')}:{' '}
          <time dateTime={offer.delivery_plan_date} dir="ltr">
            {offer.delivery_plan_date}
          </time>
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
          <button
            type="button"
            aria-label={t('product.less')}
            onClick={() => set(validQuantity(Math.max(offer.moq, need - step), offer.moq, offer.multiple))}
          >
            −
          </button>
          <input
            id={`${ids}-qty`}
            inputMode="numeric"
            pattern="[0-9]*"
            value={text}
            data-testid="qty-input"
            aria-invalid={!!problem}
            aria-describedby={`${ids}-rules ${ids}-msg`}
            onChange={(e) => setText(e.target.value.replace(/[^\d]/g, '').slice(0, 9))}
          />
          <button
            type="button"
            aria-label={t('product.more')}
            onClick={() => set(validQuantity((Number.isNaN(qty) ? 0 : qty) + step, offer.moq, offer.multiple))}
          >
            +
          </button>
        </div>
        <span id={`${ids}-rules`} className="muted">
          {t('product.minimum')}: {fmt.count(offer.moq)} · {t('product.multiples')}: {fmt.count(offer.multiple)}
        </span>
      </div>
      <p className="field-error" id={`${ids}-msg`} role="alert" data-testid="qty-error">
        {message}
        {problem && problem !== 'invalid' && (
          <>
            {' '}
            <button
              type="button"
              className="link-button fix-qty"
              onClick={() => set(validQuantity(qty, offer.moq, offer.multiple))}
            >
              {t('product.useQty', { qty: validQuantity(qty, offer.moq, offer.multiple) })}
            </button>
          </>
        )}
        {better && better.goods_id !== offer.goods_id && (
          <>
            {' '}
            <button
              type="button"
              className="link-button fix-qty"
              data-testid="better-offer"
              onClick={() => choose(better, true)}
            >
              {t('product.offerFills', { qty, location: better.stock_location || better.supplier })}
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
          <dd data-testid="ext-price">{problem ? '—' : <Amount value={extended(unit, qty)} />}</dd>
        </div>
      </dl>
      <div className="purchase-actions">
        {features.cart && (
          <>
            <AddToCart goodsId={offer.goods_id} qty={qty} disabled={!!problem || offer.stock <= 0} />
            <BuyNow goodsId={offer.goods_id} qty={qty} disabled={!!problem || offer.stock <= 0} />
          </>
        )}
        <AddToRfq goods={{ ...goods, ...offer }} qty={problem ? start : qty} targetPrice={unit} disabled={!!problem} />
        {features.rfq && <QuickRfq goods={{ ...goods, ...offer }} qty={problem ? start : qty} targetPrice={unit} />}
      </div>
      {offers.length > 1 && (
        <OfferChoice offers={offers} chosen={offer.goods_id} need={need} onChoose={(o) => choose(o, false)} />
      )}
    </section>
  )
}

/** The part's offers side by side, one radio button each: choosing one is one click. */
function OfferChoice({
  offers,
  chosen,
  need,
  onChoose,
}: {
  offers: Offer[]
  chosen: number
  need: number
  onChoose: (o: Offer) => void
}) {
  const fmt = useFormat()
  const t = useT()
  const ids = 'offer-choice'
  // Best first for the quantity asked: the order the rule gives, the same as the lists'.
  const ranked = rankOffers(offers, need, terms)
  return (
    <div className="offer-choice table-scroll">
      <table className="offers-table" data-testid="offers">
        <caption>{t('product.otherOffers')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('product.offer')}</th>
            <th scope="col" className="num">
              {t('product.stock')}
            </th>
            <th scope="col" className="num">
              {t('product.minMult')}
            </th>
            <th scope="col">{t('product.deliveryPlan')}</th>
            <th scope="col" className="num">
              {t('product.unitPriceFor', { qty: need })}
            </th>
          </tr>
        </thead>
        <tbody>
          {ranked.map(({ offer: o, unit }) => (
            <tr key={o.goods_id} aria-current={o.goods_id === chosen ? 'true' : undefined} data-goods-id={o.goods_id}>
              <td>
                <label className="offer-pick">
                  <input
                    type="radio"
                    name={`${ids}-offer`}
                    checked={o.goods_id === chosen}
                    onChange={() => onChoose(o)}
                  />{' '}
                  <bdi>{o.stock_location || o.supplier}</bdi>
                  <span className="muted"> · {o.date_code}</span>
                </label>
              </td>
              <td className="num">{o.stock > 0 ? fmt.count(o.stock) : t('catalogue.soldOut')}</td>
              <td className="num">
                {fmt.count(o.moq)} / {fmt.count(o.multiple)}
              </td>
              <td>
                <time dateTime={o.delivery_plan_date} dir="ltr">
                  {o.delivery_plan_date}
                </time>
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

export const ProductPurchaseIsland = island('ProductPurchase', ProductPurchase, [
  ...['belowMin', 'deliveryPlan', 'enterQty', 'extPrice', 'less', 'minMult', 'minimum', 'more'].map(
    (k) => `product.${k}`,
  ),
  ...['multipleOfMin', 'multiples', 'offer', 'offerFills', 'offerShort', 'otherOffers', 'priceTiers'].map(
    (k) => `product.${k}`,
  ),
  ...['qty', 'stock', 'tabPurchase', 'unitPrice', 'unitPriceFor', 'useQty'].map((k) => `product.${k}`),
  ...['soldOut', 'inStockCount', 'thisOffer', 'allOffers'].map((k) => `catalogue.${k}`),
  ...['cart.add', 'cart.added', 'cart.buyNow', 'api.serverError', 'rfq.quick.open'],
  ...['rfqList.add', 'rfqList.added', 'rfqList.updated'],
])
