import { useState, type FormEvent } from 'react'
import type { AdminRfqDetail } from '../../contract/admin'
import { answerMessage, consoleApi, fieldErrors } from './api'
import { useConsoleT } from './i18n'
import { ConsoleError } from './ConsoleMessage'

type Draft = {
  offer: boolean
  unit_price: string
  qty: string
  lead_time: string
  date_code: string
  valid_until: string
  /** Quantity breaks above the quoted quantity, as typed. */
  tiers: { qty: string; unit_price: string }[]
}

/**
 * The quote of an RFQ (issue 31): per line an offer (unit price in USD with up to 5 decimals,
 * quantity, lead time, date code, valid until; quantity breaks above the quantity, each a least
 * quantity and a unit price) or "cannot offer"; a confirm step names the buyer
 * it goes to; sent once. The server checks every line again.
 */
export function QuoteForm({
  rfq,
  onDone,
}: {
  rfq: AdminRfqDetail
  onDone: (next: AdminRfqDetail, message: string) => void
}) {
  const t = useConsoleT()
  const [drafts, setDrafts] = useState<Draft[]>(() => {
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    return rfq.lines.map((l) => ({
      offer: true,
      unit_price: '',
      qty: String(l.qty),
      lead_time: '',
      date_code: l.date_code,
      valid_until: inAMonth,
      tiers: [],
    }))
  })
  const [asking, setAsking] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState('')
  const send = consoleApi.rfqQuote.useMutation()
  const set = (i: number, patch: Partial<Draft>) =>
    setDrafts((d) => d.map((x, n) => (n === i ? { ...x, ...patch } : x)))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!asking) return setAsking(true)
    setNotice('')
    const lines = rfq.lines.map((l, i) => {
      const d = drafts[i]!
      return d.offer
        ? {
            rfq_line_id: l.id,
            can_offer: true as const,
            unit_price: d.unit_price,
            qty: Number(d.qty),
            lead_time: d.lead_time,
            date_code: d.date_code,
            valid_until: d.valid_until,
            tiers: d.tiers.map((tier) => ({ qty: Number(tier.qty), unit_price: tier.unit_price })),
          }
        : { rfq_line_id: l.id, can_offer: false as const }
    })
    send.mutate(
      { params: { id: rfq.id }, body: { lines } },
      {
        onSuccess: (r) => {
          if (r.status === 200) return onDone(r.body.data, answerMessage(r, ''))
          setAsking(false)
          setErrors(fieldErrors(r))
          setNotice(answerMessage(r, t('ui.loadFailed')))
        },
        onError: () => setNotice(t('ui.loadFailed')),
      },
    )
  }
  const err = (i: number, field: string) => errors[`lines.${i}.${field}`]
  return (
    <form className="console-panel" onSubmit={submit} noValidate data-testid="quote-form">
      <h2>{t('ui.rfq.quote')}</h2>
      <div className="console-table-wrap">
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{t('ui.rfq.parts')}</th>
              <th scope="col">{t('ui.rfq.canOffer')}</th>
              <th scope="col">{t('ui.rfq.unitPrice')}</th>
              <th scope="col">{t('ui.rfq.qty')}</th>
              <th scope="col">{t('ui.rfq.leadTime')}</th>
              <th scope="col">{t('ui.rfq.dateCode')}</th>
              <th scope="col">{t('ui.rfq.validUntil')}</th>
            </tr>
          </thead>
          <tbody>
            {rfq.lines.map((l, i) => {
              const d = drafts[i]!
              const label = (k: string) => `${t(k)} · ${l.part_number}`
              return (
                <tr key={l.id}>
                  <td className="mpn">{l.part_number}</td>
                  <td>
                    <label>
                      <input type="checkbox" checked={d.offer} onChange={(e) => set(i, { offer: e.target.checked })} />{' '}
                      {d.offer ? t('ui.rfq.canOffer') : t('ui.rfq.cannotOffer')}
                    </label>
                  </td>
                  {d.offer ? (
                    <>
                      <td>
                        <input
                          aria-label={label('ui.rfq.unitPrice')}
                          inputMode="decimal"
                          value={d.unit_price}
                          onChange={(e) => set(i, { unit_price: e.target.value })}
                        />
                        {err(i, 'unit_price') && <span className="console-error">{err(i, 'unit_price')}</span>}
                        <fieldset className="quote-tiers" data-testid="quote-tiers">
                          <legend>{t('ui.rfq.tiers')}</legend>
                          {d.tiers.map((tier, j) => {
                            const setTier = (patch: Partial<Draft['tiers'][number]>) =>
                              set(i, { tiers: d.tiers.map((x, n) => (n === j ? { ...x, ...patch } : x)) })
                            return (
                              <div key={j} className="quote-tier-row">
                                <input
                                  aria-label={label('ui.rfq.tierQty')}
                                  inputMode="numeric"
                                  value={tier.qty}
                                  onChange={(e) => setTier({ qty: e.target.value })}
                                />
                                <input
                                  aria-label={label('ui.rfq.tierPrice')}
                                  inputMode="decimal"
                                  value={tier.unit_price}
                                  onChange={(e) => setTier({ unit_price: e.target.value })}
                                />
                                <button
                                  type="button"
                                  className="btn"
                                  aria-label={label('ui.rfq.removeTier')}
                                  onClick={() => set(i, { tiers: d.tiers.filter((_, n) => n !== j) })}
                                >
                                  ×
                                </button>
                                {(err(i, `tiers.${j}.qty`) || err(i, `tiers.${j}.unit_price`)) && (
                                  <span className="console-error">
                                    {err(i, `tiers.${j}.qty`) ?? err(i, `tiers.${j}.unit_price`)}
                                  </span>
                                )}
                              </div>
                            )
                          })}
                          {d.tiers.length < 10 && (
                            <button
                              type="button"
                              className="btn"
                              onClick={() => set(i, { tiers: [...d.tiers, { qty: '', unit_price: '' }] })}
                              data-testid="quote-add-tier"
                            >
                              {t('ui.rfq.addTier')}
                            </button>
                          )}
                        </fieldset>
                      </td>
                      <td>
                        <input
                          aria-label={label('ui.rfq.qty')}
                          inputMode="numeric"
                          value={d.qty}
                          onChange={(e) => set(i, { qty: e.target.value })}
                        />
                        {err(i, 'qty') && <span className="console-error">{err(i, 'qty')}</span>}
                      </td>
                      <td>
                        <input
                          aria-label={label('ui.rfq.leadTime')}
                          value={d.lead_time}
                          onChange={(e) => set(i, { lead_time: e.target.value })}
                        />
                        {err(i, 'lead_time') && <span className="console-error">{err(i, 'lead_time')}</span>}
                      </td>
                      <td>
                        <input
                          aria-label={label('ui.rfq.dateCode')}
                          value={d.date_code}
                          onChange={(e) => set(i, { date_code: e.target.value })}
                        />
                      </td>
                      <td>
                        <input
                          aria-label={label('ui.rfq.validUntil')}
                          type="date"
                          value={d.valid_until}
                          onChange={(e) => set(i, { valid_until: e.target.value })}
                        />
                        {err(i, 'valid_until') && <span className="console-error">{err(i, 'valid_until')}</span>}
                      </td>
                    </>
                  ) : (
                    <td colSpan={5}>{t('ui.rfq.cannotOffer')}</td>
                  )}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <ConsoleError text={notice} />
      {asking && (
        <p className="console-confirm">
          <strong>{t('ui.rfq.sendAsk', { no: rfq.rfq_no, email: rfq.email })}</strong>
        </p>
      )}
      <div className="console-actions">
        <button type="submit" className="btn btn-primary" disabled={send.isPending} data-testid="quote-send">
          {asking ? t('ui.action.yes') : t('ui.rfq.send')}
        </button>
        {asking && (
          <button type="button" className="btn" onClick={() => setAsking(false)}>
            {t('ui.action.back')}
          </button>
        )}
      </div>
    </form>
  )
}
