import nodemailer from 'nodemailer'
import type { Logger, Mailer, MailMessage } from '../index'

/** SMTP settings, from the environment (README: Configuration): SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SECURE. */
export type SmtpConfig = {
  host: string
  /** 465 with `secure`, else 587 by default. */
  port: number
  /** TLS from the first byte (port 465); otherwise STARTTLS is used when the server offers it. */
  secure: boolean
  user?: string
  pass?: string
  from: string
}

/** The SMTP settings of an environment, or null when SMTP_HOST is unset (the outbox is used then). */
export function smtpConfigFromEnv(env: NodeJS.ProcessEnv, from: string): SmtpConfig | null {
  const host = env.SMTP_HOST?.trim()
  if (!host) return null
  const secure = /^(1|true|yes)$/i.test(env.SMTP_SECURE ?? '')
  const port = Number(env.SMTP_PORT || (secure ? 465 : 587))
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`SMTP_PORT is not a port: ${env.SMTP_PORT}`)
  return { host, port, secure, user: env.SMTP_USER || undefined, pass: env.SMTP_PASS || undefined, from }
}

/** Mail over SMTP (Node only) with nodemailer: a small pool of connections, AUTH when a user is set. */
export function smtpMailer(config: SmtpConfig, log: Logger): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.pass ?? '' } : undefined,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  })
  return {
    async send(m: MailMessage) {
      const info = await transport.sendMail({
        from: config.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        ...(m.attachments?.length
          ? {
              attachments: m.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: a.content,
                encoding: 'base64',
              })),
            }
          : {}),
        // The outbox id as Message-ID: a message sent again after a crash is recognizably the same.
        ...(m.id !== undefined
          ? { messageId: `<outbox-${m.id}@${config.from.replace(/^.*@|>.*$/g, '') || 'chipshop.local'}>` }
          : {}),
      })
      log.info({ msg: 'mail sent over SMTP', to: m.to, subject: m.subject, messageId: info.messageId })
    },
    close: () => transport.close(),
  }
}
