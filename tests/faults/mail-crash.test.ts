import { afterEach, describe, expect, it, vi } from 'vitest'
import { mailServer } from '#tests/helpers/mail-server.ts'
import { startServerProcess, type ServerProcess, killAll } from '#tests/helpers/server-process.ts'
import { createTestDatabase, dialects, type TestDatabase } from '#tests/helpers/databases.ts'
import { createTestApp } from '#tests/helpers/app.ts'

// Fault tests: the server is a child process killed with
// SIGKILL at the worst moments; after a restart every accepted inquiry is
// stored and its mail arrives once, with one Message-ID.

const lead = (n: number) => ({
  propertyAddress: '4812 S 167th Ave',
  clientName: `Crash Tester ${n}`,
  clientEmail: `buyer${n}@example.com`,
  clientPhone: '402-555-0100',
  message: `Lead number ${n} please call`,
  website: '',
})
const isLead = (n: number) => (raw: string) => raw.includes(`Lead number ${n} please call`)

for (const dialect of dialects) {
  // Server processes started, killed and started again: about fifteen seconds a test alone, more on a busy machine.
  describe(`a server killed while mail is on its way (${dialect})`, { timeout: 120_000 }, () => {
    const cleanups: Array<() => Promise<void>> = []
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
    })

    /** A database, a mail server and a way to start the server process on them. */
    async function setUp(smtp: ReturnType<typeof mailServer>) {
      const database: TestDatabase = await createTestDatabase(dialect)
      cleanups.push(() => database.destroy())
      const smtpPort = await smtp.start()
      cleanups.push(smtp.stop)
      const servers: ServerProcess[] = []
      cleanups.push(() => killAll(servers))
      const start = async () => {
        const server = await startServerProcess({
          DATA_DIR: database.dataDir,
          ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          OFFICE_EMAIL: 'office@example.com',
          SERVE_RATE_LIMIT: '1000',
          // A dead sender's claim runs out after 1.5 s (30 s in production); the outbox polls every 200 ms.
          SERVE_OUTBOX_LEASE_MS: '1500',
          SERVE_OUTBOX_POLL_MS: '200',
        })
        servers.push(server)
        return server
      }
      const send = async (server: ServerProcess, n: number) => {
        const res = await fetch(`${server.url}/api/contact/agent`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(lead(n)),
        })
        expect(res.status).toBe(200)
        return ((await res.json()) as { inquiryId: string }).inquiryId
      }
      const mailRows = (ids: string[]) =>
        database.db.selectFrom('mail_outbox').select(['related_id', 'message_id', 'sent_at']).where('related_id', 'in', ids).execute()
      return { database, start, send, mailRows }
    }

    it('right after inquiries are accepted: each is stored and mailed once after the restart', async () => {
      // The mail server is slow to greet, so the kill falls before any mail is handed over.
      let greet = false
      const waiting: Array<() => void> = []
      const smtp = mailServer({ beforeGreeting: () => (greet ? undefined : new Promise<void>((resolve) => waiting.push(resolve))) })
      const { database, start, send, mailRows } = await setUp(smtp)
      const server = await start()
      const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => send(server, n)))
      await server.kill()
      greet = true
      for (const resolve of waiting) resolve()
      expect(smtp.received).toEqual([])

      await start()
      await vi.waitFor(async () => expect((await mailRows(ids)).every((r) => r.sent_at)).toBe(true), { timeout: 30_000 })
      const stored = await database.db.selectFrom('inquiries').select('id').where('id', 'in', ids).execute()
      expect(stored).toHaveLength(5)
      const rows = await mailRows(ids)
      expect(rows).toHaveLength(5)
      for (const n of [1, 2, 3, 4, 5]) {
        const copies = smtp.received.filter((m) => isLead(n)(m.raw))
        expect(copies).toHaveLength(1)
        expect(copies[0].messageId).toBe(rows.find((r) => r.related_id === ids[n - 1])!.message_id)
      }
      expect(smtp.received).toHaveLength(5)
    })

    it('while the mail server holds its reply: the mail is sent again after the restart with the same Message-ID', async () => {
      // The mail server has the whole message and keeps it (as a real one stores before it answers),
      // but its "250 OK" never reaches the sender, who dies. The sender cannot know the mail arrived, so it
      // sends it again; the copy carries the same Message-ID, which mail systems use to drop repeats.
      let hold = true
      let answer = () => {}
      const smtp = mailServer({ beforeReply: () => (hold ? new Promise<void>((resolve) => (answer = resolve)) : undefined) })
      const { database, start, send, mailRows } = await setUp(smtp)
      const server = await start()
      const id = await send(server, 6)
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 30_000 })
      await server.kill()
      hold = false
      answer()

      await start()
      await vi.waitFor(async () => expect((await mailRows([id]))[0].sent_at).toBeTruthy(), { timeout: 30_000 })
      const [row] = await mailRows([id])
      const copies = smtp.received.filter((m) => isLead(6)(m.raw))
      expect(copies).toHaveLength(2)
      expect(copies.map((m) => m.messageId)).toEqual([row.message_id, row.message_id])
      expect(await database.db.selectFrom('inquiries').select('id').where('id', '=', id).execute()).toHaveLength(1)
    })
  })

  describe(`mail server down for a while, then back (${dialect})`, () => {
    it('keeps every mail and delivers each once when it is back', async () => {
      const smtp = mailServer()
      const port = await smtp.start()
      const t = await createTestApp({
        dialect,
        config: { smtpUrl: `smtp://127.0.0.1:${port}`, officeEmail: 'office@example.com' },
        build: { outboxIntervalMs: 100, outboxRetryBaseMs: 100 },
      })
      try {
        smtp.down()
        const ids: string[] = []
        for (const n of [11, 12, 13, 14]) {
          const res = await t.app.inject({ method: 'POST', url: '/api/contact/agent', payload: lead(n) })
          expect(res.statusCode).toBe(200)
          ids.push(res.json().inquiryId)
        }
        const rows = () =>
          t.database.db.selectFrom('mail_outbox').select(['attempts', 'sent_at', 'message_id']).where('related_id', 'in', ids).execute()
        // Tried and tried again while the server is away.
        await vi.waitFor(async () => expect((await rows()).every((r) => r.attempts >= 2 && !r.sent_at)).toBe(true), { timeout: 20_000 })
        expect((await t.app.outbox.mailStatusFor(ids)).get(ids[0])!.status).toBe('retrying')
        smtp.up()
        await vi.waitFor(async () => expect((await rows()).every((r) => r.sent_at)).toBe(true), { timeout: 30_000 })
        for (const n of [11, 12, 13, 14]) expect(smtp.received.filter((m) => isLead(n)(m.raw))).toHaveLength(1)
        expect(smtp.received.map((m) => m.messageId).sort()).toEqual((await rows()).map((r) => r.message_id).sort())
      } finally {
        await t.close()
        await smtp.stop()
      }
      // Its own waits add up to fifty seconds on a busy machine, besides the app's start.
    }, 120_000)
  })
}
