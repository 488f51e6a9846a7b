import { mkdir, writeFile } from 'node:fs/promises'
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
      const eml = [
        `From: ${from}`,
        `To: ${m.to}`,
        `Subject: =?UTF-8?B?${Buffer.from(m.subject, 'utf8').toString('base64')}?=`,
        `Date: ${new Date().toUTCString()}`,
        `Message-ID: <${crypto.randomUUID()}@chipshop.local>`,
        'MIME-Version: 1.0',
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
        '',
      ].join('\r\n')
      const file = join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.eml`,
      )
      await writeFile(file, eml)
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
