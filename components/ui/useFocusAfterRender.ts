import { useLayoutEffect, useState } from 'react'

/**
 * Focuses an element by id in the commit that renders the change asking for it (a field's new
 * message), before the next input event. A deferred focus (requestAnimationFrame) can land while
 * the user already types into another field and take their keystrokes there.
 */
export function useFocusAfterRender(): (id: string) => void {
  const [target, setTarget] = useState<{ id: string } | null>(null)
  useLayoutEffect(() => {
    if (target) document.getElementById(target.id)?.focus()
  }, [target])
  return (id: string) => setTarget({ id })
}
