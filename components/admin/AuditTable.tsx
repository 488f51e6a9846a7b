import type { z } from 'zod'
import type { AuditRow } from '../../contract/admin'
import { useConsoleFormat } from './format'
import { useConsoleT } from './i18n'

/** An object's audit rows (staff actions: when, who, from where, what, before → after), oldest first. */
export function AuditTable({ rows }: { rows: z.infer<typeof AuditRow>[] }) {
  const t = useConsoleT()
  const fmt = useConsoleFormat()
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <thead>
          <tr>
            <th scope="col">{t('ui.detail.when')}</th>
            <th scope="col">{t('ui.detail.who')}</th>
            <th scope="col">{t('ui.detail.address')}</th>
            <th scope="col">{t('ui.detail.what')}</th>
            <th scope="col">{t('ui.detail.change')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <tr key={a.id}>
              <td>{fmt.date(a.at)}</td>
              <td>{a.actor_email}</td>
              <td>{a.ip}</td>
              <td>{a.action}</td>
              <td>
                <code className="console-wrap">
                  {JSON.stringify(a.before)} → {JSON.stringify(a.after)}
                </code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
