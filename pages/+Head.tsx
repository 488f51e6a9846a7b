import { usePageContext } from 'vike-react/usePageContext'
import { useUrlParsed } from '../components/app/i18n'
import { ANALYTICS_TAG_HOST, analyticsIds } from '../contract/site'
import { locales, localizePath, splitLocale, type Locale } from '../locales/locales'

/** Query parameters that make a different page for search engines; filters and sorting do not. */
const CANONICAL_PARAMS = ['page']
/** Pages search engines should not index: results of a visitor's own query, account pages. */
const NOINDEX = [
  /^\/s$/,
  /^\/exit$/,
  /^\/myaccount(\/|$)/,
  /^\/login$/,
  /^\/register(\/|$)/,
  /^\/forgotpassword(\/|$)/,
  /^\/admin(\/|$)/,
  /^\/rfq-quote$/,
]

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
      <Analytics />
    </>
  )
}

/**
 * Google Analytics (gtag.js) and Tag Manager, each only when its id is configured (spec §9), with
 * the page's CSP nonce; the page's Content-Security-Policy then allows Google's hosts
 * (server/ssr.ts). The ids are checked to be ids before they are written into a script.
 */
function Analytics() {
  const { site, cspNonce: nonce } = usePageContext()
  const ids = analyticsIds(site.config)
  if (!ids) return null
  const setUp = [
    'window.dataLayer=window.dataLayer||[];',
    ids.measurement &&
      `function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${ids.measurement}');`,
    ids.tagManager && `dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});`,
  ]
  return (
    <>
      <script nonce={nonce ?? undefined} dangerouslySetInnerHTML={{ __html: setUp.filter(Boolean).join('') }} />
      {ids.measurement && (
        <script async src={`${ANALYTICS_TAG_HOST}/gtag/js?id=${ids.measurement}`} nonce={nonce ?? undefined} />
      )}
      {ids.tagManager && (
        <script async src={`${ANALYTICS_TAG_HOST}/gtm.js?id=${ids.tagManager}`} nonce={nonce ?? undefined} />
      )}
    </>
  )
}
