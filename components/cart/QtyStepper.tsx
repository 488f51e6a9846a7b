import { useId, useState } from 'react'
import { quantityProblem, validQuantity } from '../../contract/pricing'
import { useT } from '../app/i18n'

/**
 * A quantity with − and + that keep to the offer's rules (spec §5): steps of the multiple, never
 * below the minimum; a typed quantity that breaks them shows 'Please enter multiple of Min QTY'
 * (or the minimum) with the nearest valid quantity to take, and is not sent.
 */
export function QtyStepper({
  value,
  moq,
  multiple,
  label,
  disabled,
  onChange,
}: {
  value: number
  moq: number
  multiple: number
  label: string
  disabled?: boolean
  onChange: (qty: number) => void
}) {
  const t = useT()
  const id = useId()
  const [text, setText] = useState(String(value))
  // The server's quantity changed (a refresh): the box shows it.
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setText(String(value))
  }
  const qty = /^\d{1,9}$/.test(text) ? Number(text) : NaN
  const problem = text === String(value) ? null : quantityProblem(qty, moq, multiple)
  const step = Math.max(1, multiple)
  const fixed = validQuantity(qty, moq, multiple)
  const commit = (n: number) => {
    setText(String(n))
    if (n !== value && !quantityProblem(n, moq, multiple)) onChange(n)
  }
  const message =
    problem === 'notMultiple'
      ? t('validation.multipleOfMin')
      : problem === 'belowMin'
        ? t('validation.belowMin', { moq: moq })
        : problem === 'invalid'
          ? t('validation.enterQty')
          : ''
  return (
    <div className="qty-stepper">
      <div className="stepper">
        <button
          type="button"
          aria-label={t('product.less')}
          disabled={disabled || value <= Math.max(1, moq)}
          onClick={() => commit(validQuantity(Math.max(moq, value - step), moq, multiple))}
        >
          −
        </button>
        <input
          id={id}
          aria-label={label}
          inputMode="numeric"
          pattern="[0-9]*"
          value={text}
          disabled={disabled}
          data-testid="cart-qty"
          aria-invalid={!!problem}
          aria-describedby={`${id}-msg`}
          onChange={(e) => setText(e.target.value.replace(/[^\d]/g, '').slice(0, 9))}
          onBlur={() => !quantityProblem(qty, moq, multiple) && commit(qty)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !quantityProblem(qty, moq, multiple)) commit(qty)
          }}
        />
        <button
          type="button"
          aria-label={t('product.more')}
          disabled={disabled}
          onClick={() => commit(validQuantity(value + step, moq, multiple))}
        >
          +
        </button>
      </div>
      <p className="field-error" id={`${id}-msg`} role={problem ? 'alert' : undefined} data-testid="cart-qty-error">
        {message}
        {problem && problem !== 'invalid' && (
          <>
            {' '}
            <button type="button" className="link-button" onClick={() => commit(fixed)} data-testid="cart-qty-fix">
              {t('product.useQty', { qty: fixed })}
            </button>
          </>
        )}
      </p>
    </div>
  )
}
