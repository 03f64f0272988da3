import { createHmac } from 'node:crypto'

// An authenticator app's code, computed here from RFC 6238 and RFC 4226 alone
// (not with the server's library), so the tests check the server against the
// standard: HMAC-SHA1 of the 30-second step, dynamically truncated, 6 digits.

function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const c of secret.replace(/[\s=]/g, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0')
  return Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)))
}

/** The code for the raw `key` at `at`, `digits` long (RFC 6238's test vectors use 8). */
export function totpOfKey(key: Buffer, at: number, digits = 6): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)))
  const mac = createHmac('sha1', key).update(counter).digest()
  const offset = mac[mac.length - 1] & 0x0f
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits
  return String(value).padStart(digits, '0')
}

/** The code an authenticator app shows for a base32 secret (as the enrolment shows it, spaces allowed) at `at` (ms). */
export const totp = (secret: string, at: number): string => totpOfKey(base32(secret), at)
