import { useData } from 'vike-react/useData'
import { useT } from '../../components/app/i18n'
import { RfqForm } from '../../components/rfq/RfqForm'
import type { Data } from './+data'

/** /rfq (spec §2): the request for quotation. */
export default function Page() {
  const t = useT()
  const { countries, contact, part } = useData<Data>()
  return (
    <div className="rfq-page">
      <h1>{t('rfq.page.title')}</h1>
      <p className="muted">{t('rfq.page.intro')}</p>
      <RfqForm countries={countries} contact={contact} part={part} />
    </div>
  )
}
