import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Logger, Mailer, MailMessage } from '../index'

/**
 * The default transport: every message becomes a standard .eml file under the outbox folder, and
 * its main link (activation, reset) is logged, so development needs no mail server.
 */
export function outboxMailer(folder: string, from: string, log: Logger): Mailer {
  return {
    async send(m: MailMessage) {
      await mkdir(folder, { recursive: true })
      const boundary = `b${crypto.randomUUID().replace(/-/g, '')}`
      const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n')
      const alternative = [
        `Content-Type: multipart/alternative; boundary="${boundary}"`,
        '',
        `--${boundary}`,
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: base64',
        '',
        b64(m.text),
        `--${boundary}`,
        'Content-Type: text/html; charset=utf-8',
        'Content-Transfer-Encoding: base64',
        '',
        b64(m.html),
        `--${boundary}--`,
      ]
      // With attachments the text and HTML go first in a multipart/mixed, each file after them.
      const mixed = `m${boundary}`
      const body = m.attachments?.length
        ? [
            `Content-Type: multipart/mixed; boundary="${mixed}"`,
            '',
            `--${mixed}`,
            ...alternative,
            ...m.attachments.flatMap((a) => [
              `--${mixed}`,
              `Content-Type: ${a.contentType}; name="${a.filename}"`,
              'Content-Transfer-Encoding: base64',
              `Content-Disposition: attachment; filename="${a.filename}"`,
              '',
              a.content.replace(/.{76}/g, '$&\r\n'),
            ]),
            `--${mixed}--`,
          ]
        : alternative
      const eml = [
        `From: ${from}`,
        `To: ${m.to}`,
        `Subject: =?UTF-8?B?${Buffer.from(m.subject, 'utf8').toString('base64')}?=`,
        `Date: ${new Date().toUTCString()}`,
        `Message-ID: <${m.id !== undefined ? `outbox-${m.id}` : crypto.randomUUID()}@chipshop.local>`,
        'MIME-Version: 1.0',
        ...body,
        '',
      ].join('\r\n')
      // An outbox message has one file, named by its id: sent again after a crash, it replaces itself.
      const file = join(
        folder,
        m.id !== undefined
          ? `mail-${String(m.id).padStart(9, '0')}.eml`
          : `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.eml`,
      )
      // Written whole or not at all: a crash mid-write leaves no empty or cut .eml behind.
      const partial = `${file}.${process.pid}.tmp`
      await writeFile(partial, eml)
      await rename(partial, file)
      log.info({
        msg: 'mail written to outbox',
        to: m.to,
        subject: m.subject,
        file,
        ...(m.link ? { link: m.link } : {}),
      })
    },
  }
}
