import { translatorFor } from '../../../locales/dictionaries'
import { localeInfo, localizePath, type Locale } from '../../../locales/locales'
import type { MailMessage } from '../../ports'

/** The two e-mails of the accounts domain and where their links lead (pages of issue 4). */
export const MAIL_PAGES = { activate: '/register/activate', reset: '/forgotpassword/resetpassword' } as const
export type AccountMailKind = keyof typeof MAIL_PAGES

/** The absolute link of an e-mail: public URL + the page under the user's language prefix + `?token=`. */
export function mailLink(publicUrl: string, kind: AccountMailKind, locale: Locale, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${localizePath(MAIL_PAGES[kind], locale)}?token=${encodeURIComponent(token)}`
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/**
 * An activation or reset e-mail, or the notice to an owner that someone tried to register with
 * their address (`taken`, linking to the forgotten-password page), in the user's language (strings in locales/*.json, `mail.*`),
 * as plain text and HTML with the same content; Arabic is right to left.
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

  const text = [
    greeting,
    '',
    intro,
    '',
    `${button}:`,
    o.link,
    '',
    validity,
    '',
    lines[1],
    '',
    lines[2],
    '',
    '--',
    lines[3],
    '',
  ].join('\n')

  const { bcp47, dir } = localeInfo(o.locale)
  const e = escapeHtml
  const p = (s: string, style = '') => `<p style="margin:0 0 16px;${style}">${e(s)}</p>`
  const html = `<!doctype html>
<html lang="${bcp47}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:6px;padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:bold;color:#0b5cad">${e(site)}</p>
${p(greeting)}
${p(intro)}
<p style="margin:24px 0"><a href="${e(o.link)}" style="display:inline-block;background:#0b5cad;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:4px;font-weight:bold">${e(button)}</a></p>
${p(validity)}
${p(lines[0]!, 'font-size:13px;color:#52606d')}
<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${e(o.link)}" style="color:#0b5cad">${e(o.link)}</a></p>
${p(lines[1]!, 'font-size:13px;color:#52606d')}
${p(lines[2]!)}
<p style="margin:24px 0 0;font-size:12px;color:#7b8794">${e(lines[3]!)}</p>
</div>
</body>
</html>
`
  return { to: o.to, subject, text, html, link: o.link }
}
