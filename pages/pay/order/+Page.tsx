import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useAtomValue } from '../../../components/app/store'
import { navigate } from 'vike/client/router'
import { useState } from 'react'
import { useData } from 'vike-react/useData'
import { AccountTextField } from '../../../components/account/AccountFields'
import { messageOf, tsr } from '../../../components/app/api'
import { useHref, useT } from '../../../components/app/i18n'
import { sessionAtom } from '../../../components/app/state'
import { useFocusAfterRender } from '../../../components/ui/useFocusAfterRender'
import { AddressChoice } from '../../../components/checkout/AddressChoice'
import { buyNowPath } from '../../../components/cart/cart-links'
import { EMPTY_ADDRESS, missingFields, type AddressValues } from '../../../components/checkout/AddressFields'
import { OrderLines, OrderTotals } from '../../../components/checkout/OrderReview'
import { ShippingChoice } from '../../../components/checkout/ShippingChoice'
import { useToast } from '../../../components/layout/Toasts'
import { serverFieldErrors } from '../../../components/ui/form'
import { useClickGuard } from '../../../components/ui/useClickGuard'
import type { Data } from './+data'

type Method = 'express' | 'sf'

/**
 * Checkout (spec §2 /pay/order): the shipping address from the address book or a new one, the
 * billing address ("same as shipping" by default), the shipping method and its fee for the
 * destination, the order review with the server's prices and totals, and "place order".
 * A guest (Buy now, or the guest cart) gives an e-mail address and a new address, or signs in (the
 * cart comes along). A signed-in buyer's typed address goes to the address book ("save", ticked). The order call carries an
 * Idempotency-Key made once per visit of the page: a double click or a repeated request gives one
 * order. Then the payment page.
 */
export default function Page() {
  const t = useT()
  const href = useHref()
  const toast = useToast()
  const queryClient = useQueryClient()
  const { buyNow, addresses, countries } = useData<Data>()
  const signedIn = useAtomValue(sessionAtom).signedIn
  const initial = addresses.find((a) => a.default_shipping) ?? addresses[0]
  const [email, setEmail] = useState('')
  const [ship, setShip] = useState<number | 'new'>(initial?.id ?? 'new')
  const [shipValues, setShipValues] = useState<AddressValues>(EMPTY_ADDRESS)
  const [billingSame, setBillingSame] = useState(true)
  const initialBilling = addresses.find((a) => a.default_billing) ?? addresses[0]
  const [bill, setBill] = useState<number | 'new'>(initialBilling?.id ?? 'new')
  const [billValues, setBillValues] = useState<AddressValues>(EMPTY_ADDRESS)
  const [method, setMethod] = useState<Method | undefined>(undefined)
  const [remark, setRemark] = useState('')
  // A signed-in buyer keeps a typed address in the address book unless told not to.
  const [saveAddress, setSaveAddress] = useState(true)
  const typedAddress = ship === 'new' || (!billingSame && bill === 'new')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [lineProblems, setLineProblems] = useState<Record<number, string>>({})
  const [key] = useState(() => crypto.randomUUID())
  const [blocked, guard] = useClickGuard()

  const destination =
    ship === 'new' ? (shipValues.country ? { country: shipValues.country } : {}) : { address_id: ship }
  const previewBody = { ...destination, ...(method ? { shipping_method: method } : {}) }
  // The preview is a POST (it takes the destination): asked like a query, again when it changes.
  const answer = useQuery({
    queryKey: ['checkout', buyNow, previewBody],
    queryFn: () =>
      buyNow
        ? tsr.orders.buyNowBefore.mutate({ body: { ...buyNow, ...previewBody } })
        : tsr.orders.before.mutate({ body: previewBody }),
    placeholderData: (previous) => previous,
  })
  const preview = answer.data?.status === 200 ? answer.data.body.data : null
  const previewError = answer.data && answer.data.status !== 200 ? messageOf(answer.data, t('api.serverError')) : ''
  const place = tsr.orders.place.useMutation()
  const focus = useFocusAfterRender()

  const submit = () => {
    const missing = [
      ...(!signedIn && !email.trim() ? ['email'] : []),
      ...(ship === 'new' ? missingFields(shipValues, 'shipping_address') : []),
      ...(!billingSame && bill === 'new' ? missingFields(billValues, 'billing_address') : []),
    ]
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((f) => [f, t('validation.checkInput')])))
      toast(t('validation.checkInput'), 'error')
      focus(missing[0]!.replace('.', '-'))
      return
    }
    setErrors({})
    const body = {
      ...(buyNow ?? {}),
      ...(!signedIn ? { email: email.trim() } : {}),
      ...(ship === 'new' ? { shipping_address: shipValues } : { shipping_address_id: ship }),
      billing_same: billingSame,
      ...(billingSame ? {} : bill === 'new' ? { billing_address: billValues } : { billing_address_id: bill }),
      ...(signedIn && typedAddress ? { save_address: saveAddress } : {}),
      shipping_method: method ?? preview?.shipping_method ?? 'express',
      ...(remark.trim() ? { remark: remark.trim() } : {}),
      // From the cart: exactly the lines of the review (the server refuses, naming the line, if one changed).
      ...(!buyNow && preview ? { review: preview.lines.map((l) => ({ goods_id: l.goods_id, qty: l.qty })) } : {}),
    }
    guard(() =>
      place.mutate(
        { body, headers: { 'idempotency-key': key } },
        {
          onSuccess: (res) => {
            if (res.status !== 200) return
            const order = res.body.data
            void queryClient.invalidateQueries({ queryKey: ['cart'] })
            const token = order.token ? `&token=${encodeURIComponent(order.token)}` : ''
            void navigate(href(`/pay/payment?id=${order.id}${token}`))
          },
          onError: (res) => {
            const found = serverFieldErrors(res)
            setErrors(found)
            if (Object.keys(found).some((f) => f.startsWith('goods_id.'))) {
              // A line changed since the review: the review is asked again, the message stays beside the line.
              void queryClient.invalidateQueries({ queryKey: ['checkout'] })
              setLineProblems(
                Object.fromEntries(
                  Object.entries(found).flatMap(([f, m]) =>
                    f.startsWith('goods_id.') ? [[Number(f.slice(9)), m]] : [],
                  ),
                ),
              )
            }
            toast(messageOf(res, t('validation.checkInput')), 'error')
          },
        },
      ),
    )
  }

  const noLines = preview !== null && preview.lines.length === 0
  const checkoutPath = href(buyNow ? buyNowPath(buyNow.goods_id, buyNow.cart_num) : '/pay/order')
  return (
    <div className="checkout-page" data-testid="checkout">
      <h1>{t('checkout.title')}</h1>
      <form
        className="checkout-grid"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <div className="checkout-main">
          {!signedIn && (
            <section className="panel">
              <h2>{t('checkout.contact')}</h2>
              <p className="muted">{t('checkout.guestNote')}</p>
              <p data-testid="checkout-sign-in">
                {t('checkout.haveAccount')}{' '}
                <a href={`${href('/login')}?redirect=${encodeURIComponent(checkoutPath)}`}>{t('login.submit')}</a>
                {' · '}
                <a href={`${href('/register')}?redirect=${encodeURIComponent(checkoutPath)}`}>
                  {t('login.createAccount')}
                </a>
              </p>
              <div className="account-form">
                <AccountTextField
                  id="email"
                  name="email"
                  value={email}
                  error={errors.email}
                  onChange={setEmail}
                  required
                  wide
                />
              </div>
            </section>
          )}
          <section className="panel" aria-labelledby="ship-h">
            <h2 id="ship-h">{t('checkout.shippingAddress')}</h2>
            <AddressChoice
              name="shipping_address"
              book={addresses}
              chosen={ship}
              values={shipValues}
              errors={errors}
              countries={countries}
              onChoose={setShip}
              onChange={setShipValues}
            />
            {signedIn && typedAddress && (
              <label className="checkbox-row">
                <input
                  type="checkbox"
                  checked={saveAddress}
                  onChange={(e) => setSaveAddress(e.target.checked)}
                  data-testid="save-address"
                />{' '}
                {t('checkout.saveAddress')}
              </label>
            )}
          </section>
          <section className="panel" aria-labelledby="bill-h">
            <h2 id="bill-h">{t('checkout.billingAddress')}</h2>
            <label className="checkbox-row">
              <input
                type="checkbox"
                checked={billingSame}
                onChange={(e) => setBillingSame(e.target.checked)}
                data-testid="billing-same"
              />{' '}
              {t('checkout.billingSame')}
            </label>
            {!billingSame && (
              <AddressChoice
                name="billing_address"
                book={addresses}
                chosen={bill}
                values={billValues}
                errors={errors}
                countries={countries}
                onChoose={setBill}
                onChange={setBillValues}
              />
            )}
          </section>
          <section className="panel" aria-labelledby="method-h">
            <h2 id="method-h">{t('checkout.shippingMethod')}</h2>
            {preview && preview.shipping.length > 0 ? (
              <ShippingChoice
                options={preview.shipping}
                chosen={preview.shipping_method}
                onChoose={(m) => setMethod(m)}
              />
            ) : (
              <p className="muted">{t('checkout.chooseDestination')}</p>
            )}
            {errors.shipping_method && <p className="field-error">{errors.shipping_method}</p>}
          </section>
          <section className="panel" aria-labelledby="review-h">
            <h2 id="review-h">{t('checkout.review')}</h2>
            {answer.isLoading ? (
              <p className="empty">{t('common.loading')}</p>
            ) : previewError ? (
              <p className="field-error" role="alert">
                {previewError}
              </p>
            ) : (
              preview && (
                <>
                  <OrderLines lines={preview.lines} problems={lineProblems} />
                  {preview.problems.length > 0 && (
                    <div className="left-out" data-testid="checkout-problems">
                      <p>{t(buyNow ? 'checkout.cannotOrder' : 'checkout.leftOut')}</p>
                      <ul className="field-error">
                        {preview.problems.map((p) => (
                          <li key={p.goods_id} data-goods-id={p.goods_id}>
                            <bdi className="mpn">{p.part_number}</bdi>: {p.message}
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </>
              )
            )}
            <div className="form-field wide">
              <label htmlFor="remark">{t('checkout.remark')}</label>
              <textarea
                id="remark"
                maxLength={500}
                rows={2}
                value={remark}
                onChange={(e) => setRemark(e.target.value)}
              />
            </div>
          </section>
        </div>
        <aside className="checkout-side panel" aria-label={t('checkout.summary')}>
          <h2>{t('checkout.summary')}</h2>
          {preview && (
            <OrderTotals
              subtotal={preview.subtotal}
              freight={preview.freight}
              freightToConfirm={preview.freight_to_confirm}
              total={preview.total}
            />
          )}
          {preview?.freight_to_confirm && <p className="muted small">{t('checkout.freightToConfirmNote')}</p>}
          <button
            type="submit"
            className="button-primary"
            disabled={blocked || place.isPending || !preview || noLines}
            aria-busy={place.isPending || undefined}
            data-testid="place-order"
          >
            {t('checkout.placeOrder')}
          </button>
          {!buyNow && (
            <a href={href('/shoppingcart')} className="small">
              {t('checkout.backToCart')}
            </a>
          )}
        </aside>
      </form>
    </div>
  )
}
