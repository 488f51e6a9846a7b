import { useState, type FormEvent } from 'react'
import { FEED_KINDS, type FeedKind, type FeedMapping, type ImportJob } from '../../../../contract/admin/import'
import { answerMessage, consoleApi } from '../../../../components/admin/api'
import { useConsoleFormat } from '../../../../components/admin/format'
import { useConsoleT } from '../../../../components/admin/i18n'
import { ConsoleNotice } from '../../../../components/admin/ConsoleMessage'

type Columns = { rows: string[][]; params: { key: string; name: string }[] }

/** What a column is: a feed kind, a price break, a parameter, or nothing ('' ). */
function choiceOf(mapping: FeedMapping, column: number): string {
  const kind = (Object.entries(mapping.columns) as [FeedKind, number][]).find(([, c]) => c === column)?.[0]
  if (kind) return `kind:${kind}`
  const tier = mapping.tiers.find((t) => t.column === column)
  if (tier) return `tier:${tier.quantity}`
  const param = mapping.params.find((p) => p.column === column)
  return param ? `param:${param.key}` : ''
}

function withChoice(mapping: FeedMapping, column: number, choice: string): FeedMapping {
  const columns = Object.fromEntries(Object.entries(mapping.columns).filter(([, c]) => c !== column))
  const tiers = mapping.tiers.filter((t) => t.column !== column)
  const params = mapping.params.filter((p) => p.column !== column)
  const [type, value] = [choice.slice(0, choice.indexOf(':')), choice.slice(choice.indexOf(':') + 1)]
  if (type === 'kind') {
    if (value in columns) delete columns[value]
    columns[value] = column
  } else if (type === 'tier') tiers.push({ column, quantity: Number(value) })
  else if (type === 'param') params.push({ column, key: value })
  return { ...mapping, columns, tiers: tiers.sort((a, b) => a.quantity - b.quantity), params }
}

/** Admins import a supplier's offer feed (issue 32): upload, confirm the columns, preview, apply with progress. */
export default function Page() {
  const t = useConsoleT()
  const fmt = useConsoleFormat()
  const upload = consoleApi.importUpload.useMutation()
  const previewCall = consoleApi.importPreview.useMutation()
  const applyCall = consoleApi.importApply.useMutation()
  const [job, setJob] = useState<ImportJob | null>(null)
  const [columns, setColumns] = useState<Columns | null>(null)
  const [mapping, setMapping] = useState<FeedMapping | null>(null)
  const [notice, setNotice] = useState('')
  const [applying, setApplying] = useState(false)

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    if (!form.get('full')) form.delete('full')
    setNotice('')
    upload.mutate(
      { body: form as never },
      {
        onSuccess: (r) => {
          if (r.status !== 200) return setNotice(answerMessage(r, t('ui.loadFailed')))
          setJob(r.body.data.job)
          setColumns(r.body.data.columns)
          setMapping(r.body.data.job.mapping)
        },
        onError: () => setNotice(t('ui.loadFailed')),
      },
    )
  }
  const preview = () => {
    if (!job || !mapping) return
    previewCall.mutate(
      { params: { id: job.id }, body: { mapping } },
      {
        onSuccess: (r) => (r.status === 200 ? setJob(r.body.data) : setNotice(answerMessage(r, t('ui.loadFailed')))),
        onError: () => setNotice(t('ui.loadFailed')),
      },
    )
  }
  const apply = async () => {
    if (!job) return
    setApplying(true)
    setNotice('')
    try {
      for (;;) {
        const r = await applyCall.mutateAsync({ params: { id: job.id }, body: {} })
        if (r.status !== 200) {
          setNotice(answerMessage(r, t('ui.loadFailed')))
          break
        }
        setJob(r.body.data)
        if (r.body.data.status !== 'applying') {
          const res = r.body.data.result
          setNotice(
            t('import.ui.done', { parts: res.new_parts, offers: res.changed_offers + res.new_offers + res.zeroed }),
          )
          break
        }
      }
    } catch {
      setNotice(t('ui.loadFailed'))
    } finally {
      setApplying(false)
    }
  }

  const header = columns && mapping ? (columns.rows[mapping.header_row] ?? columns.rows[0] ?? []) : []
  const sample = columns && mapping ? columns.rows.slice(mapping.header_row + 1, mapping.header_row + 4) : []
  const tierChoices = [...new Set([1, 10, 100, 1000, 10000, ...(mapping?.tiers.map((x) => x.quantity) ?? [])])].sort(
    (a, b) => a - b,
  )
  const p = job?.preview

  return (
    <section className="console-import">
      <h1>{t('import.ui.title')}</h1>
      <p>{t('import.ui.lead')}</p>
      <ConsoleNotice text={notice} />
      <form className="console-panel" onSubmit={submit}>
        <label>
          {t('import.ui.file')}
          <input type="file" name="file" accept=".csv,.tsv,.txt,.xlsx" required />
        </label>
        <label>
          {t('import.ui.supplier')}
          <input type="text" name="supplier" maxLength={60} required />
        </label>
        <label className="console-check">
          <input type="checkbox" name="full" value="1" /> {t('import.ui.full')}
        </label>
        <button type="submit" className="btn btn-primary" disabled={upload.isPending || applying}>
          {t('import.ui.upload')}
        </button>
      </form>

      {job && mapping && columns && (
        <div className="console-panel">
          <h2>{t('import.ui.columns')}</h2>
          <p>{t('import.ui.columnsLead')}</p>
          <div className="console-table-wrap">
            <table className="console-table">
              <thead>
                <tr>
                  {header.map((h, c) => (
                    <th scope="col" key={c}>
                      <select
                        aria-label={h || String(c + 1)}
                        value={choiceOf(mapping, c)}
                        onChange={(e) => setMapping(withChoice(mapping, c, e.target.value))}
                        disabled={job.status === 'applying' || job.status === 'done'}
                      >
                        <option value="">{t('import.ui.notUsed')}</option>
                        {FEED_KINDS.map((k) => (
                          <option key={k} value={`kind:${k}`}>
                            {t(`import.kind.${k}`)}
                          </option>
                        ))}
                        {tierChoices.map((q) => (
                          <option key={q} value={`tier:${q}`}>
                            {t('import.ui.tier', { qty: fmt.count(q) })}
                          </option>
                        ))}
                        {columns.params.map((pm) => (
                          <option key={pm.key} value={`param:${pm.key}`}>
                            {t('import.ui.param', { name: pm.name })}
                          </option>
                        ))}
                      </select>
                      <div>{h}</div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sample.map((row, r) => (
                  <tr key={r}>
                    {header.map((_, c) => (
                      <td key={c}>{row[c] ?? ''}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button
            type="button"
            className="btn"
            onClick={preview}
            disabled={previewCall.isPending || applying || job.status === 'applying' || job.status === 'done'}
          >
            {t('import.ui.preview')}
          </button>
        </div>
      )}

      {job && p && (
        <div className="console-panel" data-testid="import-preview">
          <h2>{t('import.ui.preview')}</h2>
          <dl className="console-figures">
            {(
              [
                ['rows', p.rows],
                ['newParts', p.new_parts],
                ['newOffers', p.new_offers],
                ['changedOffers', p.changed_offers],
                ['unchanged', p.unchanged],
                ['rejected', p.rejected],
                ...(job.full ? [['toZero', p.offers_to_zero] as const] : []),
              ] as const
            ).map(([k, n]) => (
              <div key={k}>
                <dt>{t(`import.ui.${k}`)}</dt>
                <dd data-figure={k}>{fmt.count(n)}</dd>
              </div>
            ))}
          </dl>
          {p.unknown_makers.length > 0 && (
            <p>
              {t('import.ui.unknownMakers')}: {p.unknown_makers.join(', ')}
            </p>
          )}
          {p.unknown_categories.length > 0 && (
            <p>
              {t('import.ui.unknownCategories')}: {p.unknown_categories.join(', ')}
            </p>
          )}
          {p.samples.changed.length > 0 && (
            <table className="console-table">
              <caption>{t('import.ui.changedOffers')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('import.ui.row')}</th>
                  <th scope="col">{t('import.ui.part')}</th>
                  <th scope="col">{t('import.ui.before')}</th>
                  <th scope="col">{t('import.ui.after')}</th>
                </tr>
              </thead>
              <tbody>
                {p.samples.changed.map((c) => (
                  <tr key={c.row}>
                    <td className="num">{c.row}</td>
                    <td>
                      {c.mpn} ({c.manufacturer})
                    </td>
                    <td>
                      {c.before.price && fmt.unitPrice(c.before.price)} × {fmt.count(c.before.stock ?? 0)}
                    </td>
                    <td>
                      {c.after.price && fmt.unitPrice(c.after.price)} × {fmt.count(c.after.stock ?? 0)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {p.samples.rejected.length > 0 && (
            <table className="console-table" data-testid="import-rejected">
              <caption>{t('import.ui.rejected')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('import.ui.row')}</th>
                  <th scope="col">{t('import.ui.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {p.samples.rejected.map((r) => (
                  <tr key={r.row}>
                    <td className="num">{r.row}</td>
                    <td>
                      {t(`import.reason.${r.reason}`)}
                      {r.detail ? ` — ${r.detail}` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {(job.status === 'applying' || applying) && (
            <p>
              <label>
                {t('import.ui.progress')} <progress max={Math.max(job.total, 1)} value={job.cursor} />
              </label>{' '}
              {fmt.count(job.cursor)} / {fmt.count(job.total)}
            </p>
          )}
          {job.status !== 'done' && (
            <button type="button" className="btn btn-primary" onClick={() => void apply()} disabled={applying}>
              {applying ? t('import.ui.applying') : t('import.ui.apply')}
            </button>
          )}
        </div>
      )}
    </section>
  )
}
