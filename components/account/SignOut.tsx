import { useHref, useT } from '../app/i18n'

/**
 * "Sign Out": a form that posts to /exit, so that a link on another site cannot sign anyone out
 * (a GET of /exit with a live session only asks). Drawn like the links around it.
 */
export function SignOut() {
  const t = useT()
  const href = useHref()
  return (
    <form method="post" action={href('/exit')} className="sign-out">
      <button type="submit" className="link-button">
        {t('nav.exit')}
      </button>
    </form>
  )
}
