import { usePageContext } from 'vike-react/usePageContext'
import { locales, localizePath, splitLocale } from '../locales/locales'

/** Canonical URL, hreflang alternates in BCP 47 and x-default (English, unprefixed), keywords. */
export default function Head() {
  const pageContext = usePageContext()
  const { publicUrl, locale, site, urlParsed } = pageContext
  const keywords = site?.config.seo.keyword
  if (pageContext.pageId === '/pages/_error') return <meta name="robots" content="noindex" />
  const { path } = splitLocale(urlParsed.pathname)
  const url = (l: (typeof locales)[number]['code']) => publicUrl + localizePath(path, l) + (urlParsed.searchOriginal ?? '')
  return (
    <>
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
