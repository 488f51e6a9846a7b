/**
 * Reading e-mails as a recipient would: a small MIME reader for the messages our transports
 * write (the outbox's .eml files, nodemailer's SMTP output): headers with RFC 2047 encoded words,
 * multipart/alternative with text and HTML parts in base64 or quoted-printable, and attachments
 * (multipart/mixed).
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect } from 'vitest'

export type ReadMail = {
  from: string
  to: string
  subject: string
  text: string
  html: string
  headers: Map<string, string>
  /** Parts sent as attachments (Content-Disposition: attachment), decoded. */
  attachments: { filename: string; contentType: string; bytes: Buffer }[]
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/)
  const head = at < 0 ? raw : raw.slice(0, at)
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':')
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim())
  }
  return { headers, body }
}

function decodeBody(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? '7bit').toLowerCase()
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (enc === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

export function parseMail(raw: string): ReadMail {
  const { headers, body } = splitHead(raw)
  const out: ReadMail = {
    from: decodeWords(headers.get('from') ?? ''),
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: '',
    html: '',
    headers,
    attachments: [],
  }
  const visit = (h: Map<string, string>, b: string) => {
    const type = h.get('content-type') ?? 'text/plain'
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
    const disposition = h.get('content-disposition') ?? ''
    if (/^attachment/i.test(disposition)) {
      const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? ''
      const bytes = /base64/i.test(h.get('content-transfer-encoding') ?? '')
        ? Buffer.from(b.replace(/\s+/g, ''), 'base64')
        : Buffer.from(b, 'utf8')
      out.attachments.push({ filename, contentType: type.split(';')[0]!.trim(), bytes })
    } else if (/^multipart\//i.test(type) && boundary) {
      const parts = b.split(`--${boundary}`).slice(1)
      for (const part of parts) {
        if (part.startsWith('--')) break
        const p = splitHead(part.replace(/^\r?\n/, ''))
        visit(p.headers, p.body)
      }
    } else if (/^text\/html/i.test(type)) out.html += decodeBody(b, h.get('content-transfer-encoding'))
    else if (/^text\/plain/i.test(type)) out.text += decodeBody(b, h.get('content-transfer-encoding'))
  }
  visit(headers, body)
  out.text = out.text.replace(/\r\n/g, '\n')
  return out
}

export async function readOutboxMail(folder: string, file: string): Promise<ReadMail> {
  return parseMail(await readFile(join(folder, file), 'utf8'))
}

/** The `token` query parameter of the first link to `path` in a text. */
export function linkToken(text: string, path: string): string | null {
  const m = new RegExp(`https?://[^\\s"<>]*${path.replace(/[/.]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`).exec(text)
  return m ? m[1]! : null
}

/** Every e-mail of an outbox folder to an address, oldest first (file names start with the time). */
export async function outboxMailsTo(folder: string, address: string): Promise<ReadMail[]> {
  const files = (await readdir(folder).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort()
  const mails = await Promise.all(files.map((f) => readOutboxMail(folder, f)))
  return mails.filter((m) => m.to.toLowerCase().includes(address.toLowerCase()))
}

/** Waits (10 s at most: e-mails go out after the answer) for the latest e-mail to an address to contain `expected`: its text. */
export async function latestMailTextTo(folder: string, address: string, expected: string): Promise<string> {
  let text = ''
  await expect
    .poll(async () => (text = (await outboxMailsTo(folder, address)).at(-1)?.text ?? ''), { timeout: 10_000 })
    .toContain(expected)
  return text
}
