import type { Kysely, Selectable } from 'kysely'
import type { AuditLogTable, Database } from '#server/db/schema.ts'
import { ACTIVITY_KIND_LABELS, activityKindOf, parseCursor, type ActivityFilter, type ActivityKind } from '#core/staff/activity.ts'
import { activityLabel } from '#core/staff/activity-label.ts'
import type { ActivityEntry } from '#core/staff/staff-users.ts'
import { formatBusinessTime, startOfBusinessDay } from '#core/business-time.ts'
import { CSV_START, csvLine } from '#server/leads/csv.ts'
import { createLeadRepository } from '#server/leads/lead.repository.ts'
import { createAuditRepository, type AuditFilter } from './audit.repository.ts'

// The activity log as staff read it (docs/decisions/0101-activity-log-filters.md): each entry with the kind of
// thing it is about and that thing by id and name (from the entry, or the record's name now when the entry kept
// only its id; a lead by its sender and kind), filtered by person, kind and days in the business's time zone, and exported as CSV.

type Row = Selectable<AuditLogTable>

/** Where a record's name is kept, for entries that kept only its id. */
const NAMES: Partial<
  Record<ActivityKind, { table: 'properties' | 'agents' | 'partners' | 'admin_users'; column: 'title' | 'name' | 'username' }>
> = {
  listing: { table: 'properties', column: 'title' },
  agent: { table: 'agents', column: 'name' },
  partner: { table: 'partners', column: 'title' },
  'staff-user': { table: 'admin_users', column: 'username' },
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined)
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** The portal's filter as the repository's: days become the instants they start and end at in Omaha. */
export function auditFilterOf(filter: ActivityFilter): AuditFilter {
  return {
    user: filter.user,
    kind: filter.kind,
    since: filter.from && startOfBusinessDay(filter.from),
    until: filter.to && startOfBusinessDay(nextDay(filter.to)),
    before: filter.before ? parseCursor(filter.before) : undefined,
    after: filter.after ? parseCursor(filter.after) : undefined,
  }
}

export function createActivity(db: Kysely<Database>) {
  const audit = createAuditRepository(db)
  const leads = createLeadRepository(db)

  /** The entries with their kinds and the records they name. */
  async function entriesOf(rows: Row[]): Promise<ActivityEntry[]> {
    const parsed = rows.map((r) => {
      const details = JSON.parse(r.details) as Record<string, unknown>
      const kind = (r.kind in ACTIVITY_KIND_LABELS ? r.kind : activityKindOf(r.action)) as ActivityKind
      const id = kind in NAMES || kind === 'lead' ? (str(details.id) ?? str(details.userId)) : undefined
      return { r, details, kind, id, name: str(details.title) ?? str(details.name) ?? str(details.username) }
    })
    const lookups = new Map<string, string>()
    for (const [kind, where] of Object.entries(NAMES) as Array<[ActivityKind, NonNullable<(typeof NAMES)[ActivityKind]>]>) {
      const ids = [...new Set(parsed.filter((p) => p.kind === kind && p.id && !p.name).map((p) => p.id!))]
      if (ids.length === 0) continue
      const found = await db
        .selectFrom(where.table)
        .select(['id', `${where.column} as name`] as never)
        .where('id', 'in', ids)
        .execute()
      for (const f of found as Array<{ id: string; name: string }>) lookups.set(`${kind}:${f.id}`, f.name)
    }
    // Leads live in three tables; their names are the sender's and the kind's ("Jane Doe · Tour request").
    const leadIds = [...new Set(parsed.filter((p) => p.kind === 'lead' && p.id && !p.name).map((p) => p.id!))]
    for (const [id, name] of await leads.subjectNames(leadIds)) lookups.set(`lead:${id}`, name)
    return parsed.map(({ r, details, kind, id, name }) => ({
      _id: r.id,
      username: r.username,
      action: r.action,
      method: r.method,
      path: r.path,
      details,
      createdAt: r.created_at,
      kind,
      subject: id ? { id, name: name ?? lookups.get(`${kind}:${id}`) ?? '' } : null,
    }))
  }

  return {
    /** A page of entries, newest first. */
    page: async (filter: ActivityFilter, limit: number, offset = 0) => entriesOf(await audit.page(auditFilterOf(filter), limit, offset)),

    people: () => audit.people(),

    /** The filtered log as CSV, written as it is read, a few hundred entries at a time. */
    async *exportCsv(filter: ActivityFilter): AsyncGenerator<string> {
      yield CSV_START + csvLine(['Date (Omaha time)', 'Who', 'Kind', 'What', 'Item id'])
      const { before, after, ...rest } = auditFilterOf(filter)
      void [before, after]
      let batch: Row[] = []
      const flush = async () => {
        const lines = (await entriesOf(batch))
          .map((e) =>
            csvLine([formatBusinessTime(e.createdAt), e.username, ACTIVITY_KIND_LABELS[e.kind], activityLabel(e), e.subject?.id ?? '']),
          )
          .join('')
        batch = []
        return lines
      }
      for await (const row of audit.each(rest)) {
        batch.push(row)
        if (batch.length === 200) yield await flush()
      }
      if (batch.length > 0) yield await flush()
    },
  }
}

export type Activity = ReturnType<typeof createActivity>
