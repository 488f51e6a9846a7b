import type { PageContextServer } from 'vike/types'
import { localeInfo } from '../locales/locales'

/** Arabic renders right to left; the CSS uses logical properties throughout. */
export default (pageContext: PageContextServer) => ({ dir: localeInfo(pageContext.locale).dir })
