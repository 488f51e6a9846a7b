import type { z } from 'zod'
import type { PayMethodInfo } from '../../contract/orders'
import { useT } from '../app/i18n'

/**
 * The payment methods the shop offers now (getPayMethod: the operator's choice that the shop can
 * take), each with its description: the cart and the product page name these and no others.
 */
export function PayMethodNotes({ methods }: { methods: z.infer<typeof PayMethodInfo>[] }) {
  const t = useT()
  return (
    <>
      <p>{t('product.paymentIntro')}</p>
      <ul className="pay-method-notes" data-testid="pay-method-notes">
        {methods.map((m) => (
          <li key={m.code} data-method={m.code}>
            <strong>{m.name}</strong>: {m.description}
          </li>
        ))}
      </ul>
    </>
  )
}
