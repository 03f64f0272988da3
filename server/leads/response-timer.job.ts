import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { newId } from '#server/db/ids.ts'
import { claimedJob } from '#server/db/job-claims.ts'
import { enqueueMail, withMail } from '#server/mail/outbox.ts'
import { createAuditRepository } from '#server/staff/audit.repository.ts'
import { leadSubjectName, type LeadKind } from '#core/leads/lead-labels.ts'
import { RESPONSE_TIMER_AUTHOR, RESPONSE_TIMER_MESSAGES, officeWeekOf } from '#core/leads/response-timer.ts'
import { officeLimitWords, officeMinutesBetween } from '#core/leads/office-hours.ts'
import { createResponseTimerRepository, type TimedLead } from './response-timer.repository.ts'
import { readResponseTimer } from './response-timer.service.ts'
import { createRoutingRepository } from './lead-routing.repository.ts'
import { ruleOf } from './lead-routing.service.ts'
import { createLeadRepository } from './lead.repository.ts'
import { firstResponseReminderMail, leadMovedOnMail } from './response-timer.mail.ts'

// The first-response timer's job (docs/decisions/0123-first-response-timer.md). Every server looks once a minute;
// the one that takes the job's claim (server/db/job-claims.ts, as the scheduled backup's) counts each unanswered
// lead's office minutes since its owner got it: past the target, the owner is mailed once; past the limit, the lead
// moves to the next person of its routing rule's turns, with a note, an activity entry and a mail to them. Each change
// is a conditional update, so a staff member's answer or another server's run in between wins.

const LEASE_MS = 5 * 60 * 1000
const CLAIM = 'lead-response-timer'

export type TimerOutcome = { state: 'claimed elsewhere' } | { state: 'done'; reminded: number; reassigned: number }

export interface ResponseTimerOptions {
  now: () => Date
  publicUrl: string
  officeEmail: string
  /** How often each server looks (a minute); tests call runDue() with a moved clock. */
  intervalMs?: number
  log?: { info: (o: object, m: string) => void; error: (o: object, m: string) => void }
}

export function startResponseTimer(db: Kysely<Database>, options: ResponseTimerOptions) {
  const repo = createResponseTimerRepository(db)
  const urls = { publicUrl: options.publicUrl, officeEmail: options.officeEmail }

  /** What one run reads once, whatever the number of leads: who can sign in (with their addresses) and each kind's rule. */
  async function runContext() {
    const routing = createRoutingRepository(db)
    const staff = await routing.activeStaff()
    const rules = new Map((await routing.rules()).map((r) => [r.kind, r]))
    const contacts = new Map((await repo.staffContacts()).map((c) => [c.id, c]))
    /** The person after the owner in the lead's routing rule's turns: its named people who can sign in, else everyone who can. */
    const nextOwner = (lead: TimedLead) => {
      const rule = ruleOf(lead.kind as LeadKind, rules.get(lead.kind))
      const named = rule.mode === 'user' || rule.mode === 'none' ? [] : rule.users.filter((id) => staff.some((s) => s.id === id))
      const order = named.filter((id) => id !== lead.assigned_to).length > 0 ? named : staff.map((s) => s.id)
      const at = order.indexOf(lead.assigned_to)
      const next = [...order.slice(at + 1), ...order.slice(0, Math.max(at, 0))].find((id) => id !== lead.assigned_to)
      return next ? contacts.get(next) : undefined
    }
    return { contact: (id: string) => contacts.get(id), nextOwner }
  }
  type RunContext = Awaited<ReturnType<typeof runContext>>

  async function remind(run: RunContext, lead: TimedLead, at: string, targetMinutes: number): Promise<boolean> {
    const owner = run.contact(lead.assigned_to)
    if (!owner) return false
    return withMail(db, async (trx) => {
      if (!(await repo.markReminded(lead, at, trx))) return false
      await enqueueMail(trx, firstResponseReminderMail(lead, owner, targetMinutes, urls))
      return true
    })
  }

  async function moveOn(run: RunContext, lead: TimedLead, at: string, limitMinutes: number): Promise<boolean> {
    const [from, to] = [run.contact(lead.assigned_to), run.nextOwner(lead)]
    if (!to) return false
    const fromName = from?.name ?? 'nobody'
    return withMail(db, async (trx) => {
      if (!(await repo.moveOn(lead, to.id, at, trx))) return false
      const body = RESPONSE_TIMER_MESSAGES.reassigned(fromName, to.name, officeLimitWords(limitMinutes))
      await createLeadRepository(trx).addNote(
        { id: newId(), lead_id: lead.id, kind: 'note', body, author_id: null, author_name: RESPONSE_TIMER_AUTHOR, created_at: at },
        trx,
      )
      await createAuditRepository(trx).insert([
        {
          id: newId(),
          user_id: null,
          username: RESPONSE_TIMER_AUTHOR,
          action: 'lead.reassign',
          method: '',
          path: '',
          details: JSON.stringify({
            id: lead.id,
            name: leadSubjectName({ name: lead.name, email: '', kind: lead.kind }),
            from: fromName,
            assignee: to.name,
            assigneeId: to.id,
            limitMinutes,
          }),
          ip: '',
          created_at: at,
          kind: 'lead',
        },
      ])
      await enqueueMail(trx, leadMovedOnMail(lead, fromName, to, limitMinutes, urls))
      return true
    })
  }

  const failed = { state: 'done' as const, reminded: 0, reassigned: 0 }
  const job = { ...options, leaseMs: LEASE_MS, failure: 'response timer: could not be checked; tried again at the next look', failed }
  /** Reminds and moves on what is due (when no other server is doing it), once a minute and when asked. */
  return claimedJob(db, CLAIM, job, async (now) => {
    const outcome = { ...failed }
    const settings = await readResponseTimer(db)
    const week = officeWeekOf(settings.days)
    const at = now.toISOString()
    const leads = await repo.timed()
    const run = leads.length > 0 ? await runContext() : undefined
    for (const lead of leads) {
      if (!run) break
      const waited = officeMinutesBetween(lead.owner_since, now, week)
      if (settings.limitMinutes !== null && waited >= settings.limitMinutes) {
        if (await moveOn(run, lead, at, settings.limitMinutes)) outcome.reassigned++
      } else if (waited >= settings.targetMinutes && lead.reminded_at === null) {
        if (await remind(run, lead, at, settings.targetMinutes)) outcome.reminded++
      }
    }
    if (outcome.reminded + outcome.reassigned > 0) options.log?.info(outcome, 'response timer: reminded and moved on')
    return outcome
  })
}

export type ResponseTimerJob = ReturnType<typeof startResponseTimer>
