import { translatorFor } from '../../../locales/dictionaries'
import { localizePath, type Locale } from '../../../locales/locales'
import { composeMail } from '../../mail/layout'
import type { MailMessage } from '../../ports'

/** The two e-mails of the accounts domain and where their links lead (pages of issue 4). */
export const MAIL_PAGES = { activate: '/register/activate', reset: '/forgotpassword/resetpassword' } as const
export type AccountMailKind = keyof typeof MAIL_PAGES

/** The absolute link of an e-mail: public URL + the page under the user's language prefix + `?token=`. */
export function mailLink(publicUrl: string, kind: AccountMailKind, locale: Locale, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${localizePath(MAIL_PAGES[kind], locale)}?token=${encodeURIComponent(token)}`
}

/**
 * An activation or reset e-mail, or the notice to an owner that someone tried to register with
 * their address (`taken`, linking to the forgotten-password page), in the user's language (strings in locales/*.json, `mail.*`),
 * as plain text and HTML with the same content, in the shop's one mail layout (server/mail/layout.ts);
 * Arabic is right to left.
 */
export function accountMail(
  kind: AccountMailKind | 'taken',
  o: { locale: Locale; to: string; name: string; link: string; validity: { hours?: number; minutes?: number } },
): MailMessage {
  const t = translatorFor(o.locale)
  const site = t('site.company')
  const greeting = o.name.trim() ? t('mail.greeting', { name: o.name.trim() }) : t('mail.greetingNoName')
  const subject = t(`mail.${kind}.subject`, { site })
  const intro = t(`mail.${kind}.intro`, { site })
  const button = t(`mail.${kind}.button`)
  const validity = t(`mail.${kind}.validity`, o.validity)
  const lines = [t('mail.linkHint'), t('mail.ignore'), t('mail.signature', { site }), t('mail.automatic')]

  const { text, html } = composeMail({ locale: o.locale, subject, site }, [
    { kind: 'paragraph', text: greeting },
    { kind: 'paragraph', text: intro },
    { kind: 'button', href: o.link, label: button },
    { kind: 'paragraph', text: validity },
    { kind: 'link', href: o.link, hint: lines[0] },
    { kind: 'paragraph', text: lines[1]!, small: true },
    { kind: 'paragraph', text: lines[2]! },
    { kind: 'footer', text: lines[3]! },
  ])
  return { to: o.to, subject, text, html, link: o.link }
}
