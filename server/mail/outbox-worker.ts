import fs from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import nodemailer, { type Transporter } from 'nodemailer'
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js'
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js'
import { PostgresAdapter, type Kysely, type Selectable } from 'kysely'
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
  /** Mails sent at the same time, each over its own pooled SMTP connection (MAIL_CONCURRENCY). */
  concurrency?: number
  /** Mails sent over one connection before it is replaced by a new one (MAIL_CONNECTION_MESSAGES). */
  connectionMessages?: number
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

/** A TCP connection with Nagle's algorithm off, given up after `timeoutMs`. */
function connectWithoutDelay(host: string, port: number, timeoutMs: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port, noDelay: true })
    const fail = (err: Error) => {
      socket.destroy()
      reject(err)
    }
    socket.setTimeout(timeoutMs, () => fail(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' })))
    socket.once('error', fail)
    socket.once('connect', () => {
      socket.setTimeout(0)
      socket.removeListener('error', fail)
      resolve(socket)
    })
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sends queued mail over SMTP_URL, or without it writes .eml files under
 * DATA_DIR/mail. Each row is claimed before it is sent (a lease that runs out
 * if this process dies), so several senders and servers never send one row
 * at the same time; every attempt carries the row's own Message-ID.
 *
 * While it has mail to send it keeps up to `concurrency` SMTP connections open
 * (a nodemailer pool) and sends one mail at a time on each; rows are claimed
 * for the connections that are free, several in one statement, and each is
 * marked sent as soon as its server accepts it (docs/decisions/0084-pooled-mail-sending.md).
 */
/** A calendar invitation as an attachment whose type carries its METHOD, as mail programs read an invitation (RFC 6047). */
function calendarAttachment(ics: string) {
  const method = /^METHOD:(\w+)\r?$/m.exec(ics)?.[1] ?? 'PUBLISH'
  return { filename: 'showing.ics', content: ics, contentType: `text/calendar; charset=utf-8; method=${method}` }
}

export function createOutboxWorker(db: Kysely<Database>, options: OutboxOptions): OutboxWorker {
  const concurrency = Math.max(1, options.concurrency ?? 4)
  const files = options.smtpUrl ? null : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  /** SMTP connections, opened while a drain has mail to send and closed when it has none left (nothing is held between bursts). */
  const openSmtp = (smtpUrl: string): Transporter => {
    // maxRequeues (nodemailer's, missing from its types): a connection that drops during a send fails that attempt
    // and the outbox retries it with its backoff (left to the pool, a mail would be sent again without limit).
    const pooled: SMTPPool.Options & { maxRequeues: number } = {
      // Host, port, user and password (and any options in its query) from the URL, as nodemailer reads it.
      ...parseConnectionUrl(smtpUrl),
      pool: true,
      maxConnections: concurrency,
      maxMessages: Math.max(1, options.connectionMessages ?? 100),
      maxRequeues: 0,
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 10000,
      // Commands and replies go at once instead of waiting on Nagle's algorithm (about 40 ms per mail against the
      // receiver's delayed acknowledgement): the pool is handed connected sockets with it turned off. smtps:// keeps
      // nodemailer's own TLS socket.
      getSocket: (socketOptions, callback) => {
        if (socketOptions.secure) return callback(null, false)
        connectWithoutDelay(socketOptions.host ?? 'localhost', socketOptions.port ?? 25, 5000).then(
          (connection) => callback(null, { connection }),
          (err: Error) => callback(err, false),
        )
      },
    }
    return nodemailer.createTransport(pooled)
  }
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const leaseMs = options.leaseMs ?? 30_000
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS
  /** Claim tokens of the rows claimed here and not yet settled, by row id: their leases are renewed, and this process does not claim them twice. */
  const inFlight = new Map<string, string>()
  let running: Promise<number> | null = null
  let again = false
  let stopped = false
  let poll: NodeJS.Timeout | null = null
  let followUp: NodeJS.Timeout | null = null
  let heartbeat: NodeJS.Timeout | null = null
  let unsubscribe: (() => void) | null = null

  const leaseEnd = () => new Date(Date.now() + leaseMs).toISOString()

  /**
   * Claims up to `count` due rows in one statement: it sets one claim token and the lease on rows that are due, so of
   * two senders only one gets each row (PostgreSQL skips rows another sender is claiming at that moment; SQLite runs
   * one write at a time). Answers the claimed rows, oldest first.
   */
  async function claim(count: number): Promise<Row[]> {
    const token = randomBytes(12).toString('hex')
    const now = new Date().toISOString()
    const mine = [...inFlight.keys()]
    // Chosen once, in a materialized common table expression: as a plain subquery PostgreSQL may run it again for
    // each row it updates, and claim more rows than asked.
    const rows = await db
      .with(
        (cte) => cte('due').materialized(),
        (qb) => {
          let due = qb
            .selectFrom('mail_outbox')
            .select('id')
            .where('sent_at', 'is', null)
            .where('failed_at', 'is', null)
            .where('next_attempt_at', '<=', now)
            // Only the index's order: a tie-break on id would sort every row due at the same moment on each claim.
            .orderBy('next_attempt_at')
            .limit(count)
          if (mine.length > 0) due = due.where('id', 'not in', mine)
          return postgres ? due.forUpdate().skipLocked() : due
        },
      )
      .updateTable('mail_outbox')
      .set((eb) => ({ claim_token: token, attempts: eb('attempts', '+', 1), next_attempt_at: leaseEnd() }))
      // The rows are still due when they are updated, so the update looks them up by id alone: in SQLite the
      // statement is one write transaction (a write on a stale snapshot fails as busy, it never lands), and in
      // PostgreSQL `for update` locks each chosen row and checks the conditions again on its latest version.
      .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
      .returningAll()
      .execute()
    for (const row of rows) inFlight.set(row.id, token)
    return rows.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
  }

  /** Renews the leases of the rows claimed here, so a slow SMTP server does not let a second sender in. */
  async function renewLeases(): Promise<void> {
    const tokens = [...new Set(inFlight.values())]
    if (tokens.length === 0) return
    await db.updateTable('mail_outbox').set({ next_attempt_at: leaseEnd() }).where('claim_token', 'in', tokens).execute()
  }

  async function deliver(transport: Transporter, row: Row): Promise<void> {
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
      attachments: row.calendar ? [calendarAttachment(row.calendar)] : undefined,
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

  /**
   * Records a delivered mail at once (not with others later: a crash would send again every accepted mail not yet
   * recorded), retrying while the database is away: forgetting it would send it again.
   */
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

  async function markFailed(row: Row, err: unknown): Promise<void> {
    const code = (err as { responseCode?: number }).responseCode
    const attempts = row.attempts
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
      .where('claim_token', '=', row.claim_token)
      .execute()
  }

  /** Sends one claimed row (its attempts already counted by the claim); true when this call delivered it. */
  async function sendOne(transport: Transporter, row: Row): Promise<boolean> {
    try {
      try {
        await deliver(transport, row)
      } catch (err) {
        await markFailed(row, err)
        return false
      }
      await markSent(row)
      return true
    } finally {
      inFlight.delete(row.id)
    }
  }

  /**
   * Sends until no row is due: `concurrency` lanes, each one mail at a time on its own pooled connection. A lane
   * that is free asks for a row; the lanes free at that moment are served by one claim, so no row is claimed
   * before a connection is free to send it.
   */
  async function sendAllDue(transport: Transporter): Promise<number> {
    let sent = 0
    let done = false
    let failure: unknown = null
    const ready: Row[] = []
    let waiting = 0
    let claiming: Promise<void> | null = null

    const claimForWaiting = async () => {
      // Lanes that come free in the same moment join this claim.
      await Promise.resolve()
      const wanted = waiting
      try {
        const rows = await claim(wanted)
        ready.push(...rows)
        if (rows.length < wanted) done = true
      } catch (err) {
        failure ??= err
        done = true
      }
    }
    const take = async (): Promise<Row | undefined> => {
      waiting++
      try {
        while (ready.length === 0 && !done && !stopped) {
          claiming ??= claimForWaiting().finally(() => (claiming = null))
          await claiming
        }
        return ready.shift()
      } finally {
        waiting--
      }
    }
    const lane = async () => {
      for (let row = await take(); row; row = await take()) {
        try {
          if (await sendOne(transport, row)) sent++
        } catch (err) {
          // The database is away: this row's lease runs out and it is sent later; claim no more for now.
          done = true
          options.log?.warn({ err, mailId: row.id }, 'outbox could not reach the database')
        }
      }
    }
    await Promise.all(Array.from({ length: concurrency }, lane))
    if (failure && sent === 0) throw failure
    if (failure) options.log?.warn({ err: failure }, 'outbox could not look for due mail')
    return sent
  }

  function drain(): Promise<number> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      const transport = files ?? openSmtp(options.smtpUrl!)
      let total = 0
      try {
        do {
          again = false
          total += await sendAllDue(transport)
        } while (again && !stopped)
      } finally {
        if (transport !== files) transport.close()
      }
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
      files?.close()
    },
  }
}
