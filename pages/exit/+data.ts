import type { PageContextServer } from 'vike/types'
import { createTranslator } from '../../locales/translator'

/**
 * /exit: signed out, or (with a live session) the question whether to sign out. Signing out is
 * the POST of its form (server/middleware/pages.ts, signOut), never this GET.
 */
export async function data(pageContext: PageContextServer) {
  const t = createTranslator(pageContext.messages)
  return { meta: { title: pageContext.session.signedIn ? t('exit.confirmTitle') : t('exit.title') } }
}
