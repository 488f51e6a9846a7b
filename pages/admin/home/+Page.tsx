import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { z } from 'zod'
import type { AdminBanner } from '../../../contract/admin/content'
import { answerMessage, consoleApi, fieldErrors } from '../../../components/admin/api'
import { LanguageTabs, PictureInput } from '../../../components/admin/content-forms'
import { Field } from '../../../components/admin/Field'
import { useConsoleFormat } from '../../../components/admin/format'
import { useConsoleT } from '../../../components/admin/i18n'
import { siteImage } from '../../../components/site/images'
import { locales, type Locale } from '../../../locales/locales'
import { ConsoleNotice } from '../../../components/admin/ConsoleMessage'

type Banner = z.infer<typeof AdminBanner>
type BannerText = { title: string; subtitle: string; image: string }
type BannerDraft = { image: string; link: string; active: boolean; texts: Partial<Record<Locale, BannerText>> }
const LISTS = ['featured', 'hot', 'recommended', 'preferential'] as const

/** The home page (issue 32): banners with a picture per language, and the four showcases chosen from the catalogue. */
export default function Page() {
  const t = useConsoleT()
  const [notice, setNotice] = useState('')
  return (
    <section>
      <h1>{t('ui.content.home')}</h1>
      <ConsoleNotice text={notice} />
      <Banners onNotice={setNotice} />
      {LISTS.map((list) => (
        <Showcase key={list} list={list} onNotice={setNotice} />
      ))}
    </section>
  )
}

function Banners({ onNotice }: { onNotice: (text: string) => void }) {
  const t = useConsoleT()
  const queryClient = useQueryClient()
  const banners = consoleApi.homeBanners.useQuery({ queryKey: ['admin', 'banners'] })
  const arrange = consoleApi.homeBannerArrange.useMutation()
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  if (banners.data?.status !== 200)
    return <p>{banners.isPending ? t('ui.loading') : answerMessage(banners.data, t('ui.loadFailed'))}</p>
  const list = banners.data.body.data
  const done = (r: { status: number; body: unknown }) => {
    onNotice(answerMessage(r, t('ui.loadFailed')))
    if (r.status === 200) queryClient.setQueryData(['admin', 'banners'], r)
  }
  const move = (b: Banner, place: number) =>
    arrange.mutate({ params: { id: b.id }, body: { op: 'move', place } }, { onSuccess: done })
  return (
    <div className="console-panel">
      <h2>{t('ui.content.banners')}</h2>
      <ol className="console-list">
        {list.map((b, i) => (
          <li key={b.id}>
            <img className="console-thumb" src={siteImage(b.texts.en?.image || b.image)} alt="" />
            <span>
              {b.texts.en?.title ?? ''} {!b.active && <em>({t('ui.content.draft')})</em>}
            </span>
            <span className="console-actions">
              <button type="button" className="btn" disabled={i === 0} onClick={() => move(b, i)}>
                {t('ui.content.moveUp')}
              </button>
              <button type="button" className="btn" disabled={i === list.length - 1} onClick={() => move(b, i + 2)}>
                {t('ui.content.moveDown')}
              </button>
              <button type="button" className="btn" onClick={() => setEditing(b.id)}>
                {t('ui.content.edit')}
              </button>
              <button
                type="button"
                className="btn"
                onClick={() => arrange.mutate({ params: { id: b.id }, body: { op: 'remove' } }, { onSuccess: done })}
              >
                {t('ui.content.remove')}
              </button>
            </span>
          </li>
        ))}
      </ol>
      {editing === null ? (
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          {t('ui.content.newBanner')}
        </button>
      ) : (
        <BannerForm
          key={editing}
          banner={editing === 'new' ? null : (list.find((b) => b.id === editing) ?? null)}
          onDone={(r) => {
            if (r) done(r)
            if (!r || r.status === 200) setEditing(null)
          }}
        />
      )}
    </div>
  )
}

function BannerForm(props: { banner: Banner | null; onDone: (r: { status: number; body: unknown } | null) => void }) {
  const t = useConsoleT()
  const { banner } = props
  const [draft, setDraft] = useState<BannerDraft>(
    banner
      ? { image: banner.image, link: banner.link, active: banner.active, texts: banner.texts }
      : { image: '', link: '', active: true, texts: { en: { title: '', subtitle: '', image: '' } } },
  )
  const [lang, setLang] = useState<Locale>('en')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const create = consoleApi.homeBannerCreate.useMutation()
  const save = consoleApi.homeBannerSave.useMutation()
  const text = draft.texts[lang]
  const locale = locales.find((l) => l.code === lang)!
  const setText = (patch: Partial<BannerText>) =>
    setDraft((d) => ({
      ...d,
      texts: { ...d.texts, [lang]: { ...(d.texts[lang] ?? { title: '', subtitle: '', image: '' }), ...patch } },
    }))
  const answered = (r: { status: number; body: unknown }) => {
    setErrors(r.status === 200 ? {} : fieldErrors(r))
    props.onDone(r)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (banner) save.mutate({ params: { id: banner.id }, body: draft }, { onSuccess: answered })
    else create.mutate({ body: draft }, { onSuccess: answered })
  }
  return (
    <form className="console-subpanel" onSubmit={submit} noValidate>
      <PictureInput
        label={t('ui.content.picture')}
        name="image"
        value={draft.image}
        onChange={(image) => setDraft((d) => ({ ...d, image }))}
      />
      {errors.image && <span className="console-error">{errors.image}</span>}
      <Field
        label={t('ui.content.link')}
        name="link"
        value={draft.link}
        onChange={(link) => setDraft((d) => ({ ...d, link }))}
        error={errors.link}
      />
      <label className="console-field">
        <span>
          <input
            type="checkbox"
            checked={draft.active}
            onChange={(e) => setDraft((d) => ({ ...d, active: e.target.checked }))}
          />{' '}
          {t('ui.content.active')}
        </span>
      </label>
      <LanguageTabs current={lang} written={Object.keys(draft.texts)} onSelect={setLang} />
      {text ? (
        <div lang={locale.bcp47} dir={locale.dir}>
          <Field
            label={t('ui.content.title')}
            name="title"
            value={text.title}
            onChange={(v) => setText({ title: v })}
            error={errors[`texts.${lang}.title`]}
          />
          <Field
            label={t('ui.content.summary')}
            name="subtitle"
            value={text.subtitle}
            onChange={(v) => setText({ subtitle: v })}
          />
          <PictureInput
            label={`${t('ui.content.picture')} (${locale.name})`}
            name={`image-${lang}`}
            value={text.image}
            onChange={(image) => setText({ image })}
          />
        </div>
      ) : (
        <p>
          {t('ui.content.missingFallsBack')}{' '}
          <button type="button" className="btn" onClick={() => setText({})}>
            {t('ui.content.addLanguage')}
          </button>
        </p>
      )}
      <div className="console-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending || create.isPending}>
          {t('ui.content.save')}
        </button>
        <button type="button" className="btn" onClick={() => props.onDone(null)}>
          {t('ui.action.back')}
        </button>
      </div>
    </form>
  )
}

function Showcase({ list, onNotice }: { list: (typeof LISTS)[number]; onNotice: (text: string) => void }) {
  const t = useConsoleT()
  const fmt = useConsoleFormat()
  const queryClient = useQueryClient()
  const entries = consoleApi.homeShowcase.useQuery({
    queryKey: ['admin', 'showcase', list],
    queryData: { params: { list } },
  })
  const change = consoleApi.homeShowcaseChange.useMutation()
  const [q, setQ] = useState('')
  const [asked, setAsked] = useState('')
  const found = consoleApi.homePartSearch.useQuery({
    queryKey: ['admin', 'part-search', asked],
    queryData: { query: { q: asked } },
    enabled: asked !== '',
  })
  const done = (r: { status: number; body: unknown }) => {
    onNotice(answerMessage(r, t('ui.loadFailed')))
    if (r.status === 200) queryClient.setQueryData(['admin', 'showcase', list], r)
  }
  const rows = entries.data?.status === 200 ? entries.data.body.data : []
  const send = (body: Parameters<typeof change.mutate>[0]['body']) =>
    change.mutate({ params: { list }, body }, { onSuccess: done })
  return (
    <div className="console-panel" data-testid={`showcase-${list}`}>
      <h2>{t(`ui.content.showcase.${list}`)}</h2>
      <form
        className="console-actions"
        role="search"
        onSubmit={(e) => {
          e.preventDefault()
          setAsked(q.trim())
        }}
      >
        <Field label={t('ui.content.findPart')} name={`find-${list}`} value={q} onChange={setQ} />
        <button type="submit" className="btn">
          {t('ui.list.searchButton')}
        </button>
      </form>
      {asked && found.data?.status === 200 && (
        <ul className="console-list">
          {found.data.body.data.map((o) => (
            <li key={o.goods_id}>
              <span>
                <strong>{o.part_number}</strong> {o.manufacturer} · {o.supplier} · {fmt.count(o.stock)}
              </span>
              <button type="button" className="btn" onClick={() => send({ op: 'add', goods_id: o.goods_id })}>
                {t('ui.content.add')}
              </button>
            </li>
          ))}
          {found.data.body.data.length === 0 && <li>{t('ui.content.none')}</li>}
        </ul>
      )}
      <details className="console-table-wrap" open={rows.length <= 12}>
        <summary>{t('ui.content.inList', { count: rows.length })}</summary>
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{t('ui.content.place')}</th>
              <th scope="col">{t('ui.content.partNumber')}</th>
              <th scope="col">{t('ui.content.manufacturer')}</th>
              <th scope="col">{t('ui.content.stock')}</th>
              <th scope="col">{t('ui.detail.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.goods_id}>
                <td className="num">{r.place}</td>
                <td>{r.part_number}</td>
                <td>{r.manufacturer}</td>
                <td className="num">{fmt.count(r.stock)}</td>
                <td>
                  <span className="console-actions">
                    <button
                      type="button"
                      className="btn"
                      disabled={i === 0}
                      onClick={() => send({ op: 'move', goods_id: r.goods_id, place: r.place - 1 })}
                    >
                      {t('ui.content.moveUp')}
                    </button>
                    <button
                      type="button"
                      className="btn"
                      disabled={i === rows.length - 1}
                      onClick={() => send({ op: 'move', goods_id: r.goods_id, place: r.place + 1 })}
                    >
                      {t('ui.content.moveDown')}
                    </button>
                    <button type="button" className="btn" onClick={() => send({ op: 'remove', goods_id: r.goods_id })}>
                      {t('ui.content.remove')}
                    </button>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  )
}
