import type { ReactNode } from 'react'

type Message = { text: ReactNode; testId?: string }

/** A message line of the console; nothing when there is no text. */
function MessageLine({ role, className, text, testId }: Message & { role: 'alert' | 'status'; className: string }) {
  if (!text) return null
  return (
    <p role={role} className={className} data-testid={testId}>
      {text}
    </p>
  )
}

/** An error line (role alert): a load that failed, a refused change. */
export const ConsoleError = (m: Message) => <MessageLine role="alert" className="console-error" {...m} />

/** A notice line (role status): what a change did. */
export const ConsoleNotice = (m: Message) => <MessageLine role="status" className="console-notice" {...m} />
