import type { RfqLine } from '../catalogue/catalogue-storage'
import { useHref, useT } from '../app/i18n'
import { Icon } from '../ui/Icon'

/** The lines of the RFQ list drawer (./RfqDrawer.tsx), each with its remove button. */
export default function RfqLines({
  list,
  count,
  onRemove,
}: {
  list: RfqLine[]
  /** A quantity in the page's language (the drawer's formatter, which the page has anyway). */
  count: (n: number) => string
  onRemove: (goodsId: number) => void
}) {
  const t = useT()
  const href = useHref()
  return (
    <ul className="rfq-lines" role="list">
      {list.map((l) => (
        <li key={l.goods_id} data-goods-id={l.goods_id}>
          <div>
            <a className="mpn" href={href(l.goods_page_url || `/productdetail/${l.goods_id}`)}>
              <bdi>{l.part_number}</bdi>
            </a>
            <p className="muted">
              {[l.manufacturer, l.package, l.date_code && `${t('product.batch')} ${l.date_code}`]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <p className="muted">
              {t('rfqList.qty')}: {count(l.qty)}
            </p>
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label={t('rfqList.remove', { part: l.part_number })}
            onClick={() => onRemove(l.goods_id)}
          >
            <Icon name="close" size={16} />
          </button>
        </li>
      ))}
    </ul>
  )
}
