import { useAtom } from '../app/store'
import { lazy, Suspense, useState } from 'react'
import { feedbackOpenAtom } from '../app/state'
import { island } from '../islands/Island'

/** The form's code (and the contract's validation with zod) is loaded when it is first opened. */
const FeedbackForm = lazy(() => import('./FeedbackForm'))

/**
 * The feedback dialog of spec §4/§5/§7: opens from the side bar and the footer, loads the subjects
 * (feedback_type, id 1 preselected) when it opens, filters them by case-insensitive prefix,
 * validates before sending, shows the server's message for 3 s, and on success clears and closes.
 */
export function FeedbackDialog() {
  // Mounted the first time it is opened (and kept then): nothing of it is in the server's HTML,
  // which every page would otherwise render for a dialog that is almost never open.
  const [open] = useAtom(feedbackOpenAtom)
  const [wanted, setWanted] = useState(open)
  if (open && !wanted) setWanted(true)
  return wanted ? (
    <Suspense fallback={null}>
      <FeedbackForm />
    </Suspense>
  ) : null
}

export const FeedbackDialogIsland = island('FeedbackDialog', FeedbackDialog, [])
