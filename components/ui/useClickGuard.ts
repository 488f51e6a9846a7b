import { useCallback, useEffect, useRef, useState } from 'react'

/** The 2000 ms double-click guard of spec §9: after a click the button stays disabled for 2 s. */
export const CLICK_GUARD_MS = 2000

export function useClickGuard(): [boolean, (fn: () => void) => void] {
  const [blocked, setBlocked] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const guard = useCallback(
    (fn: () => void) => {
      if (blocked) return
      setBlocked(true)
      timer.current = setTimeout(() => setBlocked(false), CLICK_GUARD_MS)
      fn()
    },
    [blocked],
  )
  return [blocked, guard]
}
