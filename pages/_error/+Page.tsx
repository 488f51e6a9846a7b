import { usePageContext } from 'vike-react/usePageContext'
import { useHref, useT } from '../../components/app/i18n'

/**
 * The error screens of spec §2/§8: an unknown language → "This page could not be found.";
 * an unknown page → "still in production at the original factory" with a home button; else 500.
 */
export default function Page() {
  const { is404, unknownLanguage } = usePageContext()
  const t = useT()
  const href = useHref()
  if (is404 && unknownLanguage)
    return (
      <section className="error-screen" data-testid="not-found-language">
        <h1>404</h1>
        <p className="lead">{t('errors.notFoundLanguage')}</p>
        <a className="button-primary" href="/">
          {t('errors.backHome')}
        </a>
      </section>
    )
  if (is404)
    return (
      <section className="error-screen" data-testid="not-found">
        <div className="chip-art" aria-hidden="true">
          404
        </div>
        <p className="lead">{t('errors.production')}</p>
        <p className="muted">{t('errors.productionHint')}</p>
        <a className="button-primary" href={href('/')}>
          {t('errors.backHome')}
        </a>
      </section>
    )
  return (
    <section className="error-screen" data-testid="server-error">
      <h1>500</h1>
      <p className="lead">{t('errors.serverTitle')}</p>
      <p className="muted">{t('errors.serverText')}</p>
      <a className="button-primary" href={href('/')}>
        {t('errors.backHome')}
      </a>
    </section>
  )
}
