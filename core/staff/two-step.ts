import { z } from 'zod'
import { SignedInStaffSchema } from './sign-in.ts'

// Two-step sign-in (docs/decisions/0092-two-step-sign-in.md): a code from an
// authenticator app (RFC 6238: 6 digits, 30 s) or a single-use recovery code
// after the password. Shared by the portal and the server.

/** Who must use a second step: `TWO_STEP_REQUIRED` in server/config.ts. */
export const TWO_STEP_SETTINGS = ['owners', 'all', 'off'] as const
export type TwoStepSetting = (typeof TWO_STEP_SETTINGS)[number]
import type { StaffRole } from './permissions.ts'
export type { StaffRole }

/** Whether a user of `role` must use two-step sign-in under `setting`. */
export function twoStepRequired(role: StaffRole, setting: TwoStepSetting): boolean {
  return setting === 'all' || (setting === 'owners' && role === 'owner')
}

export const TWO_STEP_MESSAGES = {
  codeNeeded: 'Enter the 6-digit code from your authenticator app to finish signing in.',
  enrolmentNeeded: 'Your account needs two-step sign-in. Set it up now to continue.',
  wrongCode: 'That code is not right. Check the time on your phone, or use a recovery code.',
  challengeEnded: 'This sign-in has expired. Please enter your username and password again.',
  codeFormat: 'Enter the 6-digit code, or a recovery code like abcd-efgh-jkmn-pqrs.',
  alreadyOn: 'Two-step sign-in is already on for your account.',
  notOn: 'Two-step sign-in is not on for your account.',
  noEnrolment: 'Start the set-up again: scan a new QR code.',
  required: 'Two-step sign-in is required for your account and cannot be turned off.',
  turnedOff: 'Two-step sign-in is off.',
  sessionEnded: 'That session has been signed out.',
  othersEnded: (n: number) => (n === 1 ? 'One other session has been signed out.' : `${n} other sessions have been signed out.`),
} as const

/** Ten recovery codes; the password step's challenge stays good this many minutes for the code or the enrolment. */
export const RECOVERY_CODE_COUNT = 10
export const CHALLENGE_MINUTES = 10

/** A 6-digit code or a recovery code, as typed (spaces and dashes are forgiven). */
export const CodeSchema = z
  .string()
  .max(40, TWO_STEP_MESSAGES.codeFormat)
  .transform((v) => v.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z0-9]{16})$/, TWO_STEP_MESSAGES.codeFormat))

export const ChallengeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, TWO_STEP_MESSAGES.challengeEnded)

export const ChallengeBodySchema = z.object({ challenge: ChallengeSchema })
export const ChallengeCodeBodySchema = z.object({ challenge: ChallengeSchema, code: CodeSchema })
export const CodeBodySchema = z.object({ code: CodeSchema })

/** The password step's answer when a second step is needed (401: not signed in yet; no token). */
export const SecondStepSchema = z.object({
  message: z.string(),
  secondStep: z.enum(['code', 'enrol']),
  challenge: z.string(),
})
export type SecondStep = z.infer<typeof SecondStepSchema>

/** What the authenticator app needs: the QR code (an SVG data URL) or the key typed by hand. */
export const EnrolmentSchema = z.object({ secret: z.string(), otpauthUri: z.string(), qrCode: z.string() })
export type Enrolment = z.infer<typeof EnrolmentSchema>

export const EnrolledSignInSchema = z.object({ token: z.string(), user: SignedInStaffSchema, recoveryCodes: z.array(z.string()) })

export const TwoStepStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
})
export type TwoStepStatus = z.infer<typeof TwoStepStatusSchema>

/** The answer of a change on the Account screen: the new state, and the recovery codes where it made them (shown once). */
export const TwoStepChangeSchema = TwoStepStatusSchema.extend({ recoveryCodes: z.array(z.string()).optional() })
export type TwoStepChange = z.infer<typeof TwoStepChangeSchema>

export const StaffSessionSchema = z.object({
  _id: z.string(),
  /** Browser and system, from the user agent ("Chrome on Windows"). */
  device: z.string(),
  address: z.string(),
  signedInAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  current: z.boolean(),
})
export type StaffSession = z.infer<typeof StaffSessionSchema>
