import { z } from 'zod'
import { STAFF_ROLES } from './permissions.ts'

// Staff sign-in and accounts (docs/product.md#sign-in, docs/product.md#change-password).
// Shared by the portal (instant messages) and the server (the authority).

/** Passwords are at least this long; the server also refuses common and easily guessed ones (server/staff/passwords.ts). */
export const PASSWORD_MIN_LENGTH = 12
/** A new password uses at least this many different characters ("aaaaaaaaaaaa" and twelve spaces are refused). */
export const MIN_DISTINCT_CHARACTERS = 5
/** argon2 hashes anything, but a megabyte password is an attack, not a password. */
export const PASSWORD_MAX_LENGTH = 256

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid username or password.',
  loginFailed: 'Login failed',
  signInRequired: 'Please sign in to continue.',
  mustChangePassword: 'Please change your one-time password before continuing.',
  passwordTooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordCommon: 'This password is on a list of commonly used passwords. Choose another.',
  passwordHasUsername: 'Do not use the username in the password.',
  passwordTooUniform: `Use at least ${MIN_DISTINCT_CHARACTERS} different characters.`,
  passwordWeak: (warning: string | null) =>
    `This password is too easy to guess.${warning ? ` ${warning}` : ''} Add another uncommon word or more characters.`,
  passwordMismatch: 'The new passwords do not match.',
  passwordSameAsOld: 'Choose a password different from the current one.',
  currentPasswordWrong: 'The current password is not correct.',
  passwordChanged: 'Your password has been changed. Other sessions have been signed out.',
} as const

/** Usernames are compared trimmed and case-insensitively, so they are stored that way. */
export const normalizeUsername = (username: string): string => username.normalize('NFKC').trim().toLowerCase()

export const LoginBodySchema = z.object({
  username: z.string().max(200, 'must be at most 200 characters').min(1, 'is required'),
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH * 4, 'is too long')
    .min(1, 'is required'),
})

/** A new password's length rules; the common-password list is checked on the server only. */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong)

export const ChangePasswordBodySchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, 'Enter your current password.')
      .max(PASSWORD_MAX_LENGTH * 4),
    newPassword: NewPasswordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH * 4),
  })
  .refine((b) => b.newPassword === b.confirmPassword, { message: AUTH_MESSAGES.passwordMismatch, path: ['confirmPassword'] })
  .refine((b) => b.newPassword !== b.currentPassword, { message: AUTH_MESSAGES.passwordSameAsOld, path: ['newPassword'] })

/** A staff user as the API shows it: never a hash. */
export const SignedInStaffSchema = z.object({
  _id: z.string(),
  username: z.string(),
  displayName: z.string(),
  mustChangePassword: z.boolean(),
  /** What the portal shows and the API allows (core/staff/permissions.ts). */
  role: z.enum(STAFF_ROLES),
  /** The agent card an agent is; null for other roles. */
  agentId: z.string().nullable(),
})
export type SignedInStaff = z.infer<typeof SignedInStaffSchema>

export const LoginResponseSchema = z.object({ token: z.string(), user: SignedInStaffSchema })
export const VerifyTokenResponseSchema = z.object({ valid: z.literal(true), user: SignedInStaffSchema })
