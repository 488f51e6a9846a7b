import { useId } from 'react'

/** A labelled input of the console's forms, with its error read out with it. */
export function Field(props: {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  error?: string
  type?: string
  autoComplete?: string
  multiline?: boolean
}) {
  const id = useId()
  const errorId = `${id}-error`
  const common = {
    id,
    name: props.name,
    value: props.value,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.error ? errorId : undefined,
  }
  return (
    <div className="console-field">
      <label htmlFor={id}>{props.label}</label>
      {props.multiline ? (
        <textarea {...common} rows={3} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
      {props.error && (
        <span id={errorId} className="console-error">
          {props.error}
        </span>
      )}
    </div>
  )
}
