import { Icon } from './Icon'
import { useHref, useT } from './i18n'

/** The global search box: submit goes to /s?wd={keyword}. History and suggestions come with the catalogue. */
export function SearchBox() {
  const t = useT()
  const href = useHref()
  return (
    <form className="searchbox" role="search" action={href('/s')} method="get">
      <input type="search" name="wd" placeholder={t('search.placeholder')} aria-label={t('search.placeholder')} autoComplete="off" maxLength={200} />
      <button type="submit">
        <Icon name="search" size={18} />
        <span className="visually-hidden">{t('search.submit')}</span>
      </button>
    </form>
  )
}
