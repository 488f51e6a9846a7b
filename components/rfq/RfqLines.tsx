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
            {/* Each piece isolated: in Arabic a batch "22+" joined into one string read "+SOIC-8 · 22". */}
            <p className="muted">
              {[
                l.manufacturer && <bdi key="maker">{l.manufacturer}</bdi>,
                l.package && <bdi key="package">{l.package}</bdi>,
                l.date_code && (
                  <span key="batch">
                    {t('product.batch')} <bdi dir="ltr">{l.date_code}</bdi>
                  </span>
                ),
              ]
                .filter(Boolean)
                .flatMap((piece, i) => (i ? [' · ', piece] : [piece]))}
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
