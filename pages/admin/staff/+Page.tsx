import { useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { answerMessage, consoleApi, fieldErrors } from '../../../components/admin/api'
import { Field } from '../../../components/admin/Field'
import { useConsoleFormat } from '../../../components/admin/format'
import { useConsoleT } from '../../../components/admin/i18n'
import { ConsoleError, ConsoleNotice } from '../../../components/admin/ConsoleMessage'

type Pending = { kind: 'role' | 'remove'; id: number; email: string; role: 'admin' | 'sales' } | null

/** Admins manage staff (issue 31): the list, add one (a setup link to hand over), change a role, remove; each behind a confirm step. */
export default function Page() {
  const t = useConsoleT()
  const fmt = useConsoleFormat()
  const queryClient = useQueryClient()
  const me = consoleApi.staffMe.useQuery({ queryKey: ['admin', 'me'] })
  const list = consoleApi.staffList.useQuery({ queryKey: ['admin', 'staff'] })
  const add = consoleApi.staffAdd.useMutation()
  const role = consoleApi.staffRole.useMutation()
  const remove = consoleApi.staffRemove.useMutation()
  const [draft, setDraft] = useState<{ email: string; role: 'admin' | 'sales' }>({ email: '', role: 'sales' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [link, setLink] = useState('')
  const [notice, setNotice] = useState('')
  const [pending, setPending] = useState<Pending>(null)
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] })
  const settle = {
    onSuccess: (r: { status: number }) => {
      setNotice(answerMessage(r, ''))
      setPending(null)
      refresh()
    },
    onError: () => setNotice(t('ui.loadFailed')),
  }

  if (list.isPending) return <p>{t('ui.loading')}</p>
  if (list.data?.status !== 200) return <ConsoleError text={answerMessage(list.data, t('ui.loadFailed'))} />
  const myId = me.data?.status === 200 ? me.data.body.data.id : null
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setLink('')
    add.mutate(
      { body: draft },
      {
        onSuccess: (r) => {
          setNotice(answerMessage(r, ''))
          if (r.status !== 200) return setErrors(fieldErrors(r))
          setErrors({})
          setLink(r.body.data.setup_link)
          setDraft({ email: '', role: 'sales' })
          refresh()
        },
        onError: () => setNotice(t('ui.loadFailed')),
      },
    )
  }
  const confirm = () => {
    if (!pending) return
    if (pending.kind === 'remove') remove.mutate({ params: { id: pending.id }, body: {} }, settle)
    else role.mutate({ params: { id: pending.id }, body: { role: pending.role } }, settle)
  }
  return (
    <section>
      <h1>{t('ui.staff.title')}</h1>
      <ConsoleNotice text={notice} />
      {pending && (
        <div className="console-panel console-confirm">
          <p>
            <strong>
              {pending.kind === 'remove'
                ? t('ui.staff.removeAsk', { email: pending.email })
                : t('ui.staff.roleAsk', { email: pending.email, role: t(`ui.role.${pending.role}`) })}
            </strong>
          </p>
          <div className="console-actions">
            <button
              type="button"
              className="btn btn-primary"
              onClick={confirm}
              disabled={role.isPending || remove.isPending}
            >
              {t('ui.action.yes')}
            </button>
            <button type="button" className="btn" onClick={() => setPending(null)}>
              {t('ui.action.back')}
            </button>
          </div>
        </div>
      )}
      <div className="console-table-wrap">
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{t('ui.staff.email')}</th>
              <th scope="col">{t('ui.staff.role')}</th>
              <th scope="col">{t('ui.staff.enrolled')}</th>
              <th scope="col">{t('ui.staff.sessions')}</th>
              <th scope="col">{t('ui.staff.since')}</th>
              <th scope="col">{t('ui.detail.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.body.data.map((m) => {
              const other = m.role === 'admin' ? 'sales' : 'admin'
              return (
                <tr key={m.id}>
                  <td>{m.email}</td>
                  <td>{t(`ui.role.${m.role}`)}</td>
                  <td>{m.enrolled ? t('ui.detail.yes') : t('ui.detail.no')}</td>
                  <td className="num">{fmt.count(m.live_sessions)}</td>
                  <td>{fmt.date(m.created_at)}</td>
                  <td>
                    {m.id === myId ? (
                      t('ui.staff.you')
                    ) : (
                      <div className="console-actions">
                        <button
                          type="button"
                          className="btn"
                          onClick={() => setPending({ kind: 'role', id: m.id, email: m.email, role: other })}
                        >
                          {t('ui.staff.changeTo', { role: t(`ui.role.${other}`) })}
                        </button>
                        <button
                          type="button"
                          className="btn"
                          onClick={() => setPending({ kind: 'remove', id: m.id, email: m.email, role: m.role })}
                        >
                          {t('ui.staff.remove')}
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <form className="console-panel" onSubmit={submit} noValidate>
        <h2>{t('ui.staff.add')}</h2>
        <Field
          label={t('ui.staff.email')}
          name="email"
          type="email"
          value={draft.email}
          onChange={(v) => setDraft((d) => ({ ...d, email: v }))}
          error={errors.email}
        />
        <fieldset className="console-field">
          <legend>{t('ui.staff.role')}</legend>
          {(['sales', 'admin'] as const).map((r) => (
            <label key={r}>
              <input
                type="radio"
                name="role"
                checked={draft.role === r}
                onChange={() => setDraft((d) => ({ ...d, role: r }))}
              />{' '}
              {t(`ui.role.${r}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-primary" disabled={add.isPending}>
          {t('ui.staff.addSubmit')}
        </button>
        {link && (
          <div className="console-notice">
            <p>{t('ui.staff.link')}</p>
            <code className="console-wrap" data-testid="setup-link">
              {link}
            </code>
          </div>
        )}
      </form>
    </section>
  )
}
