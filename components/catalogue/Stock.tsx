import { useT } from '../app/i18n'

/**
 * Stock pieces, or 'sold out', named by what they count when a part has several offers: `offer`
 * = the shown offer's own stock, `all` = over every offer of the part. A module of its own, without
 * the catalogue bits only the server renders (./CatalogueBits.tsx, whole in any chunk that imports
 * one of them). The purchase box's DOM code writes the same markup when the offer changes
 * (./purchase-behaviour.tsx).
 */
export function Stock({ stock, scope, testId }: { stock: number; scope?: 'offer' | 'all'; testId?: string }) {
  const t = useT()
  return (
    <span className="stock-named" data-testid={testId}>
      {stock > 0 ? (
        <span className="stock in">{t('catalogue.inStockCount', { count: stock })}</span>
      ) : (
        <span className="stock out">{t('catalogue.soldOut')}</span>
      )}
      {scope && (
        <span className="muted stock-scope">
          {' '}
          ({t(scope === 'offer' ? 'catalogue.thisOffer' : 'catalogue.allOffers')})
        </span>
      )}
    </span>
  )
}
