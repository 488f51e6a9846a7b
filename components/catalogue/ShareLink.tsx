import { useState, useSyncExternalStore } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useHref, useT, useUrlParsed } from '../app/i18n'
import { island } from '../islands/Island'

const noSubscription = () => () => {}

/** The page's address to copy or share (the native share sheet where there is one). */
export function ShareLink() {
  const t = useT()
  const href = useHref()
  const { publicUrl } = usePageContext()
  const urlParsed = useUrlParsed()
  // urlParsed is the URL vike routed: without the language prefix, which the shared address keeps.
  const url = publicUrl + href(urlParsed.pathname)
  const [copied, setCopied] = useState(false)
  const canShare = useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  )
  return (
    <div className="share">
      <label htmlFor="share-url">{t('product.share')}</label>
      <input id="share-url" readOnly dir="ltr" value={url} onFocus={(e) => e.currentTarget.select()} />
      <button
        type="button"
        className="button-secondary button-small"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(
            () => setCopied(true),
            () => setCopied(false),
          )
          setTimeout(() => setCopied(false), 2500)
        }}
      >
        {copied ? t('product.copied') : t('product.copy')}
      </button>
      {canShare && (
        <button
          type="button"
          className="button-secondary button-small"
          onClick={() => void navigator.share({ url, title: document.title }).catch(() => {})}
        >
          {t('product.shareNative')}
        </button>
      )}
    </div>
  )
}

export const ShareLinkIsland = island('ShareLink', ShareLink, [
  'product.share',
  'product.copied',
  'product.copy',
  'product.shareNative',
])
