import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as english from '@zxcvbn-ts/language-en'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { AUTH_MESSAGES, MIN_DISTINCT_CHARACTERS, NewPasswordSchema, normalizeUsername } from '#core/staff/sign-in.ts'

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

// zxcvbn-ts estimates how many guesses a password takes, with its common
// password list and English words, names and keyboard patterns. A staff
// password must score 4 ("very unguessable": about 10^10 guesses or more):
// these accounts read every lead's name, e-mail and phone.
let estimator: ZxcvbnFactory | undefined
const strength = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  }))
const MIN_SCORE = 4
let commonSet: Set<string> | undefined
const commonPasswords = () => (commonSet ??= new Set((common.dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())))
/** Words anyone would try first against this business's accounts. */
const BUSINESS_WORDS = [...COMPANY_NAME.toLowerCase().split(/\s+/), 'omaha', 'nebraska', 'admin', 'staff']

/** Why a new password is refused, or undefined when it is acceptable. `user`: the account it is for. */
export function passwordProblem(password: string, user?: { username: string; display_name?: string }): string | undefined {
  const parsed = NewPasswordSchema.safeParse(password)
  if (!parsed.success) return parsed.error.issues[0]?.message
  const lower = password.toLowerCase()
  const username = user ? normalizeUsername(user.username) : ''
  if (username.length >= 3 && lower.includes(username)) return AUTH_MESSAGES.passwordHasUsername
  if (new Set(password).size < MIN_DISTINCT_CHARACTERS) return AUTH_MESSAGES.passwordTooUniform
  if (commonPasswords().has(lower)) return AUTH_MESSAGES.passwordCommon
  const personal = [username, ...(user?.display_name ?? '').toLowerCase().split(/\s+/)].filter((w) => w.length >= 3)
  const estimate = strength().check(password, [...personal, ...BUSINESS_WORDS])
  if (estimate.score < MIN_SCORE) return AUTH_MESSAGES.passwordWeak(estimate.feedback.warning)
  return undefined
}

/** A one-time password for an invite or a reset: 18 random characters, shown once. */
export const oneTimePassword = (): string => randomBytes(14).toString('base64url').slice(0, 18)
