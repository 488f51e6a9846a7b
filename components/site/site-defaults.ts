import type { SiteConfig } from '../../contract/site'

/** Used when the config cannot be loaded: every field empty. */
export const emptyConfig: SiteConfig = {
  logo_head: '',
  logo_foot: '',
  logo_admin: '',
  website_home: '',
  website_admin: '',
  contact_tel: '',
  contact_email: '',
  contact_whatsApp: '',
  contact_skype: '',
  contact_weChat_img: '',
  socialize_facebook: '',
  socialize_twitter: '',
  socialize_instagram: '',
  socialize_linkedin: '',
  socialize_youtube: '',
  trustpilot_business_unit_id: '',
  trustpilot_template_id: '',
  company_address: '',
  company_name: '',
  google_measurement_id: '',
  google_tagmanager_id: '',
  share_property_id: '',
  WhitelistedDomain: [],
  seo: { title: '', keyword: '', description: '' },
}
