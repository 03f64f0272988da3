import fs from 'node:fs/promises'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Kysely, Selectable } from 'kysely'
import type { Database, MailOutboxTable } from '#server/db/schema.ts'
import {
  MAX_ATTEMPTS,
  mailStatusFor,
  newMessageId,
  onMailQueued,
  retryDelayMs,
  retryMail,
  type RelatedMailStatus,
  type RetryResult,
} from './outbox.ts'

type Row = Selectable<MailOutboxTable>

export interface OutboxOptions {
  smtpUrl?: string
  mailDir: string
  from: string
  /** Poll for due mail (retries, mail left by a crash or queued by another server); 0: only when woken. */
  intervalMs?: number
  /** Mails sent at the same time (MAIL_CONCURRENCY). */
  concurrency?: number
  /** How long a claim holds a row; renewed while the send runs, so only a dead sender's claim runs out. */
  leaseMs?: number
  /** First retry delay (tests shorten it). */
  retryBaseMs?: number
  maxAttempts?: number
  log?: { warn: (o: object, m: string) => void; error: (o: object, m: string) => void }
}

export interface OutboxWorker {
  /** Sends what is due now and starts polling (server/app.ts calls it once the app is ready). */
  start(): void
  /** Sends every message that is due, in parallel; returns how many were sent. Joins a drain in progress. */
  drain(): Promise<number>
  /** A mail was queued: send now, and once more a moment later for a transaction that had not committed yet. */
  wake(): void
  mailStatusFor(relatedIds: readonly string[]): Promise<Map<string, RelatedMailStatus>>
  /** Staff's send again: see retryMail in ./outbox.ts; wakes the sender. */
  retryMail(mailId: string): Promise<RetryResult>
  stop(): Promise<void>
}

const BATCH = 50
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sends queued mail over SMTP_URL, or without it writes .eml files under
 * DATA_DIR/mail. Each row is claimed before it is sent (a lease that runs out
 * if this process dies), so several senders and servers never send one row
 * at the same time; every attempt carries the row's own Message-ID.
 */
export function createOutboxWorker(db: Kysely<Database>, options: OutboxOptions): OutboxWorker {
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl, { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 10000 })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const concurrency = Math.max(1, options.concurrency ?? 4)
  const leaseMs = options.leaseMs ?? 30_000
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS
  /** Claim tokens of the sends in progress here, by row id: their leases are renewed, and this process does not claim them twice. */
  const inFlight = new Map<string, string>()
  let running: Promise<number> | null = null
  let again = false
  let stopped = false
  let poll: NodeJS.Timeout | null = null
  let followUp: NodeJS.Timeout | null = null
  let heartbeat: NodeJS.Timeout | null = null
  let unsubscribe: (() => void) | null = null

  const leaseEnd = () => new Date(Date.now() + leaseMs).toISOString()

  async function claim(row: Row): Promise<string | null> {
    const token = randomBytes(12).toString('hex')
    const result = await db
      .updateTable('mail_outbox')
      .set((eb) => ({ claim_token: token, attempts: eb('attempts', '+', 1), next_attempt_at: leaseEnd() }))
      .where('id', '=', row.id)
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where('next_attempt_at', '<=', new Date().toISOString())
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1 ? token : null
  }

  /** Renews the leases of the sends in progress, so a slow SMTP server does not let a second sender in. */
  async function renewLeases(): Promise<void> {
    const tokens = [...inFlight.values()]
    if (tokens.length === 0) return
    await db.updateTable('mail_outbox').set({ next_attempt_at: leaseEnd() }).where('claim_token', 'in', tokens).execute()
  }

  async function deliver(row: Row): Promise<void> {
    const info = await transport.sendMail({
      from: options.from,
      to: row.to_address,
      cc: row.cc || undefined,
      replyTo: row.reply_to || undefined,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body || undefined,
      // The same on every attempt: a repeat after a crash is recognisably the same mail (docs/decisions/0029-mail-outbox.md).
      messageId: row.message_id || newMessageId(),
      list: row.list_unsubscribe ? { unsubscribe: row.list_unsubscribe } : undefined,
      // One-click unsubscribe (RFC 8058): the mail program POSTs to the List-Unsubscribe page, which acts on it.
      headers: row.list_unsubscribe ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined,
    })
    if (!options.smtpUrl) {
      // Named by the row, so a repeat overwrites its own file.
      await fs.mkdir(options.mailDir, { recursive: true })
      await fs.writeFile(
        path.join(options.mailDir, `${row.created_at.replace(/[:.]/g, '-')}-${row.id}.eml`),
        (info as unknown as { message: Buffer }).message,
      )
    }
  }

  /** Records a delivered mail, retrying while the database is away: forgetting it would send it again. */
  async function markSent(row: Row): Promise<void> {
    for (let wait = 250; ; wait = Math.min(wait * 2, 5000)) {
      try {
        await db
          .updateTable('mail_outbox')
          .set({ sent_at: new Date().toISOString(), last_error: null, claim_token: null })
          .where('id', '=', row.id)
          .execute()
        return
      } catch (err) {
        if (stopped) throw err
        options.log?.warn({ err, mailId: row.id }, 'mail sent but not yet recorded; trying again')
        await sleep(wait)
      }
    }
  }

  async function markFailed(row: Row, token: string, attempts: number, err: unknown): Promise<void> {
    const code = (err as { responseCode?: number }).responseCode
    // A 5xx answer is the server's final word (RFC 5321 section 4.2.1): trying again would get the same.
    const giveUp = attempts >= maxAttempts || (typeof code === 'number' && code >= 500 && code < 600)
    const now = new Date()
    if (giveUp) options.log?.error({ err, mailId: row.id, attempts }, 'mail not sent; marked failed')
    else options.log?.warn({ err, mailId: row.id, attempts }, 'mail not sent; will retry')
    await db
      .updateTable('mail_outbox')
      .set({
        claim_token: null,
        last_error: String(err).slice(0, 500),
        failed_at: giveUp ? now.toISOString() : null,
        next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts, options.retryBaseMs)).toISOString(),
      })
      .where('id', '=', row.id)
      .where('claim_token', '=', token)
      .execute()
  }

  /** Claims and sends one row; true when this call delivered it. */
  async function sendOne(row: Row): Promise<boolean> {
    const token = await claim(row)
    if (!token) return false
    inFlight.set(row.id, token)
    try {
      try {
        await deliver(row)
      } catch (err) {
        await markFailed(row, token, row.attempts + 1, err)
        return false
      }
      await markSent(row)
      return true
    } finally {
      inFlight.delete(row.id)
    }
  }

  async function sendAllDue(): Promise<number> {
    let sent = 0
    for (;;) {
      const due = (
        await db
          .selectFrom('mail_outbox')
          .selectAll()
          .where('sent_at', 'is', null)
          .where('failed_at', 'is', null)
          .where('next_attempt_at', '<=', new Date().toISOString())
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(BATCH)
          .execute()
      ).filter((row) => !inFlight.has(row.id))
      if (due.length === 0) return sent
      // `concurrency` lanes take rows from the batch in order.
      let next = 0
      let errors = 0
      const lane = async () => {
        while (next < due.length && !stopped) {
          const row = due[next++]
          try {
            if (await sendOne(row)) sent++
          } catch (err) {
            errors++
            options.log?.warn({ err, mailId: row.id }, 'outbox could not reach the database')
          }
        }
      }
      await Promise.all(Array.from({ length: Math.min(concurrency, due.length) }, lane))
      if (due.length < BATCH || stopped || errors > 0) return sent
    }
  }

  function drain(): Promise<number> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      let total = 0
      do {
        again = false
        total += await sendAllDue()
      } while (again && !stopped)
      return total
    })().finally(() => (running = null))
    return running
  }

  const drainQuietly = () => {
    if (!stopped) drain().catch((err: unknown) => options.log?.warn({ err }, 'outbox could not look for due mail'))
  }

  function wake() {
    drainQuietly()
    if (followUp || stopped) return
    followUp = setTimeout(() => {
      followUp = null
      drainQuietly()
    }, 1000)
    followUp.unref()
  }

  return {
    start() {
      unsubscribe = onMailQueued(wake)
      drainQuietly()
      if (options.intervalMs) poll = setInterval(drainQuietly, options.intervalMs)
      poll?.unref()
      heartbeat = setInterval(() => void renewLeases().catch(() => undefined), Math.max(100, Math.floor(leaseMs / 3)))
      heartbeat.unref()
    },
    drain,
    wake,
    mailStatusFor: (relatedIds) => mailStatusFor(db, relatedIds),
    async retryMail(mailId) {
      const result = await retryMail(db, mailId)
      drainQuietly()
      return result
    },
    async stop() {
      stopped = true
      unsubscribe?.()
      if (poll) clearInterval(poll)
      if (followUp) clearTimeout(followUp)
      await running?.catch(() => undefined)
      if (heartbeat) clearInterval(heartbeat)
      transport.close()
    },
  }
}
