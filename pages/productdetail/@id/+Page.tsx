import { useData } from 'vike-react/useData'
import { Badges, Breadcrumbs, Empty } from '../../../components/catalogue/CatalogueBits'
import { DateText, useDateFormat } from '../../../components/ui/DateText'
import { textLanguage, useHref, useLocale, useT } from '../../../components/app/i18n'
import { placeName } from '../../../locales/place-names'
import { useFormat } from '../../../components/catalogue/money'
import { GoodsGrid, PartPicture } from '../../../components/catalogue/PartTable'
import { ProductPurchase } from '../../../components/catalogue/ProductPurchase'
import { purchaseGoods } from '../../../components/catalogue/purchase-goods'
import { ShareLink } from '../../../components/catalogue/ShareLink'
import { useSite } from '../../../components/site/site'
import { Tabs } from '../../../components/ui/Tabs'
import { isTrustedUrl } from '../../../components/app/trusted'
import { PayMethodNotes } from '../../../components/checkout/PayMethodNotes'
import type { Data } from './+data'

export default function Page() {
  const fmt = useFormat()
  const { goods, recommend, blogs, pdfs, payMethods } = useData<Data>()
  const t = useT()
  const locale = useLocale()
  const formatDate = useDateFormat()
  const href = useHref()
  const { config } = useSite()
  const datasheetDirect = goods.datasheet && isTrustedUrl(goods.datasheet, config.WhitelistedDomain)
  const rohs = goods.rohs === null ? t('product.unknown') : goods.rohs ? t('product.rohsYes') : t('product.rohsNo')

  const facts: [string, React.ReactNode][] = [
    [
      t('product.manufacturer'),
      <a href={href(`/manufacturer/${goods.manufacturer_id}`)}>
        <bdi className="maker">{goods.manufacturer}</bdi>
      </a>,
    ],
    [t('product.package'), goods.package ? <bdi className="pkg">{goods.package}</bdi> : t('product.unknown')],
    [t('product.batch'), goods.date_code ? <bdi dir="ltr">{goods.date_code}</bdi> : t('product.unknown')],
    [
      t('product.datasheet'),
      goods.datasheet ? (
        datasheetDirect ? (
          <a href={goods.datasheet} target="_blank" rel="noopener noreferrer" data-testid="datasheet-link">
            {t('product.datasheetOpen')}
          </a>
        ) : (
          <a href={href(`/datasheet/${goods.goods_id}`)} data-testid="datasheet-link">
            {t('product.datasheetOpen')}
          </a>
        )
      ) : (
        t('product.unknown')
      ),
    ],
    [t('product.description'), goods.description],
    [t('product.rohs'), rohs],
  ]

  /** The first parameters beside the picture, as a distributor's page shows them (all in the Parameters tab). */
  const keyParameters: [string, React.ReactNode][] = goods.parameters
    .slice(0, KEY_PARAMETERS)
    .map((p) => [p.name, <bdi>{p.value}</bdi>])

  const info: [string, React.ReactNode][] = [
    [t('product.partNumber'), <bdi className="mpn">{goods.part_number}</bdi>],
    ...facts,
    [
      t('product.category'),
      goods.category_path.length
        ? goods.category_path.map((c, i) => (
            <span key={c.id}>
              {i > 0 && ' › '}
              <bdi className="path-step">{c.name}</bdi>
            </span>
          ))
        : t('product.unknown'),
    ],
    [t('product.lifecycle'), t(`product.lifecycleStatus.${goods.lifecycle}`)],
    [
      t('product.leadTime'),
      goods.factory_lead_time_weeks === null
        ? t('product.unknown')
        : t('product.weeks', { weeks: goods.factory_lead_time_weeks }),
    ],
    [t('product.supplier'), goods.supplier || t('product.unknown')],
    [t('product.stockLocation'), placeName(goods.stock_location, locale) || t('product.unknown')],
    [t('product.minimum'), fmt.count(goods.moq)],
    [t('product.multiples'), fmt.count(goods.multiple)],
    [t('product.deliveryPlan'), <DateText iso={goods.delivery_plan_date} />],
    ...(goods.cross_references.length
      ? [
          [
            t('product.crossRefs'),
            // Another distributor's code is a name, like a part number: it never breaks inside.
            goods.cross_references.map((x, i) => (
              <span key={`${x.source}:${x.code}`}>
                {i > 0 && ', '}
                <bdi>
                  {x.source}: <span className="part-code">{x.code}</span>
                </bdi>
              </span>
            )),
          ] as [string, React.ReactNode],
        ]
      : []),
  ]

  const tabs = [
    {
      id: 'info',
      title: t('product.tabInfo'),
      content: <FactList items={info} />,
    },
    {
      id: 'params',
      title: t('product.tabParams'),
      content: goods.parameters.length ? (
        <>
          <table className="param-table" data-testid="parameters">
            <tbody>
              {goods.parameters.map((p, i) => (
                <tr key={i} data-derived={p.derived || undefined}>
                  <th scope="row">{p.name}</th>
                  <td>
                    <bdi>{p.value}</bdi>
                    {p.derived && <span className="derived-mark"> ({t('product.derived')})</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {goods.parameters.some((p) => p.derived) && (
            <p className="muted derived-note" data-testid="derived-note">
              {t('product.derivedNote')}
            </p>
          )}
        </>
      ) : (
        <Empty kind="noData" />
      ),
    },
    {
      id: 'guide',
      title: t('product.tabGuide'),
      content: (
        <>
          <ol className="steps">
            <li>{t('product.guideStep1')}</li>
            <li>{t('product.guideStep2')}</li>
            <li>{t('product.guideStep3')}</li>
          </ol>
          <h3>{t('product.documents')}</h3>
          {pdfs.length ? (
            <ul className="doc-list" role="list">
              {pdfs.map((d, i) => (
                <li key={i}>
                  <a
                    href={isTrustedUrl(d.url, config.WhitelistedDomain) ? d.url : href(`/datasheet/${goods.goods_id}`)}
                    target={isTrustedUrl(d.url, config.WhitelistedDomain) ? '_blank' : undefined}
                    rel="noopener noreferrer"
                  >
                    {d.title}
                  </a>{' '}
                  <span className="muted">
                    {t(`datasheet.kind.${d.kind}`)} · {d.host}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <Empty kind="noData" />
          )}
        </>
      ),
    },
    {
      id: 'purchase',
      title: t('product.tabPurchase'),
      content: (
        <>
          <p>{t('product.purchaseText1')}</p>
          <p>{t('product.purchaseText2')}</p>
        </>
      ),
    },
    {
      id: 'payment',
      title: t('product.tabPayment'),
      content: <PayMethodNotes methods={payMethods} />,
    },
    {
      id: 'delivery',
      title: t('product.tabDelivery'),
      content: (
        <>
          <p>
            {t('product.deliveryText1', {
              location: placeName(goods.stock_location, locale) || t('product.unknown'),
              date: formatDate(goods.delivery_plan_date),
            })}
          </p>
          <p>{t('product.deliveryText2')}</p>
        </>
      ),
    },
    {
      id: 'shipping',
      title: t('product.tabShipping'),
      content: (
        <div className="shipping-copy" data-testid="shipping-copy">
          <h3>{t('product.shipCostTitle')}</h3>
          <ul>
            <li>{t('product.shipCost1')}</li>
            <li>{t('product.shipCost2')}</li>
            <li>{t('product.shipCost3')}</li>
            <li>{t('product.shipCost4')}</li>
          </ul>
          <h3>{t('product.shipMethodTitle')}</h3>
          <p>{t('product.shipMethod')}</p>
          <h3>{t('product.shipTimeTitle')}</h3>
          <ul>
            <li>{t('product.shipTime1')}</li>
            <li>{t('product.shipTime2')}</li>
          </ul>
        </div>
      ),
    },
  ]

  return (
    <div className="product-page" data-goods-id={goods.goods_id}>
      <Breadcrumbs
        items={[
          { label: t('nav.allProducts'), path: '/category' },
          ...goods.category_path.map((c) => ({ label: c.name, path: `/category/${c.id}` })),
          { label: goods.part_number },
        ]}
      />
      <div className="product-head">
        <div className="product-main">
          <div className="product-title">
            <PartPicture goods={goods} size="large" />
            {goods.manufacturer_logo && (
              <img src={goods.manufacturer_logo} alt="" width={96} height={40} className="maker-logo" />
            )}
            <div>
              <h1>
                <bdi className="mpn">{goods.part_number}</bdi>
              </h1>
              <p className="muted">
                <bdi className="maker">{goods.manufacturer}</bdi> · <bdi>{goods.description}</bdi>
              </p>
              <Badges icons={goods.icons} />
            </div>
          </div>
        </div>
        <ProductPurchase goods={purchaseGoods(goods)} />
        <div className="product-facts">
          <FactList items={facts} testId="product-facts" />
          {keyParameters.length > 0 && (
            <>
              <h2 className="key-params-title">{t('product.keyParameters')}</h2>
              <FactList items={keyParameters} testId="key-parameters" />
            </>
          )}
          <ShareLink />
        </div>
      </div>

      <section className="cat-section">
        <Tabs id="product-tabs" label={t('product.details')} tabs={tabs} />
      </section>

      <section className="cat-section" aria-labelledby="recommended-h">
        <h2 id="recommended-h">{t('product.recommended')}</h2>
        {recommend.length ? <GoodsGrid goods={recommend} testId="recommended" /> : <Empty kind="noDataAvailable" />}
      </section>

      <section className="cat-section" aria-labelledby="blogs-h">
        <h2 id="blogs-h">{t('product.relatedBlog')}</h2>
        {blogs.length ? (
          <ul className="blog-list" role="list">
            {blogs.map((b) => (
              <li key={b.id} {...textLanguage(b.locale)}>
                <a href={href(`/news/${b.id}`)}>{b.title}</a>
                <span className="muted">
                  {' '}
                  · <DateText iso={b.published_at} />
                </span>
                <p>{b.summary}</p>
              </li>
            ))}
          </ul>
        ) : (
          <Empty kind="noDataAvailable" />
        )}
      </section>
    </div>
  )
}

const KEY_PARAMETERS = 10

function FactList({ items, testId }: { items: [string, React.ReactNode][]; testId?: string }) {
  return (
    <dl className="facts" data-testid={testId}>
      {items.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  )
}
