import { useAtomValue } from '../app/store'
import { useEffect, useRef, useState } from 'react'
import { AccountMenu } from '../account/AccountMenu'
import { SignOut } from '../account/SignOut'
import { Dropdown } from '../ui/Dropdown'
import { features } from '../app/features'
import { Icon } from '../ui/Icon'
import { LanguageSwitch } from './LanguageSwitch'
import { SearchBox } from '../search/SearchBox'
import { useHref, useLogicalUrl, useT } from '../app/i18n'
import { formatPhone, useSite } from '../site/site'
import { sessionAtom } from '../app/state'
import { CartBadge } from '../cart/CartBadge'
import { Shortcuts } from './SideBar'
import { logoImage } from '../site/logos'
import { island } from '../islands/Island'

export const NAV_LINKS = (
  [
    ['/', 'nav.home', true],
    ['/category', 'nav.allProducts', true],
    ['/manufacturer', 'nav.manufacturer', true],
    ['/bom', 'nav.bom', features.bom],
    ['/rfq', 'nav.rfq', features.rfq],
    ['/news', 'nav.news', true],
  ] as const
).filter(([, , built]) => built)

export function Header() {
  const t = useT()
  const href = useHref()
  const { config } = useSite()
  const session = useAtomValue(sessionAtom)
  const [menuOpen, setMenuOpen] = useState(false)
  const menuToggle = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLElement>(null)
  // The small-screen menu closes on Escape; the focus goes back to its toggle if it was in the menu.
  useEffect(() => {
    if (!menuOpen) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return
      if (menu.current?.contains(document.activeElement)) menuToggle.current?.focus()
      setMenuOpen(false)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menuOpen])
  // /keywords is the search page itself: its own box is the one, not a second one in the header.
  const searchPage = useLogicalUrl().path === '/keywords'
  const greeting = session.user?.company_name || session.user?.contact_name || session.user?.email || ''

  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container topbar-inner">
          <Dropdown
            className="contact-dropdown"
            label={
              <>
                <Icon name="phone" size={16} /> {t('nav.contact')}
              </>
            }
          >
            <ul role="list">
              {config.contact_tel && (
                <li>
                  <a href={`tel:${config.contact_tel}`}>
                    {t('nav.phone')}: <bdi>{formatPhone(config.contact_tel)}</bdi>
                  </a>
                </li>
              )}
              {config.contact_email && (
                <li>
                  <a href={`mailto:${config.contact_email}`}>
                    {t('nav.email')}: <bdi>{config.contact_email}</bdi>
                  </a>
                </li>
              )}
            </ul>
          </Dropdown>
          <div className="topbar-end">
            <LanguageSwitch />
            {session.signedIn ? (
              <Dropdown
                className="account-dropdown"
                align="end"
                label={
                  <>
                    <Icon name="user" size={16} />{' '}
                    {/* Without the user's name (its cookie gone) the menu is named, not "Hello, ". */}
                    {greeting ? t('nav.greeting', { name: greeting }) : t('nav.myAccount')}
                  </>
                }
              >
                <AccountMenu withExit />
              </Dropdown>
            ) : (
              <>
                <a href={href('/login')}>{t('nav.login')}</a>
                <a href={href('/register')}>{t('nav.register')}</a>
              </>
            )}
          </div>
        </div>
      </div>
      <div className="container mainbar">
        <a className="logo" href={href('/')} aria-label={config.company_name || t('site.company')}>
          <img
            src={logoImage(config.logo_head || '/logo.svg')}
            alt={config.company_name || t('site.company')}
            width={168}
            height={40}
          />
        </a>
        {!searchPage && <SearchBox />}
        {features.cart && <CartBadge />}
        <button
          ref={menuToggle}
          className="menu-toggle"
          type="button"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
          <span className="visually-hidden">{t('nav.menu')}</span>
        </button>
      </div>
      <nav ref={menu} id="main-nav" className={`mainnav ${menuOpen ? 'open' : ''}`} aria-label={t('nav.menu')}>
        {/* Below 992px the side bar's shortcuts come first, as large tiles for thumbs (spec §2). */}
        <div className="container menu-group mobile-only" data-testid="menu-shortcuts">
          <p id="menu-shortcuts-title" className="menu-group-title">
            {t('nav.quickLinks')}
          </p>
          <Shortcuts testIdPrefix="menu" labelledBy="menu-shortcuts-title" onPick={() => setMenuOpen(false)} />
        </div>
        <p className="container menu-group-title mobile-only">{t('nav.browse')}</p>
        <ul className="container" role="list">
          {NAV_LINKS.map(([path, key]) => (
            <li key={path}>
              <a href={href(path)}>{t(key)}</a>
            </li>
          ))}
          <li>
            <Dropdown label={t('nav.support')}>
              <ul role="list">
                <li>
                  <a href={href('/companyprofile/how-to-buy')}>{t('nav.howToBuy')}</a>
                </li>
              </ul>
            </Dropdown>
          </li>
          <li>
            <a href={href('/about')}>{t('nav.about')}</a>
          </li>
          <li>
            <a href={href('/contact')}>{t('nav.contact')}</a>
          </li>
          <li>
            <a href={href('/certification')}>{t('nav.certification')}</a>
          </li>
          <li className="mobile-only">
            <a href={href('/keywords')}>{t('nav.keywords')}</a>
          </li>
          {session.signedIn && (
            <li className="mobile-only">
              <SignOut />
            </li>
          )}
        </ul>
      </nav>
    </header>
  )
}

export const HeaderIsland = island('Header', Header, [
  'nav',
  'search',
  'common.noData',
  // The suggestions' stock and price from.
  'catalogue.inStockCount',
  'catalogue.soldOut',
  'catalogue.priceFrom',
  'sidebar',
  'site.company',
  'account',
])
