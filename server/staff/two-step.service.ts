import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { TWO_STEP_MESSAGES, type Enrolment, type TwoStepStatus } from '#core/staff/two-step.ts'
import { isStaffRole, type StaffRole } from '#core/staff/permissions.ts'
import type { StaffUserRow } from './staff-user.repository.ts'
import { createTwoStepRepository } from './two-step.repository.ts'
import { acceptedStep, groupedSecret, newRecoveryCodes, newTotpSecret, otpauthUri, recoveryCodeHash } from './one-time-codes.ts'
import { AuthError } from './auth-error.ts'
import { qrCodeDataUrl } from '#server/media/qr-code.ts'

// A staff user's second step (docs/decisions/0092-two-step-sign-in.md):
// enrolment, checking a code or a recovery code, new recovery codes, turning
// it off. Throttling of wrong codes is the caller's (staff-auth.service.ts).
// The secret is answered only while it is being enrolled, never after.

/** The user's role for the two-step rule; a stored value that is no role counts as an owner (the strictest). */
export const roleOf = (user: StaffUserRow): StaffRole => (isStaffRole(user.role) ? user.role : 'owner')

export const twoStepEnabled = (user: StaffUserRow): boolean => user.two_step_secret !== null

export function createTwoStep(db: Kysely<Database>, now: () => Date) {
  const repo = createTwoStepRepository(db)

  async function freshRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
    const codes = newRecoveryCodes()
    return { codes, hashes: codes.map(recoveryCodeHash) }
  }

  return {
    repo,

    async status(user: StaffUserRow, required: boolean): Promise<TwoStepStatus> {
      const enabled = twoStepEnabled(user)
      return { enabled, required, recoveryCodesLeft: enabled ? await repo.recoveryCodesLeft(user.id) : 0 }
    },

    /** A new secret to scan; it counts once a code from it is confirmed. */
    async startEnrolment(user: StaffUserRow): Promise<Enrolment> {
      if (twoStepEnabled(user)) throw new AuthError(409, TWO_STEP_MESSAGES.alreadyOn)
      const secret = newTotpSecret()
      await repo.setPendingSecret(user.id, secret)
      const uri = otpauthUri(secret, user.username)
      return { secret: groupedSecret(secret), otpauthUri: uri, qrCode: await qrCodeDataUrl(uri) }
    },

    /** Turns two-step on when `code` comes from the pending secret; answers the ten recovery codes, shown once. */
    async confirmEnrolment(user: StaffUserRow, code: string): Promise<string[] | undefined> {
      if (twoStepEnabled(user)) throw new AuthError(409, TWO_STEP_MESSAGES.alreadyOn)
      if (!user.two_step_pending_secret) throw new AuthError(400, TWO_STEP_MESSAGES.noEnrolment)
      const step = /^\d{6}$/.test(code) ? acceptedStep(user.two_step_pending_secret, code, now(), null) : undefined
      if (step === undefined) return undefined
      const { codes, hashes } = await freshRecoveryCodes()
      await repo.enable(user.id, user.two_step_pending_secret, step, now().toISOString(), hashes)
      return codes
    },

    /** Whether `code` (an app's code, or an unused recovery code, which is then spent) proves the second step. */
    async verify(user: StaffUserRow, code: string): Promise<boolean> {
      if (!user.two_step_secret) return false
      if (/^\d{6}$/.test(code)) {
        const step = acceptedStep(user.two_step_secret, code, now(), user.two_step_last_step)
        return step !== undefined && (await repo.useStep(user.id, step))
      }
      return repo.useRecoveryCode(user.id, recoveryCodeHash(code), now().toISOString())
    },

    /** Ten new recovery codes; the old ones stop working. */
    async regenerateRecoveryCodes(user: StaffUserRow): Promise<string[]> {
      if (!twoStepEnabled(user)) throw new AuthError(400, TWO_STEP_MESSAGES.notOn)
      const { codes, hashes } = await freshRecoveryCodes()
      await repo.replaceRecoveryCodes(user.id, hashes)
      return codes
    },

    /** Off: the secret and the recovery codes are deleted (Account screen, or a lost phone reset from the CLI). */
    turnOff: (userId: string) => repo.disable(userId),
  }
}

export type TwoStep = ReturnType<typeof createTwoStep>
