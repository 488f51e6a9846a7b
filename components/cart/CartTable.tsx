import type { CartLine } from '../../contract/cart'
import { Badges } from '../catalogue/CatalogueBits'
import { useFormat } from '../catalogue/money'
import { useHref, useT } from '../app/i18n'
import { QtyStepper } from './QtyStepper'
import { DateText } from '../ui/DateText'
import '../account/accounts.css'
import '../catalogue/catalogue.css'
import './cart.css'
import { UnitPrice, Amount } from '../catalogue/money'

/**
 * The cart's lines (spec §2 /shoppingcart, §4 cart item): a check box per line, part number,
 * manufacturer, package, batch, the sold-out / understock / quantity marks, the quantity stepper,
 * unit price (the tier of the quantity) and amount. A table on wide screens, cards on a phone.
 */
export function CartTable({
  lines,
  busy,
  onSelect,
  onQty,
  onDelete,
}: {
  lines: CartLine[]
  busy: boolean
  onSelect: (ids: number[] | undefined, selected: boolean) => void
  onQty: (line: CartLine, qty: number) => void
  onDelete: (ids: number[]) => void
}) {
  const t = useT()
  const href = useHref()
  const fmt = useFormat()
  const allSelected = lines.length > 0 && lines.every((l) => l.selected)
  return (
    <div className="table-scroll">
      <table className="cart-table" data-testid="cart-table">
        <thead>
          <tr>
            <th scope="col" className="check-cell">
              <input
                type="checkbox"
                aria-label={t('cart.selectAll')}
                checked={allSelected}
                disabled={busy}
                onChange={(e) => onSelect(undefined, e.target.checked)}
                data-testid="cart-select-all"
              />
            </th>
            <th scope="col">{t('product.partNumber')}</th>
            <th scope="col">{t('product.qty')}</th>
            <th scope="col">{t('product.unitPrice')}</th>
            <th scope="col">{t('cart.amount')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('catalogue.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.id} data-testid="cart-line" data-goods-id={l.goods_id} className={blocked(l) ? 'blocked' : ''}>
              <td className="check-cell">
                <input
                  type="checkbox"
                  aria-label={t('cart.selectLine', { part: l.part_number })}
                  checked={l.selected}
                  disabled={busy}
                  onChange={(e) => onSelect([l.id], e.target.checked)}
                  data-testid="cart-select"
                />
              </td>
              <td data-label={t('product.partNumber')} className="cart-part">
                <a className="mpn" href={href(l.goods_page_url)}>
                  <bdi>{l.part_number}</bdi>
                </a>
                <span className="muted">
                  <bdi>{l.brand_name}</bdi>
                  {l.packaging && <> · {l.packaging}</>}
                  {l.batch && <> · {l.batch}</>}
                </span>
                <Badges icons={l.icons} />
                <span className="cart-marks">
                  {l.sold_out && (
                    <span className="mark mark-out" data-testid="mark-sold-out">
                      {t('orders.problem.soldOut')}
                    </span>
                  )}
                  {!l.sold_out && l.understock && (
                    <span className="mark mark-short" data-testid="mark-understock">
                      {t('orders.problem.understock', { stock: l.stock })}
                    </span>
                  )}
                  {l.quote && (
                    <span className="mark" data-testid="mark-quote">
                      {t('cart.quoted', { no: l.quote.rfq_no })} · {t('rfq.history.quoteColumns.validUntil')}{' '}
                      <DateText iso={`${l.quote.valid_until}T00:00:00Z`} />
                    </span>
                  )}
                  {l.quote_problem && (
                    <span className="mark mark-short" data-testid="mark-quote-problem">
                      {t(`orders.problem.${l.quote_problem}`, { qty: fmt.count(l.quote?.qty ?? 0) })}
                    </span>
                  )}
                  {l.quantity_problem && (
                    <span className="mark mark-short">
                      {l.quantity_problem === 'belowMin'
                        ? t('orders.problem.belowMin', { moq: l.moq })
                        : t('orders.problem.notMultiple')}
                    </span>
                  )}
                </span>
              </td>
              <td data-label={t('product.qty')}>
                {l.quote ? (
                  <span data-testid="cart-quoted-qty">{fmt.count(l.cart_num)}</span>
                ) : (
                  <QtyStepper
                    value={l.cart_num}
                    moq={l.moq}
                    multiple={l.multiple}
                    label={t('cart.qtyOf', { part: l.part_number })}
                    disabled={busy}
                    onChange={(qty) => onQty(l, qty)}
                  />
                )}
                {!l.quote && (
                  <span className="muted small">
                    {t('product.minimum')}: {fmt.count(l.moq)} · {t('product.multiples')}: {fmt.count(l.multiple)}
                  </span>
                )}
              </td>
              <td data-label={t('product.unitPrice')} className="num">
                <UnitPrice value={l.price} />
              </td>
              <td data-label={t('cart.amount')} className="num" data-testid="cart-amount">
                <Amount value={l.amount} />
              </td>
              <td>
                <button
                  type="button"
                  className="link-button"
                  disabled={busy}
                  onClick={() => onDelete([l.id])}
                  data-testid="cart-delete"
                >
                  {t('cart.delete')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A line that cannot be checked out as it is. */
export const blocked = (l: CartLine) =>
  l.sold_out || l.understock || l.quantity_problem !== null || l.quote_problem !== null
