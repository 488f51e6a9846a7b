import { useId, useState, type ReactNode } from 'react'
import type { ZodTypeAny } from 'zod'
import { PASSWORD_MAX } from '../../contract/validation'
import { fieldErrors } from '../ui/form'
import { useFocusAfterRender } from '../ui/useFocusAfterRender'
import { useT } from '../app/i18n'
import './accounts.css'

/**
 * Form pieces of the account pages (sign-in, registration, recovery, profile, addresses): every
 * field has a label, `aria-invalid` and its message tied by `aria-describedby`; messages come from
 * the contract's zod schemas (translated) before sending and from the server's answer after.
 */

export type Errors = Record<string, string>

/** Values, per-field messages and the props of each field of one form. */
export function useAccountForm<V extends Record<string, string | boolean>>(initial: V) {
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<Errors>({})
  const prefix = useId()
  const set = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }))
    // A corrected field loses its message at once; the others keep theirs until the next check.
    setErrors((e) => {
      if (!e[name as string]) return e
      const next = { ...e }
      delete next[name as string]
      return next
    })
  }
  /** The props of a text field: id, name, message, value and change handler. */
  const text = <K extends keyof V & string>(name: K) => ({
    id: `${prefix}-${name}`,
    name,
    error: errors[name],
    value: String(values[name] ?? ''),
    onChange: (value: string) => set(name, value as V[K]),
  })
  /** The props of a checkbox. */
  const check = <K extends keyof V & string>(name: K) => ({
    id: `${prefix}-${name}`,
    name,
    error: errors[name],
    checked: values[name] === true,
    onChange: (checked: boolean) => set(name, checked as V[K]),
  })
  const focus = useFocusAfterRender()
  /**
   * Shows messages on their fields and focuses the first one, in the order of the form's fields
   * (the order of its values); true when there was any.
   */
  const showErrors = (found: Errors) => {
    setErrors(found)
    const first = Object.keys(values).find((name) => found[name])
    if (first) focus(`${prefix}-${first}`)
    return Object.keys(found).length > 0
  }
  return { values, setValues, set, errors, setErrors, showErrors, text, check, prefix }
}

/** Messages of a schema for form values, translated; an empty object when they pass. */
export function useValidate() {
  const t = useT()
  return (schema: ZodTypeAny, values: unknown) => fieldErrors(schema, values, t)
}

type FieldShell = {
  id: string
  name: string
  label: ReactNode
  error?: string
  hint?: ReactNode
  required?: boolean
  wide?: boolean
}

function Message({ id, name, error, hint }: { id: string; name: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <p className="field-error" id={`${id}-error`} data-field={name} role={error ? 'alert' : undefined}>
        {error}
      </p>
    </>
  )
}

/** A field's label, with the required mark (hidden from screen readers: the input says `aria-required`). */
function FieldLabel({ id, label, required }: { id: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={id}>
      {label}
      {required && (
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      )}
    </label>
  )
}

const describedBy = (id: string, hint: unknown) => (hint ? `${id}-error ${id}-hint` : `${id}-error`)

type TextFieldProps = FieldShell & {
  value: string
  onChange?: (value: string) => void
  type?: 'text' | 'email' | 'password' | 'tel'
  autoComplete?: string
  maxLength?: number
  readOnly?: boolean
  dir?: 'ltr' | 'rtl' | 'auto'
}

export function TextField({
  id,
  name,
  label,
  error,
  hint,
  required,
  wide,
  value,
  onChange,
  type = 'text',
  autoComplete,
  maxLength,
  readOnly,
  dir,
}: TextFieldProps) {
  return (
    <div className={`form-field${wide ? ' wide' : ''}`}>
      <FieldLabel id={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        maxLength={maxLength}
        readOnly={readOnly}
        dir={dir}
        aria-required={required || undefined}
        aria-invalid={!!error}
        aria-describedby={describedBy(id, hint)}
        onChange={(e) => onChange?.(e.target.value)}
      />
      <Message id={id} name={name} error={error} hint={hint} />
    </div>
  )
}

/**
 * The input of each account field, the same on every form that has it: type, autocomplete token,
 * length limit (the contract's) and direction (addresses and numbers read left to right in Arabic too).
 */
const INPUTS = {
  email: { type: 'email', autoComplete: 'email', maxLength: 254, dir: 'ltr' },
  contact_name: { autoComplete: 'name', maxLength: 100 },
  telephone: { type: 'tel', autoComplete: 'tel', maxLength: 30, dir: 'ltr' },
  job_title: { autoComplete: 'organization-title', maxLength: 100 },
  company_name: { autoComplete: 'organization', maxLength: 200 },
  address: { autoComplete: 'street-address', maxLength: 200 },
  city: { autoComplete: 'address-level2', maxLength: 100 },
  state: { autoComplete: 'address-level1', maxLength: 100 },
  postal_code: { autoComplete: 'postal-code', maxLength: 20, dir: 'ltr' },
  address_line1: { autoComplete: 'address-line1', maxLength: 200 },
  address_line2: { autoComplete: 'address-line2', maxLength: 200 },
} as const satisfies Record<string, Pick<TextFieldProps, 'type' | 'autoComplete' | 'maxLength' | 'dir'>>

/** The props `form.text(name)` gives a field. */
type FieldBinding<N extends string = string> = {
  id: string
  name: N
  error?: string
  value: string
  onChange: (value: string) => void
}

/** A field of the table above: its label (`fields.<name>`) and input come from its name. */
export function AccountTextField({
  name,
  ...shell
}: FieldBinding<keyof typeof INPUTS> & { required?: boolean; wide?: boolean }) {
  const t = useT()
  return <TextField {...INPUTS[name]} {...shell} name={name} label={t(`fields.${name}`)} />
}

/** The e-mail address an account signs in with (registration, sign-in, recovery, resend). */
export function EmailField(binding: FieldBinding<'email'>) {
  return <AccountTextField {...binding} required wide />
}

type ProfileFieldName =
  'contact_name' | 'telephone' | 'job_title' | 'company_name' | 'country' | 'address' | 'city' | 'state'

/** The profile of an account, as registration asks for it and my profile edits it. */
export function ProfileFields({
  field,
  countries,
}: {
  field: <N extends ProfileFieldName>(name: N) => FieldBinding<N>
  countries: CountryOption[]
}) {
  const t = useT()
  return (
    <>
      <AccountTextField {...field('contact_name')} required />
      <AccountTextField {...field('telephone')} required />
      <AccountTextField {...field('job_title')} />
      <AccountTextField {...field('company_name')} required />
      <CountrySelect {...field('country')} label={t('fields.country')} required options={countries} />
      <AccountTextField {...field('address')} />
      <AccountTextField {...field('city')} />
      <AccountTextField {...field('state')} />
    </>
  )
}

/** The password an account has now (sign-in, and the old one when changing it); label `fields.<name>`. */
export function CurrentPasswordField(binding: FieldBinding) {
  const t = useT()
  return (
    <TextField
      {...binding}
      label={t(`fields.${binding.name}`)}
      type="password"
      autoComplete="current-password"
      required
      wide
      maxLength={1024}
    />
  )
}

/**
 * A new password and its confirmation (registration, reset, change), the rule as the first one's
 * hint. Labelled "New password" and "Confirm new password" unless told otherwise.
 */
export function PasswordPair({
  password,
  confirm,
  passwordLabel,
  confirmLabel,
  wide,
}: {
  password: FieldBinding
  confirm: FieldBinding
  passwordLabel?: ReactNode
  confirmLabel?: ReactNode
  wide?: boolean
}) {
  const t = useT()
  return (
    <>
      <TextField
        {...password}
        label={passwordLabel ?? t('fields.new_password')}
        type="password"
        autoComplete="new-password"
        required
        wide={wide}
        maxLength={PASSWORD_MAX}
        hint={t('validation.passwordRule')}
      />
      <TextField
        {...confirm}
        label={confirmLabel ?? t('account.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        required
        wide={wide}
        maxLength={PASSWORD_MAX}
      />
    </>
  )
}

export type CountryOption = { code: string; name: string }

/** Country or region: the server's list (ISO codes, names in the page language). */
export function CountrySelect({
  id,
  name,
  label,
  error,
  required,
  wide,
  value,
  onChange,
  options,
}: FieldShell & { value: string; onChange: (code: string) => void; options: CountryOption[] }) {
  const t = useT()
  return (
    <div className={`form-field${wide ? ' wide' : ''}`}>
      <FieldLabel id={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        value={value}
        autoComplete="country"
        aria-required={required || undefined}
        aria-invalid={!!error}
        aria-describedby={describedBy(id, undefined)}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('account.selectCountry')}</option>
        {options.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
      <Message id={id} name={name} error={error} />
    </div>
  )
}

export function CheckboxField({
  id,
  name,
  label,
  error,
  checked,
  onChange,
  wide,
}: Omit<FieldShell, 'hint'> & { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className={`form-field checkbox-field${wide ? ' wide' : ''}`}>
      <div className="checkbox-row">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          aria-invalid={!!error}
          aria-describedby={describedBy(id, undefined)}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <Message id={id} name={name} error={error} />
    </div>
  )
}

/**
 * A form of the account pages: the browser's own validation is off (the contract's messages show
 * on the fields instead); Enter or the submit button calls `onSubmit`. `className` adds to
 * `account-form` (e.g. `two-columns`). On an islands page (sign-in, registration, forgotten
 * password) the form is the server's HTML without `onSubmit`: `behaviour` names it for its DOM
 * code (`data-account-form`, ./account-form-behaviour.ts) and gives that code its `data-*` values;
 * it posts (never a GET with the password in the address) should a submit come before any code.
 */
export function AccountForm({
  className,
  onSubmit,
  behaviour,
  children,
}: {
  className?: string
  onSubmit?: () => void
  behaviour?: { name: string; data?: Record<string, string> }
  children: ReactNode
}) {
  const t = useT()
  const data = behaviour && {
    'data-account-form': behaviour.name,
    ...Object.fromEntries(Object.entries(behaviour.data ?? {}).map(([k, v]) => [`data-${k}`, v])),
  }
  return (
    <form
      className={className ? `account-form ${className}` : 'account-form'}
      noValidate
      method={behaviour ? 'post' : undefined}
      {...data}
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit?.()
      }}
    >
      {behaviour && (
        // Its code runs in the browser: without JavaScript the buyer is told so, here, before a
        // submit (which the server answers with the same page: server/middleware/pages.ts).
        <noscript>
          <p className="notice" role="status">
            {t('account.needsJavaScript')}
          </p>
        </noscript>
      )}
      {children}
    </form>
  )
}

/**
 * The last row of a form: the submit button, disabled (and `aria-busy`) for the 2000 ms click
 * guard and while the call runs, then any further buttons or links.
 */
export function FormActions({
  busy,
  submitLabel,
  children,
}: {
  busy: boolean
  submitLabel: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="form-actions wide">
      <button type="submit" className="button-primary" disabled={busy} aria-busy={busy || undefined}>
        {submitLabel}
      </button>
      {children}
    </div>
  )
}

/** A card around one form or message of the sign-in and recovery pages. */
export function AuthCard({
  title,
  children,
  wide = false,
  testId,
  hidden,
  data,
}: {
  title: ReactNode
  children: ReactNode
  wide?: boolean
  testId?: string
  /** Not shown yet: a step that an islands page's DOM code shows (registration's "check your e-mail"). */
  hidden?: boolean
  /** `data-*` values for that code. */
  data?: Record<string, string>
}) {
  const dataset = Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [`data-${k}`, v]))
  return (
    <section className={`auth-card${wide ? ' auth-card-wide' : ''}`} data-testid={testId} hidden={hidden} {...dataset}>
      <h1>{title}</h1>
      {children}
    </section>
  )
}
