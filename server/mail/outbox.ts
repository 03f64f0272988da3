import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { Database, MailOutboxTable } from '#server/db/schema.ts'
import type { Lang } from '#core/i18n/locale.ts'
import { newId } from '#server/db/ids.ts'
import { readBrokerage } from '#server/content/brokerage.ts'
import { withMailFooter } from './mail-footer.ts'

// The persistent outbox: services queue mail in their own
// transaction, server/mail/outbox-worker.ts sends it. Delivery guarantees are
// in docs/decisions/0029-mail-outbox.md: one Message-ID per row for every attempt,
// one sender at a time per row, retries with backoff, then "failed" for staff.

export interface OutgoingMail {
  to: string
  cc?: string
  replyTo?: string
  subject: string
  text: string
  /** An HTML alternative to the text; the caller escapes what it puts in. */
  html?: string
  /** URL of a page where the recipient stops mail of this kind (List-Unsubscribe header, RFC 2369). */
  listUnsubscribe?: string
  relatedId?: string
  /** An iCalendar invitation sent with the mail as showing.ics (server/calendar/icalendar.ts). */
  calendar?: string
  /** The language of a visitor's mail, for its footer (docs/decisions/0184-visitor-mail-language.md); staff's mail is English. */
  lang?: Lang
}

/** Right-hand side of every Message-ID: the company's domain (RFC 5322 section 3.6.4 asks only for uniqueness). */
export const MESSAGE_ID_DOMAIN = 'heartlandhomepartners.com'
export const newMessageId = () => `<${randomUUID()}@${MESSAGE_ID_DOMAIN}>`

/** Attempts before a mail is marked failed: with the backoff below, about three hours of trying. */
export const MAX_ATTEMPTS = 10

/**
 * Wait after the n-th failed attempt: 15 s, 30 s, 1 min … capped at one hour,
 * each between half and all of that ("equal jitter"), so mails that failed
 * together, or on several servers, do not all come back at the same moment.
 */
export function retryDelayMs(attempts: number, baseMs = 15_000, random: () => number = Math.random): number {
  const ceiling = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3_600_000)
  return Math.round(ceiling / 2 + (ceiling / 2) * random())
}

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim()

const queuedListeners = new Set<() => void>()
/** Open transactions of withMail, and those of them that queued mail. */
const deferring = new WeakSet<Kysely<Database>>()
const queuedIn = new WeakSet<Kysely<Database>>()

/**
 * Calls `listener` each time this process has stored mail to send, so the
 * sender starts at once. The outbox worker listens; the poll covers mail
 * queued by other servers.
 */
export function onMailQueued(listener: () => void): () => void {
  queuedListeners.add(listener)
  return () => queuedListeners.delete(listener)
}

const mailQueued = () => {
  for (const listener of queuedListeners) listener()
}

/**
 * Runs `work` in one transaction; mail it queues with enqueueMail goes out
 * once the transaction has committed, and not at all if it rolls back. Every
 * write that stores a lead (or anything else) together with its mail uses it.
 * Inside a transaction that is already open, `work` joins it.
 */
export async function withMail<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db)
  let used: Kysely<Database> | undefined
  const result = await db.transaction().execute((trx) => {
    used = trx
    deferring.add(trx)
    return work(trx)
  })
  if (used && queuedIn.has(used)) mailQueued()
  return result
}

/** Queues a message in the caller's transaction (see withMail): it is sent only if the caller's data is stored. */
export async function enqueueMail(trx: Kysely<Database>, queued: OutgoingMail): Promise<string> {
  // Every mail carries the brokerage and the fair housing statement (server/mail/mail-footer.ts).
  const mail = withMailFooter(queued, await readBrokerage(trx))
  const id = newId()
  const now = new Date().toISOString()
  await trx
    .insertInto('mail_outbox')
    .values({
      id,
      to_address: oneLine(mail.to),
      cc: oneLine(mail.cc ?? ''),
      reply_to: oneLine(mail.replyTo ?? ''),
      subject: oneLine(mail.subject),
      text_body: mail.text,
      html_body: mail.html ?? '',
      list_unsubscribe: oneLine(mail.listUnsubscribe ?? ''),
      related_id: mail.relatedId ?? null,
      calendar: mail.calendar ?? null,
      message_id: newMessageId(),
      claim_token: null,
      failed_at: null,
      next_attempt_at: now,
      created_at: now,
    })
    .execute()
  // In withMail's transaction the sender is woken after the commit. Elsewhere it is woken now: inside
  // another transaction its first look may not see the mail yet, and it looks again a second later.
  if (deferring.has(trx)) queuedIn.add(trx)
  else mailQueued()
  return id
}

export type MailStatus = 'queued' | 'sent' | 'retrying' | 'failed'

export interface MailState {
  id: string
  to: string
  subject: string
  status: MailStatus
  attempts: number
  lastError: string | null
  sentAt: string | null
  failedAt: string | null
}

export interface RelatedMailStatus {
  /** The least finished of the related mails: failed, then retrying, then queued, else sent. */
  status: MailStatus
  mails: MailState[]
}

type OutboxRow = Selectable<MailOutboxTable>

/** A first attempt in progress (or cut short by a crash) is still "queued"; "retrying" means an attempt failed. */
export function statusOf(row: Pick<OutboxRow, 'sent_at' | 'failed_at' | 'attempts' | 'last_error'>): MailStatus {
  if (row.sent_at) return 'sent'
  if (row.failed_at) return 'failed'
  return row.attempts > 0 && row.last_error ? 'retrying' : 'queued'
}

const RANK: Record<MailStatus, number> = { failed: 3, retrying: 2, queued: 1, sent: 0 }

/** What became of the mail about each related record (an inquiry, a listing); ids without mail are left out. */
export async function mailStatusFor(db: Kysely<Database>, relatedIds: readonly string[]): Promise<Map<string, RelatedMailStatus>> {
  const result = new Map<string, RelatedMailStatus>()
  const ids = [...new Set(relatedIds)]
  // Chunks keep each query under the databases' bound-parameter limits.
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('mail_outbox')
      .select(['id', 'related_id', 'to_address', 'subject', 'attempts', 'last_error', 'sent_at', 'failed_at'])
      .where('related_id', 'in', ids.slice(i, i + 500))
      .orderBy('created_at')
      .orderBy('id')
      .execute()
    for (const row of rows) {
      const state: MailState = {
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        status: statusOf(row),
        attempts: row.attempts,
        lastError: row.last_error,
        sentAt: row.sent_at,
        failedAt: row.failed_at,
      }
      const entry = result.get(row.related_id!) ?? { status: 'sent' as MailStatus, mails: [] }
      entry.mails.push(state)
      if (RANK[state.status] > RANK[entry.status]) entry.status = state.status
      result.set(row.related_id!, entry)
    }
  }
  return result
}

export type RetryResult =
  /** A failed or waiting mail is due again now, as the same message (same Message-ID). */
  | { outcome: 'retrying'; mailId: string }
  /** A sent mail was queued again as a new message with its own Message-ID (a repeat would be dropped as a duplicate). */
  | { outcome: 'resent'; mailId: string }
  /** A sender holds it right now; it needs no help. */
  | { outcome: 'sending'; mailId: string }
  | { outcome: 'not-found' }

/** Staff's "send again" (the staff inbox calls it through app.outbox.retryMail, which also wakes the sender). */
export async function retryMail(db: Kysely<Database>, mailId: string): Promise<RetryResult> {
  const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', mailId).executeTakeFirst()
  if (!row) return { outcome: 'not-found' }
  if (row.sent_at) {
    const copy = await enqueueMail(db, {
      to: row.to_address,
      cc: row.cc,
      replyTo: row.reply_to,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body || undefined,
      listUnsubscribe: row.list_unsubscribe || undefined,
      relatedId: row.related_id ?? undefined,
    })
    return { outcome: 'resent', mailId: copy }
  }
  // Only a mail no sender holds: one that failed, or waits for its next attempt.
  const result = await db
    .updateTable('mail_outbox')
    .set({ failed_at: null, attempts: 0, next_attempt_at: new Date().toISOString() })
    .where('id', '=', mailId)
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('failed_at', 'is not', null), eb('claim_token', 'is', null)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0 ? { outcome: 'retrying', mailId } : { outcome: 'sending', mailId }
}
