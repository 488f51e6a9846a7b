import { ListPrice } from '../catalogue/money'
import { useT } from '../app/i18n'
import { Icon } from '../ui/Icon'
import type { Option } from './SearchBox'

/**
 * The entries of the search box's list (./SearchBox.tsx): a history entry with its remove button,
 * or a suggestion with its maker, stock and price from. Loaded when the box is first used.
 */
export default function SearchOptions({
  options,
  active,
  optionId,
  onActive,
  onChoose,
  onRemoveHistory,
}: {
  options: Option[]
  active: number
  optionId: (i: number) => string
  onActive: (i: number) => void
  onChoose: (o: Option) => void
  onRemoveHistory: (search: string) => void
}) {
  const t = useT()
  return options.map((o, i) => (
    <li
      key={o.kind === 'history' ? `h-${o.search}` : `s-${o.url}`}
      id={optionId(i)}
      role="option"
      aria-selected={i === active}
      className={
        [o.kind === 'suggestion' ? 'suggestion' : '', i === active ? 'active' : ''].join(' ').trim() || undefined
      }
      onMouseDown={(e) => e.preventDefault()}
      onMouseEnter={() => onActive(i)}
      onClick={() => onChoose(o)}
    >
      {o.kind === 'history' ? (
        <>
          <span className="searchbox-option-text">{o.search}</span>
          <button
            type="button"
            className="icon-button"
            tabIndex={-1}
            aria-label={t('search.removeHistory', { search: o.search })}
            onClick={(e) => {
              e.stopPropagation()
              onRemoveHistory(o.search)
            }}
          >
            <Icon name="close" size={14} />
          </button>
        </>
      ) : (
        <>
          <bdi className="searchbox-option-text mpn">{o.part_number}</bdi>
          <span className="muted">
            <bdi>{o.manufacturer}</bdi>
          </span>
          <span className="searchbox-option-offer" data-testid="suggestion-offer">
            <span className={o.stock > 0 ? 'stock in' : 'stock out'}>
              {o.stock > 0 ? t('catalogue.inStockCount', { count: o.stock }) : t('catalogue.soldOut')}
            </span>
            <span>
              <span className="muted">{t('catalogue.priceFrom')}</span> <ListPrice value={o.price} />
            </span>
          </span>
        </>
      )}
    </li>
  ))
}
