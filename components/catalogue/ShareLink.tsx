import { usePageContext } from 'vike-react/usePageContext'
import { useHref, useT, useUrlParsed } from '../app/i18n'

/**
 * The page's address to copy or share (the native share sheet where there is one). The server's
 * HTML; in the browser ./share-behaviour.ts (from the page's +client.ts) copies, shares and shows
 * the native share button where the browser has one: no React island for two buttons.
 */
export function ShareLink() {
  const t = useT()
  const href = useHref()
  const { publicUrl } = usePageContext()
  const urlParsed = useUrlParsed()
  // urlParsed is the URL vike routed: without the language prefix, which the shared address keeps.
  const url = publicUrl + href(urlParsed.pathname)
  return (
    <div className="share" data-share>
      <label htmlFor="share-url">{t('product.share')}</label>
      <input id="share-url" readOnly dir="ltr" value={url} />
      <button type="button" className="button-secondary button-small" data-copy data-copied={t('product.copied')}>
        {t('product.copy')}
      </button>
      <button type="button" className="button-secondary button-small" data-native-share hidden>
        {t('product.shareNative')}
      </button>
    </div>
  )
}
