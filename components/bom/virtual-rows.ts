import { useEffect, useLayoutEffect, useReducer, useState } from 'react'
import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/virtual-core'

const useBrowserLayoutEffect = typeof document !== 'undefined' ? useLayoutEffect : useEffect

/**
 * The rows of a scrolling box that are in view (TanStack Virtual's engine, @tanstack/virtual-core).
 * The same as @tanstack/react-virtual's useVirtualizer without its flushSync: importing react-dom's
 * main entry for it put that entry into the chunk every page shares: home, search and product pages
 * grew 34-49 B, over their budgets (tests/e2e/performance.test.ts).
 */
export function useVirtualRows(
  options: Pick<
    VirtualizerOptions<HTMLDivElement, HTMLElement>,
    'count' | 'getScrollElement' | 'estimateSize' | 'overscan'
  >,
) {
  const rerender = useReducer((x: number) => x + 1, 0)[1]
  const resolved: VirtualizerOptions<HTMLDivElement, HTMLElement> = {
    observeElementRect,
    observeElementOffset,
    scrollToFn: elementScroll,
    ...options,
    onChange: () => rerender(),
  }
  const [rows] = useState(() => new Virtualizer<HTMLDivElement, HTMLElement>(resolved))
  rows.setOptions(resolved)
  useBrowserLayoutEffect(() => rows._didMount(), [])
  useBrowserLayoutEffect(() => rows._willUpdate())
  return rows
}
