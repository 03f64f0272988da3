import { sql, type Kysely } from 'kysely'
import { lastSettingsSave, settingsRow, writeSettingsRow } from '#server/plugins/if-match.ts'
import type { Database, LeadResponseSettingsTable } from '#server/db/schema.ts'
import type { LeadTable } from './lead.repository.ts'

type Db = Kysely<Database>

// The first-response timer's rows (docs/decisions/0123-first-response-timer.md): the owners' settings, the leads the
// job looks at, and the two changes it makes, each a conditional update, so of several servers (or a staff member
// answering meanwhile) one change wins and the job's mail and note follow only it.

/** A lead the timer is counting: new, in the New stage, not archived, unanswered, with an owner since a known time. */
export interface TimedLead {
  table: Extract<LeadTable, 'inquiries' | 'bidder_applications'>
  id: string
  kind: string
  name: string
  assigned_to: string
  owner_since: string
  reminded_at: string | null
}

const SETTINGS_ID = 'office'
const staffName = sql<string>`coalesce(nullif(display_name, ''), username)`

export function createResponseTimerRepository(db: Db) {
  return {
    settings: (trx: Db = db) => settingsRow(trx, 'lead_response_settings', SETTINGS_ID),
    saveSettings: (row: Omit<LeadResponseSettingsTable, 'id'>, trx: Db = db) =>
      writeSettingsRow(trx, 'lead_response_settings', SETTINGS_ID, row),
    /** Who saved the settings last and when. */
    lastSave: () => lastSettingsSave(db, 'lead_response_settings', SETTINGS_ID),

    /** Every lead the timer counts (Get Notified sign-ups are not timed; leads stored before the timer have no owner_since). */
    async timed(): Promise<TimedLead[]> {
      const inquiries = await db
        .selectFrom('inquiries')
        .select(['id', 'kind', 'name', 'assigned_to', 'owner_since', 'reminded_at'])
        .where('first_response_at', 'is', null)
        .where('owner_since', 'is not', null)
        .where('assigned_to', 'is not', null)
        .where('archived_at', 'is', null)
        .where('status', '=', 'new')
        .where('stage', '=', 'new')
        .execute()
      const applications = await db
        .selectFrom('bidder_applications')
        .select(['id', sql<string>`'application'`.as('kind'), 'contact_name as name', 'assigned_to', 'owner_since', 'reminded_at'])
        .where('first_response_at', 'is', null)
        .where('owner_since', 'is not', null)
        .where('assigned_to', 'is not', null)
        .where('archived_at', 'is', null)
        .where('status', '=', 'received')
        .where('stage', '=', 'new')
        .execute()
      return [
        ...inquiries.map((r) => ({ ...r, table: 'inquiries' as const })),
        ...applications.map((r) => ({ ...r, table: 'bidder_applications' as const })),
      ] as TimedLead[]
    },

    /** Marks the owner reminded, unless someone answered, the lead moved on, or another server reminded them first. */
    async markReminded(lead: TimedLead, at: string, trx: Db = db): Promise<boolean> {
      const r = await trx
        .updateTable(lead.table)
        .set({ reminded_at: at })
        .where('id', '=', lead.id)
        .where('assigned_to', '=', lead.assigned_to)
        .where('owner_since', '=', lead.owner_since)
        .where('reminded_at', 'is', null)
        .where('first_response_at', 'is', null)
        .executeTakeFirst()
      return Number(r.numUpdatedRows) > 0
    },

    /** Gives the lead to `to` with a fresh timer, unless someone answered it or it moved on meanwhile. */
    async moveOn(lead: TimedLead, to: string, at: string, trx: Db = db): Promise<boolean> {
      const r = await trx
        .updateTable(lead.table)
        .set({ assigned_to: to, owner_since: at, reminded_at: null })
        .where('id', '=', lead.id)
        .where('assigned_to', '=', lead.assigned_to)
        .where('owner_since', '=', lead.owner_since)
        .where('first_response_at', 'is', null)
        .executeTakeFirst()
      return Number(r.numUpdatedRows) > 0
    },

    /** Every staff user's name and address, disabled ones included (a lead's former owner is named in its note). */
    staffContacts: (trx: Db = db) =>
      trx
        .selectFrom('admin_users')
        .select(['id', 'email', staffName.as('name')])
        .execute(),

    /** The first responses since `since`: when the lead came in, when and by whom it was answered. */
    async firstResponses(since: string) {
      const rows: Array<{ created_at: string; answered_at: string; user_id: string; name: string }> = []
      // Both tables have the columns read here; the cast keeps Kysely's types to one of them.
      for (const table of ['inquiries', 'bidder_applications'] as const)
        rows.push(
          ...(await db
            .selectFrom(`${table} as l` as 'inquiries as l')
            .innerJoin('admin_users as u', 'u.id', 'l.first_response_by')
            .select([
              'l.created_at',
              sql<string>`l.first_response_at`.as('answered_at'),
              'u.id as user_id',
              sql<string>`coalesce(nullif(u.display_name, ''), u.username)`.as('name'),
            ])
            .where('l.first_response_at', '>=', since)
            .execute()),
        )
      return rows
    },
  }
}

export type ResponseTimerRepository = ReturnType<typeof createResponseTimerRepository>
