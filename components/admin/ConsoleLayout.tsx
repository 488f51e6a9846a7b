import { Provider } from 'jotai'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { answerMessage, consoleApi, setConsoleLanguage } from './api'
import { consoleLanguage, useConsoleHref, useConsoleT } from './i18n'
import './console.css'

/**
 * The console's frame (pages/admin/+Layout.tsx): its own header (the console's name, Orders, who is
 * signed in, sign out) instead of the shop's; jotai's store for the console's state. The shop's
 * AppShell gives only the React Query client around it (pages with `console: true`).
 */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const { locale, urlPathname } = usePageContext()
  setConsoleLanguage(consoleLanguage(locale))
  const t = useConsoleT()
  const href = useConsoleHref()
  const signedOut = /\/admin\/(login|setup)$/.test(urlPathname)
  return (
    <Provider>
      <div className="console" lang={consoleLanguage(locale) === 'zh' ? 'zh-Hans' : 'en'}>
        <header className="console-head">
          <a className="console-name" href={href(signedOut ? '/admin/login' : '/admin')}>
            {t('ui.console')}
          </a>
          {!signedOut && <StaffMenu />}
        </header>
        <main id="main" className="console-main">
          {children}
        </main>
      </div>
    </Provider>
  )
}

function StaffMenu() {
  const t = useConsoleT()
  const href = useConsoleHref()
  const me = consoleApi.staffMe.useQuery({ queryKey: ['admin', 'me'] })
  const logout = consoleApi.staffLogout.useMutation()
  if (me.data?.status !== 200) return null
  const who = me.data.body.data
  return (
    <>
      <nav aria-label={t('ui.console')}>
        <a href={href('/admin')}>{t('ui.home')}</a>
        <a href={href('/admin/orders')}>{t('ui.orders')}</a>
        <a href={href('/admin/rfqs')}>{t('ui.rfqs')}</a>
        <a href={href('/admin/customers')}>{t('ui.customers')}</a>
        <a href={href('/admin/feedback')}>{t('ui.feedback')}</a>
        <a href={href('/admin/newsletter')}>{t('ui.newsletter')}</a>
        <a href={href('/admin/news')}>{t('ui.content.news')}</a>
        <a href={href('/admin/site-pages')}>{t('ui.content.pages')}</a>
        <a href={href('/admin/home')}>{t('ui.content.home')}</a>
        {who.role === 'admin' && <a href={href('/admin/settings')}>{t('ui.content.settings')}</a>}
        {who.role === 'admin' && <a href={href('/admin/staff')}>{t('ui.staff.title')}</a>}
        {who.role === 'admin' && <a href={href('/admin/catalogue/import')}>{t('import.ui.nav')}</a>}
        {who.role === 'admin' && <a href={href('/admin/catalogue/review')}>{t('review.nav')}</a>}
      </nav>
      <div className="console-user">
        <span data-testid="console-user">
          {t('ui.signedInAs', { email: who.email, role: t(`ui.role.${who.role}`) })}
        </span>
        <button
          type="button"
          className="btn"
          disabled={logout.isPending}
          onClick={() =>
            logout.mutate(
              { body: {} },
              {
                onSettled: (r) => {
                  if (r && r.status !== 200) alert(answerMessage(r, t('ui.loadFailed')))
                  window.location.assign(href('/admin/login'))
                },
              },
            )
          }
        >
          {t('ui.signOut')}
        </button>
      </div>
    </>
  )
}
