import type { FeedMapping } from '../../../../contract/admin/import'
import type { Translate } from '../../../../locales/translator'
import type { FeedFailure } from './feed'

/** A refused feed's message (locales/admin `import.failure.*`), numbers formatted by the translator. */
export function failureMessage(t: Translate, failure: FeedFailure): string {
  const { key, params } = failureKey(failure)
  return t(key, params)
}

/** The message key and parameters of a refused feed. */
export function failureKey(failure: FeedFailure): { key: string; params: Record<string, string | number> } {
  const params: Record<string, string | number> = {}
  for (const [k, v] of Object.entries(failure))
    if (k !== 'kind' && (typeof v === 'string' || typeof v === 'number')) params[k] = v
  if ((failure.kind === 'tooLarge' || failure.kind === 'unsafeArchive') && 'limit' in failure)
    params.limit = Math.round(failure.limit / (1024 * 1024))
  if (failure.kind === 'typeMismatch') params.extension = `.${failure.extension}`
  if (failure.kind === 'wrongEncoding') params.encoding = failure.encoding.toUpperCase()
  return { key: `import.failure.${failure.kind}`, params }
}

/** The columns found, one per line (the CLI prints it before the preview). */
export function mappingSummary(mapping: FeedMapping, header: readonly string[]): string {
  const name = (c: number) => `column ${c + 1}${header[c] ? ` "${header[c]}"` : ''}`
  const lines = [`header: row ${mapping.header_row + 1}`]
  for (const [kind, c] of Object.entries(mapping.columns)) lines.push(`  ${kind}: ${name(c)}`)
  for (const t of mapping.tiers) lines.push(`  price from ${t.quantity}: ${name(t.column)}`)
  for (const p of mapping.params) lines.push(`  parameter ${p.key}: ${name(p.column)}`)
  return lines.join('\n')
}
