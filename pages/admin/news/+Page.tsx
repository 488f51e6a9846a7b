import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { z } from 'zod'
import type { AdminNews } from '../../../contract/admin/content'
import { answerMessage, consoleApi, fieldErrors } from '../../../components/admin/api'
import { PictureInput } from '../../../components/admin/content-forms'
import { Field } from '../../../components/admin/Field'
import { LocalizedTextFields } from '../../../components/admin/LocalizedTextFields'
import { useConsoleFormat } from '../../../components/admin/format'
import { useConsoleT } from '../../../components/admin/i18n'
import type { Locale } from '../../../locales/locales'
import { ConsoleError, ConsoleNotice } from '../../../components/admin/ConsoleMessage'

type News = z.infer<typeof AdminNews>
type Text = { title: string; summary: string; content: string }
type Draft = { texts: Partial<Record<Locale, Text>>; tag_ids: number[]; image: string; published_at: string }

const emptyDraft = (): Draft => ({
  texts: { en: { title: '', summary: '', content: '' } },
  tag_ids: [],
  image: '',
  published_at: '',
})

/** News in the console (issue 32): the list (drafts too), a form per item with a text per language, tags, picture; publish and unpublish. */
export default function Page() {
  const t = useConsoleT()
  const fmt = useConsoleFormat()
  const [open, setOpen] = useState<number | 'new' | null>(null)
  const [page, setPage] = useState(1)
  const list = consoleApi.contentNewsList.useQuery({
    queryKey: ['admin', 'news', page],
    queryData: { query: { page, page_size: 20 } },
  })
  if (open !== null) return <NewsForm id={open} onDone={() => setOpen(null)} onCreated={(id) => setOpen(id)} />
  if (list.isPending) return <p>{t('ui.loading')}</p>
  if (list.data?.status !== 200) return <ConsoleError text={answerMessage(list.data, t('ui.loadFailed'))} />
  const { list: rows, total } = list.data.body.data
  return (
    <section>
      <h1>{t('ui.content.news')}</h1>
      <p>
        <button type="button" className="btn btn-primary" onClick={() => setOpen('new')}>
          {t('ui.content.newNews')}
        </button>
      </p>
      <div className="console-table-wrap">
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{t('ui.content.title')}</th>
              <th scope="col">{t('ui.content.status')}</th>
              <th scope="col">{t('ui.content.languages')}</th>
              <th scope="col">{t('ui.content.day')}</th>
              <th scope="col">{t('ui.detail.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((n) => (
              <tr key={n.id}>
                <td>{n.title}</td>
                <td>{t(`ui.content.${n.status}`)}</td>
                <td>{n.languages.length}/10</td>
                <td>{fmt.date(n.published_at)}</td>
                <td>
                  <button type="button" className="btn" onClick={() => setOpen(n.id)}>
                    {t('ui.content.edit')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > page * 20 || page > 1 ? (
        <div className="console-actions">
          <button type="button" className="btn" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            ←
          </button>
          <button type="button" className="btn" disabled={total <= page * 20} onClick={() => setPage(page + 1)}>
            →
          </button>
        </div>
      ) : null}
    </section>
  )
}

function NewsForm({
  id,
  onDone,
  onCreated,
}: {
  id: number | 'new'
  onDone: () => void
  onCreated: (id: number) => void
}) {
  const t = useConsoleT()
  const queryClient = useQueryClient()
  const item = consoleApi.contentNewsGet.useQuery({
    queryKey: ['admin', 'news-item', id],
    queryData: { params: { id: id === 'new' ? 0 : id } },
    enabled: id !== 'new',
  })
  const tags = consoleApi.contentNewsTags.useQuery({ queryKey: ['admin', 'news-tags'] })
  const loaded = id !== 'new' && item.data?.status === 200 ? item.data.body.data : null
  if (id !== 'new' && !loaded) {
    if (item.isPending) return <p>{t('ui.loading')}</p>
    return <ConsoleError text={answerMessage(item.data, t('ui.loadFailed'))} />
  }
  return (
    <NewsEditor
      key={loaded ? `${loaded.id} ${loaded.updated_at}` : 'new'}
      item={loaded}
      tags={tags.data?.status === 200 ? tags.data.body.data : []}
      onDone={() => {
        void queryClient.invalidateQueries({ queryKey: ['admin', 'news'] })
        onDone()
      }}
      onSaved={(saved) => {
        void queryClient.invalidateQueries({ queryKey: ['admin', 'news'] })
        queryClient.setQueryData(['admin', 'news-item', saved.id], { status: 200, body: { data: saved } })
        if (id === 'new') onCreated(saved.id)
      }}
    />
  )
}

function NewsEditor(props: {
  item: News | null
  tags: { id: number; names: Record<string, string> }[]
  onDone: () => void
  onSaved: (item: News) => void
}) {
  const t = useConsoleT()
  const { item } = props
  const [draft, setDraft] = useState<Draft>(() =>
    item
      ? { texts: item.texts, tag_ids: item.tag_ids, image: item.image, published_at: item.published_at.slice(0, 10) }
      : emptyDraft(),
  )
  const [lang, setLang] = useState<Locale>('en')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState('')
  const create = consoleApi.contentNewsCreate.useMutation()
  const save = consoleApi.contentNewsSave.useMutation()
  const publish = consoleApi.contentNewsPublish.useMutation()
  const answered = (r: { status: number; body: unknown }) => {
    setNotice(answerMessage(r, t('ui.loadFailed')))
    if (r.status === 200) {
      setErrors({})
      props.onSaved((r.body as { data: News }).data)
    } else setErrors(fieldErrors(r))
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const body = { ...draft, published_at: draft.published_at || undefined }
    if (item)
      save.mutate(
        { params: { id: item.id }, body },
        { onSuccess: answered, onError: () => setNotice(t('ui.loadFailed')) },
      )
    else create.mutate({ body }, { onSuccess: answered, onError: () => setNotice(t('ui.loadFailed')) })
  }
  const errorOf = (field: string) => errors[field] ?? errors[`texts.${lang}.${field}`]
  return (
    <section>
      <p>
        <button type="button" className="btn" onClick={props.onDone}>
          ← {t('ui.content.back')}
        </button>
      </p>
      <h1>{item ? (item.texts.en?.title ?? t('ui.content.news')) : t('ui.content.newNews')}</h1>
      <ConsoleNotice text={notice} />
      {item && (
        <div className="console-panel console-actions">
          <span>
            {t('ui.content.status')}: <strong data-testid="news-status">{t(`ui.content.${item.status}`)}</strong>
          </span>
          <button
            type="button"
            className="btn btn-primary"
            disabled={publish.isPending}
            onClick={() =>
              publish.mutate(
                { params: { id: item.id }, body: { published: item.status !== 'published' } },
                { onSuccess: answered, onError: () => setNotice(t('ui.loadFailed')) },
              )
            }
          >
            {item.status === 'published' ? t('ui.content.unpublish') : t('ui.content.publish')}
          </button>
        </div>
      )}
      <form className="console-panel" onSubmit={submit} noValidate>
        <LocalizedTextFields
          texts={draft.texts}
          update={(change) => setDraft((d) => ({ ...d, texts: change(d.texts) }))}
          lang={lang}
          onSelect={setLang}
          second="summary"
          contentId="news-content"
          contentRows={12}
          errorOf={errorOf}
        />
        <fieldset className="console-field">
          <legend>{t('ui.content.tags')}</legend>
          {props.tags.map((tag) => (
            <label key={tag.id}>
              <input
                type="checkbox"
                checked={draft.tag_ids.includes(tag.id)}
                onChange={(e) =>
                  setDraft((d) => ({
                    ...d,
                    tag_ids: e.target.checked ? [...d.tag_ids, tag.id] : d.tag_ids.filter((x) => x !== tag.id),
                  }))
                }
              />{' '}
              {tag.names[t('locale')] ?? tag.names.en ?? tag.id}
            </label>
          ))}
          {errors.tag_ids && <span className="console-error">{errors.tag_ids}</span>}
          <NewTag onNotice={setNotice} />
        </fieldset>
        <PictureInput
          label={t('ui.content.picture')}
          name="image"
          value={draft.image}
          onChange={(image) => setDraft((d) => ({ ...d, image }))}
        />
        <Field
          label={t('ui.content.day')}
          name="published_at"
          type="date"
          value={draft.published_at}
          onChange={(v) => setDraft((d) => ({ ...d, published_at: v }))}
          error={errors.published_at}
        />
        <button type="submit" className="btn btn-primary" disabled={save.isPending || create.isPending}>
          {t('ui.content.save')}
        </button>
      </form>
    </section>
  )
}

/** A new tag, named in English (the API takes names in every language). */
function NewTag({ onNotice }: { onNotice: (text: string) => void }) {
  const t = useConsoleT()
  const queryClient = useQueryClient()
  const create = consoleApi.contentNewsTagCreate.useMutation()
  const [name, setName] = useState('')
  const [error, setError] = useState('')
  return (
    <div className="console-actions">
      <Field label={t('ui.content.newTag')} name="new-tag" value={name} onChange={setName} error={error} />
      <button
        type="button"
        className="btn"
        disabled={create.isPending}
        onClick={() =>
          create.mutate(
            { body: { names: { en: name } } },
            {
              onSuccess: (r) => {
                onNotice(answerMessage(r, t('ui.loadFailed')))
                setError(r.status === 200 ? '' : (Object.values(fieldErrors(r))[0] ?? ''))
                if (r.status !== 200) return
                setName('')
                queryClient.setQueryData(['admin', 'news-tags'], r)
              },
              onError: () => onNotice(t('ui.loadFailed')),
            },
          )
        }
      >
        {t('ui.content.addTag')}
      </button>
    </div>
  )
}
