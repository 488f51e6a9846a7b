import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { tsr } from '../app/api'
import { useT } from '../app/i18n'

export type CaptchaValue = { captcha_id: string; captcha_code: string }
type Shown = { captcha_id: string; kind: 'image' | 'text'; image: string; question: string }

/**
 * The verification code of a guest's RFQ (spec §2, §5): the picture from GET /api/captcha/getCaptcha
 * for this form, a button for a new one, and — for those who cannot see it — a question in words
 * instead (`kind: 'text'`). A code is good once: `refresh` (bumped by the form after a refusal or a
 * send) fetches the next.
 */
export function Captcha({
  form,
  value,
  onChange,
  error,
  refresh,
}: {
  form: 'rfq' | 'goodsDetailRfq'
  value: CaptchaValue
  onChange: (value: CaptchaValue) => void
  error?: string
  refresh: number
}) {
  const t = useT()
  const id = useId()
  const [kind, setKind] = useState<'image' | 'text'>('image')
  const [shown, setShown] = useState<Shown | null>(null)

  const latest = useRef(0)
  const load = useCallback(
    async (k: 'image' | 'text') => {
      // Only the last asked code counts: an earlier answer arriving late is dropped.
      const asked = ++latest.current
      const res = await tsr.rfq.getCaptcha.query({ query: { form, kind: k } }).catch(() => null)
      if (res?.status !== 200 || asked !== latest.current) return
      setShown(res.body.data)
      onChange({ captcha_id: res.body.data.captcha_id, captcha_code: '' })
    },
    // onChange is the form's setter; a new one each render must not fetch a new code.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form],
  )
  useEffect(() => void load(kind), [load, kind, refresh])

  return (
    <div className="form-field wide captcha" data-testid="captcha">
      <label htmlFor={`${id}-code`}>
        {t('captcha.label')}
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      </label>
      <div className="captcha-row">
        {shown?.kind === 'image' && (
          <img
            className="captcha-image"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(shown.image)}`}
            alt={t('captcha.imageLabel')}
            width={180}
            height={60}
          />
        )}
        {shown?.kind === 'text' && (
          <p className="captcha-question" id={`${id}-question`} data-testid="captcha-question">
            {shown.question}
          </p>
        )}
        <input
          id={`${id}-code`}
          name="captcha_code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={value.captcha_code}
          aria-required
          aria-invalid={!!error}
          aria-describedby={`${id}-error${shown?.kind === 'text' ? ` ${id}-question` : ''}`}
          onChange={(e) => onChange({ ...value, captcha_code: e.target.value })}
        />
        <button type="button" className="button-secondary button-small" onClick={() => void load(kind)}>
          {t('captcha.refresh')}
        </button>
      </div>
      <button
        type="button"
        className="link-button"
        data-testid="captcha-kind"
        onClick={() => setKind(kind === 'image' ? 'text' : 'image')}
      >
        {t(kind === 'image' ? 'captcha.textInstead' : 'captcha.imageInstead')}
      </button>
      <p className="field-error" id={`${id}-error`} data-field="captcha_code" role={error ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  )
}
