import { splitLocale } from '../locales/locales'

const BASE = 'http://chipshop.invalid'

/**
 * A path the server builds a redirect from (the request's own path, less a language prefix) kept
 * on our origin: leading slashes and backslashes collapse into one slash, so that `//evil.example`
 * or `/\evil.example` (which browsers read as another host) becomes `/evil.example`.
 */
export function ownOriginPath(path: string): string {
  return '/' + path.replace(/^[/\\]+/, '')
}

/**
 * Where to send a user after sign-in: the `redirect` parameter if it is a path of this site,
 * else `fallback`. No open redirect: anything that a browser could read as another origin
 * (`//evil.com`, `/\evil.com`, `https://…`, `javascript:…`, control characters or backslashes
 * anywhere, tabs or newlines that a URL parser drops) is refused, and so are the sign-in and
 * sign-out pages themselves (`/login`, `/exit` in any language), which would loop or sign the
 * user out again. The answer is the normalized path with its query and fragment.
 *
 * Shared by the pages (/login reads `?redirect=`) and the server (tests in tests/contract/redirect.test.ts).
 */
export function safeRedirectPath(raw: unknown, fallback = '/'): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return fallback
  // Only a single leading slash followed by something that is not a slash or backslash.
  if (!/^\/(?![/\\])/.test(raw)) return fallback
  // Backslashes, whitespace and control characters have no place in our paths; browsers and URL
  // parsers treat some of them as slashes or drop them.
  // eslint-disable-next-line no-control-regex
  if (/[\\\s\u0000-\u001f\u007f]/.test(raw)) return fallback
  let url: URL
  try {
    url = new URL(raw, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE) return fallback
  // Dot segments can collapse into a leading `//` (`/..//evil.com` → `//evil.com`): check the result too.
  if (!/^\/(?![/\\])/.test(url.pathname)) return fallback
  const { path } = splitLocale(url.pathname)
  if (/^\/(login|exit)(\/|$)/.test(path)) return fallback
  return url.pathname + url.search + url.hash
}
