import { useId, useState } from 'react'
import type { GoodsDetail } from '../../contract/catalogue'
import { AddToRfq } from '../rfq/AddToRfq'
import { QuickRfq } from '../rfq/QuickRfq'
import { AddToCart } from '../cart/AddToCart'
import { BuyNow } from '../cart/BuyNow'
import { features } from '../app/features'
import { Stock } from './CatalogueBits'
import { useT } from '../app/i18n'
import { quantityProblem, tierFor, validQuantity } from '../../contract/pricing'
import { extended, useFormat } from './money'
import './catalogue.css'

/**
 * The purchase box of the product page: quantity with minimum and multiples (spec §5: 'Please
 * enter multiple of Min QTY'), the price tiers with the tier that applies highlighted, the unit
 * and extended price of the quantity (exact), stock, "add to cart", "buy now" (guests too) and
 * "add to RFQ list".
 */
export function ProductPurchase({ goods }: { goods: GoodsDetail }) {
  const fmt = useFormat()
  const t = useT()
  const ids = useId()
  const start = validQuantity(goods.moq, goods.moq, goods.multiple)
  const [text, setText] = useState(String(start))
  const qty = /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : NaN
  const problem = quantityProblem(qty, goods.moq, goods.multiple)
  const tier = tierFor(goods.price_tiers, Number.isNaN(qty) ? start : qty)
  const unit = tier?.unit_price ?? goods.unit_price
  const message =
    problem === 'notMultiple'
      ? t('product.multipleOfMin')
      : problem === 'belowMin'
        ? t('product.belowMin', { moq: goods.moq })
        : problem === 'invalid'
          ? t('product.enterQty')
          : ''
  const step = Math.max(1, goods.multiple)
  const set = (n: number) => setText(String(n))

  return (
    <section className="purchase" aria-labelledby={`${ids}-h`}>
      <h2 id={`${ids}-h`} className="visually-hidden">
        {t('product.tabPurchase')}
      </h2>
      <div className="purchase-stock">
        <Stock stock={goods.stock} />
        <span className="muted">
          {t('product.deliveryPlan')}:{' '}
          <time dateTime={goods.delivery_plan_date} dir="ltr">
            {goods.delivery_plan_date}
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
          {goods.price_tiers.map((p) => (
            <tr key={p.qty} className={p === tier && !problem ? 'active' : undefined}>
              <td>
                <bdi dir="ltr">{fmt.count(p.qty)}+</bdi>
              </td>
              <td className="num">
                <bdi dir="ltr">{fmt.unitPrice(p.unit_price)}</bdi>
              </td>
              <td className="num">
                <bdi dir="ltr">{fmt.exact(p.ext_price)}</bdi>
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
            onClick={() =>
              set(
                validQuantity(Math.max(goods.moq, (Number.isNaN(qty) ? start : qty) - step), goods.moq, goods.multiple),
              )
            }
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
            onClick={() => set(validQuantity((Number.isNaN(qty) ? 0 : qty) + step, goods.moq, goods.multiple))}
          >
            +
          </button>
        </div>
        <span id={`${ids}-rules`} className="muted">
          {t('product.minimum')}: {fmt.count(goods.moq)} · {t('product.multiples')}: {fmt.count(goods.multiple)}
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
              onClick={() => set(validQuantity(qty, goods.moq, goods.multiple))}
            >
              {t('product.useQty', { qty: validQuantity(qty, goods.moq, goods.multiple) })}
            </button>
          </>
        )}
      </p>
      <dl className="purchase-total">
        <div>
          <dt>{t('product.unitPrice')}</dt>
          <dd data-testid="unit-price">
            <bdi dir="ltr">{fmt.unitPrice(unit)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('product.extPrice')}</dt>
          <dd data-testid="ext-price">{problem ? '—' : <bdi dir="ltr">{fmt.exact(extended(unit, qty))}</bdi>}</dd>
        </div>
      </dl>
      <div className="purchase-actions">
        {features.cart && (
          <>
            <AddToCart goodsId={goods.goods_id} qty={qty} disabled={!!problem || goods.stock <= 0} />
            <BuyNow goodsId={goods.goods_id} qty={qty} disabled={!!problem || goods.stock <= 0} />
          </>
        )}
        <AddToRfq goods={goods} qty={problem ? start : qty} targetPrice={unit} disabled={!!problem} />
        {features.rfq && <QuickRfq goods={goods} qty={problem ? start : qty} targetPrice={unit} />}
      </div>
    </section>
  )
}
