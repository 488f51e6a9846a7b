import { useAtom } from '../app/store'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { FeedbackInput } from '../../contract/validation'
import { messageOf, tsr } from '../app/api'
import { FullApp } from '../app/query'
import { fieldErrors, serverFieldErrors } from '../ui/form'
import { useT } from '../app/i18n'
import { Icon } from '../ui/Icon'
import { feedbackOpenAtom } from '../app/state'
import { MESSAGE_TOAST_MS, useToast } from '../layout/Toasts'
import { useClickGuard } from '../ui/useClickGuard'

const EMPTY = { email: '', comment: '' }

/**
 * Loaded the first time the feedback dialog opens (FeedbackDialog.tsx), with what it needs on an
 * islands page (components/app/query.tsx).
 */
export default function FeedbackFormLoaded() {
  return (
    <FullApp>
      <FeedbackForm />
    </FullApp>
  )
}

/** The dialog itself. */
function FeedbackForm() {
  const t = useT()
  const toast = useToast()
  const [open, setOpen] = useAtom(feedbackOpenAtom)
  const dialog = useRef<HTMLDialogElement>(null)
  const [values, setValues] = useState(EMPTY)
  const [typeId, setTypeId] = useState<number | null>(1)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [blocked, guard] = useClickGuard()
  const ids = useId()

  const options = tsr.site.selectOptions.useQuery({
    queryKey: ['select-options', 'feedback_type'],
    queryData: { query: { field: 'feedback_type' } },
    enabled: open,
    staleTime: 5 * 60_000,
  })
  const subjects = options.data?.body.data.feedback_type ?? []
  const send = tsr.site.feedback.useMutation()

  useEffect(() => {
    const el = dialog.current
    if (!el) return
    if (open && !el.open) el.showModal()
    if (!open && el.open) el.close()
  }, [open])

  const close = () => {
    setOpen(false)
    setErrors({})
  }

  const submit = () => {
    const input = { type_id: typeId ?? undefined, email: values.email, feedback_content: values.comment }
    const found = fieldErrors(FeedbackInput, input, t)
    setErrors(found)
    if (Object.keys(found).length) return
    guard(() =>
      send.mutate(
        { body: FeedbackInput.parse(input) },
        {
          onSuccess: (res) => {
            toast(messageOf(res, t('api.ok')), 'success', MESSAGE_TOAST_MS)
            setValues(EMPTY)
            setTypeId(1)
            close()
          },
          onError: (res) => {
            setErrors(serverFieldErrors(res))
            toast(messageOf(res, t('api.serverError')), 'error', MESSAGE_TOAST_MS)
          },
        },
      ),
    )
  }

  return (
    <dialog ref={dialog} className="feedback-dialog" aria-labelledby={`${ids}-title`} onClose={close} onCancel={close}>
      <form
        method="dialog"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <div className="dialog-head">
          <h2 id={`${ids}-title`}>{t('feedback.title')}</h2>
          <button type="button" className="icon-button" onClick={close}>
            <Icon name="close" />
            <span className="visually-hidden">{t('feedback.close')}</span>
          </button>
        </div>
        <p className="muted">{t('feedback.intro')}</p>
        <label htmlFor={`${ids}-email`}>{t('feedback.email')}</label>
        <input
          id={`${ids}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          aria-invalid={!!errors.email}
          aria-describedby={`${ids}-email-error`}
          onChange={(e) => setValues({ ...values, email: e.target.value })}
        />
        <p className="field-error" id={`${ids}-email-error`} data-field="email">
          {errors.email}
        </p>

        <label htmlFor={`${ids}-subject`}>{t('feedback.subject')}</label>
        <SubjectSelect
          id={`${ids}-subject`}
          options={subjects}
          value={typeId}
          onChange={setTypeId}
          invalid={!!errors.type_id}
        />
        <p className="field-error" data-field="type_id">
          {errors.type_id}
        </p>

        <label htmlFor={`${ids}-comment`}>{t('feedback.comment')}</label>
        <textarea
          id={`${ids}-comment`}
          name="feedback_content"
          rows={5}
          maxLength={5000}
          value={values.comment}
          aria-invalid={!!errors.feedback_content}
          onChange={(e) => setValues({ ...values, comment: e.target.value })}
        />
        <p className="field-error" data-field="feedback_content">
          {errors.feedback_content}
        </p>

        <div className="dialog-actions">
          <button type="button" className="button-secondary" onClick={close}>
            {t('feedback.cancel')}
          </button>
          <button type="submit" className="button-primary" disabled={blocked || send.isPending}>
            {t('feedback.submit')}
          </button>
        </div>
      </form>
    </dialog>
  )
}

/** A subject combobox: typing filters by case-insensitive prefix; the list is at most 220px high. */
function SubjectSelect({
  id,
  options,
  value,
  onChange,
  invalid,
}: {
  id: string
  options: { id: number; label: string }[]
  value: number | null
  onChange: (id: number | null) => void
  invalid: boolean
}) {
  const t = useT()
  const selected = options.find((o) => o.id === value)
  const [text, setText] = useState<string | null>(null)
  const [expanded, setExpanded] = useState(false)
  const [active, setActive] = useState(0)
  const shown = text ?? selected?.label ?? ''
  const filtered = useMemo(
    () => (text ? options.filter((o) => o.label.toLowerCase().startsWith(text.toLowerCase())) : options),
    [options, text],
  )
  const choose = (o: { id: number; label: string }) => {
    onChange(o.id)
    setText(null)
    setExpanded(false)
  }
  return (
    <div className="combobox">
      <input
        id={id}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-invalid={invalid}
        placeholder={t('feedback.subjectFilter')}
        value={shown}
        onFocus={() => setExpanded(true)}
        onBlur={() => setTimeout(() => (setExpanded(false), setText(null)), 150)}
        onChange={(e) => {
          setText(e.target.value)
          setExpanded(true)
          setActive(0)
          if (!e.target.value) onChange(null)
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, filtered.length - 1))
          else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0))
          else if (e.key === 'Enter' && expanded && filtered[active]) choose(filtered[active]!)
          else if (e.key === 'Escape') setExpanded(false)
          else return
          e.preventDefault()
        }}
      />
      {/* Drawn like a select: the arrow says there is a list to choose from. */}
      <span className="combobox-arrow" aria-hidden="true">
        <Icon name="chevron" size={18} />
      </span>
      {expanded && (
        <ul id={`${id}-list`} role="listbox" className="combobox-list">
          {filtered.length ? (
            filtered.map((o, i) => (
              <li
                key={o.id}
                role="option"
                aria-selected={o.id === value}
                className={i === active ? 'active' : ''}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(o)}
              >
                {o.label}
              </li>
            ))
          ) : (
            <li className="muted">{t('feedback.noOptions')}</li>
          )}
        </ul>
      )}
    </div>
  )
}
