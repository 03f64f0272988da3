import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { newId } from '#server/db/ids.ts'
import { createJobClaim } from '#server/db/job-claims.ts'

type Db = Kysely<Database>

const CLAIM = 'scheduled'

/** The records of backups (backup_runs) and the claim of the scheduled one (backup_claims), migration 0015. */
export function createBackupsRepository(db: Db) {
  return {
    /** The scheduled backup's claim: one server takes it at a time (server/db/job-claims.ts). */
    ...createJobClaim(db, CLAIM),

    async start(trigger: 'scheduled' | 'manual', startedAt: string): Promise<string> {
      const id = newId()
      await db.insertInto('backup_runs').values({ id, started_at: startedAt, status: 'running', trigger }).execute()
      return id
    },

    async finish(
      id: string,
      outcome:
        { finishedAt: string; ok: true; path: string; size: number } | { finishedAt: string; ok: false; error: string; path?: string },
    ) {
      await db
        .updateTable('backup_runs')
        .set(
          outcome.ok
            ? { finished_at: outcome.finishedAt, status: 'ok', path: outcome.path, size_bytes: outcome.size }
            : { finished_at: outcome.finishedAt, status: 'failed', error: outcome.error.slice(0, 2000), path: outcome.path ?? null },
        )
        .where('id', '=', id)
        .execute()
    },

    /** Scheduled backups still marked running once the claim is free again: their server stopped during them. */
    async interruptScheduled(at: string): Promise<void> {
      await db
        .updateTable('backup_runs')
        .set({ status: 'failed', finished_at: at, error: 'Interrupted: the server stopped during the backup.' })
        .where('status', '=', 'running')
        .where('trigger', '=', 'scheduled')
        .execute()
    },

    /** The latest backup that finished well. */
    lastOk: () =>
      db.selectFrom('backup_runs').selectAll().where('status', '=', 'ok').orderBy('started_at', 'desc').limit(1).executeTakeFirst(),

    /** The latest backup started, whatever became of it. */
    lastStarted: () => db.selectFrom('backup_runs').selectAll().orderBy('started_at', 'desc').limit(1).executeTakeFirst(),

    /** The latest backup that finished, well or not (one still running is not a result yet). */
    lastFinished: () =>
      db.selectFrom('backup_runs').selectAll().where('status', '!=', 'running').orderBy('started_at', 'desc').limit(1).executeTakeFirst(),

    /**
     * In a database rebuilt from a backup: the backup that was running while it was copied (its outcome is in the
     * database it was taken from) is forgotten, and so is the claim the copied server held.
     */
    async forgetRunning(): Promise<void> {
      await db.deleteFrom('backup_runs').where('status', '=', 'running').execute()
      await db.updateTable('backup_claims').set({ holder: '', until: '' }).execute()
    },
  }
}

export type BackupsRepository = ReturnType<typeof createBackupsRepository>
