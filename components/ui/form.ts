import type { ZodTypeAny } from 'zod'
import { issueMessage } from '../../contract/validation'
import type { Translate } from '../../locales/translator'

/**
 * Validates form values with the contract's schema and gives the first message per field, translated —
 * the same rules and words the server uses (contract/validation.ts).
 */
export function fieldErrors(schema: ZodTypeAny, values: unknown, t: Translate): Record<string, string> {
  const result = schema.safeParse(values)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '')
    if (!errors[field]) errors[field] = issueMessage(t, issue)
  }
  return errors
}

/** Field messages of a 400 envelope from the server. */
export function serverFieldErrors(result: unknown): Record<string, string> {
  const errors =
    (result as { body?: { data?: { errors?: { field: string; message: string }[] } } })?.body?.data?.errors ?? []
  return Object.fromEntries(errors.map((e) => [e.field, e.message]))
}
