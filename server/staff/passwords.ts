import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import { dictionary } from '@zxcvbn-ts/language-common'
import { AUTH_MESSAGES, NewPasswordSchema } from '#core/staff/sign-in.ts'

// argon2id with OWASP's recommended minimum cost (19 MiB, 2 passes).
export const hashPassword = (password: string) => hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 })

// A sign-in for a username that does not exist is checked against this hash,
// so it takes as long as a wrong password and answers the same (no user enumeration).
let dummyHash: Promise<string> | undefined
const dummy = () => (dummyHash ??= hashPassword(randomBytes(24).toString('base64url')))

/** Whether `password` matches `passwordHash`; with no hash (unknown user) spends the same time and answers false. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const target = passwordHash ?? (await dummy())
  const ok = await verify(target, password).catch(() => false)
  return ok && passwordHash !== undefined
}

// The maintained common-password list of zxcvbn-ts (about 49,000 entries), compared lower-cased.
let common: Set<string> | undefined
const commonPasswords = () => (common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())))

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  const parsed = NewPasswordSchema.safeParse(password)
  if (!parsed.success) return parsed.error.issues[0]?.message
  if (commonPasswords().has(password.toLowerCase())) return AUTH_MESSAGES.passwordCommon
  return undefined
}

/** A one-time password for an invite or a reset: 18 random characters, shown once. */
export const oneTimePassword = (): string => randomBytes(14).toString('base64url').slice(0, 18)
