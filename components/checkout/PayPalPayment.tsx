import { useEffect, useRef, useState } from 'react'
import type { OrderDetail } from '../../contract/orders'
import { messageOf, tsr } from '../app/api'
import { useT } from '../app/i18n'
import type { OnlinePayProps } from './online-payment'
import './payments.css'

/*
 * PayPal's wallet buttons and card fields (its JS SDK). The SDK loads only here — on the payment
 * page, when the shop's provider is PayPal (getToken says so) — and card data goes from these
 * fields straight to PayPal: the shop only creates the PayPal order for its own total and
 * captures it after the buyer approved.
 */

type PayPalActions = { render(container: HTMLElement): Promise<void>; isEligible?(): boolean }
type CardFields = PayPalActions & {
  NumberField(o?: object): PayPalActions
  ExpiryField(o?: object): PayPalActions
  CVVField(o?: object): PayPalActions
  NameField(o?: object): PayPalActions
  submit(): Promise<void>
}
type Callbacks = {
  createOrder: () => Promise<string>
  onApprove: (data: { orderID: string }) => Promise<void>
  onCancel?: () => void
  onError: (error: unknown) => void
}
type PayPalSdk = {
  Buttons(o: Callbacks & { fundingSource?: string; style?: object }): PayPalActions
  CardFields(o: Callbacks): CardFields
  FUNDING: { PAYPAL: string }
}

let sdk: Promise<PayPalSdk> | null = null
/**
 * PayPal's JS SDK, loaded once per page from where getToken says (PayPal's own unless the shop set
 * PAYPAL_SDK_URL), with the shop's client id (and client token for the card fields).
 */
function loadSdk(sdkUrl: string, clientId: string, clientToken: string | null): Promise<PayPalSdk> {
  sdk ??= new Promise<PayPalSdk>((resolve, reject) => {
    const script = document.createElement('script')
    const q = new URLSearchParams({
      'client-id': clientId,
      currency: 'USD',
      intent: 'capture',
      components: 'buttons,card-fields',
    })
    script.src = `${sdkUrl}?${q}`
    if (clientToken) script.dataset.clientToken = clientToken
    script.onload = () => resolve((window as unknown as { paypal: PayPalSdk }).paypal)
    script.onerror = () => {
      sdk = null
      reject(new Error('PayPal could not be loaded'))
    }
    document.head.appendChild(script)
  })
  return sdk
}

/** Creates the PayPal order for the shop order and captures it once approved: the SDK's callbacks. */
function usePayPalFlow({ order, token, onPaid }: OnlinePayProps, method: 'wallet' | 'card', fail: (m: string) => void) {
  const t = useT()
  const create = tsr.payments.createOrder.useMutation()
  const capture = tsr.payments.capture.useMutation()
  const error = (res: unknown) => fail(messageOf(res, t('api.paymentUnavailable')))
  return {
    createOrder: async () => {
      const res = await create.mutateAsync({ body: { id: order.id, token, method } }).catch((e: unknown) => {
        error(e)
        throw e
      })
      return res.body.data.id
    },
    onApprove: async ({ orderID }: { orderID: string }) => {
      const res = await capture
        .mutateAsync({ body: { id: order.id, token, paypal_order_id: orderID } })
        .catch((e: unknown) => {
          error(e)
          throw e
        })
      onPaid({ ...order, status: res.body.data.status } as OrderDetail)
    },
    onCancel: () => fail(t('onlinePay.cancelled')),
    onError: (e: unknown) => error(e),
  }
}

function useSdk() {
  const token = tsr.payments.getToken.useQuery({ queryKey: ['pay', 'token'], staleTime: 60_000 })
  const info = token.data?.status === 200 ? token.data.body.data : null
  const [paypal, setPaypal] = useState<PayPalSdk | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (info?.provider !== 'paypal' || !info.client_id || !info.sdk_url) return
    loadSdk(info.sdk_url, info.client_id, info.client_token).then(setPaypal, () => setFailed(true))
  }, [info?.provider, info?.client_id, info?.client_token, info?.sdk_url])
  return { paypal, failed: failed || token.isError }
}

/** The wallet: PayPal's own button opens its window; after approval the shop captures. */
export function PayPalWallet(props: OnlinePayProps) {
  const t = useT()
  const { paypal, failed } = useSdk()
  const [error, setError] = useState('')
  const flow = usePayPalFlow(props, 'wallet', setError)
  const slot = useRef<HTMLDivElement>(null)
  const flowRef = useRef(flow)
  useEffect(() => {
    flowRef.current = flow
  })
  useEffect(() => {
    if (!paypal || !slot.current) return
    slot.current.replaceChildren()
    void paypal
      .Buttons({
        fundingSource: paypal.FUNDING.PAYPAL,
        createOrder: () => flowRef.current.createOrder(),
        onApprove: (d) => flowRef.current.onApprove(d),
        onCancel: () => flowRef.current.onCancel(),
        onError: (e) => flowRef.current.onError(e),
      })
      .render(slot.current)
  }, [paypal])
  return (
    <div data-testid="paypal-wallet">
      {!paypal && !failed && <p aria-busy="true">{t('onlinePay.walletLoading')}</p>}
      <div className="paypal-buttons" ref={slot} />
      {(error || failed) && (
        <p className="pay-error" role="alert">
          {error || t('api.paymentUnavailable')}
        </p>
      )}
    </div>
  )
}

/** The card: PayPal's card fields (number, expiry, security code, name) in PayPal's frames. */
export function PayPalCard(props: OnlinePayProps) {
  const t = useT()
  const { paypal, failed } = useSdk()
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const flow = usePayPalFlow(props, 'card', setError)
  const flowRef = useRef(flow)
  useEffect(() => {
    flowRef.current = flow
  })
  const fields = useRef<CardFields | null>(null)
  const nameSlot = useRef<HTMLDivElement>(null)
  const numberSlot = useRef<HTMLDivElement>(null)
  const expirySlot = useRef<HTMLDivElement>(null)
  const cvvSlot = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!paypal) return
    const card = paypal.CardFields({
      createOrder: () => flowRef.current.createOrder(),
      onApprove: (d) => flowRef.current.onApprove(d),
      onError: (e) => flowRef.current.onError(e),
    })
    if (card.isEligible && !card.isEligible()) return setError(t('api.payMethodDisabled'))
    fields.current = card
    const put = (field: PayPalActions, el: HTMLDivElement | null) => el && (el.replaceChildren(), void field.render(el))
    put(card.NameField({ placeholder: t('onlinePay.cardName') }), nameSlot.current)
    put(card.NumberField({ placeholder: t('onlinePay.cardNumber') }), numberSlot.current)
    put(card.ExpiryField({ placeholder: t('onlinePay.cardExpiry') }), expirySlot.current)
    put(card.CVVField({ placeholder: t('onlinePay.cardCvv') }), cvvSlot.current)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paypal])
  const submit = () => {
    if (!fields.current || busy) return
    setBusy(true)
    setError('')
    fields.current
      .submit()
      .catch((e: unknown) => flowRef.current.onError(e))
      .finally(() => setBusy(false))
  }
  return (
    <div data-testid="paypal-card">
      <p className="muted small">{t('onlinePay.cardSafe')}</p>
      {!paypal && !failed && <p aria-busy="true">{t('onlinePay.walletLoading')}</p>}
      <div className="card-fields">
        <div className="card-field" ref={nameSlot} aria-label={t('onlinePay.cardName')} />
        <div className="card-field" ref={numberSlot} aria-label={t('onlinePay.cardNumber')} />
        <div className="card-field" ref={expirySlot} aria-label={t('onlinePay.cardExpiry')} />
        <div className="card-field" ref={cvvSlot} aria-label={t('onlinePay.cardCvv')} />
      </div>
      <div className="pay-actions">
        <button type="button" className="button-primary" disabled={!paypal || busy} onClick={submit}>
          {busy ? t('onlinePay.processing') : t('onlinePay.payCard')}
        </button>
      </div>
      {(error || failed) && (
        <p className="pay-error" role="alert">
          {error || t('api.paymentUnavailable')}
        </p>
      )}
    </div>
  )
}
