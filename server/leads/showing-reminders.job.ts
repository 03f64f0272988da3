import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { claimedJob } from '#server/db/job-claims.ts'
import { withMail } from '#server/mail/outbox.ts'
import { createShowingRepository } from './showings.repository.ts'
import { mailVisitor, type ShowingMailSettings } from './showing-link.service.ts'

// The visitor's showing reminders (docs/decisions/0139-showing-reminders.md): the day before (24 hours ahead) and two
// hours before, for confirmed showings only. Every server looks once a minute; the one that takes the job's claim
// (server/db/job-claims.ts) sends. Each reminder is marked by a conditional update in the mail's transaction, so a
// second run, or a server whose claim ran out mid-run, cannot send it twice. A reminder that would come right after
// the booking (a showing booked within the day, or within two hours) is not sent: the confirmation just said it.

const LEASE_MS = 5 * 60 * 1000
const HOUR = 3_600_000
const REMINDERS = [
  { column: 'reminded_day_at', ahead: 24 * HOUR, news: 'reminder-day' },
  { column: 'reminded_soon_at', ahead: 2 * HOUR, news: 'reminder-soon' },
] as const

export type ReminderOutcome = { state: 'claimed elsewhere' } | { state: 'done'; sent: number }

export function startShowingReminders(
  db: Kysely<Database>,
  options: ShowingMailSettings & { now: () => Date; intervalMs?: number; log?: { error: (o: object, m: string) => void } },
) {
  const showings = createShowingRepository(db)
  const failed = { state: 'done' as const, sent: 0 }
  const job = { ...options, leaseMs: LEASE_MS, failure: 'showing reminders: could not be sent; tried again at the next look', failed }
  return claimedJob(db, 'showing-reminders', job, async (now) => {
    let sent = 0
    for (const [i, r] of REMINDERS.entries()) {
      // The day-before reminder is due from 24 hours ahead until the two-hour one takes over.
      const after = i === 0 ? new Date(now.getTime() + REMINDERS[1].ahead) : now
      const due = await showings.dueReminders(r.column, after.toISOString(), new Date(now.getTime() + r.ahead).toISOString())
      for (const s of due) {
        const booked = Date.parse(s.updated_at ?? s.created_at)
        if (Date.parse(s.starts_at) - booked < r.ahead) continue
        const done = await withMail(db, async (trx) => {
          if (!(await createShowingRepository(trx).markReminded(s.id, r.column, now.toISOString(), trx))) return false
          await mailVisitor(trx, s.id, r.news, options)
          return true
        })
        if (done) sent++
      }
    }
    return { state: 'done' as const, sent }
  })
}

export type ShowingRemindersJob = ReturnType<typeof startShowingReminders>
