import type { ShippingOption } from '../../contract/orders'
import { useT } from '../app/i18n'
import { Amount } from '../catalogue/money'

/** The shipping methods for the destination (spec §9): carrier, fee or "confirm with sales", delivery time, what the fee covers. */
export function ShippingChoice({
  options,
  chosen,
  onChoose,
}: {
  options: ShippingOption[]
  chosen: ShippingOption['method'] | null
  onChoose: (method: ShippingOption['method']) => void
}) {
  const t = useT()
  return (
    <ul className="choice-list" role="list" data-testid="shipping-methods">
      {options.map((o) => (
        <li key={o.method}>
          <label className="choice">
            <input
              type="radio"
              name="shipping_method"
              value={o.method}
              checked={chosen === o.method}
              onChange={() => onChoose(o.method)}
            />
            <span className="choice-body">
              <strong>
                {o.name} · {o.fee === null ? t('checkout.freightToConfirm') : <Amount value={o.fee} />}
              </strong>
              <span>{o.delivery}</span>
              <span className="muted small">{o.note}</span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  )
}
