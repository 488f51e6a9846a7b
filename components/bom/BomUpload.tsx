import { useId, useState } from 'react'
import { navigate } from 'vike/client/router'
import type { ClientInferResponseBody } from '@ts-rest/core'
import { BOM_COLUMN_KINDS } from '../../contract/bom-columns'
import type { ColumnMapping as Mapping } from '../../contract/bom'
import type { bomRoutes } from '../../contract/bom-routes'
import { messageOf } from '../app/api'
import { bomApi, downloadFile, guestBomSearch, postForm, setGuestBomToken } from './api'
import { useHref, useT } from '../app/i18n'
import { useToast } from '../layout/Toasts'
import './bom.css'

type Uploaded = Extract<ClientInferResponseBody<typeof bomRoutes.uploadBom, 200>, { code: 200 }>['data']

/**
 * The BOM tool's first steps (spec §2 /bom): a file (xlsx, xls, csv) or pasted lines, the
 * template, then the column-mapping step: the buyer confirms or corrects which column is which,
 * and the lines are matched (mateBom); the result page follows.
 */
export function BomUpload() {
  const t = useT()
  const toast = useToast()
  const ids = useId()
  const [busy, setBusy] = useState(false)
  const [text, setText] = useState('')
  const [uploaded, setUploaded] = useState<Uploaded | null>(null)

  const send = async (form: FormData) => {
    setBusy(true)
    try {
      const res = await postForm<{ code: number; message: string; data: Uploaded }>('/api/bom/uploadBom', form)
      if (res.body.code === 200) {
        // A guest's BOM: its private link's token goes with the calls that follow.
        setGuestBomToken(res.body.data.guest_token ?? null)
        setUploaded(res.body.data)
      } else toast(res.body.message, 'error')
    } finally {
      setBusy(false)
    }
  }

  if (uploaded) return <ColumnStep uploaded={uploaded} onCancel={() => setUploaded(null)} />
  return (
    <div className="bom-upload" aria-busy={busy}>
      <p>{t('bom.intro')}</p>
      <div className="bom-upload-actions">
        <label className="button-primary bom-file">
          {t('bom.chooseFile')}
          <input
            type="file"
            accept=".xlsx,.xls,.csv"
            data-testid="bom-file"
            disabled={busy}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0]
              if (!file) return
              const form = new FormData()
              form.append('file', file, file.name)
              void send(form)
              e.currentTarget.value = ''
            }}
          />
        </label>
        <button
          type="button"
          className="button-secondary"
          onClick={() => void downloadFile('/api/bom/downloadTemplate', 'bom-template.xlsx')}
        >
          {t('bom.template')}
        </button>
      </div>
      <label htmlFor={`${ids}-paste`}>{t('bom.paste')}</label>
      <textarea
        id={`${ids}-paste`}
        rows={5}
        value={text}
        placeholder={t('bom.pastePlaceholder')}
        onChange={(e) => setText(e.target.value)}
        data-testid="bom-paste"
      />
      <button
        type="button"
        className="button-secondary"
        disabled={busy || !text.trim()}
        onClick={() => {
          const form = new FormData()
          form.append('text', text)
          void send(form)
        }}
      >
        {t('bom.readList')}
      </button>
      {busy && (
        <p role="status" className="bom-progress">
          <progress /> {t('bom.reading')}
        </p>
      )}
    </div>
  )
}

/** The column-mapping step of an uploaded BOM (also a BOM reopened before its columns were confirmed). */
export function ColumnStep({ uploaded, onCancel }: { uploaded: Uploaded; onCancel: () => void }) {
  const t = useT()
  const href = useHref()
  const toast = useToast()
  const { columns, bom } = uploaded
  const [mapping, setMapping] = useState<Mapping>(columns.mapping)
  const mate = bomApi.mateBom.useMutation()
  const kindOf = (col: number) => BOM_COLUMN_KINDS.find((k) => mapping[k] === col) ?? ''
  const setKind = (col: number, kind: string) => {
    const next: Mapping = {}
    for (const k of BOM_COLUMN_KINDS)
      if (mapping[k] !== undefined && mapping[k] !== col && k !== kind) next[k] = mapping[k]
    if (kind) next[kind as keyof Mapping] = col
    setMapping(next)
  }
  const start = columns.header_row + 1
  const sample = columns.rows.slice(start, start + 3)
  return (
    <div className="bom-mapping" data-testid="bom-mapping">
      <h2>{t('bom.mappingTitle')}</h2>
      <p>{t('bom.mappingText', { count: bom.line_count })}</p>
      <div className="bom-table-wrap">
        <table className="bom-table">
          <thead>
            <tr>
              {Array.from({ length: columns.width }, (_, col) => (
                <th key={col} scope="col">
                  <label>
                    <span className="visually-hidden">{t('bom.column', { n: col + 1 })}</span>
                    <select
                      value={kindOf(col)}
                      data-testid={`bom-column-${col}`}
                      onChange={(e) => setKind(col, e.target.value)}
                    >
                      <option value="">{t('bom.notUsed')}</option>
                      {BOM_COLUMN_KINDS.map((k) => (
                        <option key={k} value={k}>
                          {t(`sheets.columns.${k}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <div className="bom-header-text">{columns.header[col] || t('bom.column', { n: col + 1 })}</div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sample.map((row, r) => (
              <tr key={r}>
                {Array.from({ length: columns.width }, (_, col) => (
                  <td key={col}>{row[col] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="bom-upload-actions">
        <button
          type="button"
          className="button-primary"
          data-testid="bom-match"
          disabled={
            mate.isPending ||
            (mapping.mpn === undefined && mapping.description === undefined && mapping.supplierPn === undefined)
          }
          onClick={() =>
            mate.mutate(
              { body: { bom_id: bom.id, mapping, header_row: columns.header_row } },
              {
                onSuccess: (res) => {
                  if (res.status === 200) void navigate(href(`/bom/${bom.id}`) + guestBomSearch())
                  else toast(messageOf(res, t('api.serverError')), 'error')
                },
                onError: (e) => toast(messageOf(e, t('api.serverError')), 'error'),
              },
            )
          }
        >
          {mate.isPending ? t('bom.matching') : t('bom.matchNow')}
        </button>
        <button type="button" className="button-secondary" onClick={onCancel} disabled={mate.isPending}>
          {t('bom.reupload')}
        </button>
      </div>
      {mate.isPending && (
        <p role="status" className="bom-progress">
          <progress /> {t('bom.matching')}
        </p>
      )}
    </div>
  )
}
