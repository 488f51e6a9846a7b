import { useEffect, useRef, type ReactNode } from 'react'

/**
 * A disclosure dropdown (details/summary): works before hydration, closes on outside click and
 * Escape; Escape from inside the panel gives the focus back to its summary.
 */
export function Dropdown({
  label,
  children,
  className = '',
  align = 'start',
}: {
  label: ReactNode
  children: ReactNode
  className?: string
  align?: 'start' | 'end'
}) {
  const ref = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    const close = (e: Event) => {
      const el = ref.current
      if (!el?.open) return
      if (e instanceof KeyboardEvent ? e.key !== 'Escape' : el.contains(e.target as Node)) return
      const focusInside = el.contains(document.activeElement)
      el.open = false
      // Handled: a menu around this dropdown stays open (components/Header.tsx).
      if (e instanceof KeyboardEvent) e.preventDefault()
      if (focusInside) el.querySelector('summary')?.focus()
    }
    document.addEventListener('click', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('click', close)
      document.removeEventListener('keydown', close)
    }
  }, [])
  return (
    <details ref={ref} className={`dropdown ${className}`}>
      <summary>{label}</summary>
      <div className={`dropdown-panel dropdown-${align}`} onClick={() => ref.current && (ref.current.open = false)}>
        {children}
      </div>
    </details>
  )
}
