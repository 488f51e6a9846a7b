import { useState } from 'react'
import { locales, type Locale } from '../../locales/locales'
import { withSequence } from '../app/call'
import { siteImage } from '../site/images'
import { answerMessage, consoleApi } from './api'
import { useConsoleT } from './i18n'

/**
 * Pieces of the console's content forms (news, pages, banners): a row of language tabs (English
 * first; a language without a text of its own is marked, its public page shows English), a
 * picture upload through the file port, and the sanitized preview of content HTML.
 */
export function LanguageTabs(props: {
  current: Locale
  written: readonly string[]
  onSelect: (locale: Locale) => void
}) {
  const t = useConsoleT()
  return (
    <div className="console-tabs" role="tablist" aria-label={t('ui.content.language')}>
      {locales.map((l) => (
        <button
          key={l.code}
          type="button"
          role="tab"
          aria-selected={props.current === l.code}
          className={props.written.includes(l.code) ? 'is-written' : 'is-missing'}
          onClick={() => props.onSelect(l.code)}
          lang={l.bcp47}
        >
          {l.name}
          {!props.written.includes(l.code) && ' ○'}
        </button>
      ))}
    </div>
  )
}

/** Uploads a picture (PNG, JPEG, WebP; checked by the server) and gives its URL. */
export function PictureInput(props: { label: string; value: string; onChange: (url: string) => void; name: string }) {
  const t = useConsoleT()
  const [notice, setNotice] = useState('')
  const [busy, setBusy] = useState(false)
  const upload = async (file: File) => {
    setBusy(true)
    setNotice('')
    const form = new FormData()
    form.append('file', file)
    try {
      const lang = document.documentElement.lang.startsWith('zh') ? 'zh' : 'en'
      const res = await fetch(withSequence('/api/admin/content/pictures'), {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
        headers: { lang },
      })
      const body = (await res.json()) as { data?: { url?: string } | null; message?: string }
      if (res.ok && body.data?.url) props.onChange(body.data.url)
      setNotice(answerMessage({ body }, t('ui.loadFailed')))
    } catch {
      setNotice(t('ui.loadFailed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="console-field">
      <span>{props.label}</span>
      {props.value && <img className="console-picture" src={siteImage(props.value)} alt="" />}
      <label className="btn console-upload">
        {t('ui.content.upload')}
        <input
          type="file"
          name={props.name}
          accept="image/png,image/jpeg,image/webp"
          disabled={busy}
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) void upload(file)
            e.target.value = ''
          }}
        />
      </label>
      {props.value && (
        <button type="button" className="btn" onClick={() => props.onChange('')}>
          {t('ui.content.remove')}
        </button>
      )}
      {notice && (
        <span role="status" className="console-notice">
          {notice}
        </span>
      )}
    </div>
  )
}

/** Content HTML as the shop will show it (sanitized by the server). */
export function HtmlPreview({ html }: { html: string }) {
  const t = useConsoleT()
  const preview = consoleApi.contentPreview.useMutation()
  const [shown, setShown] = useState<string | null>(null)
  return (
    <div className="console-field">
      <button
        type="button"
        className="btn"
        disabled={preview.isPending}
        onClick={() =>
          preview.mutate(
            { body: { html } },
            {
              onSuccess: (r) => setShown(r.status === 200 ? r.body.data.html : answerMessage(r, t('ui.loadFailed'))),
            },
          )
        }
      >
        {t('ui.content.preview')}
      </button>
      {shown !== null && (
        <section className="console-preview" aria-label={t('ui.content.previewTitle')} data-testid="preview">
          <h3>{t('ui.content.previewTitle')}</h3>
          {/* Sanitized by the server (server/domains/content/sanitize.ts), exactly as the public page shows it. */}
          <div dangerouslySetInnerHTML={{ __html: shown }} />
        </section>
      )}
    </div>
  )
}
