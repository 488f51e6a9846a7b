import { useAtomValue, useSetAtom } from '../app/store'
import { useCallback } from 'react'
import { toastsAtom, type Toast } from '../app/state'
import { island } from '../islands/Island'

/** Toast durations of spec §9: 2500 ms by default; feedback and subscribe messages 3000 ms; one with a link longer, to reach it. */
export const TOAST_MS = 2500
export const MESSAGE_TOAST_MS = 3000
export const LINK_TOAST_MS = 6000

let nextId = 1

/** Shows a toast for `ms` through `set` (the toasts atom's setter): what useToast gives, for DOM code too. */
export function showToast(
  set: (update: (list: Toast[]) => Toast[]) => void,
  text: string,
  kind: Toast['kind'] = 'success',
  ms = TOAST_MS,
  link?: Toast['link'],
) {
  const id = nextId++
  set((list) => [...list, { id, kind, text, link }])
  setTimeout(() => set((list) => list.filter((t) => t.id !== id)), ms)
}

export function useToast() {
  const set = useSetAtom(toastsAtom)
  return useCallback(
    (text: string, kind: Toast['kind'] = 'success', ms = TOAST_MS, link?: Toast['link']) =>
      showToast(set, text, kind, ms, link),
    [set],
  )
}

export function Toasts() {
  const toasts = useAtomValue(toastsAtom)
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          {t.text}
          {t.link && (
            <>
              {' '}
              <a href={t.link.href}>{t.link.label}</a>
            </>
          )}
        </div>
      ))}
    </div>
  )
}

export const ToastsIsland = island('Toasts', Toasts, [])
