import { useAtomValue } from '../app/store'
import { useEffect, useId, useRef, useState } from 'react'
import { messageOf, tsr } from '../app/api'
import { FullApp } from '../app/query'
import { useT } from '../app/i18n'
import { sessionAtom } from '../app/state'
import { useToast } from '../layout/Toasts'
import { serverFieldErrors } from '../ui/form'
import { Icon } from '../ui/Icon'
import { useClickGuard } from '../ui/useClickGuard'
import { TextField } from '../account/AccountFields'
import { Captcha, type CaptchaValue } from './Captcha'
import { ContactFields, EMPTY_CONTACT, type RfqContactValues } from './ContactFields'
import type { QuickRfqGoods } from './QuickRfq'
import './rfq.css'

type DialogProps = {
  goods: QuickRfqGoods
  qty: number
  targetPrice: string
  open: boolean
  onClose: () => void
}

/** Loaded on first open (QuickRfq.tsx), with what it needs on an islands page (components/app/query.tsx). */
export default function QuickRfqDialogLoaded(props: DialogProps) {
  return (
    <FullApp>
      <QuickRfqDialog {...props} />
    </FullApp>
  )
}

/** The quick-RFQ dialog: POST /api/rfq/goodsDetailRfq. */
function QuickRfqDialog({ goods, qty, targetPrice, open, onClose }: DialogProps) {
  const t = useT()
  const toast = useToast()
  const ids = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const { signedIn } = useAtomValue(sessionAtom)
  const [quantity, setQuantity] = useState(String(qty))
  const [price, setPrice] = useState(targetPrice)
  const [values, setValues] = useState<RfqContactValues>(EMPTY_CONTACT)
  const [captcha, setCaptcha] = useState<CaptchaValue>({ captcha_id: '', captcha_code: '' })
  const [round, setRound] = useState(0)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [sentNo, setSentNo] = useState('')
  const [blocked, guard] = useClickGuard()
  const send = tsr.rfq.goodsDetailRfq.useMutation()
  const countries = tsr.accounts.countries.useQuery({ queryKey: ['countries'], staleTime: 60 * 60_000 })
  const profile = tsr.accounts.profileInfo.useQuery({
    queryKey: ['accounts', 'profile'],
    enabled: signedIn,
    staleTime: 60_000,
  })
  const p = profile.data?.status === 200 ? profile.data.body.data : null
  // The signed-in buyer's profile fills an untouched contact once it has loaded.
  useEffect(() => {
    if (p)
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setValues((v) =>
        v.email
          ? v
          : {
              contact_name: p.contact_name,
              company_name: p.company_name,
              email: p.email,
              telephone: p.telephone,
              country: p.country,
              comment: '',
            },
      )
  }, [p])

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (open && !el.open) el.showModal()
    if (!open && el.open) el.close()
  }, [open])

  const submit = () =>
    guard(() =>
      send.mutate(
        {
          body: {
            ...values,
            ...(signedIn ? {} : captcha),
            goods_id: goods.goods_id,
            qty: Math.floor(Number(quantity)) || 0,
            target_price: price.trim(),
          },
        },
        {
          onSuccess: (res) => {
            if (res.status !== 200) return
            setSentNo(res.body.data.rfq_no)
            setErrors({})
            toast(t('rfq.quick.sent', { no: res.body.data.rfq_no }), 'success')
          },
          onError: (res) => {
            setErrors(serverFieldErrors(res))
            toast(messageOf(res, t('api.serverError')), 'error')
            if (!signedIn) setRound((n) => n + 1)
          },
        },
      ),
    )

  return (
    <dialog
      ref={dialog}
      className="quick-rfq-dialog"
      aria-labelledby={`${ids}-title`}
      onClose={onClose}
      onCancel={onClose}
      data-testid="quick-rfq-dialog"
    >
      <div className="dialog-head">
        <h2 id={`${ids}-title`}>{t('rfq.quick.title', { part: goods.part_number })}</h2>
        <button type="button" className="icon-button" onClick={onClose}>
          <Icon name="close" />
          <span className="visually-hidden">{t('common.close')}</span>
        </button>
      </div>
      {sentNo ? (
        <div className="rfq-success" data-testid="quick-rfq-sent">
          <p>{t('rfq.success.number')}</p>
          <p className="rfq-number" dir="ltr">
            {sentNo}
          </p>
          <p>{t('rfq.promise.product')}</p>
        </div>
      ) : (
        <form
          className="account-form two-columns rfq-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            submit()
          }}
        >
          <p className="muted wide">{t('rfq.quick.intro')}</p>
          <TextField
            id={`${ids}-qty`}
            name="qty"
            label={t('fields.qty')}
            required
            value={quantity}
            error={errors.qty}
            onChange={setQuantity}
          />
          <TextField
            id={`${ids}-price`}
            name="target_price"
            label={t('rfq.columns.targetPrice')}
            value={price}
            error={errors.target_price}
            onChange={setPrice}
            dir="ltr"
          />
          <ContactFields
            idPrefix={ids}
            values={values}
            onChange={setValues}
            errors={errors}
            countries={countries.data?.status === 200 ? countries.data.body.data : []}
          />
          {!signedIn && (
            <Captcha
              form="goodsDetailRfq"
              value={captcha}
              onChange={setCaptcha}
              error={errors.captcha_code}
              refresh={round}
            />
          )}
          <div className="form-actions wide">
            <button type="button" className="button-secondary" onClick={onClose}>
              {t('feedback.cancel')}
            </button>
            <button
              type="submit"
              className="button-primary"
              data-testid="quick-rfq-submit"
              disabled={blocked || send.isPending}
            >
              {send.isPending ? t('rfq.page.sending') : t('rfq.page.submit')}
            </button>
          </div>
        </form>
      )}
    </dialog>
  )
}
