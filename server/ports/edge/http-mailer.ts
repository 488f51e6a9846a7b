import type { Logger, Mailer } from '../index'

export type HttpMailerConfig = {
  /** Endpoint of the e-mail API; unset = log the messages instead of sending them. */
  url?: string
  /** Sent as `Authorization: Bearer <key>`. */
  key?: string
  from: string
}

/**
 * Mail over an HTTP e-mail API (the Worker has no SMTP): POST JSON `{ from, to, subject, text, html }`
 * (and `attachments: [{ filename, contentType, content }]`, content in base64, when there are files)
 * with a bearer key. Without a URL (development, tests) each message is logged instead.
 */
export function httpMailer(config: HttpMailerConfig, log: Logger, fetcher: typeof fetch = fetch): Mailer {
  return {
    async send(message) {
      const { id, ...rest } = message
      const mail = { from: config.from, ...rest }
      if (!config.url) {
        const { attachments, ...logged } = mail
        log.info({
          msg: 'mail not sent (MAIL_API_URL unset)',
          ...logged,
          ...(attachments ? { attachments: attachments.map((a) => a.filename) } : {}),
        })
        return
      }
      const response = await fetcher(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.key ? { authorization: `Bearer ${config.key}` } : {}),
          // The outbox id: an API that honours idempotency keys sends a message retried after a crash once.
          ...(id !== undefined ? { 'idempotency-key': `outbox-${id}` } : {}),
        },
        body: JSON.stringify(mail),
      })
      if (!response.ok) {
        throw new Error(`mail API answered ${response.status}: ${(await response.text()).slice(0, 200)}`)
      }
      log.info({ msg: 'mail sent', to: message.to, subject: message.subject })
    },
  }
}
