import { usePageContext } from 'vike-react/usePageContext'
import { localeInfo, localizePath, isLocale } from '../../locales/locales'
import { writeCookie } from '../app/cookies'
import { Dropdown } from '../ui/Dropdown'
import { Icon } from '../ui/Icon'
import { useLocale, useLogicalUrl, useT } from '../app/i18n'
import { useSite } from '../site/site'

export const LANG_COOKIE_DAYS = 365

/** Saves the choice in the `lang` cookie and reloads the current page under the new prefix (spec §4). */
export function LanguageSwitch() {
  const t = useT()
  const locale = useLocale()
  const { languages } = useSite()
  const { path, search } = useLogicalUrl()
  const { unknownLanguage } = usePageContext()
  const target = unknownLanguage ? '/' : path
  return (
    <Dropdown
      className="lang-switch"
      align="end"
      label={
        <>
          <Icon name="globe" size={16} /> <span>{localeInfo(locale).name}</span>
          <span className="visually-hidden"> – {t('nav.language')}</span>
        </>
      }
    >
      <ul role="list" aria-label={t('nav.language')}>
        {languages
          .filter((l) => isLocale(l.lang))
          .map((l) => (
            <li key={l.lang}>
              <a
                href={localizePath(target, l.lang as never) + search}
                hrefLang={localeInfo(l.lang as never).bcp47}
                lang={localeInfo(l.lang as never).bcp47}
                aria-current={l.lang === locale ? 'true' : undefined}
                data-lang={l.lang}
                onClick={(e) => {
                  e.preventDefault()
                  writeCookie('lang', l.lang, LANG_COOKIE_DAYS)
                  window.location.assign(e.currentTarget.href)
                }}
              >
                {/* lazy: fetched when the menu opens; React would otherwise preload all ten flags on every page */}
                {l.icon && <img src={l.icon} alt="" width={20} height={15} loading="lazy" />} {l.name}
              </a>
            </li>
          ))}
      </ul>
    </Dropdown>
  )
}
