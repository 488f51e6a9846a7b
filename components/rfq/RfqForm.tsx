import { useAtomValue, useSetAtom } from '../app/store'
import { useEffect, useId, useState } from 'react'
import { navigate } from 'vike/client/router'
import type { CountryOption } from '../account/AccountFields'
import type { RfqLine } from '../../contract/rfq'
import { messageOf, tsr } from '../app/api'
import { useHref, useLocale, useT } from '../app/i18n'
import { sessionAtom } from '../app/state'
import { readRfqList, removeRfqLine, rfqListAtom } from '../catalogue/catalogue-storage'
import { useToast } from '../layout/Toasts'
import { serverFieldErrors } from '../ui/form'
import { Icon } from '../ui/Icon'
import { useClickGuard } from '../ui/useClickGuard'
import { localeInfo } from '../../locales/locales'
import { Captcha, type CaptchaValue } from './Captcha'
import { ContactFields, EMPTY_CONTACT, type RfqContactValues } from './ContactFields'
import './rfq.css'

/** A line of the form: what the RFQ sends (the contract's RFQ line), and where it came from (the RFQ list, by hand, a file). */
type FormLine = RfqLine & { key: string; fromList: boolean; matched: boolean }

let nextKey = 0
const keyed = (l: Omit<FormLine, 'key'>): FormLine => ({ ...l, key: `l${nextKey++}` })

/** Lines added to the form; a goods id already there has its line replaced. */
function merge(lines: FormLine[], added: FormLine[]) {
  const out = [...lines]
  for (const a of added) {
    const at = a.goods_id ? out.findIndex((l) => l.goods_id === a.goods_id) : -1
    if (at >= 0) out[at] = { ...a, fromList: out[at]!.fromList }
    else out.push(a)
  }
  return out
}

/**
 * The RFQ form of /rfq (spec §2): the lines of the RFQ list (browser storage RFQLIST), parts added by
 * hand with part-number suggestions, a spreadsheet read by the server (signed-in buyers), the contact
 * (prefilled from the profile when signed in), the verification code for guests. Sending removes the
 * sent lines from the RFQ list and opens /rfq/successful with the RFQ number.
 */
export function RfqForm({
  contact,
  countries,
  part,
}: {
  contact: RfqContactValues | null
  countries: CountryOption[]
  /** A part number to start the hand-typed line with (the search's empty state links here with it). */
  part?: string
}) {
  const t = useT()
  const href = useHref()
  const toast = useToast()
  const ids = useId()
  const { signedIn } = useAtomValue(sessionAtom)
  const setRfqList = useSetAtom(rfqListAtom)
  const [lines, setLines] = useState<FormLine[]>([])
  const [values, setValues] = useState<RfqContactValues>(contact ?? EMPTY_CONTACT)
  const [captcha, setCaptcha] = useState<CaptchaValue>({ captcha_id: '', captcha_code: '' })
  const [captchaRound, setCaptchaRound] = useState(0)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [blocked, guard] = useClickGuard()
  const send = tsr.rfq.saveRfqContact.useMutation()

  // The RFQ list lives in this browser's storage, which the server has not: read once hydrated.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLines((current) =>
      merge(
        current,
        readRfqList().map((l) =>
          keyed({
            part_number: l.part_number,
            manufacturer: l.manufacturer,
            package: l.package,
            date_code: l.date_code,
            qty: l.qty,
            target_price: /^\d{1,9}(\.\d{1,5})?$/.test(l.target_price) ? l.target_price : '',
            goods_id: l.goods_id,
            goods_page_url: l.goods_page_url,
            fromList: true,
            matched: true,
          }),
        ),
      ),
    )
  }, [])

  const update = (key: string, change: Partial<FormLine>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...change } : l)))

  const submit = () =>
    guard(() => {
      const body = {
        ...values,
        ...(signedIn ? {} : captcha),
        lines: lines.map((l) => ({
          part_number: l.part_number,
          manufacturer: l.manufacturer,
          package: l.package,
          date_code: l.date_code,
          qty: l.qty,
          target_price: l.target_price,
          goods_id: l.goods_id,
        })),
      }
      send.mutate(
        { body },
        {
          onSuccess: (res) => {
            if (res.status !== 200) return
            let list = readRfqList()
            for (const l of lines) if (l.fromList && l.goods_id) list = removeRfqLine(l.goods_id)
            setRfqList(list)
            void navigate(`${href('/rfq/successful')}?no=${encodeURIComponent(res.body.data.rfq_no)}`)
          },
          onError: (res) => {
            const found = serverFieldErrors(res)
            setErrors(found)
            toast(messageOf(res, t('api.serverError')), 'error')
            if (!signedIn) setCaptchaRound((n) => n + 1)
          },
        },
      )
    })

  const lineError = (i: number) =>
    ['part_number', 'qty', 'target_price', 'manufacturer', 'package', 'date_code']
      .map((f) => errors[`lines.${i}.${f}`])
      .find(Boolean)

  return (
    <form
      className="rfq-form account-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <section className="rfq-section wide" aria-labelledby={`${ids}-parts`}>
        <h2 id={`${ids}-parts`}>
          {t('rfq.page.parts')}{' '}
          <span className="muted" data-testid="rfq-line-count">
            ({t('rfq.page.lineCount', { count: lines.length })})
          </span>
        </h2>
        <p className="field-error" data-field="lines" role={errors.lines ? 'alert' : undefined}>
          {errors.lines}
        </p>
        {lines.length === 0 ? (
          <p className="empty" data-testid="rfq-lines-empty">
            {t('rfq.page.empty')}
          </p>
        ) : (
          <div className="rfq-table-wrap">
            <table className="rfq-table" data-testid="rfq-lines">
              <thead>
                <tr>
                  <th scope="col">{t('rfq.columns.partNumber')}</th>
                  <th scope="col">{t('rfq.columns.manufacturer')}</th>
                  <th scope="col">{t('rfq.columns.package')}</th>
                  <th scope="col">{t('rfq.columns.dateCode')}</th>
                  <th scope="col">{t('rfq.columns.qty')}</th>
                  <th scope="col">{t('rfq.columns.targetPrice')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('common.close')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((l, i) => (
                  <tr key={l.key} data-part={l.part_number}>
                    <td data-label={t('rfq.columns.partNumber')}>
                      <div>
                        {l.goods_page_url ? (
                          <a className="mpn" href={href(l.goods_page_url)}>
                            <bdi>{l.part_number}</bdi>
                          </a>
                        ) : (
                          <bdi className="mpn">{l.part_number}</bdi>
                        )}
                        {!l.matched && <span className="rfq-unmatched">{t('rfq.page.notMatched')}</span>}
                        {lineError(i) && (
                          <p className="field-error" role="alert">
                            {lineError(i)}
                          </p>
                        )}
                      </div>
                    </td>
                    <td data-label={t('rfq.columns.manufacturer')}>
                      <bdi>{l.manufacturer}</bdi>
                    </td>
                    <td data-label={t('rfq.columns.package')}>{l.package}</td>
                    <td data-label={t('rfq.columns.dateCode')}>{l.date_code}</td>
                    <td data-label={t('rfq.columns.qty')}>
                      <input
                        className="rfq-qty"
                        type="number"
                        min={1}
                        inputMode="numeric"
                        aria-label={`${t('rfq.columns.qty')} ${l.part_number}`}
                        value={l.qty || ''}
                        onChange={(e) => update(l.key, { qty: Math.max(0, Math.floor(Number(e.target.value))) || 0 })}
                      />
                    </td>
                    <td data-label={t('rfq.columns.targetPrice')}>
                      <input
                        className="rfq-price"
                        inputMode="decimal"
                        dir="ltr"
                        aria-label={`${t('rfq.columns.targetPrice')} ${l.part_number}`}
                        value={l.target_price}
                        onChange={(e) => update(l.key, { target_price: e.target.value.trim() })}
                      />
                    </td>
                    <td>
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={t('rfq.page.remove', { part: l.part_number })}
                        onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
                      >
                        <Icon name="close" size={16} />
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="rfq-add-row">
          <AddPart initialPart={part} onAdd={(l) => setLines((ls) => merge(ls, [keyed(l)]))} />
          <UploadSheet
            captcha={signedIn ? null : captcha}
            onCaptchaSpent={() => setCaptchaRound((n) => n + 1)}
            onLines={(added) => setLines((ls) => merge(ls, added.map(keyed)))}
          />
        </div>
      </section>

      <section className="rfq-section wide" aria-labelledby={`${ids}-contact`}>
        <h2 id={`${ids}-contact`}>{t('rfq.page.contact')}</h2>
        <div className="two-columns">
          <ContactFields idPrefix={ids} values={values} onChange={setValues} errors={errors} countries={countries} />
          {!signedIn && (
            <Captcha
              form="rfq"
              value={captcha}
              onChange={setCaptcha}
              error={errors.captcha_code}
              refresh={captchaRound}
            />
          )}
        </div>
      </section>

      <div className="form-actions wide">
        <p className="muted">{t('rfq.promise.form')}</p>
        <button
          type="submit"
          className="button-primary"
          data-testid="rfq-submit"
          disabled={blocked || send.isPending}
          aria-busy={send.isPending || undefined}
        >
          {send.isPending ? t('rfq.page.sending') : t('rfq.page.submit')}
        </button>
      </div>
    </form>
  )
}

/** A part typed by hand, with part numbers of the catalogue suggested as one types (debounced 500 ms). */
function AddPart({ initialPart = '', onAdd }: { initialPart?: string; onAdd: (line: Omit<FormLine, 'key'>) => void }) {
  const t = useT()
  const ids = useId()
  const [part, setPart] = useState(initialPart)
  const [maker, setMaker] = useState('')
  const [qty, setQty] = useState('1')
  const [keyword, setKeyword] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(part.trim()), 500)
    return () => clearTimeout(timer)
  }, [part])
  const suggest = tsr.catalogue.searchOption.useQuery({
    queryKey: ['searchOption', keyword],
    queryData: { query: { keyword } },
    enabled: keyword.length >= 2,
    staleTime: 5 * 60_000,
    retry: false,
  })
  const suggestions = suggest.data?.status === 200 ? suggest.data.body.data.slice(0, 10) : []
  const add = () => {
    const written = part.trim()
    if (!written) return
    const known = suggestions.find((s) => s.part_number.toLowerCase() === written.toLowerCase())
    onAdd({
      part_number: known?.part_number ?? written,
      manufacturer: maker.trim() || known?.manufacturer || '',
      package: '',
      date_code: '',
      qty: Math.max(1, Math.floor(Number(qty)) || 1),
      target_price: '',
      goods_id: known?.goods_id ?? null,
      goods_page_url: known?.goods_page_url ?? '',
      fromList: false,
      matched: true,
    })
    setPart('')
    setMaker('')
    setQty('1')
  }
  return (
    <fieldset className="rfq-add" data-testid="rfq-add">
      <legend>{t('rfq.page.addTitle')}</legend>
      <div className="rfq-add-fields">
        <label htmlFor={`${ids}-part`} className="visually-hidden">
          {t('fields.part_number')}
        </label>
        <input
          id={`${ids}-part`}
          list={`${ids}-suggestions`}
          placeholder={t('fields.part_number')}
          autoComplete="off"
          dir="ltr"
          maxLength={100}
          value={part}
          onChange={(e) => setPart(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              add()
            }
          }}
        />
        <datalist id={`${ids}-suggestions`}>
          {suggestions.map((s) => (
            <option key={s.goods_id} value={s.part_number}>
              {s.manufacturer}
            </option>
          ))}
        </datalist>
        <label htmlFor={`${ids}-maker`} className="visually-hidden">
          {t('fields.manufacturer')}
        </label>
        <input
          id={`${ids}-maker`}
          placeholder={t('fields.manufacturer')}
          maxLength={100}
          value={maker}
          onChange={(e) => setMaker(e.target.value)}
        />
        <label htmlFor={`${ids}-qty`} className="visually-hidden">
          {t('fields.qty')}
        </label>
        <input
          id={`${ids}-qty`}
          className="rfq-qty"
          type="number"
          min={1}
          inputMode="numeric"
          placeholder={t('fields.qty')}
          value={qty}
          onChange={(e) => setQty(e.target.value)}
        />
        <button type="button" className="button-secondary" data-testid="rfq-add-button" onClick={add}>
          {t('rfq.page.add')}
        </button>
      </div>
    </fieldset>
  )
}

/**
 * A spreadsheet uploaded (POST /api/upload/excel) and read into lines by the server (handleRfqExcel).
 * A guest (`captcha`: the form's verification code) answers the code first: the upload is bound to
 * it, and the form sends the same code. A wrong code is used up: the form shows a new one.
 */
function UploadSheet({
  captcha,
  onCaptchaSpent,
  onLines,
}: {
  captcha: CaptchaValue | null
  onCaptchaSpent: () => void
  onLines: (lines: Omit<FormLine, 'key'>[]) => void
}) {
  const t = useT()
  const toast = useToast()
  const ids = useId()
  const locale = useLocale()
  const upload = tsr.uploads.excel.useMutation()
  const read = tsr.rfq.handleRfqExcel.useMutation()
  const [note, setNote] = useState('')
  const busy = upload.isPending || read.isPending
  const onFile = async (file: File) => {
    setNote('')
    if (captcha && !captcha.captcha_code.trim()) return setNote(t('rfq.page.uploadCaptchaFirst'))
    const form = new FormData()
    form.append('file', file)
    if (captcha) {
      form.append('captcha_id', captcha.captcha_id)
      form.append('captcha_code', captcha.captcha_code)
    }
    try {
      const up = await upload.mutateAsync({ body: form as never }).catch((error: unknown) => {
        if (captcha && serverFieldErrors(error).captcha_code) onCaptchaSpent()
        throw error
      })
      if (up.status !== 200) return
      const res = await read.mutateAsync({
        body: { file_id: up.body.data.file_id, ...(captcha ? { captcha_id: captcha.captcha_id } : {}) },
      })
      if (res.status !== 200) return
      onLines(res.body.data.list.map((l) => ({ ...l, fromList: false })))
      setNote(t('rfq.page.readLines', { count: res.body.data.total, file: file.name }))
    } catch (error) {
      toast(messageOf(error, t('api.serverError')), 'error')
    }
  }
  return (
    <div className="rfq-upload">
      <label htmlFor={`${ids}-file`} className="rfq-upload-title">
        {t('rfq.page.upload')}
      </label>
      <input
        id={`${ids}-file`}
        type="file"
        data-testid="rfq-file"
        accept=".xlsx,.xls,.csv"
        aria-describedby={`${ids}-hint`}
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0]
          e.target.value = ''
          if (file) void onFile(file)
        }}
      />
      <p className="field-hint" id={`${ids}-hint`}>
        {t('rfq.page.uploadHint')}
        {captcha && ` ${t('rfq.page.uploadCaptchaFirst')}`}
      </p>
      <p className="muted" role="status" data-testid="rfq-file-note" lang={localeInfo(locale).bcp47}>
        {busy ? t('rfq.page.reading') : note}
      </p>
    </div>
  )
}
