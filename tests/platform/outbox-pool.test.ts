import { afterEach, describe, expect, it } from 'vitest'
import { startMailServer } from '#tests/helpers/mail-server.ts'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { enqueueMail, withMail } from '#server/mail/outbox.ts'

// A burst of mail goes out over a few SMTP connections kept open while there is
// mail to send, several at once, and every mail arrives once
// (docs/decisions/0084-pooled-mail-sending.md). No timing: bench/outbox-drain.ts measures the speed.

const MAILS = 2000
const CONCURRENCY = 4
const PER_CONNECTION = 100

for (const dialect of dialects) {
  describe(`pooled sending on ${dialect}`, () => {
    let t: TestApp | undefined
    let stopSmtp: (() => Promise<void>) | undefined
    afterEach(async () => {
      await t?.close()
      await stopSmtp?.()
      t = stopSmtp = undefined
    })

    it(`sends ${MAILS} queued mails each exactly once, over a few connections used in parallel`, async () => {
      const smtp = await startMailServer()
      stopSmtp = smtp.stop
      t = await createTestApp({
        dialect,
        config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailConcurrency: CONCURRENCY, mailConnectionMessages: PER_CONNECTION },
      })
      const db = t.database.db
      // One transaction, one wake after its commit: the sender starts on the whole burst.
      await withMail(db, async (trx) => {
        for (let i = 0; i < MAILS; i++) await enqueueMail(trx, { to: `r${i}@example.com`, subject: `Burst ${i}`, text: `Body ${i}` })
      })
      // Joins the drain the wake started and runs until nothing is due.
      await t.app.outbox.drain()

      const rows = await db.selectFrom('mail_outbox').select(['message_id', 'sent_at', 'attempts', 'claim_token']).execute()
      expect(rows).toHaveLength(MAILS)
      expect(rows.filter((r) => !r.sent_at || r.attempts !== 1 || r.claim_token !== null)).toEqual([])
      // Each row's Message-ID arrived once, and nothing else arrived.
      const received = smtp.received.map((m) => m.messageId)
      expect(received).toHaveLength(MAILS)
      expect(new Set(received).size).toBe(MAILS)
      expect([...received].sort()).toEqual(rows.map((r) => r.message_id).sort())

      // Several connections open at once, never more than MAIL_CONCURRENCY, and each one reused for many mails
      // (a connection per mail would have opened MAILS of them).
      expect(smtp.stats.maxConnections).toBeGreaterThan(1)
      expect(smtp.stats.maxConnections).toBeLessThanOrEqual(CONCURRENCY)
      expect(smtp.stats.maxActive).toBeGreaterThan(1)
      expect(smtp.stats.totalConnections).toBeLessThanOrEqual(Math.ceil(MAILS / PER_CONNECTION) + CONCURRENCY)
      // Two thousand mails through a real SMTP server: about ten seconds alone, over forty on a busy machine.
    }, 180_000)
  })
}
