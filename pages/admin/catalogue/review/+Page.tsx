import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { z } from 'zod'
import type { CategoryReview, MakerReview, ReviewList } from '../../../../contract/admin/review'
import { answerMessage, consoleApi, fieldErrors } from '../../../../components/admin/api'
import { Field } from '../../../../components/admin/Field'
import { useConsoleFormat } from '../../../../components/admin/format'
import { useConsoleT } from '../../../../components/admin/i18n'
import { ConsoleError, ConsoleNotice } from '../../../../components/admin/ConsoleMessage'

type List = z.infer<typeof ReviewList>
type Kind = 'maker' | 'category'
type Change = MakerReview | CategoryReview
const QUERY_KEY = ['admin', 'catalogue-review']

/**
 * The makers and categories feed imports created from names no alias knew (issue 32): an admin
 * approves one as it is, renames it, merges it into an existing one, or places a category under a
 * parent. Each change is one call; the answer is the list as it now is.
 */
export default function Page() {
  const t = useConsoleT()
  const queryClient = useQueryClient()
  const [notice, setNotice] = useState('')
  const list = consoleApi.reviewList.useQuery({ queryKey: QUERY_KEY, queryData: { query: {} } })
  const data = list.data?.status === 200 ? list.data.body.data : null
  const done = (message: string, next: List) => {
    setNotice(message)
    queryClient.setQueryData(QUERY_KEY, (old: typeof list.data) =>
      old?.status === 200 ? { ...old, body: { ...old.body, data: next } } : old,
    )
  }
  return (
    <section>
      <h1>{t('review.title')}</h1>
      <p>{t('review.lead')}</p>
      <ConsoleNotice text={notice} testId="console-notice" />
      {list.isPending ? (
        <p>{t('ui.loading')}</p>
      ) : !data ? (
        <ConsoleError text={answerMessage(list.data, t('ui.loadFailed'))} />
      ) : (
        <>
          <h2>{t('review.makers')}</h2>
          {data.makers.length === 0 ? (
            <p>{t('review.noMakers')}</p>
          ) : (
            <ul className="console-review" data-testid="review-makers">
              {data.makers.map((m) => (
                <ReviewItem
                  key={m.id}
                  kind="maker"
                  id={m.id}
                  name={m.name}
                  partCount={m.part_count}
                  detail={m.aliases.length ? t('review.aliases', { aliases: m.aliases.join(', ') }) : ''}
                  targets={data.known_makers}
                  parents={[]}
                  onDone={done}
                />
              ))}
            </ul>
          )}
          <h2>{t('review.categories')}</h2>
          {data.categories.length === 0 ? (
            <p>{t('review.noCategories')}</p>
          ) : (
            <ul className="console-review" data-testid="review-categories">
              {data.categories.map((c) => (
                <ReviewItem
                  key={c.id}
                  kind="category"
                  id={c.id}
                  name={c.name}
                  partCount={c.part_count}
                  detail=""
                  targets={data.known_categories}
                  parents={data.known_categories.filter((k) => k.depth <= 1)}
                  onDone={done}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}

type Choice = { id: number; name: string }

/** One flagged maker or category: its name and parts, and the four ways to review it. */
function ReviewItem(props: {
  kind: Kind
  id: number
  name: string
  partCount: number
  detail: string
  targets: Choice[]
  parents: Choice[]
  onDone: (message: string, next: List) => void
}) {
  const t = useConsoleT()
  const fmt = useConsoleFormat()
  const [action, setAction] = useState<Change['action']>('approve')
  const [name, setName] = useState(props.name)
  const [target, setTarget] = useState('')
  const [error, setError] = useState('')
  const maker = consoleApi.reviewMaker.useMutation()
  const category = consoleApi.reviewCategory.useMutation()
  const pending = maker.isPending || category.isPending
  const actions: Change['action'][] =
    props.kind === 'maker' ? ['approve', 'rename', 'merge'] : ['approve', 'rename', 'merge', 'place']

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setError('')
    const chosen = Number(target)
    if ((action === 'merge' || action === 'place') && !chosen) return setError(t('review.chooseTarget'))
    const body: Change =
      action === 'rename'
        ? { action, name }
        : action === 'merge'
          ? { action, into_id: chosen }
          : action === 'place'
            ? { action, parent_id: chosen }
            : { action }
    const handlers = {
      onSuccess: (r: { status: number; body: unknown }) => {
        if (r.status === 200) return props.onDone(answerMessage(r, ''), (r.body as { data: List }).data)
        setError(fieldErrors(r).name ?? answerMessage(r, t('ui.loadFailed')))
      },
      onError: () => setError(t('ui.loadFailed')),
    }
    if (props.kind === 'maker') maker.mutate({ params: { id: props.id }, body: body as MakerReview }, handlers)
    else category.mutate({ params: { id: props.id }, body }, handlers)
  }
  const choices = action === 'place' ? props.parents : props.targets
  return (
    <li data-testid={`review-${props.kind}`}>
      <p>
        <strong>
          <bdi>{props.name}</bdi>
        </strong>{' '}
        <span className="count">{t('review.parts', { count: fmt.count(props.partCount) })}</span>
        {props.detail && <small> · {props.detail}</small>}
      </p>
      <form onSubmit={submit} noValidate className="console-actions">
        <label>
          {t('review.action')}{' '}
          <select
            value={action}
            onChange={(e) => setAction(e.target.value as Change['action'])}
            data-testid="review-action"
          >
            {actions.map((a) => (
              <option key={a} value={a}>
                {t(`review.${a}`)}
              </option>
            ))}
          </select>
        </label>
        {action === 'rename' && <Field label={t('review.newName')} name="name" value={name} onChange={setName} />}
        {(action === 'merge' || action === 'place') && (
          <label>
            {t(action === 'merge' ? 'review.into' : 'review.under')}{' '}
            <select value={target} onChange={(e) => setTarget(e.target.value)} data-testid="review-target">
              <option value="">—</option>
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="submit" className="btn btn-primary" disabled={pending} data-testid="review-save">
          {t('review.save')}
        </button>
      </form>
      <ConsoleError text={error} />
    </li>
  )
}
