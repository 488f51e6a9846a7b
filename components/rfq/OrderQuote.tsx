import { navigate } from 'vike/client/router'
import { messageOf, tsr } from '../app/api'
import { useHref, useT } from '../app/i18n'
import { useToast } from '../layout/Toasts'
import { useClickGuard } from '../ui/useClickGuard'

/**
 * "Order this quote" (POST /api/rfq/orderQuote): the quote's offered lines go to the cart at the
 * quoted prices (the server holds them), then the cart opens. An RFQ of the signed-in buyer is
 * named by its id; a guest's by the private link's token of the quote mail.
 */
export function OrderQuote(props: { id: number } | { token: string }) {
  const t = useT()
  const href = useHref()
  const toast = useToast()
  const [blocked, guard] = useClickGuard()
  const order = tsr.rfq.orderQuote.useMutation()
  const send = () =>
    guard(() =>
      order.mutate(
        { body: 'id' in props ? { id: props.id } : { token: props.token } },
        {
          onSuccess: (res) => {
            toast(messageOf(res, t('rfq.quote.added')))
            void navigate(href('/shoppingcart'))
          },
          onError: (res) => toast(messageOf(res, t('api.serverError')), 'error'),
        },
      ),
    )
  return (
    <button
      type="button"
      className="button-primary"
      data-testid="order-quote"
      disabled={blocked || order.isPending}
      onClick={send}
    >
      {t('rfq.quote.order')}
    </button>
  )
}
