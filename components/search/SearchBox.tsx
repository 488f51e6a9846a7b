import { island } from '../islands/Island'
import type { ClientInferResponseBody } from '@ts-rest/core'
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { catalogueRoutes } from '../../contract/island-routes'
import { KEYWORD_MAX_LENGTH } from '../../contract/values'
import { callApi } from '../app/call'
import { addHistory, clearHistory, readHistory, removeHistory, type HistoryEntry } from '../catalogue/catalogue-storage'
import { Icon } from '../ui/Icon'
import { useHref, useT, useUrlParsed } from '../app/i18n'
import '../catalogue/catalogue.css'

/** Spec §5/§9: suggestions from 1 non-blank character, 500 ms after the last key, the first 10. */
export const SUGGEST_DEBOUNCE_MS = 500
export const SUGGEST_MAX = 10
/** Spec §5: a search needs 2 characters; the message stays 3 s. */
export const MIN_SEARCH = 2
export const TOO_SHORT_MS = 3000

/** The search path for a keyword: /s?wd={keyword}. */
export function searchPath(keyword: string) {
  return `/s?wd=${encodeURIComponent(keyword)}`
}

/** Up to this width the box is too narrow for the full placeholder in the longer languages. */
export const NARROW_QUERY = '(max-width: 575px)'

/** Whether the screen is a phone's (NARROW_QUERY); false on the server, so the full text is rendered first. */
function useNarrow(): boolean {
  return useSyncExternalStore(
    (change) => {
      const query = matchMedia(NARROW_QUERY)
      query.addEventListener('change', change)
      return () => query.removeEventListener('change', change)
    },
    () => matchMedia(NARROW_QUERY).matches,
    () => false,
  )
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

type Suggestion = ClientInferResponseBody<typeof catalogueRoutes.searchOption, 200>['data'][number]

/** Suggestions asked on this page, by keyword (each page of the shop is a page load). */
const asked = new Map<string, Suggestion[]>()

/** The server's suggestions for a keyword ('' asks nothing); null until they are there. */
function useSuggestions(keyword: string): Suggestion[] | null {
  const [, answered] = useState(0)
  const known = (keyword && asked.get(keyword)) || null
  useEffect(() => {
    if (!keyword || known) return
    let live = true
    callApi(catalogueRoutes.searchOption, { query: { keyword } }).then(
      (res) => {
        if (res.status !== 200) return
        asked.set(keyword, res.body.data)
        if (live) answered((n) => n + 1)
      },
      () => {},
    )
    return () => {
      live = false
    }
  }, [keyword, known])
  return known
}

export type Option =
  | { kind: 'history'; search: string }
  | { kind: 'suggestion'; part_number: string; manufacturer: string; url: string; stock: number; price: string }

/**
 * The entries of the list (history and suggestions, with their stock and price from): loaded when
 * the box is first used, not with the page; until then the list is empty and hidden.
 */
const SearchOptions = lazy(() => import('./SearchOptions'))

/**
 * The global search box (spec §2, §5, §9) as an ARIA combobox: while empty it lists the search
 * history (browser key `ht`), while typing the server's suggestions (debounced 500 ms, first 10),
 * each with its maker, stock and price from;
 * arrows move through the list, Enter opens the active entry or searches, Escape closes. A search
 * under 2 characters shows 'Less than two words' for 3 s; otherwise it goes to /s?wd={keyword}.
 * On a phone the placeholder is the short one, which fits a 320 px screen in every language.
 * Without JavaScript it is a plain GET form to /s.
 */
export function SearchBox({
  autoFocus = false,
  variant = 'header',
  label,
}: {
  autoFocus?: boolean
  variant?: 'header' | 'page'
  /** The search landmark's name (default "Part search"): a page's own box needs another than the header's. */
  label?: string
}) {
  const t = useT()
  const href = useHref()
  // Fixed ids (not useId): the box is hydrated on its own on islands pages, where useId's would differ.
  const ids = `searchbox-${variant}`
  const urlParsed = useUrlParsed()
  const narrow = useNarrow()
  const initial = urlParsed?.pathname && /\/s$/.test(urlParsed.pathname) ? (urlParsed.search.wd ?? '') : ''
  const [text, setText] = useState(initial)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [history, setHistory] = useState<HistoryEntry[]>([])
  // Whether the list has been opened once: its entries' code is loaded then (SearchOptions).
  const [used, setUsed] = useState(false)
  const [tooShort, setTooShort] = useState(false)
  const shortTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const root = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => () => clearTimeout(shortTimer.current), [])
  useEffect(() => {
    if (!open) return
    const close = (e: Event) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('focusin', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('focusin', close)
    }
  }, [open])

  const typed = text.trim()
  const keyword = useDebounced(typed, SUGGEST_DEBOUNCE_MS)
  const suggest = useSuggestions(keyword)

  const settled = typed === keyword
  const suggestions = typed && settled && suggest ? suggest.slice(0, SUGGEST_MAX) : []
  const options: Option[] = typed
    ? suggestions.map((s) => ({
        kind: 'suggestion',
        part_number: s.part_number,
        manufacturer: s.manufacturer,
        url: s.goods_page_url,
        stock: s.stock_total,
        price: s.price_from,
      }))
    : history.map((h) => ({ kind: 'history', search: h.search }))
  const showList = open && options.length > 0
  const listId = `${ids}-list`
  const optionId = (i: number) => `${ids}-opt-${i}`

  const go = (path: string) => {
    setOpen(false)
    setActive(-1)
    // Search results and product pages are islands pages: a normal page load.
    window.location.assign(href(path))
  }

  const search = (raw: string) => {
    const value = raw.trim()
    if (value.length < MIN_SEARCH) {
      setTooShort(true)
      clearTimeout(shortTimer.current)
      shortTimer.current = setTimeout(() => setTooShort(false), TOO_SHORT_MS)
      return
    }
    setHistory(addHistory(value))
    setText(value)
    go(searchPath(value))
  }

  const choose = (o: Option) => {
    if (o.kind === 'history') return search(o.search)
    setHistory(addHistory(o.part_number))
    setText(o.part_number)
    go(o.url)
  }

  const openList = () => {
    setHistory(readHistory())
    setOpen(true)
    setUsed(true)
  }

  return (
    <div className={`searchbox-wrap searchbox-${variant}`} ref={root}>
      <form
        className="searchbox"
        role="search"
        aria-label={label ?? t('search.title')}
        action={href('/s')}
        method="get"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (showList && active >= 0 && options[active]) return choose(options[active]!)
          search(text)
        }}
      >
        <input
          ref={input}
          type="search"
          name="wd"
          role="combobox"
          aria-label={t('search.placeholder')}
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          aria-describedby={tooShort ? `${ids}-short` : undefined}
          placeholder={t(narrow ? 'search.placeholderShort' : 'search.placeholder')}
          autoComplete="off"
          autoFocus={autoFocus}
          spellCheck={false}
          maxLength={KEYWORD_MAX_LENGTH}
          value={text}
          onFocus={openList}
          onClick={() => !open && openList()}
          onChange={(e) => {
            setText(e.target.value)
            setActive(-1)
            if (!open) openList()
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              if (!open) openList()
              setActive((a) => (options.length ? (a + 1) % options.length : -1))
            } else if (e.key === 'ArrowUp') {
              setActive((a) => (options.length ? (a <= 0 ? options.length - 1 : a - 1) : -1))
            } else if (e.key === 'Escape') {
              if (!open) return
              setOpen(false)
              setActive(-1)
            } else return
            e.preventDefault()
          }}
        />
        <button type="submit">
          <Icon name="search" size={18} />
          <span className="visually-hidden">{t('search.submit')}</span>
        </button>
      </form>
      {tooShort && (
        <p className="searchbox-short" id={`${ids}-short`} role="alert" data-testid="search-too-short">
          {t('search.tooShort')}
        </p>
      )}
      <div className="searchbox-panel" hidden={!showList}>
        {!typed && history.length > 0 && (
          <div className="searchbox-panel-head">
            <span id={`${ids}-history`}>{t('search.history')}</span>
            <button
              type="button"
              className="link-button"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                setHistory(clearHistory())
                input.current?.focus()
              }}
            >
              {t('search.clearHistory')}
            </button>
          </div>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={typed ? t('search.suggestions') : t('search.history')}
          data-testid={typed ? 'search-suggestions' : 'search-history'}
        >
          {used && (
            <Suspense fallback={null}>
              <SearchOptions
                options={options}
                active={active}
                optionId={optionId}
                onActive={setActive}
                onChoose={choose}
                onRemoveHistory={(search) => setHistory(removeHistory(search))}
              />
            </Suspense>
          )}
        </ul>
      </div>
      {typed && settled && suggest && suggestions.length === 0 && open && (
        <div className="searchbox-panel">
          <p className="muted searchbox-none">{t('common.noData')}</p>
        </div>
      )}
    </div>
  )
}

/** A page's own search box (keywords, datasheets): an island on the islands pages, with the header box's words. */
export const PageSearchBoxIsland = island('PageSearchBox', SearchBox, [
  'search',
  'common.noData',
  'catalogue.inStockCount',
  'catalogue.soldOut',
  'catalogue.priceFrom',
])
