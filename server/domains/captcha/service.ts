import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { CaptchaForm } from '../../../contract/rfq'
import { hashToken, randomToken } from '../../auth/sessions'
import type { Db } from '../../db/client'
import type { ServiceContext } from '../../services/context'
import { captchas } from './schema'
import { captchaSvg, random, randomCode } from './image'

/**
 * The verification code of the guest forms (RFQ, quick RFQ), our own and plain code (design.md:
 * SVG, no native dependency). A code is given for one form, lives CAPTCHA_MINUTES, and answers
 * once: the form that sends it right uses it; a wrong answer uses it up too (a guess costs a new
 * code), and wrong answers from one address are limited (settings `captchaWrong`). Only the hash of
 * id and answer is stored. Those who cannot see the picture ask for `kind: 'text'`: a sum written
 * out in their language, answered in digits.
 */
export const CAPTCHA_MINUTES = 5

type Ctx = Pick<ServiceContext, 'db' | 'now' | 't' | 'ip' | 'ports'>

const normalize = (answer: string) => answer.normalize('NFKC').replace(/\s+/g, '').toUpperCase()
const answerHash = (id: string, answer: string) => hashToken(`${id}:${normalize(answer)}`)

/** A new code for `form`: its id, and the picture or the question that shows it. */
export async function issueCaptcha(ctx: Ctx, form: CaptchaForm, kind: 'image' | 'text') {
  const id = randomToken()
  let answer: string
  let image = ''
  let question = ''
  if (kind === 'image') {
    answer = randomCode()
    image = captchaSvg(answer, ctx.t('captcha.imageLabel'))
  } else {
    const a = 2 + Math.floor(random() * 8)
    const b = 2 + Math.floor(random() * 8)
    answer = String(a + b)
    question = ctx.t('captcha.question', { a, b })
  }
  await ctx.db.insert(captchas).values({
    id,
    form,
    answerHash: await answerHash(id, answer),
    createdAt: ctx.now.toISOString(),
    expiresAt: new Date(ctx.now.getTime() + CAPTCHA_MINUTES * 60_000).toISOString(),
  })
  return { captcha_id: id, kind, image, question, expires_in: CAPTCHA_MINUTES * 60 }
}

export type CaptchaCheck = 'ok' | 'wrong' | 'limited'

/**
 * Whether `code` answers the captcha `id` of `form`, which is live and unused. `use`: the form is
 * sent, the captcha is used up; otherwise (checkCaptcha) it stays for the form. A wrong answer uses
 * it up and counts against the caller's address; past the limit nothing is checked ('limited').
 */
export async function checkCaptcha(
  ctx: Ctx,
  input: { id: string; code: string; form: CaptchaForm; use: boolean },
): Promise<CaptchaCheck> {
  const key = `captchaWrong:${ctx.ip}`
  const [limit, windowSeconds] = ctx.ports.settings.limits.captchaWrong
  if (!(await ctx.ports.rateLimiter.peek(key, limit, windowSeconds)).allowed) return 'limited'
  const at = ctx.now.toISOString()
  const live = and(
    eq(captchas.id, input.id),
    eq(captchas.form, input.form),
    eq(captchas.answerHash, await answerHash(input.id, input.code)),
    isNull(captchas.usedAt),
    gt(captchas.expiresAt, at),
  )
  const right = await ctx.db
    .update(captchas)
    .set(input.use ? { usedAt: at } : { checked: true })
    .where(live)
    .returning({ id: captchas.id })
  if (right.length) return 'ok'
  await ctx.db
    .update(captchas)
    .set({ usedAt: at })
    .where(and(eq(captchas.id, input.id), isNull(captchas.usedAt)))
  await ctx.ports.rateLimiter.hit(key, limit, windowSeconds)
  return 'wrong'
}

/** Whether captcha `id` of `form` was answered right (checkCaptcha, not used up) and is still valid and unused. */
export async function answeredCaptcha(ctx: Pick<Ctx, 'db' | 'now'>, id: string, form: CaptchaForm): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: captchas.id })
    .from(captchas)
    .where(
      and(
        eq(captchas.id, id),
        eq(captchas.form, form),
        eq(captchas.checked, true),
        isNull(captchas.usedAt),
        gt(captchas.expiresAt, ctx.now.toISOString()),
      ),
    )
  return !!row
}

/** Housekeeping: captchas that ended (expired or used) more than an hour ago. */
export async function deleteEndedCaptchas(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - 3_600_000).toISOString()
  const deleted = await db.delete(captchas).where(lt(captchas.expiresAt, before)).returning({ id: captchas.id })
  return deleted.length
}
