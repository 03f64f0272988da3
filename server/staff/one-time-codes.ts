import { createHash, randomInt } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { RECOVERY_CODE_COUNT } from '#core/staff/two-step.ts'

// The codes of two-step sign-in (docs/decisions/0092-two-step-sign-in.md):
// RFC 6238 codes (6 digits, 30 s steps, one step either side for a phone's
// clock) and single-use recovery codes of 16 characters (79 bits, so SHA-256
// is enough to store them, as for session tokens).

const STEP_SECONDS = 30

function totp(secret: string, username = '') {
  return new TOTP({
    issuer: COMPANY_NAME,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: STEP_SECONDS,
    secret: Secret.fromBase32(secret),
  })
}

/** A new authenticator secret (160 bits, base32). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

/** What an authenticator app reads from the QR code. */
export const otpauthUri = (secret: string, username: string): string => totp(secret, username).toString()

/** The secret grouped by four for typing by hand. */
export const groupedSecret = (secret: string): string => secret.match(/.{1,4}/g)!.join(' ')

/**
 * The time step `code` belongs to (within one step of `at`), or undefined. A
 * step at or before `lastStep` is refused: each code works once.
 */
export function acceptedStep(secret: string, code: string, at: Date, lastStep: number | null): number | undefined {
  const delta = totp(secret).validate({ token: code, timestamp: at.getTime(), window: 1 })
  if (delta === null) return undefined
  const step = Math.floor(at.getTime() / 1000 / STEP_SECONDS) + delta
  return lastStep !== null && step <= lastStep ? undefined : step
}

// No 0/o, 1/l/i: a code read off paper is typed right.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten new recovery codes, shown once as abcd-efgh-jkmn-pqrs. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
    return raw.match(/.{4}/g)!.join('-')
  })
}

/** The stored form of a recovery code, typed with or without dashes, in any case. */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256')
    .update(`recovery-code:${code.replace(/[\s-]/g, '').toLowerCase()}`)
    .digest('hex')
