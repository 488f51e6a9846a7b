import { useAtom, useAtomValue, useSetAtom } from '../app/store'
import { rfqDrawerOpenAtom } from '../catalogue/catalogue-storage'
import { features } from '../app/features'
import { Icon } from '../ui/Icon'
import { RfqDrawer } from '../rfq/RfqDrawer'
import { useHref, useT } from '../app/i18n'
import { useSite } from '../site/site'
import { feedbackOpenAtom, sessionAtom } from '../app/state'
import { island } from '../islands/Island'

/**
 * The fixed side bar of spec §1 (hidden at 1024px and narrower): its shortcuts, and the RFQ list
 * drawer they open. Below 992px the same shortcuts are the first group of the header's menu.
 */
export function SideBar() {
  const t = useT()
  return (
    <>
      <aside className="sidebar" aria-label={t('sidebar.account')} data-testid="sidebar">
        <Shortcuts testIdPrefix="sidebar" />
      </aside>
      <RfqDrawer />
    </>
  )
}

export const SideBarIsland = island('SideBar', SideBar, [
  'sidebar',
  'rfqList',
  'common.close',
  'common.empty',
  'product.batch',
])

/**
 * The side bar's shortcuts (spec §2): account, cart, order and RFQ list — a guest goes to login;
 * the RFQ shortcut opens the RFQ list drawer —, contacts from site config, feedback and scroll to
 * top. `onPick` runs after a shortcut is chosen (the phone menu closes).
 */
export function Shortcuts({
  testIdPrefix,
  onPick,
  labelledBy,
}: {
  testIdPrefix: string
  onPick?: () => void
  labelledBy?: string
}) {
  const t = useT()
  const href = useHref()
  const { config } = useSite()
  const signedIn = useAtomValue(sessionAtom).signedIn
  const openFeedback = useSetAtom(feedbackOpenAtom)
  const [rfqOpen, setRfqOpen] = useAtom(rfqDrawerOpenAtom)
  const guarded = (path: string) => href(signedIn ? path : `/login?redirect=${encodeURIComponent(href(path))}`)
  const picked = () => onPick?.()
  return (
    <ul role="list" className="shortcuts" aria-labelledby={labelledBy}>
      <li>
        <a href={guarded('/myaccount/my-profile')} title={t('sidebar.account')} data-testid={`${testIdPrefix}-account`}>
          <Icon name="user" />
          <span>{t('sidebar.account')}</span>
        </a>
      </li>
      {features.cart && (
        <>
          <li>
            <a href={href('/shoppingcart')} title={t('sidebar.cart')} data-testid={`${testIdPrefix}-cart`}>
              <Icon name="cart" />
              <span>{t('sidebar.cart')}</span>
            </a>
          </li>
          <li>
            <a
              href={guarded('/myaccount/order-status-history')}
              title={t('sidebar.order')}
              data-testid={`${testIdPrefix}-order`}
            >
              <Icon name="order" />
              <span>{t('sidebar.order')}</span>
            </a>
          </li>
        </>
      )}
      <li>
        <button
          type="button"
          data-rfq-toggle
          data-testid={`${testIdPrefix}-rfq`}
          aria-expanded={rfqOpen}
          onClick={() => {
            setRfqOpen(!rfqOpen)
            picked()
          }}
          title={t('sidebar.rfqList')}
        >
          <Icon name="rfq" />
          <span>{t('sidebar.rfqList')}</span>
        </button>
      </li>
      {config.contact_email && (
        <li>
          <a
            href={`mailto:${config.contact_email}`}
            title={`${t('sidebar.email')}: ${config.contact_email}`}
            data-testid={`${testIdPrefix}-email`}
          >
            <Icon name="mail" />
            <span>{t('sidebar.email')}</span>
          </a>
        </li>
      )}
      {config.contact_skype && (
        <li>
          <a href={`skype:${config.contact_skype}?chat`} title={`${t('sidebar.skype')}: ${config.contact_skype}`}>
            <Icon name="skype" />
            <span>{t('sidebar.skype')}</span>
          </a>
        </li>
      )}
      {config.contact_whatsApp && (
        <li>
          <a
            href={`https://wa.me/${config.contact_whatsApp.replace(/\D/g, '')}`}
            rel="noopener noreferrer"
            target="_blank"
            title={`${t('sidebar.whatsapp')}: ${config.contact_whatsApp}`}
          >
            <Icon name="whatsapp" />
            <span>{t('sidebar.whatsapp')}</span>
          </a>
        </li>
      )}
      <li>
        <button
          type="button"
          data-testid={`${testIdPrefix}-feedback`}
          onClick={() => {
            openFeedback(true)
            picked()
          }}
          title={t('sidebar.feedback')}
        >
          <Icon name="feedback" />
          <span>{t('sidebar.feedback')}</span>
        </button>
      </li>
      <li>
        <button
          type="button"
          data-testid={`${testIdPrefix}-top`}
          onClick={() => {
            window.scrollTo({ top: 0, behavior: 'smooth' })
            picked()
          }}
          title={t('sidebar.top')}
        >
          <Icon name="top" />
          <span>{t('sidebar.top')}</span>
        </button>
      </li>
    </ul>
  )
}
