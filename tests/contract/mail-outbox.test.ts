/**
 * The durable mail outbox (issue 14, item 7): a registration's user, token and activation mail are
 * written in one batch; the mail is delivered after the answer, retried when the transport fails,
 * and sent once however many senders run. Before, the mail was sent only from memory after the
 * answer: a crash or a failed transport lost it.
 */
import { count, eq } from 'drizzle-orm'
import { rm, writeFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { accountTokens, mailOutbox, users } from '../../server/db/schema'
import { backgroundWork } from '../../server/http/contract-routes'
import { deliverMail, deliverMailSoon, queueMail } from '../../server/mail/outbox'
import { linkToken, readOutboxMail } from '../support/mail'
import { okData, startTestApp, type TestApp } from '../support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ seed: false })
})
afterAll(() => t?.close())

let n = 0
const registration = () => ({
  email: `outbox-${++n}-${Date.now()}@example.com`,
  password: 'Strong-pass-1',
  confirm_password: 'Strong-pass-1',
  contact_name: 'Olga Outbox',
  telephone: '+49 30 1234567',
  company_name: 'Outbox GmbH',
  country: 'DE',
  policy_agreement: true as const,
})
const row = async (email: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)))[0]

describe('mail outbox', () => {
  test('a registration writes the user, its token and its mail together; a failed transport loses nothing and the retry sends it once', async () => {
    // The transport fails: the outbox folder cannot be made (a file is in its place).
    await rm(t.outbox, { recursive: true, force: true })
    await writeFile(t.outbox, 'not a folder')
    const body = registration()
    okData(await t.api.accounts.register({ body }))
    await backgroundWork(t.ports)
    const [user] = await t.db.select().from(users).where(eq(users.email, body.email))
    expect(user).toBeDefined()
    expect(
      (await t.db.select({ n: count() }).from(accountTokens).where(eq(accountTokens.userId, user!.id)))[0]!.n,
    ).toBe(1)
    const queued = await row(body.email)
    expect(queued).toMatchObject({ sentAt: null, attempts: 1 })
    expect(queued!.lastError).toBeTruthy()

    // The transport works again; the retry is due after its delay.
    await rm(t.outbox, { force: true })
    expect(await deliverMail(t.ports)).toBe(0)
    t.clock.advance(60_000)
    expect(await deliverMail(t.ports)).toBe(1)
    expect(await deliverMail(t.ports)).toBe(0)
    const files = await t.outboxFiles()
    expect(files).toHaveLength(1)
    const mail = await readOutboxMail(t.outbox, files[0]!)
    expect(mail.to).toBe(body.email)
    const token = linkToken(mail.text, '/register/activate')!
    okData(await t.api.accounts.active({ body: { token } }))
    expect(await row(body.email)).toMatchObject({ attempts: 2, lastError: null })
    expect((await row(body.email))!.sentAt).toBeTruthy()
  })

  test('several senders at once send every message once', async () => {
    await backgroundWork(t.ports)
    const before = (await t.outboxFiles()).length
    const emails: string[] = []
    for (let i = 0; i < 12; i++) {
      const body = registration()
      emails.push(body.email)
      // Queued only: the answer's own delivery is what the concurrent senders below race with.
      okData(await t.api.accounts.register({ body }))
    }
    await Promise.all([deliverMail(t.ports, 3), deliverMail(t.ports, 5), deliverMail(t.ports), backgroundWork(t.ports)])
    const files = await t.outboxFiles()
    expect(files.length - before).toBe(12)
    const rows = await t.db.select().from(mailOutbox)
    for (const email of emails) expect(rows.find((r) => r.recipient === email)).toMatchObject({ attempts: 1 })
  })

  test('requests that queue mail at once share deliveries (issue 34): each message is sent once, in a few passes, not one each', async () => {
    await backgroundWork(t.ports)
    const before = (await t.outboxFiles()).length
    const now = new Date()
    for (let i = 0; i < 12; i++) {
      const to = `soon-${i}-${Date.now()}@example.com`
      await t.db.batch([queueMail(t.db, { to, subject: 'Order', text: 'placed', html: '<p>placed</p>' }, now)])
    }
    // Every pass over the outbox reads the clock once, and once more for each message it sent.
    let clockReads = 0
    const ports = {
      ...t.ports,
      clock: {
        now: () => {
          clockReads++
          return new Date()
        },
      },
    }
    // Twelve requests ask for delivery at once, as twelve orders placed together do.
    const sent = await Promise.all(Array.from({ length: 12 }, () => deliverMailSoon(ports)))
    expect(Math.max(...sent)).toBe(12)
    expect((await t.outboxFiles()).length - before).toBe(12)
    expect(clockReads - 12).toBeLessThanOrEqual(3)
  })
})
