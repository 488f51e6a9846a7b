import { useAtom } from '../app/store'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { readRfqList, removeRfqLine, rfqDrawerOpenAtom, rfqListAtom } from '../catalogue/catalogue-storage'
import { features } from '../app/features'
import { Icon } from '../ui/Icon'
import { useHref, useLocale, useT } from '../app/i18n'
import { formatCount } from '../../locales/number-format'
import '../catalogue/catalogue.css'

/**
 * The RFQ list drawer (spec §4): opened from the side bar's RFQ shortcut (or after adding a part),
 * it reloads the list from browser storage (`RFQLIST`) each time it opens; a click outside or
 * Escape hides it; removing a line updates storage. "Request a quote" goes to /rfq (once the RFQ
 * pages are built: components/features.ts).
 */
/** The drawer's lines: loaded when there is a line to show (the list is empty until the drawer opens). */
const RfqLines = lazy(() => import('./RfqLines'))

export function RfqDrawer() {
  const locale = useLocale()
  const t = useT()
  const href = useHref()
  // A fixed id (not useId): the drawer is hydrated on its own on islands pages.
  const ids = 'rfq-drawer'
  const [open, setOpen] = useAtom(rfqDrawerOpenAtom)
  const [list, setList] = useAtom(rfqListAtom)
  const panel = useRef<HTMLElement>(null)

  useEffect(() => {
    if (!open) return
    const drawer = panel.current
    const opener = document.activeElement
    setList(readRfqList())
    drawer?.focus()
    const onPointer = (e: MouseEvent) => {
      const target = e.target as Element | null
      if (drawer?.contains(target)) return
      // The shortcut that toggles the drawer handles its own click.
      if (target?.closest?.('[data-rfq-toggle]')) return
      setOpen(false)
    }
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    document.addEventListener('mousedown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('mousedown', onPointer)
      document.removeEventListener('keydown', onKey)
      // Closed with the focus inside (Escape, the close button; an inert drawer drops it to the body):
      // it goes back to what opened the drawer. A click elsewhere keeps the focus where it went.
      const focus = document.activeElement
      const lost = !focus || focus === document.body || drawer?.contains(focus)
      if (lost && opener instanceof HTMLElement) opener.focus()
    }
  }, [open, setList, setOpen])

  return (
    <aside
      ref={panel}
      className={`rfq-drawer ${open ? 'open' : ''}`}
      aria-labelledby={`${ids}-title`}
      aria-hidden={!open}
      inert={!open}
      tabIndex={-1}
      data-testid="rfq-drawer"
    >
      <div className="rfq-drawer-head">
        <h2 id={`${ids}-title`}>
          {t('rfqList.title')} <span className="count">({list.length})</span>
        </h2>
        <button type="button" className="icon-button" onClick={() => setOpen(false)}>
          <Icon name="close" />
          <span className="visually-hidden">{t('common.close')}</span>
        </button>
      </div>
      {list.length === 0 ? (
        <p className="empty" data-testid="rfq-empty">
          {t('common.empty')}
        </p>
      ) : (
        <Suspense fallback={null}>
          <RfqLines
            list={list}
            count={(n) => formatCount(n, locale)}
            onRemove={(goodsId) => setList(removeRfqLine(goodsId))}
          />
        </Suspense>
      )}
      {features.rfq && (
        <div className="rfq-drawer-foot">
          <a className="button-primary" href={href('/rfq')}>
            {t('rfqList.submit')}
          </a>
        </div>
      )}
    </aside>
  )
}
