import type { ReactNode } from 'react'

/**
 * A console page's message line: an error (role alert: a load that failed, a refused change) or a
 * notice (role status: what a change did). Nothing when there is no text.
 */
export function ConsoleError({ text, testId }: { text: ReactNode; testId?: string }) {
  if (!text) return null
  return (
    <p role="alert" className="console-error" data-testid={testId}>
      {text}
    </p>
  )
}

export function ConsoleNotice({ text, testId }: { text: ReactNode; testId?: string }) {
  if (!text) return null
  return (
    <p role="status" className="console-notice" data-testid={testId}>
      {text}
    </p>
  )
}
