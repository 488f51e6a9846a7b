import { useSetAtom } from '../app/store'
import { useT } from '../app/i18n'
import { feedbackOpenAtom } from '../app/state'

/**
 * Opens the feedback dialog (components/site/FeedbackDialog.tsx). Not an island: on the islands
 * pages it stays the server's HTML and components/islands/hydrate.tsx opens the dialog on its click
 * (`data-opens-feedback`); on the other pages React does.
 */
export function FeedbackButton() {
  const t = useT()
  const openFeedback = useSetAtom(feedbackOpenAtom)
  return (
    <button
      type="button"
      className="link-button"
      data-testid="footer-feedback"
      data-opens-feedback
      onClick={() => openFeedback(true)}
    >
      {t('footer.feedback')}
    </button>
  )
}
