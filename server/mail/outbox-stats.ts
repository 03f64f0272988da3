import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'

export interface OutboxStats {
  /** Mails not sent yet and not given up: waiting, being sent, or waiting for a retry. */
  queued: number
  /** Of those, mails that failed at least once and wait for their next attempt. */
  retrying: number
  sent: number
  failed: number
  /** Age in seconds of the oldest mail not sent yet (0 when none waits). */
  oldestQueuedSeconds: number
  /** Seconds the longest-overdue mail has been due without a sender taking it (0 when none): the sender is stuck if this grows. */
  overdueSeconds: number
}

/** Counts of the outbox by state, for health checks and metrics. */
export async function outboxStats(db: Kysely<Database>, at: Date): Promise<OutboxStats> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('sent_at').as('sent'),
      eb.fn.count<number>('failed_at').as('failed'),
    ])
    .executeTakeFirstOrThrow()
  const waiting = await db
    .selectFrom('mail_outbox')
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .select((eb) => [
      eb.fn.min<string | null>('created_at').as('oldest'),
      eb.fn.count<number>('last_error').as('retrying'),
      eb.fn.min<string | null>(eb.case().when('claim_token', 'is', null).then(eb.ref('next_attempt_at')).end()).as('firstDue'),
    ])
    .executeTakeFirstOrThrow()
  const secondsSince = (iso: string | null) => (iso ? Math.max(0, (at.getTime() - new Date(iso).getTime()) / 1000) : 0)
  const total = Number(rows.total)
  const sent = Number(rows.sent)
  const failed = Number(rows.failed)
  return {
    queued: total - sent - failed,
    retrying: Number(waiting.retrying),
    sent,
    failed,
    oldestQueuedSeconds: secondsSince(waiting.oldest),
    overdueSeconds: secondsSince(waiting.firstDue),
  }
}
