/**
 * The SMTP transport of the Node Mailer against a real SMTP server started by the test
 * (smtp-server, with AUTH): an activation mail from the registration call arrives in the user's
 * language, and its link activates the account; an RFQ's sales mail arrives with its xlsx attachment,
 * which reads as the RFQ's lines. Also the configuration from the environment.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import * as XLSX from 'xlsx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { backgroundWork } from '../../server/http/contract-routes'
import { accountMail } from '../../server/domains/accounts/mails'
import { smtpConfigFromEnv, smtpMailer } from '../../server/ports/node/smtp-mailer'
import type { Logger } from '../../server/ports'
import { linkToken, parseMail, type ReadMail } from '../support/mail'
import { okData, startTestApp, type TestApp } from '../support/test-app'
import { message } from '../support/text'

const USER = 'shop'
const PASS = 'smtp-secret-1'
const FROM = 'ChipShop <no-reply@chipshop.test>'

type Received = { from: string; to: string[]; user: string | undefined; mail: ReadMail }
const received: Received[] = []
let server: SMTPServer
let port: number
const quiet: Logger = { info() {}, error() {} }

beforeAll(async () => {
  server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true, // a loopback test server without a certificate
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASS) callback(null, { user: auth.username })
      else callback(new Error('Invalid username or password'))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          mail: parseMail(Buffer.concat(chunks).toString('utf8')),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const env = (over: Record<string, string> = {}) => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(port),
  SMTP_USER: USER,
  SMTP_PASS: PASS,
  ...over,
})

describe('SMTP transport', () => {
  test('sends a German activation mail: envelope, AUTH, subject, text and HTML arrive intact', async () => {
    const mailer = smtpMailer(smtpConfigFromEnv(env(), FROM)!, quiet)
    const link = 'http://shop.test/de/register/activate?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd'
    const before = received.length
    try {
      await mailer.send(
        accountMail('activate', {
          locale: 'de',
          to: 'kaufer@example.com',
          name: 'Jörg Müller',
          link,
          validity: { hours: 48 },
        }),
      )
    } finally {
      mailer.close()
    }
    expect(received.length).toBe(before + 1)
    const r = received.at(-1)!
    expect(r.user).toBe(USER)
    expect(r.from).toBe('no-reply@chipshop.test')
    expect(r.to).toEqual(['kaufer@example.com'])
    const site = message('de', 'site.company')
    expect(r.mail.subject).toBe(message('de', 'mail.activate.subject', { site }))
    expect(r.mail.from).toBe(FROM)
    expect(r.mail.text).toContain(message('de', 'mail.greeting', { name: 'Jörg Müller' }))
    expect(r.mail.text).toContain(link)
    expect(r.mail.html).toContain(`href="${link}"`)
    expect(r.mail.html).toContain(message('de', 'mail.activate.button'))
  })

  test('the registration call sends through SMTP; the French link activates the account', async () => {
    const t: TestApp = await startTestApp({ now: '2026-11-05T10:00:00.000Z' })
    const mailer = smtpMailer(smtpConfigFromEnv(env(), FROM)!, t.ports.log)
    t.ports.mailer = mailer
    try {
      const email = `acheteur.${crypto.randomUUID().slice(0, 6)}@example.com`
      const password = 'Mot-de-passe-42'
      okData(
        await t.client({ lang: 'fr' }).accounts.register({
          body: {
            email,
            password,
            confirm_password: password,
            contact_name: 'Camille Martin',
            telephone: '+33 1 23 45 67 89',
            company_name: 'Composants SA',
            country: 'FR',
            policy_agreement: true,
          },
        }),
      )
      await backgroundWork(t.ports)
      const r = received.find((x) => x.to.includes(email))!
      expect(r).toBeTruthy()
      expect(r.mail.subject).toBe(message('fr', 'mail.activate.subject', { site: message('fr', 'site.company') }))
      const token = linkToken(r.mail.text, '/fr/register/activate')!
      expect(token).toBeTruthy()
      expect(linkToken(r.mail.html, '/fr/register/activate')).toBe(token)
      okData(await t.api.accounts.active({ body: { token } }))
      okData(await t.api.accounts.login({ body: { email, password } }))
      expect(await t.outboxFiles()).toEqual([])
    } finally {
      mailer.close()
      await t.close()
    }
  })

  // Issue 20: the sales mail of an RFQ carries the lines as an xlsx attachment, over SMTP too.
  test('an RFQ sends its sales mail through SMTP with the xlsx attachment, which reads as the lines', async () => {
    const t: TestApp = await startTestApp({ now: '2026-11-05T10:00:00.000Z' })
    const mailer = smtpMailer(smtpConfigFromEnv(env(), FROM)!, t.ports.log)
    t.ports.mailer = mailer
    try {
      const { token } = await t.createUserSession()
      const lines = [
        { part_number: 'LM358DR', manufacturer: 'Texas Instruments', qty: 2500, target_price: '0.12' },
        { part_number: 'CUSTOM-ÄÖÜ-42', manufacturer: 'Acme', qty: 12, target_price: '' },
      ]
      const sent = okData(
        await t.client({ authorization: `Bearer ${token}`, lang: 'de' }).rfq.saveRfqContact({
          body: {
            contact_name: 'Jörg Müller',
            company_name: 'Bauteile GmbH',
            email: `einkauf.${crypto.randomUUID().slice(0, 6)}@example.com`,
            telephone: '+49 30 1234567',
            country: 'DE',
            comment: '',
            lines,
          },
        }),
      )
      await backgroundWork(t.ports)
      const sales = received.find((x) => x.mail.subject.includes(sent.rfq_no) && x.mail.attachments.length)!
      expect(sales).toBeTruthy()
      const [file] = sales.mail.attachments
      expect(file!.filename).toMatch(/\.xlsx$/)
      expect(file!.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      const book = XLSX.read(file!.bytes)
      const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })
      expect(rows.slice(1).map((r) => [r[0], r[1], r[4]])).toEqual(
        lines.map((l) => [l.part_number, l.manufacturer, l.qty]),
      )
      expect(await t.outboxFiles()).toEqual([])
    } finally {
      mailer.close()
      await t.close()
    }
  })

  test('a refused login at the SMTP server rejects the send', async () => {
    const mailer = smtpMailer(smtpConfigFromEnv(env({ SMTP_PASS: 'wrong' }), FROM)!, quiet)
    try {
      await expect(mailer.send({ to: 'x@example.com', subject: 's', text: 't', html: '<p>t</p>' })).rejects.toThrow(
        /auth|Invalid/i,
      )
    } finally {
      mailer.close()
    }
  })
})

describe('SMTP configuration from the environment', () => {
  test('no SMTP_HOST → null (the outbox is used)', () => {
    expect(smtpConfigFromEnv({}, FROM)).toBeNull()
    expect(smtpConfigFromEnv({ SMTP_HOST: '  ' }, FROM)).toBeNull()
  })

  test('defaults: 587 with STARTTLS, 465 when SMTP_SECURE is set; user and password optional', () => {
    expect(smtpConfigFromEnv({ SMTP_HOST: 'mail.example.com' }, FROM)).toEqual({
      host: 'mail.example.com',
      port: 587,
      secure: false,
      user: undefined,
      pass: undefined,
      from: FROM,
    })
    expect(smtpConfigFromEnv({ SMTP_HOST: 'mail.example.com', SMTP_SECURE: 'true' }, FROM)).toMatchObject({
      port: 465,
      secure: true,
    })
    expect(
      smtpConfigFromEnv({ SMTP_HOST: 'mail.example.com', SMTP_SECURE: '1', SMTP_PORT: '2465' }, FROM),
    ).toMatchObject({ port: 2465, secure: true })
  })

  test('a port that is not one is an error at start-up', () => {
    expect(() => smtpConfigFromEnv({ SMTP_HOST: 'mail.example.com', SMTP_PORT: 'smtp' }, FROM)).toThrow(/SMTP_PORT/)
  })
})
