import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startMailServer } from '#tests/helpers/mail-server.ts'
import { startServerProcess, type ServerProcess } from '#tests/helpers/server-process.ts'
import { createTestDatabase, type TestDatabase } from '#tests/helpers/databases.ts'
import { databaseSwitch } from '#tests/helpers/database-switch.ts'

// Fault test on PostgreSQL: under a steady stream of
// inquiries the database goes away (its connections killed with
// pg_terminate_backend and new ones refused) and comes back. While it is away
// requests fail cleanly, 503 with { message }, and the server keeps running;
// every inquiry that was accepted is stored and mailed once.

const baseUrl = process.env.TEST_DATABASE_URL

describe.skipIf(!baseUrl)('PostgreSQL away under load', () => {
  let database: TestDatabase
  let smtp: Awaited<ReturnType<typeof startMailServer>>
  let server: ServerProcess
  let outage: Awaited<ReturnType<typeof databaseSwitch>>

  beforeAll(async () => {
    database = await createTestDatabase('postgres')
    smtp = await startMailServer()
    server = await startServerProcess({
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl!,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OFFICE_EMAIL: 'office@example.com',
      SERVE_RATE_LIMIT: '100000',
      SERVE_OUTBOX_POLL_MS: '200',
      SERVE_OUTBOX_LEASE_MS: '3000',
      SERVE_OUTBOX_RETRY_MS: '200',
    })
    outage = await databaseSwitch(baseUrl!, database.databaseUrl!)
  })
  afterAll(async () => {
    await outage?.end()
    await server?.kill()
    await smtp?.stop()
    await database?.destroy()
  })

  it('answers 503 with a message while the database is away, keeps running, and loses nothing it accepted', async () => {
    const accepted: string[] = []
    const statuses = new Map<number, number>()
    const bad: string[] = []
    let sent = 0
    let stop = false
    const client = async (lane: number) => {
      while (!stop) {
        const n = sent++
        const res = await fetch(`${server.url}/api/contact/agent`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            propertyAddress: '1 Outage Ave',
            clientName: `Lane ${lane}`,
            clientEmail: 'lane@example.com',
            message: `Outage lead ${n} end`,
          }),
        })
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
        const body = (await res.json()) as { inquiryId?: string; message?: string }
        if (res.status === 200) accepted.push(body.inquiryId!)
        else if (res.status !== 503 || typeof body.message !== 'string' || !body.message) bad.push(`${res.status} ${JSON.stringify(body)}`)
      }
    }
    const load = Promise.all([1, 2, 3, 4, 5, 6].map(client))

    await vi.waitFor(() => expect(accepted.length).toBeGreaterThan(20), { timeout: 30_000 })
    // The database goes away: new connections refused, every open one killed.
    await outage.away()
    await vi.waitFor(() => expect(statuses.get(503) ?? 0).toBeGreaterThan(5), { timeout: 30_000 })
    const acceptedWhileAway = accepted.length
    // ... and comes back; the server's pool reconnects by itself.
    await outage.back()
    await vi.waitFor(() => expect(accepted.length).toBeGreaterThan(acceptedWhileAway + 20), { timeout: 30_000 })
    stop = true
    await load

    expect(bad).toEqual([])
    expect(server.child.exitCode, server.output().slice(-3000)).toBeNull()
    expect(server.child.signalCode).toBeNull()
    const stored = await database.db.selectFrom('inquiries').select('id').where('id', 'in', accepted).execute()
    expect(stored).toHaveLength(accepted.length)

    // Every accepted inquiry's mail arrives once.
    const rows = () =>
      database.db.selectFrom('mail_outbox').select(['related_id', 'message_id', 'sent_at']).where('related_id', 'in', accepted).execute()
    await vi.waitFor(async () => expect((await rows()).filter((r) => !r.sent_at)).toEqual([]), { timeout: 60_000 })
    const mailRows = await rows()
    expect(mailRows).toHaveLength(accepted.length)
    const ids = new Set(mailRows.map((r) => r.message_id))
    const copies = smtp.received.filter((m) => ids.has(m.messageId))
    expect(copies).toHaveLength(accepted.length)
    expect(new Set(copies.map((m) => m.messageId)).size).toBe(accepted.length)
  }, 180_000)
})
