import { TextField, CountrySelect, type CountryOption } from '../account/AccountFields'
import { useT } from '../app/i18n'
import type { z } from 'zod'
import type { RfqContact } from '../../contract/rfq'

/** The contact fields' values: the contract's RFQ contact. */
export type RfqContactValues = z.infer<typeof RfqContact>
export const EMPTY_CONTACT: RfqContactValues = {
  contact_name: '',
  company_name: '',
  email: '',
  telephone: '',
  country: '',
  comment: '',
}

/**
 * The contact of an RFQ (spec §4): contact name, company, business e-mail, telephone, country and
 * comment. Messages are the server's (spec §5), shown on their fields.
 */
export function ContactFields({
  idPrefix,
  values,
  onChange,
  errors,
  countries,
}: {
  idPrefix: string
  values: RfqContactValues
  onChange: (values: RfqContactValues) => void
  errors: Record<string, string>
  countries: CountryOption[]
}) {
  const t = useT()
  const field = (name: Exclude<keyof RfqContactValues, 'country' | 'comment'>) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (value: string) => onChange({ ...values, [name]: value }),
  })
  return (
    <>
      <TextField {...field('contact_name')} label={t('fields.contact_name')} autoComplete="name" maxLength={100} />
      <TextField
        {...field('company_name')}
        label={t('fields.company_name')}
        autoComplete="organization"
        maxLength={200}
      />
      <TextField {...field('email')} label={t('fields.email')} type="email" autoComplete="email" dir="ltr" />
      <TextField {...field('telephone')} label={t('fields.telephone')} type="tel" autoComplete="tel" dir="ltr" />
      <CountrySelect
        id={`${idPrefix}-country`}
        name="country"
        label={t('fields.country')}
        required
        value={values.country}
        error={errors.country}
        options={countries}
        onChange={(country) => onChange({ ...values, country })}
      />
      <div className="form-field wide">
        <label htmlFor={`${idPrefix}-comment`}>{t('fields.comment')}</label>
        <textarea
          id={`${idPrefix}-comment`}
          name="comment"
          rows={3}
          maxLength={2000}
          value={values.comment}
          aria-invalid={!!errors.comment}
          aria-describedby={`${idPrefix}-comment-error`}
          onChange={(e) => onChange({ ...values, comment: e.target.value })}
        />
        <p className="field-error" id={`${idPrefix}-comment-error`} data-field="comment">
          {errors.comment}
        </p>
      </div>
    </>
  )
}
