import { useState } from 'react'
import { RECEIPT_MAX_BYTES, RECEIPT_TYPES } from '../../contract/orders'
import { messageOf, tsr } from '../app/api'
import { useT } from '../app/i18n'
import { useFormat } from '../catalogue/money'
import { useToast } from '../layout/Toasts'
import { serverFieldErrors } from '../ui/form'
import { useClickGuard } from '../ui/useClickGuard'
import type { PayMethodProps } from './pay-methods'

const FIELDS = ['payer_name', 'reference', 'amount', 'paid_on'] as const
type Field = (typeof FIELDS)[number]

/**
 * Bank transfer (spec §1, offline wire): the shop's bank details with the order number as the
 * reference, then the remittance form (payer, reference, amount, day, optional receipt: PDF, JPG
 * or PNG up to 2 MB). Sending it moves the order to Confirming; sales confirms the payment later.
 */
export function BankTransfer({ order, token, onPaid }: PayMethodProps) {
  const t = useT()
  const fmt = useFormat()
  const toast = useToast()
  const account = tsr.orders.bankAccount.useQuery({ queryKey: ['bank', 'account'], staleTime: 300_000 })
  const bank = account.data?.status === 200 ? account.data.body.data : null
  const confirm = tsr.orders.bankConfirm.useMutation()
  const [blocked, guard] = useClickGuard()
  const [values, setValues] = useState<Record<Field, string>>({
    payer_name: '',
    reference: order.order_no,
    amount: order.total.replace(/(\.\d\d)\d*$/, '$1'),
    paid_on: new Date().toISOString().slice(0, 10),
  })
  const [receipt, setReceipt] = useState<File | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})

  const submit = () => {
    const missing = FIELDS.filter((f) => !values[f].trim())
    const found: Record<string, string> = Object.fromEntries(missing.map((f) => [f, t('validation.checkInput')]))
    if (receipt && receipt.size > RECEIPT_MAX_BYTES) found.receipt = t('validation.receiptTooLarge')
    if (Object.keys(found).length) {
      setErrors(found)
      toast(t('validation.checkInput'), 'error')
      return
    }
    const form = new FormData()
    form.append('id', String(order.id))
    if (token) form.append('token', token)
    for (const f of FIELDS) form.append(f, values[f].trim())
    if (receipt) form.append('receipt', receipt)
    guard(() =>
      confirm.mutate(
        { body: form as never },
        {
          onSuccess: (res) => {
            toast(messageOf(res, t('api.remittanceReceived')))
            if (res.status === 200) onPaid(res.body.data)
          },
          onError: (res) => {
            setErrors(serverFieldErrors(res))
            toast(messageOf(res, t('api.serverError')), 'error')
          },
        },
      ),
    )
  }

  const field = (name: Field, type = 'text') => (
    <div className="form-field">
      <label htmlFor={`bank-${name}`}>
        {t(`checkout.bank.${name}`)}
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      </label>
      <input
        id={`bank-${name}`}
        name={name}
        type={type}
        value={values[name]}
        dir={name === 'payer_name' ? undefined : 'ltr'}
        inputMode={name === 'amount' ? 'decimal' : undefined}
        aria-required
        aria-invalid={!!errors[name]}
        aria-describedby={`bank-${name}-error`}
        onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      />
      <p className="field-error" id={`bank-${name}-error`} role={errors[name] ? 'alert' : undefined}>
        {errors[name]}
      </p>
    </div>
  )

  return (
    <div className="bank-transfer" data-testid="bank-transfer">
      <p>{t('checkout.bank.intro', { total: fmt.amount(order.total), no: order.order_no })}</p>
      {bank && (
        <dl className="bank-details" data-testid="bank-details">
          <dt>{t('checkout.bank.beneficiary')}</dt>
          {/* The shop's details are isolated: on an Arabic page "1 Harbour Road" stays in its order. */}
          <dd>
            <bdi>{bank.beneficiary}</bdi>
          </dd>
          <dt>{t('checkout.bank.bankName')}</dt>
          <dd>
            <bdi>{bank.bank_name}</bdi>
          </dd>
          <dt>{t('checkout.bank.bankAddress')}</dt>
          <dd>
            <bdi>{bank.bank_address}</bdi>
          </dd>
          <dt>{t('checkout.bank.accountNumber')}</dt>
          <dd>
            <bdi dir="ltr">{bank.account_number}</bdi>
          </dd>
          <dt>SWIFT</dt>
          <dd>
            <bdi dir="ltr">{bank.swift}</bdi>
          </dd>
          <dt>{t('checkout.bank.yourReference')}</dt>
          <dd>
            <bdi dir="ltr">{order.order_no}</bdi>
          </dd>
        </dl>
      )}
      <h3>{t('checkout.bank.formTitle')}</h3>
      <form
        className="account-form two-columns"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        {field('payer_name')}
        {field('reference')}
        {field('amount')}
        {field('paid_on', 'date')}
        <div className="form-field wide">
          <label htmlFor="bank-receipt">{t('checkout.bank.receipt')}</label>
          <input
            id="bank-receipt"
            name="receipt"
            type="file"
            accept={RECEIPT_TYPES.join(',')}
            aria-describedby="bank-receipt-hint bank-receipt-error"
            onChange={(e) => setReceipt(e.target.files?.[0] ?? null)}
          />
          <p className="field-hint" id="bank-receipt-hint">
            {t('checkout.bank.receiptHint')}
          </p>
          <p className="field-error" id="bank-receipt-error" role={errors.receipt ? 'alert' : undefined}>
            {errors.receipt}
          </p>
        </div>
        <div className="form-actions wide">
          <button
            type="submit"
            className="button-primary"
            disabled={blocked || confirm.isPending}
            data-testid="bank-confirm"
          >
            {t('checkout.bank.submit')}
          </button>
        </div>
      </form>
    </div>
  )
}
