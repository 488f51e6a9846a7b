/**
 * Password hashing that runs the same on Node and on workerd: PBKDF2-HMAC-SHA256 through Web
 * Crypto (crypto.subtle), 100,000 iterations (workerd refuses more), a random 16-byte salt per
 * password, a 32-byte key. Stored self-describing, so parameters can change later and old hashes
 * still verify: `pbkdf2-sha256$<iterations>$<salt base64url>$<hash base64url>`.
 * `needsRehash` tells the sign-in to store a fresh hash when the parameters have moved on.
 */
export const PASSWORD_ALGORITHM = 'pbkdf2-sha256'
export const PASSWORD_ITERATIONS = 100_000
const SALT_BYTES = 16
const KEY_BYTES = 32

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

function fromB64url(s: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(s)) return null
  try {
    const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'))
    return Uint8Array.from(bin, (ch) => ch.charCodeAt(0))
  } catch {
    return null
  }
}

async function pbkdf2(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
  bytes: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password.normalize('NFC')),
    'PBKDF2',
    false,
    ['deriveBits'],
  )
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, bytes * 8)
  return new Uint8Array(bits)
}

/** A new hash of a password with a fresh salt and the current parameters. */
export async function hashPassword(password: string, iterations = PASSWORD_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const hash = await pbkdf2(password, salt, iterations, KEY_BYTES)
  return `${PASSWORD_ALGORITHM}$${iterations}$${b64url(salt)}$${b64url(hash)}`
}

type Parsed = { iterations: number; salt: Uint8Array<ArrayBuffer>; hash: Uint8Array<ArrayBuffer> }

function parse(stored: string): Parsed | null {
  const [algorithm, iter, salt, hash, ...rest] = stored.split('$')
  if (algorithm !== PASSWORD_ALGORITHM || rest.length || !iter || !salt || !hash) return null
  const iterations = Number(iter)
  // Workerd's ceiling; a larger number in the database is corrupt, not a stronger hash.
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > 100_000) return null
  const s = fromB64url(salt)
  const h = fromB64url(hash)
  if (!s || !h || s.length < 8 || h.length < 16) return null
  return { iterations, salt: s, hash: h }
}

/** Compares two byte strings in time that depends on their length only. */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ (b[i % Math.max(b.length, 1)] ?? 0)
  return diff === 0
}

const DUMMY_SALT = new Uint8Array(SALT_BYTES).fill(0x5a)

/**
 * Whether `password` matches `stored`. With no usable stored hash (unknown account, no password)
 * the same key derivation runs anyway and the answer is false, so timing does not tell.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parse(stored) : null
  if (!parsed) {
    await pbkdf2(password, DUMMY_SALT, PASSWORD_ITERATIONS, KEY_BYTES)
    return false
  }
  const derived = await pbkdf2(password, parsed.salt, parsed.iterations, parsed.hash.length)
  return timingSafeEqual(derived, parsed.hash)
}

/** A stored hash made with other parameters than today's: store a new one at the next sign-in. */
export function needsRehash(stored: string | null | undefined): boolean {
  const parsed = stored ? parse(stored) : null
  return (
    !parsed ||
    parsed.iterations !== PASSWORD_ITERATIONS ||
    parsed.salt.length !== SALT_BYTES ||
    parsed.hash.length !== KEY_BYTES
  )
}
