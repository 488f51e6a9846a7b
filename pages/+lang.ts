import type { PageContext } from 'vike/types'
import { localeInfo } from '../locales/locales'

/** `<html lang>` in BCP 47 (zh-Hans, zh-Hant, ja, ...). */
export default (pageContext: PageContext) => localeInfo(pageContext.locale).bcp47
