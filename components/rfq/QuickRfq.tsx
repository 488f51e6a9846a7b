import { lazy, Suspense, useState } from 'react'
import { useT } from '../app/i18n'
import { Icon } from '../ui/Icon'

/** The dialog's code is loaded when it is first opened: the product page stays light. */
const QuickRfqDialog = lazy(() => import('./QuickRfqDialog'))

export type QuickRfqGoods = { goods_id: number; part_number: string }

/**
 * "Quick RFQ" on the product page (spec §2): asks sales about this offer at once — quantity,
 * target price, contact and (for guests) the verification code — without the RFQ list.
 */
export function QuickRfq({ goods, qty, targetPrice }: { goods: QuickRfqGoods; qty: number; targetPrice: string }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  return (
    <>
      <button
        type="button"
        className="button-secondary"
        data-testid="quick-rfq"
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
      >
        <Icon name="rfq" size={18} /> {t('rfq.quick.open')}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <QuickRfqDialog
            goods={goods}
            qty={qty}
            targetPrice={targetPrice}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  )
}
