import { useData } from 'vike-react/useData'
import { useT } from '../../components/app/i18n'
import { OrderQuote } from '../../components/rfq/OrderQuote'
import { QuoteSection } from '../../components/rfq/QuoteSection'
import '../../components/rfq/rfq.css'
import type { Data } from './+data'

/**
 * A quote through the private link of its mail (/rfq-quote?token=): what a guest (or anyone holding
 * the mail) reads and orders without an account. Not indexed.
 */
export default function Page() {
  const t = useT()
  const { token, quote } = useData<Data>()
  return (
    <div className="rfq-page" data-testid="quote-by-link">
      <h1>{t('rfq.quote.title', { no: quote.rfq_no })}</h1>
      <QuoteSection quote={quote.quote} order={<OrderQuote token={token} />} />
    </div>
  )
}
