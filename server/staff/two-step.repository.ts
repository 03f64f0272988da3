import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'

type Db = Kysely<Database>

/** Two-step sign-in's rows: a user's secrets, their recovery codes, the password step's challenges. */
export function createTwoStepRepository(db: Db) {
  return {
    async setPendingSecret(userId: string, secret: string | null): Promise<void> {
      await db.updateTable('admin_users').set({ two_step_pending_secret: secret }).where('id', '=', userId).execute()
    },

    /** Turns two-step on with the pending secret and its first code's step, and stores the recovery codes, in one transaction. */
    async enable(userId: string, secret: string, step: number, at: string, codeHashes: string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await setSecret(trx, userId, { secret, enabledAt: at, step })
        await replaceCodes(trx, userId, codeHashes)
      })
    },

    /** Turns two-step off (Account screen, or a reset from the CLI): secret and recovery codes are gone. */
    async disable(userId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await setSecret(trx, userId, { secret: null, enabledAt: null, step: null })
        await trx.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute()
      })
    },

    /** Records `step` as used unless a later or equal one already is; false when another request used it first. */
    async useStep(userId: string, step: number): Promise<boolean> {
      const r = await db
        .updateTable('admin_users')
        .set({ two_step_last_step: step })
        .where('id', '=', userId)
        .where((eb) => eb.or([eb('two_step_last_step', 'is', null), eb('two_step_last_step', '<', step)]))
        .executeTakeFirst()
      return Number(r.numUpdatedRows) === 1
    },

    /** Spends a recovery code; false when it is not one of the user's unused codes. */
    async useRecoveryCode(userId: string, codeHash: string, at: string): Promise<boolean> {
      const r = await db
        .updateTable('staff_recovery_codes')
        .set({ used_at: at })
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst()
      return Number(r.numUpdatedRows) === 1
    },

    replaceRecoveryCodes: (userId: string, codeHashes: string[]) =>
      db.transaction().execute((trx) => replaceCodes(trx, userId, codeHashes)),

    /** How many of the user's recovery codes are unused (ten at most). */
    async recoveryCodesLeft(userId: string): Promise<number> {
      const unused = await db
        .selectFrom('staff_recovery_codes')
        .select('code_hash')
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute()
      return unused.length
    },

    async insertChallenge(c: { tokenHash: string; userId: string; kind: 'code' | 'enrol'; expiresAt: string }): Promise<void> {
      await db
        .insertInto('sign_in_challenges')
        .values({ token_hash: c.tokenHash, user_id: c.userId, kind: c.kind, expires_at: c.expiresAt })
        .execute()
    },

    /** The challenge with this hash that has not expired at `at`. */
    findChallenge(tokenHash: string, at: string) {
      return db
        .selectFrom('sign_in_challenges')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', at)
        .executeTakeFirst()
    },

    /** Ends a challenge; false when another request ended it first. */
    async endChallenge(tokenHash: string): Promise<boolean> {
      const r = await db.deleteFrom('sign_in_challenges').where('token_hash', '=', tokenHash).executeTakeFirst()
      return Number(r.numDeletedRows) === 1
    },

    async deleteChallengesOf(userId: string): Promise<void> {
      await db.deleteFrom('sign_in_challenges').where('user_id', '=', userId).execute()
    },

    async deleteExpiredChallenges(at: string): Promise<void> {
      await db.deleteFrom('sign_in_challenges').where('expires_at', '<=', at).execute()
    },
  }
}

/** The secret in use (the pending one is done with either way), when it was turned on, and its first code's step. */
async function setSecret(
  trx: Db,
  userId: string,
  v: { secret: string | null; enabledAt: string | null; step: number | null },
): Promise<void> {
  await trx
    .updateTable('admin_users')
    .set({ two_step_secret: v.secret, two_step_pending_secret: null, two_step_enabled_at: v.enabledAt, two_step_last_step: v.step })
    .where('id', '=', userId)
    .execute()
}

async function replaceCodes(trx: Db, userId: string, codeHashes: string[]): Promise<void> {
  await trx.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute()
  await trx
    .insertInto('staff_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
    .execute()
}

export type TwoStepRepository = ReturnType<typeof createTwoStepRepository>
