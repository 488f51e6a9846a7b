import type { Address } from '../../contract/accounts'
import type { CountryOption } from '../account/AccountFields'
import { useT } from '../app/i18n'
import { AddressFields, type AddressValues } from './AddressFields'

/**
 * An address card's lines. Each line is isolated (<bdi>) so that a Latin address keeps its order on
 * an Arabic page ("1 Harbour Road", not "Harbour Road 1"), still aligned with the page.
 */
export function AddressText({
  a,
}: {
  a: Pick<
    Address,
    'contact_name' | 'address_line1' | 'address_line2' | 'postal_code' | 'city' | 'state' | 'country_name' | 'telephone'
  >
}) {
  return (
    <address>
      <strong>
        <bdi>{a.contact_name}</bdi>
      </strong>
      <span>
        <bdi>
          {a.address_line1}
          {a.address_line2 && `, ${a.address_line2}`}
        </bdi>
      </span>
      <span>
        <bdi>
          {a.postal_code} {a.city}
          {a.state ? `, ${a.state}` : ''}
        </bdi>
        , {a.country_name}
      </span>
      <span>
        <bdi dir="ltr">{a.telephone}</bdi>
      </span>
    </address>
  )
}

/**
 * Choose an address of the address book, or enter a new one (`chosen` = 'new'). Without a book
 * (a guest, or an empty book) only the new address's fields show.
 */
export function AddressChoice({
  name,
  book,
  chosen,
  values,
  errors,
  countries,
  onChoose,
  onChange,
}: {
  name: string
  book: Address[]
  chosen: number | 'new'
  values: AddressValues
  errors: Record<string, string>
  countries: CountryOption[]
  onChoose: (chosen: number | 'new') => void
  onChange: (values: AddressValues) => void
}) {
  const t = useT()
  return (
    <>
      {book.length > 0 && (
        <ul className="choice-list" role="list" data-testid={`${name}-book`}>
          {book.map((a) => (
            <li key={a.id}>
              <label className="choice">
                <input type="radio" name={name} checked={chosen === a.id} onChange={() => onChoose(a.id)} />
                <AddressText a={a} />
              </label>
            </li>
          ))}
          <li>
            <label className="choice">
              <input
                type="radio"
                name={name}
                checked={chosen === 'new'}
                onChange={() => onChoose('new')}
                data-testid={`${name}-new`}
              />
              <span>{t('checkout.newAddress')}</span>
            </label>
          </li>
        </ul>
      )}
      {chosen === 'new' && (
        <AddressFields name={name} values={values} errors={errors} countries={countries} onChange={onChange} />
      )}
    </>
  )
}
