import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { feedback, subscriptions } from '../../server/db/schema'
import { DEFAULT_IP, envelopeOf, errorOf, okData, postJson, startTestApp, type TestApp } from '../support/test-app'
import { message } from '../support/text'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ now: '2026-11-05T10:00:00.000Z' })
})
afterAll(() => t?.close())

const feedbackRows = async () => (await t.db.select({ n: count() }).from(feedback))[0]!.n
const subscriptionRows = async () => (await t.db.select({ n: count() }).from(subscriptions))[0]!.n

const valid = { type_id: 1, email: 'buyer@example.com', feedback_content: 'Please stock more sensors.' }

describe('POST /api/feedback', () => {
  test('stores the feedback and answers with the thank-you message in the Lang locale', async () => {
    const before = await feedbackRows()
    const res = await t.client({ lang: 'de' }).site.feedback({
      body: { type_id: 2, email: '  Buyer.One@Example.com ', feedback_content: '  Where is my order?  ' },
    })
    expect(res.body).toEqual({ code: 200, message: message('de', 'api.feedbackThanks'), data: null })
    expect(await feedbackRows()).toBe(before + 1)
    const [row] = await t.db.select().from(feedback).where(eq(feedback.email, 'Buyer.One@Example.com'))
    expect(row).toMatchObject({
      typeId: 2,
      email: 'Buyer.One@Example.com',
      content: 'Where is my order?',
      locale: 'de',
      ip: DEFAULT_IP,
      createdAt: '2026-11-05T10:00:00.000Z',
    })
  })

  test('every subject offered by /api/common/options/select is accepted', async () => {
    const types = okData(await t.api.site.selectOptions({ query: { field: 'feedback_type' } })).feedback_type!
    for (const { id } of types) okData(await t.api.site.feedback({ body: { ...valid, type_id: id } }))
  })

  // Spec §5: the exact messages of the feedback dialog.
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['empty email', { email: '' }, 'email', 'validation.enterEmail'],
    ['email of 5 characters', { email: 'a@b.c' }, 'email', 'validation.enterEmail'],
    ['email of 5 characters after trimming', { email: '   a@b.c   ' }, 'email', 'validation.enterEmail'],
    ['missing email', { email: undefined }, 'email', 'validation.enterEmail'],
    ['email not a string', { email: 123456789 }, 'email', 'validation.enterEmail'],
    ['Chinese characters in the address', { email: '测试用户@example.com' }, 'email', 'validation.validEmail'],
    ['Chinese characters in the domain', { email: 'buyer@例子.com' }, 'email', 'validation.validEmail'],
    ['no @', { email: 'buyer.example.com' }, 'email', 'validation.validEmail'],
    ['no top-level domain', { email: 'buyer@example' }, 'email', 'validation.validEmail'],
    ['two @', { email: 'buyer@@example.com' }, 'email', 'validation.validEmail'],
    ['space inside', { email: 'buy er@example.com' }, 'email', 'validation.validEmail'],
    ['one-letter top-level domain', { email: 'buyer@example.c' }, 'email', 'validation.validEmail'],
    ['missing subject', { type_id: undefined }, 'type_id', 'validation.selectSubject'],
    ['null subject', { type_id: null }, 'type_id', 'validation.selectSubject'],
    ['subject 0 (nothing selected)', { type_id: 0 }, 'type_id', 'validation.selectSubject'],
    ['subject as text', { type_id: 'Other' }, 'type_id', 'validation.selectSubject'],
    ['fractional subject', { type_id: 1.5 }, 'type_id', 'validation.selectSubject'],
    ['empty comment', { feedback_content: '' }, 'feedback_content', 'validation.enterComment'],
    ['blank comment', { feedback_content: '  \n\t ' }, 'feedback_content', 'validation.enterComment'],
    ['missing comment', { feedback_content: undefined }, 'feedback_content', 'validation.enterComment'],
  ]
  test.each(cases)('%s → 400 with exactly the spec message, nothing stored', async (_, change, field, key) => {
    const before = await feedbackRows()
    const res = await t.request('/api/feedback', postJson({ ...valid, ...change }))
    expect(res.status).toBe(400)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const e = await envelopeOf(res)
    expect(e).toEqual({
      code: 400,
      message: message('en', key),
      data: { errors: [{ field, message: message('en', key) }] },
    })
    expect(await feedbackRows()).toBe(before)
  })

  test('the spec texts are the English dictionary values', () => {
    expect(message('en', 'validation.enterEmail')).toBe('Enter an email address')
    expect(message('en', 'validation.validEmail')).toBe('Enter a valid email address')
    expect(message('en', 'validation.selectSubject')).toBe('Select a subject')
    expect(message('en', 'validation.enterComment')).toBe('Enter a comment')
  })

  test('all fields wrong: one error per field, the first as message, in the Lang locale', async () => {
    const res = await t.request(
      '/api/feedback',
      postJson({ type_id: null, email: '测试', feedback_content: '' }, { lang: 'de' }),
    )
    const e = await envelopeOf(res)
    expect(res.status).toBe(400)
    expect(e.data.errors).toEqual(
      expect.arrayContaining([
        { field: 'type_id', message: message('de', 'validation.selectSubject') },
        { field: 'email', message: message('de', 'validation.enterEmail') },
        { field: 'feedback_content', message: message('de', 'validation.enterComment') },
      ]),
    )
    expect(e.data.errors).toHaveLength(3)
    expect(e.message).toBe(e.data.errors[0].message)
  })

  test('a subject that is not among the options → 400 on type_id, nothing stored', async () => {
    const before = await feedbackRows()
    const e = errorOf(await t.api.site.feedback({ body: { ...valid, type_id: 99 } }), 400)
    expect(e).toEqual({
      code: 400,
      message: message('en', 'validation.unknownSubject'),
      data: { errors: [{ field: 'type_id', message: message('en', 'validation.unknownSubject') }] },
    })
    expect(await feedbackRows()).toBe(before)
  })

  test('a comment over 5000 characters → 400 naming the comment', async () => {
    const before = await feedbackRows()
    const e = errorOf(await t.api.site.feedback({ body: { ...valid, feedback_content: 'x'.repeat(5001) } }), 400)
    expect(e.data?.errors.map((x) => x.field)).toEqual(['feedback_content'])
    expect(e.message).toContain(message('en', 'fields.feedback_content'))
    expect(await feedbackRows()).toBe(before)
  })

  test.each([
    ['broken JSON', '{"type_id": 1, "email": '],
    ['not JSON at all', 'type_id=1&email=buyer%40example.com'],
    ['empty body', ''],
  ])('%s → 400 naming the body, nothing stored', async (_, raw) => {
    const before = await feedbackRows()
    const res = await t.request('/api/feedback', postJson(raw))
    expect(res.status).toBe(400)
    expect(await envelopeOf(res)).toEqual({
      code: 400,
      message: message('en', 'api.badJson'),
      data: { errors: [{ field: 'body', message: message('en', 'api.badJson') }] },
    })
    expect(await feedbackRows()).toBe(before)
  })

  test.each([
    ['an array', '[]'],
    ['a string', '"hello"'],
    ['null', 'null'],
  ])('a JSON body that is %s → 400, nothing stored', async (_, raw) => {
    const before = await feedbackRows()
    const res = await t.request('/api/feedback', postJson(raw))
    expect(res.status).toBe(400)
    expect((await envelopeOf(res)).code).toBe(400)
    expect(await feedbackRows()).toBe(before)
  })

  test('a body over the size limit → 413 with a localized message, nothing stored', async () => {
    const before = await feedbackRows()
    const huge = { ...valid, feedback_content: 'x'.repeat(t.ports.settings.maxBodyBytes + 1) }
    const res = await t.request('/api/feedback', postJson(huge, { lang: 'de' }))
    expect(res.status).toBe(413)
    expect(await envelopeOf(res)).toEqual({ code: 413, message: message('de', 'api.bodyTooLarge'), data: null })
    expect(await feedbackRows()).toBe(before)
  })
})

describe('POST /api/subscribe', () => {
  test('subscribes an address once; the same address in another case → 409, still one row', async () => {
    const before = await subscriptionRows()
    const first = await t.client({ lang: 'de' }).site.subscribe({ body: { email: 'New.Buyer@Example.com' } })
    expect(first.body).toEqual({ code: 200, message: message('de', 'api.subscribed'), data: null })
    const rows = await t.db.select().from(subscriptions).where(eq(subscriptions.emailNorm, 'new.buyer@example.com'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: 'New.Buyer@Example.com', locale: 'de' })

    for (const again of ['new.buyer@example.com', 'NEW.BUYER@EXAMPLE.COM', '  New.Buyer@Example.com  ']) {
      const res = await t.api.site.subscribe({ body: { email: again } })
      const e = errorOf(res, 409)
      expect(e).toEqual({
        code: 409,
        message: message('en', 'api.alreadySubscribed'),
        data: { errors: [{ field: 'email', message: message('en', 'api.alreadySubscribed') }] },
      })
    }
    expect(await subscriptionRows()).toBe(before + 1)
  })

  test.each([
    ['', 'validation.enterEmail'],
    ['a@b.c', 'validation.enterEmail'],
    ['订阅@example.com', 'validation.validEmail'],
    ['not-an-address', 'validation.validEmail'],
  ])('email %j → 400 with the spec message, nothing stored', async (email, key) => {
    const before = await subscriptionRows()
    const e = errorOf(await t.client({ lang: 'de' }).site.subscribe({ body: { email } }), 400)
    expect(e).toEqual({
      code: 400,
      message: message('de', key),
      data: { errors: [{ field: 'email', message: message('de', key) }] },
    })
    expect(await subscriptionRows()).toBe(before)
  })

  test('bad JSON → 400, nothing stored', async () => {
    const before = await subscriptionRows()
    const res = await t.request('/api/subscribe', postJson('{email'))
    expect(res.status).toBe(400)
    expect((await envelopeOf(res)).message).toBe(message('en', 'api.badJson'))
    expect(await subscriptionRows()).toBe(before)
  })
})
