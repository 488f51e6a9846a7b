import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { answerMessage, consoleApi, fieldErrors } from '../../../components/admin/api'
import { LocalizedTextFields } from '../../../components/admin/LocalizedTextFields'
import { useConsoleFormat } from '../../../components/admin/format'
import { useConsoleT } from '../../../components/admin/i18n'
import type { Locale } from '../../../locales/locales'
import { ConsoleError, ConsoleNotice } from '../../../components/admin/ConsoleMessage'

type Text = { title: string; description: string; content: string }
type Texts = Partial<Record<Locale, Text>>

/** Content and policy pages (about, privacy, terms, shipping, …) per language, with a sanitized preview before saving (issue 32). */
export default function Page() {
  const t = useConsoleT()
  const fmt = useConsoleFormat()
  const [open, setOpen] = useState<string | null>(null)
  const list = consoleApi.contentPageList.useQuery({ queryKey: ['admin', 'pages'] })
  if (open) return <PageForm id={open} onDone={() => setOpen(null)} />
  if (list.isPending) return <p>{t('ui.loading')}</p>
  if (list.data?.status !== 200) return <ConsoleError text={answerMessage(list.data, t('ui.loadFailed'))} />
  return (
    <section>
      <h1>{t('ui.content.pages')}</h1>
      <div className="console-table-wrap">
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{t('ui.content.title')}</th>
              <th scope="col">{t('ui.content.languages')}</th>
              <th scope="col">{t('ui.content.updated')}</th>
              <th scope="col">{t('ui.detail.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.body.data.map((p) => (
              <tr key={p.id}>
                <td>
                  {p.title} <code>/{p.id}</code>
                </td>
                <td>{p.languages.length}/10</td>
                <td>{p.updated_at ? fmt.date(p.updated_at) : ''}</td>
                <td>
                  <button type="button" className="btn" onClick={() => setOpen(p.id)}>
                    {t('ui.content.edit')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function PageForm({ id, onDone }: { id: string; onDone: () => void }) {
  const t = useConsoleT()
  const page = consoleApi.contentPageGet.useQuery({ queryKey: ['admin', 'page', id], queryData: { params: { id } } })
  if (page.isPending) return <p>{t('ui.loading')}</p>
  if (page.data?.status !== 200) return <ConsoleError text={answerMessage(page.data, t('ui.loadFailed'))} />
  return <PageEditor id={id} texts={page.data.body.data.texts as Texts} onDone={onDone} />
}

function PageEditor(props: { id: string; texts: Texts; onDone: () => void }) {
  const t = useConsoleT()
  const queryClient = useQueryClient()
  const [texts, setTexts] = useState<Texts>(props.texts)
  const [lang, setLang] = useState<Locale>('en')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState('')
  const save = consoleApi.contentPageSave.useMutation()
  const errorOf = (field: string) => errors[`texts.${lang}.${field}`] ?? errors[field]
  const submit = (e: FormEvent) => {
    e.preventDefault()
    save.mutate(
      { params: { id: props.id }, body: { texts } },
      {
        onSuccess: (r) => {
          setNotice(answerMessage(r, t('ui.loadFailed')))
          setErrors(r.status === 200 ? {} : fieldErrors(r))
          if (r.status === 200) void queryClient.invalidateQueries({ queryKey: ['admin', 'pages'] })
        },
        onError: () => setNotice(t('ui.loadFailed')),
      },
    )
  }
  return (
    <section>
      <p>
        <button type="button" className="btn" onClick={props.onDone}>
          ← {t('ui.content.back')}
        </button>
      </p>
      <h1>
        {props.texts.en?.title ?? props.id} <code>/{props.id}</code>
      </h1>
      <ConsoleNotice text={notice} />
      <form className="console-panel" onSubmit={submit} noValidate>
        <LocalizedTextFields
          texts={texts}
          update={setTexts}
          lang={lang}
          onSelect={setLang}
          second="description"
          contentId="page-content"
          contentRows={16}
          errorOf={errorOf}
        />
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('ui.content.save')}
        </button>
      </form>
    </section>
  )
}
