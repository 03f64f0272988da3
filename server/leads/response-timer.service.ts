import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import {
  DEFAULT_RESPONSE_TIMER,
  RESPONSE_TIME_DAYS,
  WAITING_LIST_SIZE,
  officeWeekOf,
  type ResponseTimer,
  type ResponseTimerBody,
  type ResponseTimes,
} from '#core/leads/response-timer.ts'
import { officeMinutesBetween, type OfficeWeek } from '#core/leads/office-hours.ts'
import { FIRST_STATUS_VERSION, LEAD_KINDS, type LeadKind } from '#core/leads/lead-inbox.ts'
import { saveSettings } from '#server/plugins/if-match.ts'
import { createResponseTimerRepository } from './response-timer.repository.ts'
import { createLeadRepository, leadScopeOf, type LeadActor } from './lead.repository.ts'

// The first-response timer's settings and figures (docs/decisions/0123-first-response-timer.md): owners edit the
// office hours, the target and the limit beside the routing rules; the dashboard reads the leads waiting longest and
// each person's response times; the inbox marks a lead's waiting time. The job that reminds and moves leads on is
// response-timer.job.ts.

/** The settings in force: the saved ones, or the defaults before any save. */
export async function readResponseTimer(db: Kysely<Database>): Promise<ResponseTimer> {
  const row = await createResponseTimerRepository(db).settings()
  if (!row) return { ...DEFAULT_RESPONSE_TIMER, version: FIRST_STATUS_VERSION }
  let days = DEFAULT_RESPONSE_TIMER.days
  try {
    const stored: unknown = JSON.parse(row.office_hours)
    if (Array.isArray(stored) && stored.length === 7) days = stored as ResponseTimerBody['days']
  } catch {
    // A row this version cannot read keeps the default hours.
  }
  return { days, targetMinutes: row.target_minutes, limitMinutes: row.limit_minutes, version: row.updated_at }
}

/** How long a lead has waited for its first answer, in office minutes, and whether that is past the target. */
export function waitingOf(createdAt: string, now: Date, week: OfficeWeek, targetMinutes: number) {
  const waitingMinutes = officeMinutesBetween(createdAt, now, week)
  return { waitingMinutes, overdue: waitingMinutes >= targetMinutes }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2)
}

export function createResponseTimerSettings(db: Kysely<Database>, options: { now: () => Date }) {
  const repo = createResponseTimerRepository(db)
  const leads = createLeadRepository(db)

  return {
    read: () => readResponseTimer(db),

    /** Saves the settings; refused with 409 when someone saved them after `expected`. */
    save: (body: ResponseTimerBody, by: string, expected?: string): Promise<ResponseTimer> =>
      saveSettings(db, 'response timer', expected, {
        version: async (trx) => (await repo.settings(trx))?.updated_at ?? FIRST_STATUS_VERSION,
        write: (trx, version) =>
          repo.saveSettings(
            {
              office_hours: JSON.stringify(body.days),
              target_minutes: body.targetMinutes,
              limit_minutes: body.limitMinutes,
              updated_at: version,
              updated_by: by,
            },
            trx,
          ),
        lastSave: () => repo.lastSave(),
        read: () => readResponseTimer(db),
      }),

    /** The dashboard's panels: the actor's leads waiting longest, and everyone's first responses of the last 30 days. */
    async responseTimes(actor: LeadActor): Promise<ResponseTimes> {
      const settings = await readResponseTimer(db)
      const week = officeWeekOf(settings.days)
      const now = options.now()
      const rows = await leads.unanswered(WAITING_LIST_SIZE, await leadScopeOf(db, actor))
      const waiting = rows.map((r) => ({
        _id: r.id,
        kind: (LEAD_KINDS as readonly string[]).includes(r.kind) ? (r.kind as LeadKind) : ('contact' as const),
        name: r.name || r.email,
        createdAt: r.created_at,
        owner: r.assigned_to ? { _id: r.assigned_to, name: r.assignee_name ?? '' } : null,
        ...waitingOf(r.created_at, now, week, settings.targetMinutes),
      }))
      const since = new Date(now.getTime() - RESPONSE_TIME_DAYS * 86_400_000).toISOString()
      const byPerson = new Map<string, { name: string; minutes: number[] }>()
      for (const r of await repo.firstResponses(since)) {
        const entry = byPerson.get(r.user_id) ?? { name: r.name, minutes: [] }
        entry.minutes.push(officeMinutesBetween(r.created_at, r.answered_at, week))
        byPerson.set(r.user_id, entry)
      }
      const people = [...byPerson]
        .map(([id, p]) => ({ _id: id, name: p.name, medianMinutes: median(p.minutes), count: p.minutes.length }))
        .sort((a, b) => a.medianMinutes - b.medianMinutes || a.name.localeCompare(b.name, 'en'))
      return { waiting, people, targetMinutes: settings.targetMinutes }
    },
  }
}

export type ResponseTimerSettings = ReturnType<typeof createResponseTimerSettings>
