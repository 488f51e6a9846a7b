import { useAtomValue } from '../../../components/app/store'
import { useData } from 'vike-react/useData'
import { useHref, useT } from '../../../components/app/i18n'
import { sessionAtom } from '../../../components/app/state'
import '../../../components/rfq/rfq.css'
import type { Data } from './+data'

/** /rfq/successful (spec §2): the RFQ number, the reply promise of §9 and where to go next. */
export default function Page() {
  const t = useT()
  const href = useHref()
  const { rfqNo } = useData<Data>()
  const { signedIn } = useAtomValue(sessionAtom)
  return (
    <div className="rfq-page">
      <section className="rfq-success" data-testid="rfq-success">
        {rfqNo ? (
          <>
            <h1>{t('rfq.success.title')}</h1>
            <p>{t('rfq.success.number')}</p>
            <p className="rfq-number" dir="ltr" data-testid="rfq-number">
              {rfqNo}
            </p>
            <p>{t('rfq.promise.form')}</p>
            <p className="muted">{t('rfq.success.mailed')}</p>
          </>
        ) : (
          <h1>{t('rfq.success.missing')}</h1>
        )}
        <p className="actions">
          {signedIn && (
            <a className="button-secondary" href={href('/myaccount/rfq-history')}>
              {t('rfq.success.history')}
            </a>
          )}
          <a className="button-primary" href={href(rfqNo ? '/' : '/rfq')}>
            {rfqNo ? t('rfq.success.continue') : t('rfq.page.title')}
          </a>
        </p>
      </section>
    </div>
  )
}
