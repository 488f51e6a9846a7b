import { z } from 'zod'

/**
 * Field rules shared by the browser forms and the server. Messages are locale keys
 * (locales/en.json); both sides translate them, so the user reads the same words.
 */
const CHINESE = /[\u3400-\u9fff\uf900-\ufaff]/
const EMAIL = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/

export const Email = z
  .string({ required_error: 'validation.enterEmail', invalid_type_error: 'validation.enterEmail' })
  .trim()
  .min(6, 'validation.enterEmail')
  .max(254, 'validation.tooLong')
  .refine((v) => !CHINESE.test(v) && EMAIL.test(v), 'validation.validEmail')

export const FeedbackInput = z.object({
  type_id: z
    .number({ required_error: 'validation.selectSubject', invalid_type_error: 'validation.selectSubject' })
    .int('validation.selectSubject')
    .positive('validation.selectSubject'),
  email: Email,
  feedback_content: z
    .string({ required_error: 'validation.enterComment', invalid_type_error: 'validation.enterComment' })
    .trim()
    .min(1, 'validation.enterComment')
    .max(5000, 'validation.tooLong'),
})

export const SubscribeInput = z.object({ email: Email })
