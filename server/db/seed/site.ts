import type { Locale } from '../../../locales/locales'
import { locales } from '../../../locales/locales'

/** Demo site configuration (spec §3). Empty analytics ids: analytics load only when configured. */
export const demoConfig: Record<string, unknown> = {
  logo_head: '/logo.svg',
  logo_foot: '/logo-light.svg',
  logo_admin: '/logo.svg',
  website_home: 'http://localhost:3000',
  website_admin: '',
  contact_tel: '+8675586001234',
  contact_email: 'sales@chipshop.example',
  contact_whatsApp: '+8613800138000',
  contact_skype: 'chipshop.sales',
  contact_weChat_img: '',
  socialize_facebook: 'https://www.facebook.com/',
  socialize_twitter: 'https://x.com/',
  socialize_instagram: '',
  socialize_linkedin: 'https://www.linkedin.com/',
  socialize_youtube: 'https://www.youtube.com/',
  trustpilot_business_unit_id: '',
  trustpilot_template_id: '',
  company_address: 'Room 1801, Electronics Technology Building, Futian District, Shenzhen, China',
  company_name: 'ChipShop Electronics Co., Ltd.',
  google_measurement_id: '',
  google_tagmanager_id: '',
  share_property_id: '',
  WhitelistedDomain: [
    'www.ti.com', 'www.st.com', 'www.analog.com', 'www.microchip.com', 'www.nxp.com', 'www.onsemi.com',
    'www.infineon.com', 'www.vishay.com', 'www.murata.com', 'product.tdk.com', 'www.digikey.com',
    'cdn.sparkfun.com', 'www.parallax.com', 'www.kemet.com', 'www.yageo.com', 'www.molex.com',
    'www.te.com', 'www.bourns.com', 'www.diodes.com', 'www.renesas.com',
  ],
}

export const demoLanguages = locales.map((l, i) => ({ lang: l.code, name: l.name, icon: `/flags/${l.code}.svg`, sort: i }))

type Text<T> = Partial<Record<Locale, T>> & { en: T }

export const demoSeo: Text<{ title: string; keyword: string; description: string }> = {
  en: {
    title: 'ChipShop – Electronic Components, Chips and Sensors Distributor',
    keyword: 'electronic components, IC chips, sensors, distributor, BOM, RFQ, datasheet',
    description:
      'Find electronic components by part number in milliseconds: 30 million product units in stock, price tiers, datasheets, BOM matching and quotes within 12 working hours.',
  },
}

/** feedback_type options: id 1 is preselected in the dialog. */
export const demoFeedbackTypes: { id: number; label: Text<string> }[] = [
  { id: 1, label: { en: 'Product inquiry' } },
  { id: 2, label: { en: 'Order and delivery' } },
  { id: 3, label: { en: 'Payment and invoice' } },
  { id: 4, label: { en: 'Website problem' } },
  { id: 5, label: { en: 'Suggestion' } },
  { id: 6, label: { en: 'Other' } },
]

/** Key figures of spec §1 (footer claims). */
export const demoLabels: { key: string; value: string; text: Text<string> }[] = [
  { key: 'daily_rfqs', value: '2000+', text: { en: 'daily RFQs' } },
  { key: 'product_units', value: '30,000,000', text: { en: 'standard product units' } },
  { key: 'manufacturers', value: '2800+', text: { en: 'manufacturers' } },
  { key: 'warehouse', value: '15,000 m²', text: { en: 'square metre warehouse' } },
]
