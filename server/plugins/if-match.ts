import { sql, type Insertable, type Kysely, type Selectable } from 'kysely'
import { conflictMessage, type Conflict } from '#core/conflicts.ts'
import { FIRST_STATUS_VERSION } from '#core/leads/lead-inbox.ts'
import type { Database } from '#server/db/schema.ts'

// Conditional saves (docs/decisions/0081-no-lost-content-edits.md, 0094-no-lost-edits-anywhere.md): the portal sends
// the version a form started from as If-Match; a save over a newer version is refused with StaleVersionError, which
// the error handler answers as 409 with the conflict body of core/conflicts.ts.

/** The version an If-Match header names (`"v"` or `W/"v"`); undefined without one: the save is not conditional. */
export function ifMatchVersion(header: string | undefined): string | undefined {
  const m = /^\s*(?:W\/)?"([^"]*)"\s*$/.exec(header ?? '')
  return m ? m[1] : header?.trim() || undefined
}

/** A save made from a version of a record that is no longer the newest: who saved it since, when, and the record now. */
export class StaleVersionError<T = unknown> extends Error {
  readonly statusCode = 409
  constructor(
    what: string,
    readonly conflict: Omit<Conflict<T>, 'message'>,
  ) {
    super(conflictMessage(what, conflict.savedBy, conflict.savedAt))
  }
}

/** A conditional write found a newer version (`version`); the service answers it with a StaleVersionError. */
export class ChangedSinceError extends Error {
  readonly statusCode = 409
  constructor(readonly version: string) {
    super('The record was saved by someone else after it was opened.')
  }
}

/**
 * The change time a save gives a record whose change time is its version: now, and at least a millisecond past the
 * one before, so two saves in the same millisecond still have different versions.
 */
export function nextChangeTime(previous: string, now: Date = new Date()): string {
  const after = new Date(Date.parse(previous) + 1).toISOString()
  const at = now.toISOString()
  return after > at ? after : at
}

type Db = Kysely<Database>

/**
 * Saves a settings document staff edit as a whole (the lead routing rules, the response timer) in one transaction,
 * over version `expected` only: `write` gets the version the save gives it. A save made after someone else's is
 * refused with StaleVersionError naming who saved last, when, and the settings as they are now.
 */
export async function saveSettings<T>(
  db: Db,
  what: string,
  expected: string | undefined,
  settings: {
    /** The version now (the last save's time; FIRST_STATUS_VERSION before any). */
    version: (trx: Db) => Promise<string>
    write: (trx: Db, version: string) => Promise<void>
    lastSave: () => Promise<{ name: string | null; updated_at: string } | undefined>
    read: () => Promise<T>
    /** Runs the save's transaction (a VersionedSave's, so the save keeps its version); a plain one when left out. */
    within?: (work: (trx: Db) => Promise<void>) => Promise<void>
  },
): Promise<T> {
  const within = settings.within ?? ((work) => db.transaction().execute(work))
  try {
    await within(async (trx) => {
      const now = await settings.version(trx)
      if (expected !== undefined && expected !== now) throw new ChangedSinceError(now)
      await settings.write(trx, now === FIRST_STATUS_VERSION ? new Date().toISOString() : nextChangeTime(now))
    })
  } catch (err) {
    if (!(err instanceof ChangedSinceError)) throw err
    const last = await settings.lastSave()
    throw new StaleVersionError(what, {
      version: err.version,
      savedBy: last?.name ?? '',
      savedAt: last?.updated_at ?? '',
      current: await settings.read(),
    })
  }
  return settings.read()
}

/** The one-row settings tables that keep who saved them last (`updated_by`) and when (`updated_at`). */
type SettingsRowTable = 'rental_screening_settings' | 'monthly_cost_settings' | 'fair_housing_settings' | 'lead_response_settings'

/** A one-row settings document as stored (undefined before its first save). */
export function settingsRow<T extends SettingsRowTable>(db: Db, table: T, id: string): Promise<Selectable<Database[T]> | undefined> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (db as Kysely<any>).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst() as Promise<
    Selectable<Database[T]> | undefined
  >
}

/** Writes a one-row settings document: inserted at its first save, replaced after. */
export async function writeSettingsRow<T extends SettingsRowTable>(
  db: Db,
  table: T,
  id: string,
  values: Omit<Insertable<Database[T]>, 'id'>,
): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  await (db as Kysely<any>)
    .insertInto(table as string)
    .values({ id, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values as Record<string, string | null>))
    .execute()
}

/** Who saved a one-row settings document last (their display name, else their username) and when: `lastSave` of saveSettings. */
export async function lastSettingsSave(
  db: Db,
  table: SettingsRowTable,
  id: string,
): Promise<{ name: string | null; updated_at: string } | undefined> {
  const { rows } = await sql<{ name: string | null; updated_at: string }>`
    select s.updated_at, coalesce(nullif(u.display_name, ''), u.username) as name
    from ${sql.table(table)} s left join admin_users u on u.id = s.updated_by
    where s.id = ${id}`.execute(db)
  return rows[0]
}
