import { useSetAtom } from '../app/store'
import type { GoodsSummary } from '../../contract/catalogue'
import { addRfqLine, rfqDrawerOpenAtom, rfqLineOf, rfqListAtom } from '../catalogue/catalogue-storage'
import { Icon } from '../ui/Icon'
import { useHref, useT } from '../app/i18n'
import { LINK_TOAST_MS, useToast } from '../layout/Toasts'
import { island } from '../islands/Island'

export type RfqGoods = Pick<
  GoodsSummary,
  | 'goods_id'
  | 'goods_page_url'
  | 'part_number'
  | 'manufacturer'
  | 'package'
  | 'date_code'
  | 'delivery_plan_date'
  | 'icons'
>

/**
 * Puts an offer on the browser's RFQ list (compact in part lists: "Add to RFQ" beside its icon, so
 * that the button says what it does) (`RFQLIST`, spec §3/§4): the line carries part number,
 * manufacturer, package, date code, quantity, goods_id, target price, page URL, delivery plan date
 * and icons; the same goods_id is never listed twice (its quantity is updated). The first line
 * opens the drawer to show the list; later ones say so in a toast with a link to send the request,
 * so that the drawer does not cover the results on every add.
 */
export function AddToRfq({
  goods,
  qty = 1,
  targetPrice = '',
  compact = false,
  disabled = false,
}: {
  goods: RfqGoods
  qty?: number
  targetPrice?: string
  compact?: boolean
  disabled?: boolean
}) {
  const t = useT()
  const href = useHref()
  const toast = useToast()
  const setList = useSetAtom(rfqListAtom)
  const openDrawer = useSetAtom(rfqDrawerOpenAtom)
  return (
    <button
      type="button"
      className={compact ? 'button-secondary button-small button-icon button-labelled' : 'button-primary'}
      title={compact ? t('rfqList.add') : undefined}
      data-testid="add-to-rfq"
      data-rfq-toggle
      disabled={disabled}
      onClick={() => {
        const { list, existed } = addRfqLine(rfqLineOf(goods, qty, targetPrice))
        setList(list)
        const text = t(existed ? 'rfqList.updated' : 'rfqList.added', { part: goods.part_number })
        if (list.length === 1 && !existed) {
          toast(text)
          openDrawer(true)
        } else toast(text, 'success', LINK_TOAST_MS, { href: href('/rfq'), label: t('rfqList.submit') })
      }}
    >
      <Icon name="rfq" size={compact ? 16 : 18} />
      {` ${t(compact ? 'rfqList.addShort' : 'rfqList.add')}`}
    </button>
  )
}

export const AddToRfqIsland = island('AddToRfq', AddToRfq, [
  'rfqList.add',
  'rfqList.addShort',
  'rfqList.added',
  'rfqList.updated',
  'rfqList.submit',
])
