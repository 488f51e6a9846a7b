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

/**
 * The pieces of a message, in order; `composeMail` writes each as plain text and as HTML, so the two
 * say the same. Text: each piece its lines, pieces apart by a blank line.
 * - `paragraph`: a paragraph in both (`small` for hints).
 * - `pairs`: "name: value" lines; a two-column table (after its `lead` paragraph, when given).
 * - `table`: one line per row (written by `line`); a table with its `header`.
 * - `button`: "label:" and the address; the call to action.
 * - `link`: nothing in text (the button wrote the address); the address written out under its `hint`.
 * - `footer`: "--" and the text; the automatic-mail footnote.
 */
export type MailBlock =
  | { kind: 'paragraph'; text: string; small?: boolean }
  | { kind: 'pairs'; rows: [string, string][]; lead?: string }
  | { kind: 'table'; rows: string[][]; header?: string[]; line: (row: string[]) => string }
  | { kind: 'button'; href: string; label: string }
  | { kind: 'link'; href: string; hint?: string }
  | { kind: 'footer'; text: string }

/** A message's plain text and HTML from its pieces, in the reader's language (mailHtml's shell). */
export function composeMail(
  o: { locale: Locale; subject: string; site: string; wide?: boolean },
  blocks: MailBlock[],
): { text: string; html: string } {
  const textOf = (b: MailBlock): string[] => {
    switch (b.kind) {
      case 'paragraph':
        return [b.text]
      case 'pairs':
        return [...(b.lead ? [b.lead] : []), ...b.rows.map(([k, v]) => `${k}: ${v}`)]
      case 'table':
        return b.rows.map(b.line)
      case 'button':
        return [`${b.label}:`, b.href]
      case 'link':
        return []
      case 'footer':
        return ['--', b.text]
    }
  }
  const htmlOf = (b: MailBlock): string[] => {
    switch (b.kind) {
      case 'paragraph':
        return [paragraph(b.text, b.small ? 'small' : 'normal')]
      case 'pairs':
        return [...(b.lead ? [paragraph(b.lead)] : []), table(o.locale, b.rows)]
      case 'table':
        return [table(o.locale, b.rows, b.header)]
      case 'button':
        return [button(b.href, b.label)]
      case 'link':
        return [...(b.hint ? [paragraph(b.hint, 'small')] : []), linkLine(b.href)]
      case 'footer':
        return [paragraph(b.text, 'fine')]
    }
  }
  const text = `${blocks
    .map(textOf)
    .filter((lines) => lines.length)
    .map((lines) => lines.join('\n'))
    .join('\n\n')}\n`
  return { text, html: mailHtml({ ...o, body: blocks.flatMap(htmlOf) }) }
}
