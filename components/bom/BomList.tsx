import { useState } from 'react'
import type { BomSummary } from '../../contract/bom'
import { messageOf } from '../app/api'
import { bomApi } from './api'
import { useHref, useLocale, useT } from '../app/i18n'
import { useToast } from '../layout/Toasts'
import { formatAmount } from '../catalogue/money'
import { DateText } from '../ui/DateText'
import './bom.css'

/** The user's BOMs (the BOM page's recent ones, /myaccount/bom-list): open, rename, delete. */
export function BomList({
  initial,
  pageSize = 10,
}: {
  initial: { list: BomSummary[]; total: number } | null
  pageSize?: number
}) {
  const t = useT()
  const href = useHref()
  const locale = useLocale()
  const toast = useToast()
  const list = bomApi.bomList.useQuery({
    queryKey: ['bom', 'list', pageSize],
    queryData: { query: { page_size: pageSize } },
    ...(initial
      ? {
          initialData: {
            status: 200 as const,
            body: { code: 200 as const, message: '', data: { ...initial, page: 1, page_size: pageSize } },
            headers: new Headers(),
          },
        }
      : {}),
  })
  const rename = bomApi.editBomName.useMutation()
  const remove = bomApi.delBom.useMutation()
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null)
  const items = list.data?.status === 200 ? list.data.body.data.list : []
  const number = new Intl.NumberFormat(locale)

  if (!items.length)
    return (
      <p className="empty" data-testid="bom-list-empty">
        {t('bom.noBoms')}
      </p>
    )
  return (
    <div className="bom-table-wrap">
      <table className="bom-table" data-testid="bom-list">
        <thead>
          <tr>
            <th scope="col">{t('bom.name')}</th>
            <th scope="col">{t('bom.lines')}</th>
            <th scope="col">{t('bom.matchedCount')}</th>
            <th scope="col">{t('bom.total')}</th>
            <th scope="col">{t('bom.updated')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('bom.rename')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((b) => (
            <tr key={b.id}>
              <td>
                {editing?.id === b.id ? (
                  <form
                    onSubmit={(e) => {
                      e.preventDefault()
                      rename.mutate(
                        { body: { bom_id: b.id, name: editing.name } },
                        {
                          onSuccess: (res) => {
                            if (res.status === 200) {
                              setEditing(null)
                              void list.refetch()
                            } else toast(messageOf(res, t('api.serverError')), 'error')
                          },
                        },
                      )
                    }}
                  >
                    <input
                      aria-label={t('bom.name')}
                      value={editing.name}
                      maxLength={100}
                      onChange={(e) => setEditing({ id: b.id, name: e.target.value })}
                    />
                    <button type="submit" className="button-secondary">
                      {t('bom.save')}
                    </button>
                  </form>
                ) : (
                  <a href={href(`/bom/${b.id}`)}>{b.name}</a>
                )}
              </td>
              <td>{number.format(b.line_count)}</td>
              <td>{number.format(b.matched_count)}</td>
              <td>{formatAmount(b.total, locale)}</td>
              <td>
                <DateText iso={b.updated_at} />
              </td>
              <td className="bom-row-actions">
                <button type="button" className="link-button" onClick={() => setEditing({ id: b.id, name: b.name })}>
                  {t('bom.rename')}
                </button>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    if (!window.confirm(t('bom.deleteConfirm', { name: b.name }))) return
                    remove.mutate(
                      { query: { bom_id: String(b.id) } },
                      {
                        onSuccess: () => {
                          toast(t('bom.deleted'))
                          void list.refetch()
                        },
                      },
                    )
                  }}
                >
                  {t('bom.delete')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
