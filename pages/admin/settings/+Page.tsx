import { useState, type FormEvent } from 'react'
import type { z } from 'zod'
import type { AdminSettings } from '../../../contract/admin/content'
import { PAY_METHODS } from '../../../contract/orders'
import { answerMessage, consoleApi, fieldErrors } from '../../../components/admin/api'
import { Field } from '../../../components/admin/Field'
import { useConsoleT } from '../../../components/admin/i18n'
import { ConsoleError, ConsoleNotice } from '../../../components/admin/ConsoleMessage'

type Settings = z.infer<typeof AdminSettings>
type Rate = Settings['shipping'][number]

/** Site settings (issue 32, admins only): company, contacts, RFQ mailbox, analytics ids, bank account, payment methods, shipping rates. */
export default function Page() {
  const t = useConsoleT()
  const settings = consoleApi.settingsGet.useQuery({ queryKey: ['admin', 'settings'] })
  if (settings.isPending) return <p>{t('ui.loading')}</p>
  if (settings.data?.status !== 200) return <ConsoleError text={answerMessage(settings.data, t('ui.loadFailed'))} />
  return <SettingsForm key={JSON.stringify(settings.data.body.data)} settings={settings.data.body.data} />
}

function SettingsForm({ settings }: { settings: Settings }) {
  const t = useConsoleT()
  const save = consoleApi.settingsSave.useMutation()
  const saveRates = consoleApi.settingsShippingSave.useMutation()
  const { online_methods: online, shipping, ...initial } = settings
  const [draft, setDraft] = useState(initial)
  const [rates, setRates] = useState<Rate[]>(shipping)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState('')
  const text = (key: Exclude<keyof typeof draft, 'bank_account' | 'pay_methods'>, label: string, type = 'text') => (
    <Field
      label={label}
      name={key}
      type={type}
      value={draft[key]}
      onChange={(v) => setDraft((d) => ({ ...d, [key]: v }))}
      error={errors[key]}
    />
  )
  const bank = (key: Exclude<keyof typeof draft.bank_account, 'currency'>, label: string) => (
    <Field
      label={label}
      name={`bank_account.${key}`}
      value={draft.bank_account[key]}
      onChange={(v) => setDraft((d) => ({ ...d, bank_account: { ...d.bank_account, [key]: v } }))}
      error={errors[`bank_account.${key}`]}
    />
  )
  const answered = (r: { status: number; body: unknown }) => {
    setNotice(answerMessage(r, t('ui.loadFailed')))
    setErrors(r.status === 200 ? {} : fieldErrors(r))
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    save.mutate({ body: draft }, { onSuccess: answered, onError: () => setNotice(t('ui.loadFailed')) })
  }
  const setRate = (i: number, patch: Partial<Rate>) =>
    setRates((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)))
  return (
    <section>
      <h1>{t('ui.content.settings')}</h1>
      <ConsoleNotice text={notice} />
      <form onSubmit={submit} noValidate>
        <div className="console-grid">
          <div className="console-panel">
            <h2>{t('ui.content.company')}</h2>
            {text('company_name', t('ui.content.companyName'))}
            {text('company_address', t('ui.content.companyAddress'))}
          </div>
          <div className="console-panel">
            <h2>{t('ui.content.contacts')}</h2>
            {text('contact_tel', t('ui.content.tel'), 'tel')}
            {text('contact_email', t('ui.content.email'), 'email')}
            {text('contact_whatsApp', t('ui.content.whatsapp'), 'tel')}
            {text('rfq_email', t('ui.content.rfqEmail'), 'email')}
          </div>
          <div className="console-panel">
            <h2>{t('ui.content.bank')}</h2>
            {bank('beneficiary', t('ui.content.beneficiary'))}
            {bank('bank_name', t('ui.content.bankName'))}
            {bank('bank_address', t('ui.content.bankAddress'))}
            {bank('account_number', t('ui.content.accountNumber'))}
            {bank('swift', t('ui.content.swift'))}
          </div>
          <div className="console-panel">
            <fieldset className="console-field">
              <legend>{t('ui.content.payMethods')}</legend>
              {PAY_METHODS.map((m) => (
                <label key={m}>
                  <input
                    type="checkbox"
                    name="pay_methods"
                    value={m}
                    disabled={m === 'bank'}
                    checked={draft.pay_methods.includes(m)}
                    onChange={(e) =>
                      setDraft((d) => ({
                        ...d,
                        pay_methods: e.target.checked ? [...d.pay_methods, m] : d.pay_methods.filter((x) => x !== m),
                      }))
                    }
                  />{' '}
                  {t(`ui.content.payMethod.${m}`)}
                  {m !== 'bank' && !online.includes(m) && <small> — {t('ui.content.notOffered')}</small>}
                </label>
              ))}
              {errors.pay_methods && <span className="console-error">{errors.pay_methods}</span>}
            </fieldset>
            <h2>{t('ui.content.analytics')}</h2>
            {text('google_measurement_id', t('ui.content.measurementId'))}
            {text('google_tagmanager_id', t('ui.content.tagManagerId'))}
          </div>
        </div>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('ui.content.save')}
        </button>
      </form>
      <form
        className="console-panel"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          saveRates.mutate({ body: { rates } }, { onSuccess: answered, onError: () => setNotice(t('ui.loadFailed')) })
        }}
      >
        <h2>{t('ui.content.shipping')}</h2>
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t('ui.content.method')}</th>
                <th scope="col">{t('ui.content.country')}</th>
                <th scope="col">{t('ui.content.countryOnly')}</th>
                <th scope="col">{t('ui.content.maxWeight')}</th>
                <th scope="col">{t('ui.content.fee')}</th>
                <th scope="col">{t('ui.content.daysMin')}</th>
                <th scope="col">{t('ui.content.daysMax')}</th>
                <th scope="col">{t('ui.detail.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rates.map((r, i) => (
                <tr key={i}>
                  <td>
                    <select
                      aria-label={t('ui.content.method')}
                      value={r.method}
                      onChange={(e) => setRate(i, { method: e.target.value as Rate['method'] })}
                    >
                      <option value="express">{t('ui.content.shipMethod.express')}</option>
                      <option value="sf">{t('ui.content.shipMethod.sf')}</option>
                    </select>
                  </td>
                  <td>
                    <input
                      aria-label={t('ui.content.country')}
                      size={3}
                      value={r.country}
                      onChange={(e) => setRate(i, { country: e.target.value })}
                    />
                    {errors[`rates.${i}.country`] && (
                      <span className="console-error">{errors[`rates.${i}.country`]}</span>
                    )}
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('ui.content.countryOnly')}
                      checked={r.country_only}
                      onChange={(e) => setRate(i, { country_only: e.target.checked })}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={t('ui.content.maxWeight')}
                      type="number"
                      min="0"
                      step="0.1"
                      value={r.max_weight_kg}
                      onChange={(e) => setRate(i, { max_weight_kg: e.target.valueAsNumber })}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={t('ui.content.fee')}
                      inputMode="decimal"
                      size={8}
                      value={r.fee}
                      onChange={(e) => setRate(i, { fee: e.target.value })}
                    />
                    {errors[`rates.${i}.fee`] && <span className="console-error">{errors[`rates.${i}.fee`]}</span>}
                  </td>
                  <td>
                    <input
                      aria-label={t('ui.content.daysMin')}
                      type="number"
                      min="0"
                      value={r.days_min}
                      onChange={(e) => setRate(i, { days_min: e.target.valueAsNumber })}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={t('ui.content.daysMax')}
                      type="number"
                      min="0"
                      value={r.days_max}
                      onChange={(e) => setRate(i, { days_max: e.target.valueAsNumber })}
                    />
                    {errors[`rates.${i}.days_max`] && (
                      <span className="console-error">{errors[`rates.${i}.days_max`]}</span>
                    )}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="btn"
                      onClick={() => setRates((all) => all.filter((_, j) => j !== i))}
                    >
                      {t('ui.content.remove')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {errors.rates && <p className="console-error">{errors.rates}</p>}
        <div className="console-actions">
          <button
            type="button"
            className="btn"
            onClick={() =>
              setRates((all) => [
                ...all,
                {
                  method: 'express',
                  country: '',
                  country_only: false,
                  max_weight_kg: 1,
                  fee: '0',
                  days_min: 3,
                  days_max: 7,
                },
              ])
            }
          >
            {t('ui.content.addRate')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saveRates.isPending}>
            {t('ui.content.saveRates')}
          </button>
        </div>
      </form>
    </section>
  )
}
