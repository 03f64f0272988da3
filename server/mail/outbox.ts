import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { newId } from '../ids.ts'

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
}

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim()

/** Queues a message in the caller's transaction: it is sent only if the inquiry is stored (house style 14). */
export async function enqueueMail(trx: Kysely<Database>, mail: OutgoingMail): Promise<string> {
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
      next_attempt_at: now,
      created_at: now,
    })
    .execute()
  return id
}

/** Backoff after the n-th failed attempt: 15 s, 30 s, 1 min … capped at one hour. */
export const retryDelayMs = (attempts: number) => Math.min(15_000 * 2 ** Math.max(0, attempts - 1), 3_600_000)

export interface OutboxWorker {
  /** Sends every message that is due; returns how many were sent. */
  drain(): Promise<number>
  stop(): Promise<void>
}

/**
 * Sends queued mail over SMTP_URL, or without it writes .eml files under
 * DATA_DIR/mail. Failures stay queued and are retried with backoff.
 */
export function createOutboxWorker(
  db: Kysely<Database>,
  options: { smtpUrl?: string; mailDir: string; from: string; intervalMs?: number; log?: { warn: (o: object, m: string) => void } },
): OutboxWorker {
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl, { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 10000 })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  let running: Promise<number> | null = null
  let stopped = false

  const BATCH = 20

  /** Sends batches until nothing is due, so a mail to every subscriber does not wait for many polls. */
  async function sendAllDue(): Promise<number> {
    let total = 0
    for (;;) {
      const { sent, fetched } = await sendDue()
      total += sent
      if (fetched < BATCH || stopped) return total
    }
  }

  async function sendDue(): Promise<{ sent: number; fetched: number }> {
    const now = new Date().toISOString()
    const due = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .orderBy('created_at')
      .limit(BATCH)
      .execute()
    let sent = 0
    for (const m of due) {
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: m.to_address,
          cc: m.cc || undefined,
          replyTo: m.reply_to || undefined,
          subject: m.subject,
          text: m.text_body,
          html: m.html_body || undefined,
          list: m.list_unsubscribe ? { unsubscribe: m.list_unsubscribe } : undefined,
          // One-click unsubscribe (RFC 8058): the mail program POSTs to the List-Unsubscribe page, which acts on it.
          headers: m.list_unsubscribe ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined,
        })
        if (!options.smtpUrl) {
          await fs.mkdir(options.mailDir, { recursive: true })
          await fs.writeFile(
            path.join(options.mailDir, `${m.created_at.replace(/[:.]/g, '-')}-${m.id}.eml`),
            (info as unknown as { message: Buffer }).message,
          )
        }
        await db
          .updateTable('mail_outbox')
          .set({ sent_at: new Date().toISOString(), attempts: m.attempts + 1, last_error: null })
          .where('id', '=', m.id)
          .execute()
        sent++
      } catch (err) {
        const attempts = m.attempts + 1
        options.log?.warn({ err, mailId: m.id, attempts }, 'mail not sent; will retry')
        await db
          .updateTable('mail_outbox')
          .set({
            attempts,
            last_error: String(err).slice(0, 500),
            next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
          })
          .where('id', '=', m.id)
          .execute()
      }
    }
    return { sent, fetched: due.length }
  }

  const drain = () => {
    running ??= sendAllDue().finally(() => (running = null))
    return running
  }
  const timer = options.intervalMs ? setInterval(() => void (stopped || drain().catch(() => undefined)), options.intervalMs) : null
  timer?.unref()

  return {
    drain,
    async stop() {
      stopped = true
      if (timer) clearInterval(timer)
      await running?.catch(() => undefined)
      transport.close()
    },
  }
}
