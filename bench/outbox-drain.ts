import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { fork } from 'node:child_process'
import { migrateToLatest, openDatabase, type DatabaseHandle } from '#server/db/database.ts'
import { newId } from '#server/db/ids.ts'
import { createOutboxWorker } from '#server/mail/outbox-worker.ts'
import { newMessageId } from '#server/mail/outbox.ts'
import { databaseUrl, dropDatabase, withAdminClient } from '#tests/setup/postgres-template.ts'

// `npm run bench:outbox` (docs/performance.md, "Outbox drain"): queues BENCH_MAILS (30,000) mails straight into a
// scratch database (SQLite in a temporary folder; a scratch PostgreSQL database when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set), starts the outbox sender against a local SMTP server in its own process
// (bench/smtp-sink.ts), and reports how long it took to send them all and the mails per second; then checks
// that every row is marked sent and that each row's Message-ID arrived exactly once.

const env = process.env
const MAILS = Number(env.BENCH_MAILS ?? 30_000)
const CONCURRENCY = Number(env.MAIL_CONCURRENCY ?? 4)
const PER_CONNECTION = Number(env.MAIL_CONNECTION_MESSAGES ?? 100)
const postgresUrl = env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL
const log = (line: string) => console.log(line)

async function scratchDatabase(): Promise<{ handle: DatabaseHandle; dialect: string; drop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-bench-'))
  const name = `outbox_bench_${randomBytes(6).toString('hex')}`
  if (postgresUrl) await withAdminClient(postgresUrl, (client) => client.query(`CREATE DATABASE ${name}`))
  const handle = openDatabase({ dataDir, ...(postgresUrl && { databaseUrl: databaseUrl(postgresUrl, name) }) })
  await migrateToLatest(handle.db)
  return {
    handle,
    dialect: postgresUrl ? 'PostgreSQL' : 'SQLite',
    async drop() {
      await handle.close()
      if (postgresUrl) await dropDatabase(postgresUrl, name)
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Rows as enqueueMail writes them, inserted 500 at a time (the sender is not woken: it starts on the whole queue). */
async function queue(handle: DatabaseHandle): Promise<void> {
  const now = new Date().toISOString()
  for (let i = 0; i < MAILS; i += 500) {
    const rows = Array.from({ length: Math.min(500, MAILS - i) }, (_, j) => ({
      id: newId(),
      to_address: `buyer${i + j}@example.com`,
      cc: '',
      reply_to: 'office@example.com',
      subject: `New inquiry ${i + j}: 4812 S 167th Ave`,
      text_body: `Lead number ${i + j}\nName: Bench Tester\nPhone: 402-555-0100\n\nPlease call me about this house.\n`,
      html_body: '',
      list_unsubscribe: '',
      related_id: null,
      message_id: newMessageId(),
      claim_token: null,
      failed_at: null,
      next_attempt_at: now,
      created_at: now,
    }))
    await handle.db.insertInto('mail_outbox').values(rows).execute()
  }
}

async function main() {
  const sink = fork(path.join(import.meta.dirname, 'smtp-sink.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const port = await new Promise<number>((resolve) => sink.once('message', (m: { port: number }) => resolve(m.port)))
  const database = await scratchDatabase()
  try {
    const queueStart = performance.now()
    await queue(database.handle)
    log(`queued ${MAILS} mails in ${((performance.now() - queueStart) / 1000).toFixed(1)} s (${database.dialect})`)

    const worker = createOutboxWorker(database.handle.db, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailDir: '',
      from: 'Heartland Home Partners <no-reply@heartlandhomepartners.com>',
      concurrency: CONCURRENCY,
      connectionMessages: PER_CONNECTION,
    })
    const start = performance.now()
    const sent = await worker.drain()
    const seconds = (performance.now() - start) / 1000
    await worker.stop()

    const report = await new Promise<{ messageIds: string[]; stats: { maxConnections: number; totalConnections: number } }>((resolve) => {
      sink.once('message', resolve)
      sink.send({ report: true })
    })
    const rows = await database.handle.db.selectFrom('mail_outbox').select(['message_id', 'sent_at']).execute()
    const arrived = new Map<string, number>()
    for (const id of report.messageIds) arrived.set(id, (arrived.get(id) ?? 0) + 1)
    const unsent = rows.filter((r) => !r.sent_at).length
    const missing = rows.filter((r) => !arrived.has(r.message_id)).length
    const repeated = [...arrived.values()].filter((n) => n > 1).length
    const strangers = [...arrived.keys()].filter((id) => !rows.some((r) => r.message_id === id)).length

    log(
      `drained ${sent} of ${MAILS} mails in ${seconds.toFixed(1)} s: ${Math.round(sent / seconds)} mails/s ` +
        `(MAIL_CONCURRENCY ${CONCURRENCY}, MAIL_CONNECTION_MESSAGES ${PER_CONNECTION}; ` +
        `${report.stats.totalConnections} SMTP connections, at most ${report.stats.maxConnections} at once)`,
    )
    log(
      `received ${report.messageIds.length} messages: ${arrived.size} Message-IDs, ${missing} missing, ${repeated} more than once, ${strangers} unknown; ${unsent} rows not marked sent`,
    )
    const ok = sent === MAILS && report.messageIds.length === MAILS && missing === 0 && repeated === 0 && strangers === 0 && unsent === 0
    log(ok ? 'every mail arrived exactly once' : 'FAILED: not every mail arrived exactly once')
    process.exitCode = ok ? 0 : 1
  } finally {
    await database.drop()
    sink.disconnect()
    sink.kill()
  }
}

await main()
