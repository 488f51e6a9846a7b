/**
 * Expected texts come from the locale files themselves (locales/<code>.json), never from the
 * server's translator, so a test reads what the user is meant to read in that language.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { localeInfo, type Locale } from '../../locales/locales'
import { resolvePlurals, withFormattedNumbers } from '../../locales/plural'
import { repoRoot } from './paths'

export type Dictionary = { [key: string]: string | Dictionary }

const cache = new Map<string, Dictionary>()
export function dictionary(code: string): Dictionary {
  let d = cache.get(code)
  if (!d)
    cache.set(code, (d = JSON.parse(readFileSync(join(repoRoot, 'locales', `${code}.json`), 'utf8')) as Dictionary))
  return d
}

/** Every dotted key of a dictionary with its string value. */
export function flatten(d: Dictionary, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  for (const [k, v] of Object.entries(d)) {
    const key = prefix ? `${prefix}.${k}` : k
    if (v && typeof v === 'object' && !Array.isArray(v)) for (const [kk, vv] of flatten(v, key)) out.set(kk, vv)
    else out.set(key, v)
  }
  return out
}

/**
 * The message `key` of locales/<code>.json with its {{placeholders}} filled in and its plural
 * blocks resolved (numbers written the language's way: locales/plural.ts, unit-tested on its own).
 */
export function message(code: string, key: string, params: Record<string, unknown> = {}): string {
  const value = flatten(dictionary(code)).get(key)
  if (typeof value !== 'string') throw new Error(`locales/${code}.json has no message ${key}`)
  const bcp47 = localeInfo(code as Locale).bcp47
  const shown = withFormattedNumbers(params, bcp47)
  return resolvePlurals(
    value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, p: string) => String(shown[p] ?? '')),
    params,
    bcp47,
  )
}

/** The text a visitor sees in an HTML page: no scripts (vike's serialized pageContext), styles or tags. */
export function visibleText(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

/** The attributes of the <html> element. */
export function htmlAttributes(html: string): Record<string, string> {
  const tag = /<html\b([^>]*)>/i.exec(html)?.[1] ?? ''
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]))
}
