import { locales, type Locale } from '../../locales/locales'
import { HtmlPreview, LanguageTabs } from './content-forms'
import { Field } from './Field'
import { useConsoleT } from './i18n'

/** The short text beside the title: a news item's summary, a page's description. */
type SecondField = 'summary' | 'description'
export type LocalizedText<S extends SecondField> = { title: string; content: string } & Record<S, string>

/**
 * The per-language text of a console content form (news, site pages): language tabs, then for the
 * chosen language its title, its summary or description, its HTML with a sanitized preview, and a
 * button that drops the language (never English); a language with no text of its own offers to add one.
 */
export function LocalizedTextFields<S extends SecondField>(props: {
  texts: Partial<Record<Locale, LocalizedText<S>>>
  lang: Locale
  onSelect: (lang: Locale) => void
  second: S
  /** id of the HTML textarea (the form's label points at it) and its height in rows */
  contentId: string
  contentRows: number
  errorOf: (field: string) => string | undefined
  /** changes the chosen language's text; an empty patch adds it */
  onChange: (patch: Partial<LocalizedText<S>>) => void
  onRemove: () => void
}) {
  const t = useConsoleT()
  const { lang, second } = props
  const text = props.texts[lang]
  const locale = locales.find((l) => l.code === lang)!
  return (
    <>
      <LanguageTabs current={lang} written={Object.keys(props.texts)} onSelect={props.onSelect} />
      {text ? (
        <div lang={locale.bcp47} dir={locale.dir}>
          <Field
            label={t('ui.content.title')}
            name="title"
            value={text.title}
            onChange={(v) => props.onChange({ title: v } as Partial<LocalizedText<S>>)}
            error={props.errorOf('title')}
          />
          <Field
            label={t(`ui.content.${second}`)}
            name={second}
            multiline
            value={text[second]}
            onChange={(v) => props.onChange({ [second]: v } as Partial<LocalizedText<S>>)}
            error={props.errorOf(second)}
          />
          <div className="console-field">
            <label htmlFor={props.contentId}>{t('ui.content.body')}</label>
            <textarea
              id={props.contentId}
              name="content"
              rows={props.contentRows}
              value={text.content}
              onChange={(e) => props.onChange({ content: e.target.value } as Partial<LocalizedText<S>>)}
            />
            {props.errorOf('content') && <span className="console-error">{props.errorOf('content')}</span>}
          </div>
          <HtmlPreview html={text.content} />
          {lang !== 'en' && (
            <button type="button" className="btn" onClick={props.onRemove}>
              {t('ui.content.removeLanguage')}
            </button>
          )}
        </div>
      ) : (
        <p>
          {t('ui.content.missingFallsBack')}{' '}
          <button type="button" className="btn" onClick={() => props.onChange({})}>
            {t('ui.content.addLanguage')}
          </button>
        </p>
      )}
    </>
  )
}
