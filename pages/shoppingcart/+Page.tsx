import { useAtomValue, useSetAtom } from '../../components/app/store'
import { useState } from 'react'
import { useData } from 'vike-react/useData'
import { messageOf, tsr } from '../../components/app/api'
import { useHref, useT } from '../../components/app/i18n'
import { cartCountAtom, sessionAtom } from '../../components/app/state'
import { CartTable, blocked } from '../../components/cart/CartTable'
import { addRfqLine, rfqDrawerOpenAtom, rfqListAtom } from '../../components/catalogue/catalogue-storage'
import { useToast } from '../../components/layout/Toasts'
import type { Data } from './+data'
import { Amount } from '../../components/catalogue/money'
import { PayMethodNotes } from '../../components/checkout/PayMethodNotes'

/**
 * The cart (spec §2 /shoppingcart): select all, delete selected, per-line marks and quantity
 * steppers, the subtotal of the selected lines that can be ordered, freight and payment notes,
 * checkout; and "add to RFQ list" for the selected lines that have a part number (spec §4). A
 * guest's cart is the server's too (the `cart` cookie); signing in moves it into the account.
 */
export default function Page() {
  const t = useT()
  const href = useHref()
  const toast = useToast()
  const { cart, payMethods } = useData<Data>()
  const signedIn = useAtomValue(sessionAtom).signedIn
  const setCount = useSetAtom(cartCountAtom)
  const setRfq = useSetAtom(rfqListAtom)
  const openRfq = useSetAtom(rfqDrawerOpenAtom)
  const list = tsr.cart.lists.useQuery({
    queryKey: ['cart', 'lists'],
    ...(cart ? { initialData: { status: 200 as const, body: cart, headers: new Headers() } } : {}),
  })
  const select = tsr.cart.selected.useMutation()
  const setQty = tsr.cart.addMinus.useMutation()
  const remove = tsr.cart.delete.useMutation()
  const [confirmDelete, setConfirmDelete] = useState(false)
  const data = list.data?.status === 200 ? list.data.body.data : null
  const lines = data?.list ?? []
  const busy = select.isPending || setQty.isPending || remove.isPending
  const onError = (res: unknown) => toast(messageOf(res, t('api.serverError')), 'error')
  const reload = () => void list.refetch()

  const selected = lines.filter((l) => l.selected)
  const orderable = selected.filter((l) => !blocked(l))

  const onDelete = (ids: number[]) =>
    remove.mutate(
      { params: { id: ids.join(',') as never } },
      {
        onSuccess: (res) => {
          if (res.status === 200) setCount(res.body.data.count)
          toast(messageOf(res, t('api.cartLinesDeleted')))
          setConfirmDelete(false)
          reload()
        },
        onError,
      },
    )

  const toRfq = () => {
    const withPart = selected.filter((l) => l.part_number.trim() !== '')
    let rfqList = null
    for (const l of withPart)
      rfqList = addRfqLine({
        part_number: l.part_number,
        manufacturer: l.brand_name,
        package: l.packaging,
        date_code: l.batch,
        qty: l.cart_num,
        goods_id: l.goods_id,
        target_price: l.price,
        goods_page_url: l.goods_page_url,
        delivery_plan_date: l.delivery_plan_date,
        icons: l.icons,
      }).list
    if (rfqList) {
      setRfq(rfqList)
      openRfq(true)
    }
    toast(t('cart.mergedToRfq', { count: withPart.length }))
  }

  return (
    <div className="cart-page">
      <h1>{t('cart.title')}</h1>
      {!signedIn && lines.length > 0 && (
        <p className="notice" data-testid="guest-cart-note">
          {t('cart.guestKept')}{' '}
          <a href={`${href('/login')}?redirect=${encodeURIComponent(href('/shoppingcart'))}`}>{t('login.submit')}</a>
        </p>
      )}
      {list.isLoading ? (
        <p className="empty">{t('common.loading')}</p>
      ) : lines.length === 0 ? (
        <div className="empty" data-testid="cart-empty">
          <p>{t('common.empty')}</p>
          <a className="button-primary" href={href('/category')}>
            {t('cart.continue')}
          </a>
        </div>
      ) : (
        <>
          <CartTable
            lines={lines}
            busy={busy}
            onSelect={(ids, value) =>
              select.mutate({ body: { ...(ids ? { ids } : {}), selected: value } }, { onSuccess: reload, onError })
            }
            onQty={(line, qty) =>
              setQty.mutate(
                { body: { id: line.id, cart_num: qty } },
                {
                  onSuccess: reload,
                  onError: (res) => {
                    onError(res)
                    reload()
                  },
                },
              )
            }
            onDelete={onDelete}
          />
          <div className="cart-tools">
            {confirmDelete ? (
              <span role="group" className="confirm" aria-label={t('cart.confirmDelete')}>
                {t('cart.confirmDelete')}{' '}
                <button
                  type="button"
                  className="button-danger button-small"
                  disabled={busy}
                  onClick={() => onDelete(selected.map((l) => l.id))}
                  data-testid="cart-delete-confirm"
                >
                  {t('cart.delete')}
                </button>{' '}
                <button type="button" className="button-secondary button-small" onClick={() => setConfirmDelete(false)}>
                  {t('address.cancel')}
                </button>
              </span>
            ) : (
              <button
                type="button"
                className="button-secondary button-small"
                disabled={busy || selected.length === 0}
                onClick={() => setConfirmDelete(true)}
                data-testid="cart-delete-selected"
              >
                {t('cart.deleteSelected')}
              </button>
            )}
            <button
              type="button"
              className="button-secondary button-small"
              disabled={selected.length === 0}
              onClick={toRfq}
              data-testid="cart-to-rfq"
            >
              {t('cart.toRfq')}
            </button>
          </div>
          <div className="cart-summary">
            <div className="cart-notes">
              <h2>{t('product.shipCostTitle')}</h2>
              <p>{t('product.shipCost1')}</p>
              <p>{t('product.shipCost2')}</p>
              <p>{t('product.shipCost3')}</p>
              <h2>{t('cart.paymentTitle')}</h2>
              <PayMethodNotes methods={payMethods} />
            </div>
            <div className="cart-total panel">
              <p>{t('cart.selectedCount', { count: orderable.length, total: lines.length })}</p>
              <p className="cart-subtotal">
                {t('cart.subtotal')}:{' '}
                <strong data-testid="cart-subtotal">
                  <Amount value={data?.subtotal ?? '0'} />
                </strong>
              </p>
              <p className="muted small">{t('cart.freightLater')}</p>
              {orderable.length < selected.length && (
                <p className="field-error" role="alert">
                  {t('cart.someBlocked')}
                </p>
              )}
              <a
                className={`button-primary${orderable.length === 0 ? ' disabled' : ''}`}
                aria-disabled={orderable.length === 0}
                href={orderable.length === 0 ? undefined : href('/pay/order')}
                data-testid="cart-checkout"
              >
                {t('cart.checkout')}
              </a>
            </div>
          </div>
        </>
      )}
    </div>
  )
}
