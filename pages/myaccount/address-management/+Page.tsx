import { useEffect, useId, useRef, useState } from 'react'
import { useData } from 'vike-react/useData'
import { AddressInput, MAX_ADDRESSES, type Address } from '../../../contract/accounts'
import {
  AccountForm,
  AccountTextField,
  CheckboxField,
  CountrySelect,
  FormActions,
  useAccountForm,
  useValidate,
  type CountryOption,
} from '../../../components/account/AccountFields'
import { AccountLayout } from '../../../components/account/AccountLayout'
import { messageOf, tsr } from '../../../components/app/api'
import { serverFieldErrors } from '../../../components/ui/form'
import { useT } from '../../../components/app/i18n'
import { useToast } from '../../../components/layout/Toasts'
import { useClickGuard } from '../../../components/ui/useClickGuard'
import type { Data } from './+data'

type AddressValues = {
  contact_name: string
  country: string
  state: string
  city: string
  address_line1: string
  address_line2: string
  postal_code: string
  telephone: string
  default_shipping: boolean
  default_billing: boolean
}

const EMPTY: AddressValues = {
  contact_name: '',
  country: '',
  state: '',
  city: '',
  address_line1: '',
  address_line2: '',
  postal_code: '',
  telephone: '',
  default_shipping: false,
  default_billing: false,
}

const valuesOf = (a: Address): AddressValues => ({
  contact_name: a.contact_name,
  country: a.country,
  state: a.state,
  city: a.city,
  address_line1: a.address_line1,
  address_line2: a.address_line2,
  postal_code: a.postal_code,
  telephone: a.telephone,
  default_shipping: a.default_shipping,
  default_billing: a.default_billing,
})

/**
 * Address management (spec §2, §3): the list (defaults first), add, edit, delete, and the default
 * shipping and default billing marks, which move to the address that takes them.
 */
export default function Page() {
  const t = useT()
  const { addresses, countries } = useData<Data>()
  const list = tsr.accounts.addressList.useQuery({
    queryKey: ['accounts', 'addresses'],
    ...(addresses ? { initialData: { status: 200 as const, body: addresses, headers: new Headers() } } : {}),
    staleTime: 60_000,
  })
  const items = list.data?.body.data ?? []
  const [editing, setEditing] = useState<'new' | Address | null>(null)
  const full = items.length >= MAX_ADDRESSES

  const reload = () => void list.refetch()

  return (
    <AccountLayout
      title={t('account.addressManagement')}
      actions={
        <button
          type="button"
          className="button-primary"
          data-testid="address-add"
          disabled={full || editing === 'new'}
          onClick={() => setEditing('new')}
        >
          {t('address.add')}
        </button>
      }
    >
      <p className="muted">{t('address.count', { count: items.length, max: MAX_ADDRESSES })}</p>
      {editing && (
        <AddressForm
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? null : editing}
          first={items.length === 0}
          countries={countries}
          onDone={() => {
            setEditing(null)
            reload()
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {list.isLoading ? (
        <p className="empty">{t('common.loading')}</p>
      ) : items.length === 0 ? (
        <p className="empty" data-testid="address-empty">
          {t('address.empty')}
        </p>
      ) : (
        <ul className="address-list" role="list" data-testid="address-list">
          {items.map((a) => (
            <AddressCard
              key={a.id}
              address={a}
              editing={editing !== 'new' && editing?.id === a.id}
              onEdit={() => setEditing(a)}
              onChanged={reload}
            />
          ))}
        </ul>
      )}
    </AccountLayout>
  )
}

function AddressCard({
  address: a,
  editing,
  onEdit,
  onChanged,
}: {
  address: Address
  editing: boolean
  onEdit: () => void
  onChanged: () => void
}) {
  const t = useT()
  const toast = useToast()
  const headingId = useId()
  const [confirming, setConfirming] = useState(false)
  const [blocked, guard] = useClickGuard()
  const update = tsr.accounts.addressUpdate.useMutation()
  const remove = tsr.accounts.addressDelete.useMutation()
  const busy = blocked || update.isPending || remove.isPending

  const onError = (res: unknown) => toast(messageOf(res, t('api.serverError')), 'error')
  const toggle = (flag: 'default_shipping' | 'default_billing') =>
    guard(() =>
      update.mutate(
        { params: { id: a.id }, body: { ...valuesOf(a), [flag]: !a[flag] } },
        {
          onSuccess: (res) => {
            toast(messageOf(res, t('api.addressSaved')))
            onChanged()
          },
          onError,
        },
      ),
    )
  const del = () =>
    guard(() =>
      remove.mutate(
        { params: { id: a.id } },
        {
          onSuccess: (res) => {
            toast(messageOf(res, t('api.addressDeleted')))
            setConfirming(false)
            onChanged()
          },
          onError,
        },
      ),
    )

  return (
    <li
      className={`address-card${editing ? ' editing' : ''}`}
      aria-labelledby={headingId}
      data-testid="address-card"
      data-address-id={a.id}
    >
      {(a.default_shipping || a.default_billing) && (
        <div className="address-marks">
          {a.default_shipping && <span className="mark mark-shipping">{t('fields.default_shipping')}</span>}
          {a.default_billing && <span className="mark mark-billing">{t('fields.default_billing')}</span>}
        </div>
      )}
      <h3 id={headingId}>{a.contact_name}</h3>
      <address>
        <span>{a.address_line1}</span>
        {a.address_line2 && <span>{a.address_line2}</span>}
        <span>
          {a.postal_code} {a.city}
          {a.state ? `, ${a.state}` : ''}
        </span>
        <span>{a.country_name}</span>
        <span>
          <bdi dir="ltr">{a.telephone}</bdi>
        </span>
      </address>
      <div className="address-toggles" role="group" aria-label={t('address.defaults')}>
        <button
          type="button"
          className="toggle"
          aria-pressed={a.default_shipping}
          disabled={busy}
          onClick={() => toggle('default_shipping')}
          data-testid="toggle-shipping"
        >
          {t('address.defaultShipping')}
        </button>
        <button
          type="button"
          className="toggle"
          aria-pressed={a.default_billing}
          disabled={busy}
          onClick={() => toggle('default_billing')}
          data-testid="toggle-billing"
        >
          {t('address.defaultBilling')}
        </button>
      </div>
      {confirming ? (
        <div className="address-actions confirm" role="group" aria-label={t('address.confirmDelete')}>
          <span>{t('address.confirmDelete')}</span>
          <button
            type="button"
            className="button-danger"
            disabled={busy}
            onClick={del}
            data-testid="address-delete-confirm"
          >
            {t('address.delete')}
          </button>
          <button type="button" className="button-secondary" onClick={() => setConfirming(false)}>
            {t('address.cancel')}
          </button>
        </div>
      ) : (
        <div className="address-actions">
          <button type="button" className="button-secondary" onClick={onEdit} data-testid="address-edit">
            {t('address.edit')}
          </button>
          <button
            type="button"
            className="button-secondary"
            onClick={() => setConfirming(true)}
            data-testid="address-delete"
          >
            {t('address.delete')}
          </button>
        </div>
      )}
    </li>
  )
}

function AddressForm({
  address,
  first,
  countries,
  onDone,
  onCancel,
}: {
  address: Address | null
  first: boolean
  countries: CountryOption[]
  onDone: () => void
  onCancel: () => void
}) {
  const t = useT()
  const toast = useToast()
  const validate = useValidate()
  const form = useAccountForm<AddressValues>(
    address ? valuesOf(address) : { ...EMPTY, default_shipping: first, default_billing: first },
  )
  const [blocked, guard] = useClickGuard()
  const create = tsr.accounts.addressCreate.useMutation()
  const update = tsr.accounts.addressUpdate.useMutation()
  const panel = useRef<HTMLElement>(null)

  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' })
    document.getElementById(`${form.prefix}-contact_name`)?.focus()
  }, [form.prefix])

  const submit = () => {
    const found = validate(AddressInput, form.values)
    if (form.showErrors(found)) return
    const body = AddressInput.parse(form.values)
    const options = {
      onSuccess: (res: unknown) => {
        toast(messageOf(res, t('api.addressSaved')))
        onDone()
      },
      onError: (res: unknown) => {
        form.showErrors(serverFieldErrors(res))
        toast(messageOf(res, t('api.serverError')), 'error')
      },
    }
    guard(() =>
      address ? update.mutate({ params: { id: address.id }, body }, options) : create.mutate({ body }, options),
    )
  }

  const title = address ? t('address.editTitle') : t('address.addTitle')
  return (
    <section ref={panel} className="panel address-form" aria-label={title} data-testid="address-form">
      <h2>{title}</h2>
      <AccountForm className="two-columns" onSubmit={submit}>
        <AccountTextField {...form.text('contact_name')} required />
        <AccountTextField {...form.text('telephone')} required />
        <CountrySelect {...form.text('country')} label={t('fields.country')} required options={countries} />
        <AccountTextField {...form.text('state')} required />
        <AccountTextField {...form.text('city')} required />
        <AccountTextField {...form.text('postal_code')} required />
        <AccountTextField {...form.text('address_line1')} required wide />
        <AccountTextField {...form.text('address_line2')} wide />
        <CheckboxField {...form.check('default_shipping')} label={t('address.makeDefaultShipping')} />
        <CheckboxField {...form.check('default_billing')} label={t('address.makeDefaultBilling')} />
        <FormActions busy={blocked || create.isPending || update.isPending} submitLabel={t('address.save')}>
          <button type="button" className="button-secondary" onClick={onCancel}>
            {t('address.cancel')}
          </button>
        </FormActions>
      </AccountForm>
    </section>
  )
}
