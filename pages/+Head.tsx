import { usePageContext } from 'vike-react/usePageContext'
import { useUrlParsed } from '../components/i18n'
import { locales, localizePath, splitLocale, type Locale } from '../locales/locales'

/** Query parameters that make a different page for search engines; filters and sorting do not. */
const CANONICAL_PARAMS = ['page']
/** Pages search engines should not index: results of a visitor's own query, account pages. */
const NOINDEX = [/^\/s$/, /^\/exit$/, /^\/myaccount(\/|$)/, /^\/login$/, /^\/register(\/|$)/, /^\/forgotpassword(\/|$)/]

/** Canonical URL, hreflang alternates in BCP 47 and x-default (English, unprefixed), keywords. */
export default function Head() {
  const pageContext = usePageContext()
  const urlParsed = useUrlParsed()
  const { publicUrl, locale, site } = pageContext
  const keywords = site?.config.seo.keyword
  if (pageContext.pageId === '/pages/_error') return <meta name="robots" content="noindex" />
  const { path } = splitLocale(urlParsed.pathname)
  const query = new URLSearchParams()
  for (const name of CANONICAL_PARAMS) {
    const value = urlParsed.search[name]
    if (value && value !== '1') query.set(name, value)
  }
  const search = query.size ? `?${query}` : ''
  const url = (l: Locale) => publicUrl + localizePath(path, l) + search
  return (
    <>
      {NOINDEX.some((re) => re.test(path)) && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url(locale)} />
      {locales.map((l) => (
        <link key={l.code} rel="alternate" hrefLang={l.bcp47} href={url(l.code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url('en')} />
      {keywords && <meta name="keywords" content={keywords} />}
      <meta name="theme-color" content="#0b4f8a" />
    </>
  )
}
