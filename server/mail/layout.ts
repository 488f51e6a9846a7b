import { localeInfo, type Locale } from '../../locales/locales'

/**
 * The one look of the shop's e-mails (accounts and orders): the HTML shell (language and
 * direction, the site's name on top, a white card on grey) and the pieces a message is made of.
 * Inline styles only: mail clients drop style sheets. Every text goes through `escapeHtml`.
 */

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
const e = escapeHtml

/** A paragraph; `small` for hints, `fine` for the automatic-mail footnote. */
export function paragraph(text: string, kind: 'normal' | 'small' | 'fine' = 'normal'): string {
  const style =
    kind === 'small'
      ? 'margin:0 0 16px;font-size:13px;color:#52606d'
      : kind === 'fine'
        ? 'margin:24px 0 0;font-size:12px;color:#7b8794'
        : 'margin:0 0 16px'
  return `<p style="${style}">${e(text)}</p>`
}

/** The call to action, and the same link written out for clients that do not show buttons. */
export function button(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${e(href)}" style="display:inline-block;background:#0b5cad;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:4px;font-weight:bold">${e(label)}</a></p>`
}

export function linkLine(href: string): string {
  return `<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${e(href)}" style="color:#0b5cad">${e(href)}</a></p>`
}

/** A table of text cells (a header row when given), aligned to the start of the language's direction. */
export function table(locale: Locale, rows: string[][], header?: string[]): string {
  const start = localeInfo(locale).dir === 'rtl' ? 'right' : 'left'
  const cell = (s: string, th = false) =>
    `<${th ? 'th' : 'td'} style="padding:6px 8px;border-bottom:1px solid #e4e7eb;text-align:${start}">${e(s)}</${th ? 'th' : 'td'}>`
  const head = header ? `<tr>${header.map((h) => cell(h, true)).join('')}</tr>` : ''
  return `<table role="presentation" style="width:100%;border-collapse:collapse;font-size:13px;margin:0 0 16px">${head}${rows.map((r) => `<tr>${r.map((c) => cell(c)).join('')}</tr>`).join('')}</table>`
}

/** The whole HTML document of a message around its `body` (pieces above), in the reader's language. */
export function mailHtml(o: { locale: Locale; subject: string; site: string; body: string[]; wide?: boolean }): string {
  const { bcp47, dir } = localeInfo(o.locale)
  return `<!doctype html>
<html lang="${bcp47}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(o.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">
<div style="max-width:${o.wide ? 640 : 560}px;margin:0 auto;background:#ffffff;border-radius:6px;padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:bold;color:#0b5cad">${e(o.site)}</p>
${o.body.join('\n')}
</div>
</body>
</html>
`
}
