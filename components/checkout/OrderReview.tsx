import type { CheckoutPreview } from '../../contract/orders'
import { useFormat } from '../catalogue/money'
import { useHref, useT } from '../app/i18n'
import '../account/accounts.css'
import '../catalogue/catalogue.css'
import '../cart/cart.css'
import { UnitPrice, Amount } from '../catalogue/money'

type Line = CheckoutPreview['lines'][number]

/**
 * The lines of an order or checkout: part, manufacturer, package, batch, unit price, quantity, amount.
 * `problems` (checkout): why a line cannot be ordered now, by goods id, shown under that line.
 */
export function OrderLines({ lines, problems = {} }: { lines: Line[]; problems?: Record<number, string> }) {
  const t = useT()
  const href = useHref()
  const fmt = useFormat()
  return (
    <div className="table-scroll">
      <table className="order-table" data-testid="order-lines">
        <thead>
          <tr>
            <th scope="col">{t('product.partNumber')}</th>
            <th scope="col">{t('product.manufacturer')}</th>
            <th scope="col">{t('product.package')}</th>
            <th scope="col" className="num">
              {t('product.unitPrice')}
            </th>
            <th scope="col" className="num">
              {t('product.qty')}
            </th>
            <th scope="col" className="num">
              {t('cart.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => [
            <tr key={l.goods_id} data-goods-id={l.goods_id}>
              <td data-label={t('product.partNumber')}>
                <a className="mpn" href={href(l.goods_page_url)}>
                  <bdi>{l.part_number}</bdi>
                </a>
              </td>
              <td data-label={t('product.manufacturer')}>
                <bdi>{l.manufacturer}</bdi>
              </td>
              <td data-label={t('product.package')}>
                {l.package || '—'}
                {l.batch && <span className="muted small"> · {l.batch}</span>}
              </td>
              <td data-label={t('product.unitPrice')} className="num">
                <UnitPrice value={l.unit_price} />
              </td>
              <td data-label={t('product.qty')} className="num" data-testid="line-qty">
                {fmt.count(l.qty)}
              </td>
              <td data-label={t('cart.amount')} className="num">
                <Amount value={l.amount} />
              </td>
            </tr>,
            problems[l.goods_id] && (
              <tr key={`${l.goods_id}-problem`} className="line-problem" data-testid="line-problem">
                <td colSpan={6} className="field-error" role="alert">
                  {problems[l.goods_id]}
                </td>
              </tr>
            ),
          ])}
        </tbody>
      </table>
    </div>
  )
}

/** Subtotal, freight (or "to be confirmed by sales") and the total that is charged. */
export function OrderTotals({
  subtotal,
  freight,
  freightToConfirm,
  total,
}: {
  subtotal: string
  freight: string | null
  freightToConfirm: boolean
  total: string
}) {
  const t = useT()
  return (
    <dl className="totals" data-testid="order-totals">
      <div>
        <dt>{t('checkout.subtotal')}</dt>
        <dd>
          <Amount value={subtotal} />
        </dd>
      </div>
      <div>
        <dt>{t('checkout.freight')}</dt>
        <dd data-testid="order-freight">
          {freight === null ? freightToConfirm ? t('checkout.freightToConfirm') : '—' : <Amount value={freight} />}
        </dd>
      </div>
      <div className="grand">
        <dt>{t('checkout.total')}</dt>
        <dd data-testid="order-total">
          <Amount value={total} />
        </dd>
      </div>
    </dl>
  )
}
