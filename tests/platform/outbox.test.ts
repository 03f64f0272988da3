import { afterEach, describe, expect, it, vi } from 'vitest'
import { mailServer, startMailServer } from '#tests/helpers/mail-server.ts'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { createTestDatabase, dialects } from '#tests/helpers/databases.ts'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/database.ts'
import { createOutboxWorker } from '#server/mail/outbox-worker.ts'
import { MAX_ATTEMPTS, enqueueMail, mailStatusFor, retryDelayMs, retryMail } from '#server/mail/outbox.ts'
import { newId } from '#server/db/ids.ts'
import { TEST_LOG_LEVEL, testLogStream } from '#tests/helpers/test-log.ts'

// Mail exactly once: one Message-ID per mail for every
// attempt, one sender per mail at a time, sent at start-up, right after it is
// queued and in parallel, retried with backoff, then failed and visible to staff.

const MESSAGE_ID = /^<[0-9a-f-]{36}@heartlandhomepartners\.com>$/

describe('retry delays', () => {
  it('double from 15 s up to an hour, each between half and all of its step (jitter)', () => {
    const steps = [15_000, 30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000]
    for (const [i, ceiling] of steps.entries()) {
      expect(retryDelayMs(i + 1, 15_000, () => 0)).toBe(ceiling / 2)
      expect(retryDelayMs(i + 1, 15_000, () => 1)).toBe(ceiling)
      const d = retryDelayMs(i + 1)
      expect(d).toBeGreaterThanOrEqual(ceiling / 2)
      expect(d).toBeLessThanOrEqual(ceiling)
    }
    const spread = new Set(Array.from({ length: 20 }, () => retryDelayMs(3)))
    expect(spread.size).toBeGreaterThan(1)
  })
})

for (const dialect of dialects) {
  describe(`outbox on ${dialect}`, () => {
    let t: TestApp | undefined
    const closers: Array<() => Promise<void>> = []
    afterEach(async () => {
      for (const close of closers.splice(0).reverse()) await close()
      await t?.close()
      t = undefined
    })

    const app = async (port: number, build: object = {}) => {
      t = await createTestApp({ dialect, config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailConcurrency: 4 }, build })
      // The start-up look for queued mail is over before a test queues its own (else it may send them first).
      await t.app.outbox.drain()
      return t
    }
    const queue = (a: TestApp, n: number, relatedId?: string) =>
      a.database.db.transaction().execute(async (trx) => {
        const ids: string[] = []
        for (let i = 0; i < n; i++) {
          ids.push(await enqueueMail(trx, { to: `r${i}@example.com`, subject: `Mail ${i}`, text: `Body ${i}`, relatedId }))
        }
        return ids
      })
    const row = (a: TestApp, id: string) =>
      a.database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

    it('gives a mail its Message-ID when queued and sends it with that ID on every attempt', async () => {
      const smtp = mailServer()
      const port = await smtp.start()
      closers.push(smtp.stop)
      const a = await app(port)
      smtp.down()
      const [id] = await queue(a, 1)
      const queued = await row(a, id)
      expect(queued.message_id).toMatch(MESSAGE_ID)
      await a.app.outbox.drain()
      const failed = await row(a, id)
      expect(failed).toMatchObject({ attempts: 1, sent_at: null, message_id: queued.message_id, claim_token: null })
      expect(failed.last_error).toMatch(/421 Service not available/)

      smtp.up()
      await a.database.db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(0).toISOString() })
        .execute()
      expect(await a.app.outbox.drain()).toBe(1)
      expect(smtp.received.map((m) => m.messageId)).toEqual([queued.message_id])
      expect(await row(a, id)).toMatchObject({ attempts: 2, message_id: queued.message_id, last_error: null })
    })

    it('sends mail queued before the server started without waiting for a poll, and mail queued later at once', async () => {
      const database = await createTestDatabase(dialect)
      closers.push(() => database.destroy())
      const smtp = mailServer()
      const port = await smtp.start()
      closers.push(smtp.stop)
      // Polling is off (outboxIntervalMs 0): only the start-up send and the wake on queueing can send.
      const start = () =>
        buildApp(
          loadConfig(
            { NODE_ENV: 'test', DATA_DIR: database.dataDir },
            { seedWhenEmpty: false, adminPassword: 'test-password-123', smtpUrl: `smtp://127.0.0.1:${port}`, logLevel: TEST_LOG_LEVEL },
          ),
          {
            database,
            web: false,
            outboxIntervalMs: 0,
            logStream: testLogStream(),
          },
        )
      // A first server queues while SMTP is down and stops, as a server that was restarted leaves it.
      const first = await start()
      smtp.down()
      const ids = await database.db
        .transaction()
        .execute(async (trx) => [
          await enqueueMail(trx, { to: 'a@example.com', subject: 'A', text: 'x' }),
          await enqueueMail(trx, { to: 'b@example.com', subject: 'B', text: 'x' }),
        ])
      await first.outbox.drain()
      await first.close()
      expect(smtp.received).toHaveLength(0)
      smtp.up()
      await database.db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(0).toISOString() })
        .where('id', 'in', ids)
        .execute()
      const second = await start()
      closers.push(() => second.close())
      await vi.waitFor(() => expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['a@example.com', 'b@example.com']), {
        timeout: 10_000,
      })
      // Queued by any service in its own transaction: sent without anyone calling drain.
      await database.db.transaction().execute((trx) => enqueueMail(trx, { to: 'later@example.com', subject: 'Later', text: 'x' }))
      await vi.waitFor(() => expect(smtp.received.map((m) => m.to[0])).toContain('later@example.com'), { timeout: 10_000 })
    })

    it('sends in parallel, at most MAIL_CONCURRENCY at once', async () => {
      // The server holds every reply until the test lets go: what the sender has under way at once is then in plain sight.
      let hold = true
      const held: Array<() => void> = []
      const smtp = await startMailServer({ beforeReply: () => (hold ? new Promise<void>((resolve) => held.push(resolve)) : undefined) })
      // Eight mails wait before the server starts, so its start-up look finds them all at once (a sender woken
      // while they are being queued may find only some of them on its first look).
      const database = await createTestDatabase(dialect)
      closers.push(() => database.destroy())
      const ids = await database.db
        .transaction()
        .execute(async (trx) =>
          Promise.all(Array.from({ length: 8 }, (_, i) => enqueueMail(trx, { to: `r${i}@example.com`, subject: `Mail ${i}`, text: 'x' }))),
        )
      const server = await buildApp(
        loadConfig(
          { NODE_ENV: 'test', DATA_DIR: database.dataDir },
          {
            seedWhenEmpty: false,
            adminPassword: 'test-password-123',
            smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
            mailConcurrency: 4,
            logLevel: TEST_LOG_LEVEL,
          },
        ),
        { database, web: false, outboxIntervalMs: 0, logStream: testLogStream() },
      )
      closers.push(() => server.close())
      closers.push(async () => {
        hold = false
        for (const release of held.splice(0)) release()
        await smtp.stop()
      })
      // Four mails reach the server together, and no fifth is taken on while their replies are held.
      await vi.waitFor(() => expect(held).toHaveLength(4), { timeout: 30_000 })
      const claimed = await database.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('id', 'in', ids)
        .where('claim_token', 'is not', null)
        .execute()
      expect(claimed).toHaveLength(4)
      hold = false
      for (const release of held.splice(0)) release()
      await vi.waitFor(() => expect(smtp.received).toHaveLength(8), { timeout: 30_000 })
      expect(smtp.stats.maxActive).toBe(4)
      expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(8)
    })

    it('never sends one mail twice when two servers drain the same outbox at the same time', async () => {
      const smtp = await startMailServer({ beforeReply: () => new Promise((resolve) => setTimeout(resolve, 20)) })
      closers.push(smtp.stop)
      const a = await app(smtp.port)
      const ids = await queue(a, 40)
      // A second server: its own connection to the same database and its own sender.
      const other = openDatabase({ dataDir: a.database.dataDir, databaseUrl: a.database.databaseUrl })
      const worker = createOutboxWorker(other.db, { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailDir: '', from: 'x@example.com' })
      closers.push(async () => {
        await worker.stop()
        await other.close()
      })
      const [mine, theirs] = await Promise.all([a.app.outbox.drain(), worker.drain()])
      expect(mine + theirs).toBe(40)
      // Both really sent: they competed for the same rows.
      expect(mine).toBeGreaterThan(0)
      expect(theirs).toBeGreaterThan(0)
      expect(smtp.received).toHaveLength(40)
      const rows = await a.database.db.selectFrom('mail_outbox').select(['message_id', 'sent_at']).where('id', 'in', ids).execute()
      expect(rows.every((r) => r.sent_at)).toBe(true)
      expect(smtp.received.map((m) => m.messageId).sort()).toEqual(rows.map((r) => r.message_id).sort())
    })

    it('marks a mail failed at once on a permanent refusal, and after its last attempt otherwise; staff see it and can send it again', async () => {
      let refuse = true
      const smtp = mailServer({ rejectRecipient: (address) => (refuse && address === 'gone@example.com' ? 550 : undefined) })
      const port = await smtp.start()
      closers.push(smtp.stop)
      const a = await app(port)
      const lead = newId()
      const [bad] = await a.database.db
        .transaction()
        .execute(async (trx) => [
          await enqueueMail(trx, { to: 'gone@example.com', subject: 'Refused', text: 'x', relatedId: lead }),
          await enqueueMail(trx, { to: 'fine@example.com', subject: 'Fine', text: 'x', relatedId: lead }),
        ])
      await a.app.outbox.drain()
      expect(await row(a, bad)).toMatchObject({ attempts: 1, sent_at: null })
      expect((await row(a, bad)).failed_at).toBeTruthy()
      expect((await row(a, bad)).last_error).toMatch(/550/)
      const status = (await a.app.outbox.mailStatusFor([lead, 'f'.repeat(24)])).get(lead)!
      expect(status.status).toBe('failed')
      expect(status.mails.map((m) => [m.to, m.status]).sort()).toEqual([
        ['fine@example.com', 'sent'],
        ['gone@example.com', 'failed'],
      ])
      expect((await a.app.outbox.mailStatusFor(['f'.repeat(24)])).size).toBe(0)

      // Staff send it again once the address works: the same mail, with the same Message-ID.
      refuse = false
      expect(await a.app.outbox.retryMail(bad)).toEqual({ outcome: 'retrying', mailId: bad })
      await vi.waitFor(async () => expect((await row(a, bad)).sent_at).toBeTruthy())
      expect(smtp.received.filter((m) => m.to[0] === 'gone@example.com').map((m) => m.messageId)).toEqual([(await row(a, bad)).message_id])
      expect((await mailStatusFor(a.database.db, [lead])).get(lead)!.status).toBe('sent')

      // A mail that keeps failing for a passing reason is failed after its last attempt.
      await smtp.stop()
      const [flaky] = await queue(a, 1, lead)
      await a.app.outbox.drain()
      expect((await a.app.outbox.mailStatusFor([lead])).get(lead)!.status).toBe('retrying')
      await a.database.db
        .updateTable('mail_outbox')
        .set({ attempts: MAX_ATTEMPTS - 1, next_attempt_at: new Date(0).toISOString() })
        .where('id', '=', flaky)
        .execute()
      await a.app.outbox.drain()
      expect(await row(a, flaky)).toMatchObject({ attempts: MAX_ATTEMPTS, sent_at: null })
      expect((await row(a, flaky)).failed_at).toBeTruthy()
      expect((await a.app.outbox.mailStatusFor([lead])).get(lead)!.status).toBe('failed')
    })

    it('resends a sent mail as a new message, and leaves a mail being sent to its sender', async () => {
      const smtp = await startMailServer()
      closers.push(smtp.stop)
      const a = await app(smtp.port)
      const lead = newId()
      const [id] = await queue(a, 1, lead)
      await a.app.outbox.drain()
      const resent = await retryMail(a.database.db, id)
      expect(resent.outcome).toBe('resent')
      const copyId = (resent as { mailId: string }).mailId
      expect(copyId).not.toBe(id)
      await a.app.outbox.drain()
      expect(smtp.received).toHaveLength(2)
      // A new message on purpose: with the first one's ID the receiving system would drop it as a repeat.
      expect(smtp.received[1].messageId).toBe((await row(a, copyId)).message_id)
      expect(smtp.received[1].messageId).not.toBe(smtp.received[0].messageId)
      expect((await mailStatusFor(a.database.db, [lead])).get(lead)!.mails).toHaveLength(2)

      // Held by a sender (claimed, lease running): not touched.
      const [busy] = await queue(a, 1)
      await a.database.db
        .updateTable('mail_outbox')
        .set({ claim_token: 'c'.repeat(24), next_attempt_at: new Date(Date.now() + 60_000).toISOString(), attempts: 1 })
        .where('id', '=', busy)
        .execute()
      expect(await retryMail(a.database.db, busy)).toEqual({ outcome: 'sending', mailId: busy })
      expect(await retryMail(a.database.db, 'a'.repeat(24))).toEqual({ outcome: 'not-found' })
    })

    it("takes over a mail whose sender died once the sender's lease runs out, with the same Message-ID", async () => {
      const smtp = await startMailServer()
      closers.push(smtp.stop)
      const a = await app(smtp.port)
      // A sender that claimed it and died: lease still running, then run out. Claimed in the transaction that
      // queues it, so the sender woken by the queueing never sees it unclaimed.
      const lease = new Date(Date.now() + 60_000).toISOString()
      const id = await a.database.db.transaction().execute(async (trx) => {
        const queued = await enqueueMail(trx, { to: 'r0@example.com', subject: 'Mail 0', text: 'Body 0' })
        await trx
          .updateTable('mail_outbox')
          .set({ claim_token: 'd'.repeat(24), attempts: 1, next_attempt_at: lease })
          .where('id', '=', queued)
          .execute()
        return queued
      })
      expect(await a.app.outbox.drain()).toBe(0)
      await a.database.db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(Date.now() - 1).toISOString() })
        .execute()
      expect(await a.app.outbox.drain()).toBe(1)
      expect(smtp.received.map((m) => m.messageId)).toEqual([(await row(a, id)).message_id])
      expect(await row(a, id)).toMatchObject({ attempts: 2, claim_token: null })
    })

    it('keeps renewing the lease while a slow server takes longer than the lease', async () => {
      let release = () => {}
      const smtp = await startMailServer({ beforeReply: () => new Promise<void>((resolve) => (release = resolve)) })
      closers.push(smtp.stop)
      const lease = 1000
      const a = await app(smtp.port, { outboxLeaseMs: lease })
      const [id] = await queue(a, 1)
      const sending = a.app.outbox.drain()
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1))
      const claimed = await row(a, id)
      // Two leases and more after the claim, the claim is still held and still being renewed.
      await vi.waitFor(
        async () => expect(Date.parse((await row(a, id)).next_attempt_at)).toBeGreaterThan(Date.parse(claimed.next_attempt_at) + 2 * lease),
        { timeout: 10_000, interval: 100 },
      )
      const held = await row(a, id)
      expect(held.claim_token).toBe(claimed.claim_token)
      expect(Date.parse(held.next_attempt_at)).toBeGreaterThan(Date.now())
      release()
      expect(await sending).toBe(1)
      expect(smtp.received).toHaveLength(1)
    })
  })
}
