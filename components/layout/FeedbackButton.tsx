import { useSetAtom } from '../app/store'
import { useT } from '../app/i18n'
import { feedbackOpenAtom } from '../app/state'
import { island } from '../islands/Island'

/** Opens the feedback dialog (components/site/FeedbackDialog.tsx). */
export function FeedbackButton() {
  const t = useT()
  const openFeedback = useSetAtom(feedbackOpenAtom)
  return (
    <button type="button" className="link-button" data-testid="footer-feedback" onClick={() => openFeedback(true)}>
      {t('footer.feedback')}
    </button>
  )
}

/** In the footer: hydrated when the browser is idle. */
export const FeedbackButtonIsland = island('FeedbackButton', FeedbackButton, ['footer.feedback'], { idle: true })
