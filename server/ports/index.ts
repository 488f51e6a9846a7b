import type { RateLimitName } from '../../contract/envelope'
import type { Db } from '../db/client'
import type { ReadOptions, SheetResult } from '../domains/sheets/types'
import type { PaymentProvider } from './payments'

export type { PaymentProvider } from './payments'

/**
 * Per-account limits of the accounts service: failed sign-ins (and old-password checks) of one
 * account from one client (`loginAccount`, refused past it) and from any client
 * (`loginAccountAny`, past it sign-ins of the account are slowed, never refused); registrations,
 * reset and activation mails of one address; wrong verification codes (captcha) from one
 * address (server/domains/captcha, counted only when wrong); and orders placed for one e-mail
 * address, a guest's or an account's (server/domains/orders/placing.ts: each mails that address).
 */
export type AccountLimitName =
  | 'loginAccount'
  | 'loginAccountAny'
  | 'registerAccount'
  | 'forgotAccount'
  | 'resendAccount'
  | 'captchaWrong'
  | 'orderAccount'
  /** Failed staff sign-ins of one console account, from any address (the console's second lock). */
  | 'staffLoginAccount'
  /** Staff actions that write or mail (the console's order actions), per staff member. */
  | 'staffAction'

/**
 * An e-mail to send. Transports: outbox files (default), SMTP (Node), HTTP API (Worker).
 * `link` is the message's main link (activation, reset): the outbox logs it for development.
 */
export type MailMessage = {
  to: string
  subject: string
  text: string
  html: string
  link?: string
  /** Files sent with the message (an RFQ's lines as a spreadsheet); `content` is base64. */
  attachments?: MailAttachment[]
  /** The message's outbox id (server/mail/outbox.ts): a transport sends one id once (file name, Message-ID, idempotency key). */
  id?: number
}
export type MailAttachment = { filename: string; contentType: string; content: string }
export interface Mailer {
  send(message: MailMessage): Promise<void>
}

/** Uploaded files (BOM and RFQ spreadsheets): disk on Node, R2 on the Worker. */
export interface FileStore {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>
  get(key: string): Promise<Uint8Array | null>
  /** Removes the file; a key that holds none is not an error. */
  delete(key: string): Promise<void>
}

/**
 * Sliding-window rate limiter. `hit` counts one request and tells whether it is allowed; `peek`
 * tells whether one more would be, without counting (for limits that count only failures).
 */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<{ allowed: boolean; retryAfter: number }>
  peek(key: string, limit: number, windowSeconds: number): Promise<{ allowed: boolean; retryAfter: number }>
  /** A limiter that saves its counts behind (Node's): resolves once the hits so far are saved. */
  flushed?(): Promise<void>
}

/**
 * Reads buyers' spreadsheets and pasted lists (server/domains/sheets readSheet, readPastedText).
 * On Node in worker threads with a time and memory budget (ports/node/sheet-threads.ts), so that a
 * hostile file slows only its own request; on the Worker in-line (ports/inline-sheets.ts), bounded
 * by what the reader itself refuses.
 */
export interface SheetReader {
  readFile(bytes: Uint8Array, options: ReadOptions): Promise<SheetResult>
  readText(text: string, options: ReadOptions): Promise<SheetResult>
}

export interface Clock {
  now(): Date
}

export type LogRecord = Record<string, unknown>
export interface Logger {
  info(record: LogRecord): void
  error(record: LogRecord): void
}

/** What the app needs from its runtime. `createApp(ports)` is the same on Node and on Workers. */
export interface Ports {
  db: Db
  mailer: Mailer
  files: FileStore
  sheets: SheetReader
  rateLimiter: RateLimiter
  /**
   * Online payments (server/ports/payments.ts): PayPal when configured, else the test provider
   * unless it is turned off; null = bank transfer only.
   */
  payments: PaymentProvider | null
  clock: Clock
  log: Logger
  /** Which entry built the ports. */
  runtime: 'node' | 'worker'
  settings: Settings
}

export interface Settings {
  /** Public origin used in absolute links (canonical, hreflang, e-mails), e.g. https://shop.example. */
  publicUrl: string
  /** Whether the operator set PUBLIC_URL; if not, pages link to the origin they were asked on. */
  publicUrlSet: boolean
  /**
   * Rate limits, [requests, window seconds]: per IP by route name (RouteMeta['rateLimit']), and
   * per account (`*Account`, keyed by the e-mail address) applied by the accounts service.
   */
  limits: Record<RateLimitName | AccountLimitName, [number, number]>
  /** Largest accepted request body in bytes (uploads have their own limit). */
  maxBodyBytes: number
  /** Take the client IP from X-Forwarded-For (behind a reverse proxy on Node). */
  trustProxy: boolean
}

export const defaultSettings: Settings = {
  publicUrl: 'http://localhost:3000',
  publicUrlSet: false,
  limits: {
    feedback: [5, 600],
    subscribe: [5, 600],
    login: [30, 600],
    register: [10, 3600],
    forgot: [10, 3600],
    resend: [10, 3600],
    token: [30, 600],
    rfq: [20, 3600],
    captcha: [60, 600],
    // Each asks PayPal on the shop's account (a client token; an order): a page load, a click of a pay button.
    payToken: [60, 600],
    payCreate: [30, 600],
    // A spreadsheet (2 MB) stored, and read and matched to the catalogue: each counts.
    upload: [60, 3600],
    // Each reserves stock and mails the buyer: enough for a busy buyer, not for a flood (issue 29, item 3).
    order: [30, 3600],
    cart: [600, 600],
    checkout: [600, 600],
    write: [300, 600],
    payConfirm: [20, 3600],
    // A BOM's file read again and up to 10,000 lines matched (a second or so of a server's time).
    bomMatch: [60, 3600],
    // Every BOM call of a guest (reads too: the private link is the only guard): a busy session, not a scraper.
    guestBom: [600, 600],
    loginAccount: [10, 900],
    loginAccountAny: [10, 900],
    registerAccount: [5, 3600],
    // One mail per five minutes: the owner always gets a link soon, a stranger cannot flood them.
    forgotAccount: [1, 300],
    resendAccount: [1, 300],
    // Ten wrong verification codes per address in ten minutes, then none is checked until the window slides.
    captchaWrong: [10, 600],
    // Orders for one e-mail address (each mails it), whatever the client's address.
    orderAccount: [10, 3600],
    // The console's sign-in: per address, and failures per account (password or code wrong).
    staffLogin: [20, 900],
    staffLoginAccount: [5, 900],
    staffAction: [300, 600],
  },
  maxBodyBytes: 64 * 1024,
  trustProxy: false,
}

/**
 * The limits of the settings with those of the RATE_LIMITS variable over them:
 * `name=requests/seconds` separated by commas (e.g. `order=100/3600,cart=1000/600`). A name that is
 * not a limit, or a value that is not two positive integers, is an error at start.
 */
export function limitsFromEnv(value: string | undefined, base: Settings['limits'] = defaultSettings.limits) {
  const limits = { ...base }
  for (const part of (value ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^(\w+)=(\d+)\/(\d+)$/.exec(part)
    if (!m || !Object.hasOwn(limits, m[1]!) || Number(m[2]) < 1 || Number(m[3]) < 1)
      throw new Error(`RATE_LIMITS: "${part}" is not name=requests/seconds of a known limit`)
    limits[m[1] as keyof Settings['limits']] = [Number(m[2]), Number(m[3])]
  }
  return limits
}

export const systemClock: Clock = { now: () => new Date() }

export const jsonLogger: Logger = {
  info: (r) => console.log(JSON.stringify({ level: 'info', time: new Date().toISOString(), ...r })),
  error: (r) => console.error(JSON.stringify({ level: 'error', time: new Date().toISOString(), ...r })),
}
