import { useRef, useState } from 'react'
import { useVirtualRows } from './virtual-rows'
import { useQueryClient } from '@tanstack/react-query'
import type { ClientInferResponseBody } from '@ts-rest/core'
import { useSetAtom } from '../app/store'
import type { bomRoutes } from '../../contract/bom-routes'
import type { BomCartOutcome, BomLine, BomSummary } from '../../contract/bom'
import { messageOf } from '../app/api'
import { cartCountAtom } from '../app/state'
import { bomApi, downloadFile } from './api'
import { features } from '../app/features'
import { leftToRight, useHref, useLocale, useT } from '../app/i18n'
import { useToast } from '../layout/Toasts'
import { formatAmount, formatUnitPrice } from '../catalogue/money'
import { DateText } from '../ui/DateText'
import { GuestNotice } from './GuestNotice'
import './bom.css'

type Tab = 'all' | 'matched' | 'unmatched'
type LinesPage = Extract<ClientInferResponseBody<typeof bomRoutes.mainBomList, 200>, { code: 200 }>['data']
/** Lines per call: the table asks for the 500-line slices its visible rows are in. */
export const LINES_CHUNK = 500
/** A line's height before it is measured (one line of text with its actions). */
const ROW_ESTIMATE = 72
/** Rows drawn before the table is measured (the server's HTML and the first paint). */
const FIRST_ROWS = 40
/** Lines not added to the cart that the page names one by one; the rest are counted. */
const NAMED = 50
/** Columns of the chosen offer, after the matched part (availability … multiples). */
const OFFER_COLUMNS = 9

/**
 * What goes to the cart: lines ticked one by one, or "select all" — every matched line of the BOM
 * (all pages, not only the one shown) but those unticked since.
 */
type Selection = { kind: 'lines'; ids: Set<number> } | { kind: 'allMatched'; except: Set<number> }
const NONE: Selection = { kind: 'lines', ids: new Set() }
const isSelected = (s: Selection, l: BomLine) =>
  !!l.offer && (s.kind === 'lines' ? s.ids.has(l.id) : !s.except.has(l.id))

/**
 * A matched BOM (spec §2 /bom/{id}, §3): tabs All / Matched Parts / Unmatched Parts, a page of
 * lines at a time (a 10,000-line BOM stays light), each with its match and chosen offer; change
 * part or supplier, usage sets, refresh, export, the total and the selection, which goes to the
 * cart in one step. Unmatched lines say so and point to a request for quotation.
 */
export function BomResult({
  initial,
  firstPage,
  token,
}: {
  initial: BomSummary
  firstPage: LinesPage | null
  /** A guest's BOM: its private link's token. */
  token: string | null
}) {
  const t = useT()
  const href = useHref()
  const locale = useLocale()
  const toast = useToast()
  const queryClient = useQueryClient()
  const id = initial.id
  const [tab, setTab] = useState<Tab>('all')
  const [selection, setSelection] = useState<Selection>(NONE)
  /** The lines the last call refused, and what "add the others" would send (when nothing was added). */
  const [notAdded, setNotAdded] = useState<{
    refused: BomCartOutcome[]
    others: { body: Parameters<typeof sendToCart>[0]; count: number } | null
  } | null>(null)
  const setCartCount = useSetAtom(cartCountAtom)
  const [open, setOpen] = useState<{ line: number; what: 'supplier' | 'part' } | null>(null)

  const head = bomApi.mainBom.useQuery({
    queryKey: ['bom', id, 'head'],
    queryData: { query: { bom_id: id } },
  })
  const bom = head.data?.status === 200 ? head.data.body.data : initial
  // A guest's BOM (its private link): saving, exporting and RFQ ask to sign in or register first.
  const guestBack = bom.guest_expires_at ? `/bom/${id}${token ? `?token=${encodeURIComponent(token)}` : ''}` : null
  const lines = bomApi.mainBomList.useQuery({
    queryKey: ['bom', id, 'lines', tab, 1],
    queryData: { query: { bom_id: id, tab, page: 1, page_size: LINES_CHUNK } },
    ...(firstPage && tab === 'all' && firstPage.page_size === LINES_CHUNK
      ? {
          initialData: {
            status: 200 as const,
            body: { code: 200 as const, message: '', data: firstPage },
            headers: new Headers(),
          },
        }
      : {}),
  })
  const data = lines.data?.status === 200 ? lines.data.body.data : null
  // The table draws only the rows in view (a 10,000-line BOM stays light on a phone) and asks for
  // the 500-line slices they are in; the first slice comes with the page.
  const scroller = useRef<HTMLDivElement>(null)
  const rows = useVirtualRows({
    count: data?.total ?? 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
  })
  const inView = rows.getVirtualItems()
  const drawn = inView.length
    ? inView.map((v) => ({ index: v.index, key: v.key }))
    : Array.from({ length: Math.min(FIRST_ROWS, data?.list.length ?? 0) }, (_, i) => ({ index: i, key: i }))
  const chunks = [...new Set(drawn.map((d) => Math.floor(d.index / LINES_CHUNK) + 1))].filter((c) => c > 1)
  const more = bomApi.mainBomList.useQueries({
    queries: chunks.map((c) => ({
      queryKey: ['bom', id, 'lines', tab, c],
      queryData: { query: { bom_id: id, tab, page: c, page_size: LINES_CHUNK } },
    })),
  })
  const lineAt = (index: number): BomLine | undefined => {
    const chunk = Math.floor(index / LINES_CHUNK) + 1
    const got = chunk === 1 ? lines.data : more[chunks.indexOf(chunk)]?.data
    return got?.status === 200 ? got.body.data.list[index % LINES_CHUNK] : undefined
  }
  const padBefore = inView.length ? inView[0]!.start : 0
  const padAfter = inView.length ? rows.getTotalSize() - inView.at(-1)!.end : 0
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['bom', id] })

  const sets = bomApi.multiplexBom.useMutation()
  const refresh = bomApi.mateBom.useMutation()
  const addToCart = bomApi.addCart.useMutation()
  const [setsValue, setSetsValue] = useState(String(initial.sets))
  const number = new Intl.NumberFormat(locale)

  const matchedCount = data?.counts.matched ?? bom.matched_count
  const selectedCount =
    selection.kind === 'lines' ? selection.ids.size : Math.max(0, matchedCount - selection.except.size)
  const toggle = (l: BomLine, on: boolean) => {
    const ids = new Set(selection.kind === 'lines' ? selection.ids : selection.except)
    if (on === (selection.kind === 'lines')) ids.add(l.id)
    else ids.delete(l.id)
    setSelection(selection.kind === 'lines' ? { kind: 'lines', ids } : { kind: 'allMatched', except: ids })
  }
  const allSelected = selection.kind === 'allMatched' && selection.except.size === 0 && matchedCount > 0

  /** The selection as the call names it (kept with a refusal, for "add the others"). */
  const selectionBody = () =>
    selection.kind === 'lines'
      ? { bom_id: id, line_ids: [...selection.ids] }
      : { bom_id: id, tab: 'matched' as const, except_ids: [...selection.except] }
  const sendToCart = (body: ReturnType<typeof selectionBody>, others: boolean) =>
    addToCart.mutate(
      { body: { ...body, add_others: others } },
      {
        onSuccess: (res) => {
          if (res.status !== 200) return toast(messageOf(res, t('api.serverError')), 'error')
          const { added, addable, count, refused } = res.body.data
          setCartCount(count)
          void queryClient.invalidateQueries({ queryKey: ['cart'] })
          if (added || !refused.length) toast(t('bom.cartAdded', { count: number.format(added) }), 'success')
          else toast(t('bom.cartNothingAdded', { count: number.format(refused.length) }), 'error')
          setNotAdded(refused.length ? { refused, others: !added && addable ? { body, count: addable } : null } : null)
          if (added) setSelection(NONE)
        },
        onError: (e) => toast(messageOf(e, t('api.serverError')), 'error'),
      },
    )

  return (
    <div className="bom-result" data-testid="bom-result">
      <div className="bom-head">
        <div>
          <h1>{bom.name}</h1>
          <p className="muted">
            {bom.file_name && <>{bom.file_name} · </>}
            <DateText iso={bom.updated_at} />
          </p>
        </div>
        <div className="bom-head-actions">
          <a className="button-secondary" href={href('/bom')}>
            {t('bom.newBom')}
          </a>
          <button
            type="button"
            className="button-secondary"
            disabled={refresh.isPending}
            onClick={() => refresh.mutate({ body: { bom_id: id } }, { onSuccess: reload })}
          >
            {refresh.isPending ? t('bom.matching') : t('bom.refresh')}
          </button>
          {!guestBack && (
            <button
              type="button"
              className="button-secondary"
              data-testid="bom-export"
              onClick={() => void downloadFile(`/api/bom/exportBom?bom_id=${id}`, `${bom.name}.xlsx`)}
            >
              {t('bom.export')}
            </button>
          )}
        </div>
      </div>
      {guestBack && <GuestNotice text={t('bom.guestKept')} back={guestBack} />}

      <div className="bom-summary">
        <form
          className="bom-sets"
          onSubmit={(e) => {
            e.preventDefault()
            const n = Number(setsValue)
            if (!Number.isInteger(n) || n < 1) return toast(t('validation.invalid'), 'error')
            sets.mutate({ body: { bom_id: id, sets: n } }, { onSuccess: reload })
          }}
        >
          <label>
            {t('bom.sets')}{' '}
            <input
              type="number"
              min={1}
              max={100000}
              inputMode="numeric"
              value={setsValue}
              data-testid="bom-sets"
              onChange={(e) => setSetsValue(e.target.value)}
            />
          </label>
          <button type="submit" className="button-secondary" disabled={sets.isPending}>
            {t('bom.save')}
          </button>
        </form>
        <p className="bom-total" data-testid="bom-total">
          {t('bom.total')}: <strong>{formatAmount(bom.total, locale)}</strong>
        </p>
        <p data-testid="bom-selected">{t('bom.selectedCount', { count: number.format(selectedCount) })}</p>
        <button
          type="button"
          className="button-primary"
          data-testid="bom-to-cart"
          disabled={!selectedCount || addToCart.isPending}
          onClick={() => sendToCart(selectionBody(), false)}
        >
          {t('bom.addToCart')}
        </button>
      </div>

      {notAdded && (
        <div className="bom-not-added" role="status" data-testid="bom-cart-refused">
          <p>
            {notAdded.others
              ? t('bom.cartNothingAdded', { count: number.format(notAdded.refused.length) })
              : t('bom.cartNotAdded', { count: number.format(notAdded.refused.length) })}
          </p>
          <ul>
            {notAdded.refused.slice(0, NAMED).map((o) => (
              <li key={o.line_id} data-row={o.row}>
                <span className="bom-part">{leftToRight(o.part_number)}</span>: {o.message}
              </li>
            ))}
          </ul>
          {notAdded.refused.length > NAMED && (
            <p className="muted">{t('bom.moreNotAdded', { count: number.format(notAdded.refused.length - NAMED) })}</p>
          )}
          {notAdded.others && (
            <button
              type="button"
              className="button-primary"
              data-testid="bom-add-others"
              disabled={addToCart.isPending}
              onClick={() => sendToCart(notAdded.others!.body, true)}
            >
              {t('bom.addOthers', { count: number.format(notAdded.others.count) })}
            </button>
          )}
        </div>
      )}

      <div role="tablist" className="tablist" aria-label={t('nav.bom')}>
        {(['all', 'matched', 'unmatched'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            data-tab={k}
            onClick={() => {
              setTab(k)
              scroller.current?.scrollTo({ top: 0 })
            }}
          >
            {t(k === 'all' ? 'bom.tabAll' : k === 'matched' ? 'bom.tabMatched' : 'bom.tabUnmatched')} (
            {number.format(
              data?.counts[k] ??
                (k === 'all' ? bom.line_count : k === 'matched' ? bom.matched_count : bom.unmatched_count),
            )}
            )
          </button>
        ))}
      </div>

      <div
        className="bom-table-wrap bom-table-scroll"
        role="tabpanel"
        ref={scroller}
        data-testid="bom-scroll"
        aria-busy={lines.isFetching || more.some((m) => m.isFetching)}
      >
        <table className="bom-table bom-lines" data-testid="bom-lines">
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label={t('bom.selectAll')}
                  data-testid="bom-select-all"
                  disabled={tab === 'unmatched' || !matchedCount}
                  checked={tab !== 'unmatched' && allSelected}
                  onChange={(e) => setSelection(e.target.checked ? { kind: 'allMatched', except: new Set() } : NONE)}
                />
              </th>
              <th scope="col">{t('bom.row')}</th>
              <th scope="col">{t('bom.uploadedPart')}</th>
              <th scope="col">{t('bom.requestedQty')}</th>
              <th scope="col">{t('bom.matchedPart')}</th>
              <th scope="col">{t('bom.availability')}</th>
              <th scope="col">{t('bom.unitPriceUsd')}</th>
              <th scope="col">{t('bom.orderQty')}</th>
              <th scope="col">{t('bom.extPriceUsd')}</th>
              <th scope="col">{t('product.supplier')}</th>
              <th scope="col">{t('bom.leadTime')}</th>
              <th scope="col">{t('product.stockLocation')}</th>
              <th scope="col">{t('product.minimum')}</th>
              <th scope="col">{t('product.multiples')}</th>
            </tr>
          </thead>
          {padBefore > 0 && (
            <tbody aria-hidden="true">
              <tr style={{ blockSize: padBefore }} />
            </tbody>
          )}
          {drawn.map(({ index, key }) => {
            const l = lineAt(index)
            return (
              <tbody key={key} data-index={index} ref={inView.length ? rows.measureElement : undefined}>
                {l ? (
                  <LineRow
                    bomId={id}
                    line={l}
                    checked={isSelected(selection, l)}
                    onCheck={(on) => toggle(l, on)}
                    open={open?.line === l.id ? open.what : null}
                    onOpen={(what) => setOpen(what ? { line: l.id, what } : null)}
                    onChanged={reload}
                    rfqHref={
                      guestBack ? href('/login') + `?redirect=${encodeURIComponent(href(guestBack))}` : href('/rfq')
                    }
                  />
                ) : (
                  <tr className="bom-loading-row">
                    <td colSpan={14}>{t('common.loading')}</td>
                  </tr>
                )}
              </tbody>
            )
          })}
          {padAfter > 0 && (
            <tbody aria-hidden="true">
              <tr style={{ blockSize: padAfter }} />
            </tbody>
          )}
        </table>
      </div>
    </div>
  )
}

function LineRow({
  bomId,
  line: l,
  checked,
  onCheck,
  open: what,
  onOpen,
  onChanged,
  rfqHref,
}: {
  bomId: number
  line: BomLine
  checked: boolean
  onCheck: (on: boolean) => void
  open: 'supplier' | 'part' | null
  onOpen: (what: 'supplier' | 'part' | null) => void
  onChanged: () => void
  /** The RFQ form; for a guest, signing in first. */
  rfqHref: string
}) {
  const t = useT()
  const locale = useLocale()
  const number = new Intl.NumberFormat(locale)
  const o = l.offer
  const written = l.part_number || l.description
  return (
    <>
      <tr data-testid="bom-line" data-row={l.row} className={l.matched ? '' : 'bom-unmatched'}>
        <td>
          <input
            type="checkbox"
            aria-label={t('bom.selectLine', { row: l.row })}
            disabled={!o}
            checked={checked}
            onChange={(e) => onCheck(e.target.checked)}
          />
        </td>
        <td>{l.row}</td>
        <td className="bom-part">{leftToRight(written)}</td>
        <td>{number.format(l.quantity)}</td>
        {/* An unmatched line has no offer: its message takes the offer's columns too (a phone's narrow column squeezed it). */}
        <td colSpan={l.part ? undefined : OFFER_COLUMNS + 1}>
          {l.part ? (
            <>
              <span className="bom-part">{leftToRight(l.part.part_number)}</span>
              <span className="muted"> {l.part.manufacturer}</span>
              <div className="muted bom-kind">{t(`bom.kinds.${l.match_kind}`)}</div>
              {l.match_kind === 'suffix' && (
                <div className="muted bom-variant" data-testid="bom-variant">
                  {t('bom.matchedAsVariant', { part_number: written })}
                </div>
              )}
            </>
          ) : (
            <div className="bom-nomatch" data-testid="bom-nomatch">
              <p>{t('bom.noOffers', { part_number: written })}</p>
              <p className="muted">
                {t('bom.rfqAdvice')} {features.rfq && <a href={rfqHref}>{t('bom.sendToRfq')}</a>}
              </p>
            </div>
          )}
          <div className="bom-row-actions">
            {l.part && l.offer_count > 1 && (
              <button
                type="button"
                className="link-button"
                data-testid="bom-change-supplier"
                onClick={() => onOpen(what === 'supplier' ? null : 'supplier')}
              >
                {t('bom.changeSupplier')}
              </button>
            )}
            {(l.candidate_count > 0 || l.part) && (
              <button
                type="button"
                className="link-button"
                data-testid="bom-change-part"
                onClick={() => onOpen(what === 'part' ? null : 'part')}
              >
                {t('bom.changePart')}
              </button>
            )}
          </div>
        </td>
        {l.part && (
          <>
            <td className="bom-availability" data-testid="bom-availability">
              {o ? t(`bom.${o.availability}`) : ''}
            </td>
            <td>{o ? formatUnitPrice(o.unit_price, locale) : ''}</td>
            <td>
              {o ? number.format(o.order_qty) : ''}
              {o?.over_minimum && (
                <div className="bom-over-minimum" data-testid="bom-over-minimum">
                  {t('bom.overMinimum', { moq: number.format(o.moq), needed: number.format(o.needed_qty) })}
                </div>
              )}
            </td>
            <td>{o ? formatAmount(o.ext_price, locale) : ''}</td>
            <td>{o?.supplier}</td>
            <td>{o ? leftToRight(o.delivery_plan_date) : ''}</td>
            <td>{o?.stock_location}</td>
            <td>{o ? number.format(o.moq) : ''}</td>
            <td>{o ? number.format(o.multiple) : ''}</td>
          </>
        )}
      </tr>
      {what && (
        <tr className="bom-choices">
          <td colSpan={14}>
            {what === 'supplier' ? (
              <Suppliers bomId={bomId} lineId={l.id} onDone={() => (onOpen(null), onChanged())} />
            ) : (
              <Candidates bomId={bomId} lineId={l.id} onDone={() => (onOpen(null), onChanged())} />
            )}
          </td>
        </tr>
      )}
    </>
  )
}

function Suppliers({ bomId, lineId, onDone }: { bomId: number; lineId: number; onDone: () => void }) {
  const t = useT()
  const toast = useToast()
  const locale = useLocale()
  const number = new Intl.NumberFormat(locale)
  const more = bomApi.moreSupplier.useQuery({
    queryKey: ['bom', bomId, 'suppliers', lineId],
    queryData: { query: { bom_id: bomId, line_id: lineId } },
  })
  const change = bomApi.changeSupplier.useMutation()
  const body = more.data?.status === 200 ? more.data.body.data : null
  if (!body) return <p>{t('common.loading')}</p>
  return (
    <ul className="bom-choice-list" data-testid="bom-suppliers">
      {body.list.map((o) => (
        <li
          key={o.goods_id}
          className={o.goods_id === body.chosen ? 'bom-choice-chosen' : undefined}
          aria-current={o.goods_id === body.chosen ? 'true' : undefined}
          data-testid={o.goods_id === body.chosen ? 'bom-supplier-chosen' : undefined}
        >
          {o.goods_id === body.chosen && <strong className="bom-chosen-mark">✓ {t('bom.chosen')}</strong>}
          <span>
            {o.supplier} · {o.stock_location} · {t(`bom.${o.availability}`)} · {number.format(o.order_qty)} ×{' '}
            {formatUnitPrice(o.unit_price, locale)} = {formatAmount(o.ext_price, locale)}
          </span>
          <button
            type="button"
            className="button-secondary"
            disabled={o.goods_id === body.chosen || change.isPending}
            data-testid="bom-use-supplier"
            onClick={() =>
              change.mutate(
                { body: { bom_id: bomId, line_id: lineId, goods_id: o.goods_id } },
                {
                  onSuccess: (res) =>
                    res.status === 200 ? onDone() : toast(messageOf(res, t('api.serverError')), 'error'),
                },
              )
            }
          >
            {t('bom.use')}
          </button>
        </li>
      ))}
    </ul>
  )
}

function Candidates({ bomId, lineId, onDone }: { bomId: number; lineId: number; onDone: () => void }) {
  const t = useT()
  const locale = useLocale()
  const toast = useToast()
  const [typed, setTyped] = useState('')
  const [q, setQ] = useState('')
  const more = bomApi.morePartNumber.useQuery({
    queryKey: ['bom', bomId, 'parts', lineId, q],
    queryData: { query: { bom_id: bomId, line_id: lineId, ...(q ? { q } : {}) } },
  })
  const change = bomApi.changePartNumber.useMutation()
  const list = more.data?.status === 200 ? more.data.body.data.list : null
  return (
    <div data-testid="bom-candidates">
      <form
        className="bom-part-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault()
          setQ(typed.trim())
        }}
      >
        <input
          type="search"
          value={typed}
          maxLength={100}
          aria-label={t('bom.searchParts')}
          placeholder={t('bom.searchParts')}
          data-testid="bom-part-search"
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="button-secondary">
          {t('bom.searchButton')}
        </button>
      </form>
      {!list ? (
        <p>{t('common.loading')}</p>
      ) : !list.length ? (
        <p>{t('common.noData')}</p>
      ) : (
        <>
          <p>{t('bom.candidates')}</p>
          <ul className="bom-choice-list">
            {list.map((p) => (
              <li key={p.part_id} data-relation={p.relation}>
                <span className="bom-relation">{t(`bom.relations.${p.relation}`)}</span>
                <span>
                  {leftToRight(p.part_number)} · {p.manufacturer} · {p.package} ·{' '}
                  {formatUnitPrice(p.unit_price, locale)}
                </span>
                <button
                  type="button"
                  className="button-secondary"
                  disabled={change.isPending}
                  data-testid="bom-use-part"
                  onClick={() =>
                    change.mutate(
                      { body: { bom_id: bomId, line_id: lineId, part_id: p.part_id } },
                      {
                        onSuccess: (res) =>
                          res.status === 200 ? onDone() : toast(messageOf(res, t('api.serverError')), 'error'),
                      },
                    )
                  }
                >
                  {t('bom.use')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
