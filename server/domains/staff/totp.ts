import { Secret, TOTP } from 'otpauth'

/**
 * The second factor of staff sign-in: TOTP (RFC 6238; SHA-1, 6 digits, 30 s, as every
 * authenticator app reads it) through `otpauth`, which runs on Node and workerd alike. A code is
 * accepted for the time step before, of and after now (clocks drift), and each step once only
 * (the caller stores the step it accepted and refuses it and older ones after).
 */
export const TOTP_ISSUER = 'ChipShop'
const PERIOD_S = 30

/** A fresh random secret, base32 (160 bits, RFC 4226's recommendation). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  })

/** The otpauth:// URI an authenticator app reads (as a QR code or pasted). */
export const totpUri = (secret: string, label: string) => totpOf(secret, label).toString()

/** The code of `secret` at `at` (tests and the browser test's "authenticator"). */
export const totpCode = (secret: string, at: Date) => totpOf(secret, '').generate({ timestamp: at.getTime() })

/** The time step a code belongs to when it is right at `at` (±1 step), else null. */
export function totpStep(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null
  const delta = totpOf(secret, '').validate({ token: code, timestamp: at.getTime(), window: 1 })
  return delta === null ? null : Math.floor(at.getTime() / 1000 / PERIOD_S) + delta
}
