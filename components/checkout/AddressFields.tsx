import { AccountTextField, CountrySelect, type CountryOption } from '../account/AccountFields'
import { useT } from '../app/i18n'

export const ADDRESS_FIELDS = [
  'contact_name',
  'telephone',
  'country',
  'state',
  'city',
  'postal_code',
  'address_line1',
  'address_line2',
] as const
export type AddressValues = Record<(typeof ADDRESS_FIELDS)[number], string>
export const EMPTY_ADDRESS: AddressValues = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])) as AddressValues
const OPTIONAL = new Set(['address_line2'])

/** The fields the browser checks before sending (the server checks them all again). */
export function missingFields(values: AddressValues, prefix: string): string[] {
  return ADDRESS_FIELDS.filter((f) => !OPTIONAL.has(f) && !values[f].trim()).map((f) => `${prefix}.${f}`)
}

/**
 * A new address on the checkout page (shipping or billing): the address book's fields. `name` is
 * the field of the order call (shipping_address, billing_address): messages come keyed by
 * `name.field`, from the server or from the required-field check.
 */
export function AddressFields({
  name,
  values,
  errors,
  countries,
  onChange,
}: {
  name: string
  values: AddressValues
  errors: Record<string, string>
  countries: CountryOption[]
  onChange: (values: AddressValues) => void
}) {
  const t = useT()
  const bind = <F extends (typeof ADDRESS_FIELDS)[number]>(field: F) => ({
    id: `${name}-${field}`,
    name: field,
    value: values[field],
    error: errors[`${name}.${field}`],
    onChange: (value: string) => onChange({ ...values, [field]: value }),
  })
  return (
    <div className="account-form two-columns" data-testid={`${name}-fields`}>
      <AccountTextField {...bind('contact_name')} required />
      <AccountTextField {...bind('telephone')} required />
      <CountrySelect {...bind('country')} label={t('fields.country')} required options={countries} />
      <AccountTextField {...bind('state')} required />
      <AccountTextField {...bind('city')} required />
      <AccountTextField {...bind('postal_code')} required />
      <AccountTextField {...bind('address_line1')} required wide />
      <AccountTextField {...bind('address_line2')} wide />
    </div>
  )
}
