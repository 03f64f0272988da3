import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fork } from 'node:child_process'
import { SMTPServer } from 'smtp-server'
import { seedScratchDatabase } from './seed.ts'
import type { GroupOutcome, GroupPlan } from './load-group.ts'
import { writeLoadResults, type LoadGroupResult, type LoadCheck } from './load-report.ts'
import { ensureProductionBuild } from './report.ts'
import { rssMb } from './scale-run.ts'
import { startServerProcess } from '#tests/helpers/server-process.ts'
import { openDatabase } from '#server/db/database.ts'

// `npm run load` (docs/performance.md, "Load run"): 200 concurrent clients
// for 60 s against the public pages, the list and detail APIs and the contact
// form (its rate limit raised for the run), with autocannon; then checks that
// every accepted inquiry is stored once and mailed once, to a local SMTP
// server this script runs, and writes its own section of docs/performance.md.

const ROOT = path.resolve(import.meta.dirname, '..')
const env = process.env
const SECONDS = Number(env.LOAD_SECONDS ?? 60)
const LISTINGS = Number(env.LOAD_LISTINGS ?? 2000)
const MAIL_WAIT_MS = Number(env.LOAD_MAIL_WAIT_SECONDS ?? 900) * 1000
/** Connections per group: 200 in all, 50 of each kind of client. */
const SPLIT = { pages: 50, list: 50, detail: 50, contact: 50 }
/**
 * The contact clients together send at most this many inquiries a second: a
 * burst far beyond a real day's leads, while the mail of the run can still be
 * waited for (each inquiry is a mail to a local SMTP server).
 */
const CONTACT_RATE = Number(env.LOAD_CONTACT_RATE ?? 50)
const log = (line: string) => console.log(line)

interface Received {
  messageId: string
  marker: string
}

/** A local SMTP server that remembers the Message-ID and the lead marker of each message. */
async function startSmtp(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = ''
      stream.on('data', (c: Buffer) => (raw += c.toString()))
      stream.on('end', () => {
        const head = raw.split(/\r?\n\r?\n/)[0]
        received.push({
          messageId: /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(head)?.[1] ?? '',
          marker: /load-(\d+)@example\.com/.exec(raw)?.[1] ?? '',
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** Runs groups of clients, each in its own process (bench/load-group.ts), starting them together once all are loaded. */
async function runGroups(plans: GroupPlan[]): Promise<GroupOutcome[]> {
  const children = plans.map((plan) =>
    fork(path.join(ROOT, 'bench/load-group.ts'), [JSON.stringify(plan)], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  )
  const message = (child: (typeof children)[number]) =>
    new Promise<unknown>((resolve, reject) => {
      child.once('message', resolve)
      child.once('exit', (code) => reject(new Error(`load group exited with ${code} before reporting`)))
    })
  await Promise.all(children.map(message))
  const outcomes = children.map(message)
  for (const child of children) child.send('go')
  return (await Promise.all(outcomes)) as GroupOutcome[]
}

function summarize(name: string, paths: string, { result: r }: GroupOutcome): LoadGroupResult {
  return {
    name,
    paths,
    connections: r.connections,
    requests: r.total,
    rps: r.average,
    p50: r.p50,
    p99: r.p99,
    errors: r.errors + r.non2xx,
    timeouts: r.timeouts,
    statuses: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0])),
  }
}

async function main(): Promise<void> {
  const startedAt = new Date()
  const loadAtStart = os.loadavg()
  log('Production build (built only when sources changed)...')
  ensureProductionBuild(ROOT, env)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-'))
  const smtp = await startSmtp()
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined
  try {
    log(`Seeding ${LISTINGS} listings in ${dataDir}...`)
    const scratch = await seedScratchDatabase({ dataDir, listings: LISTINGS })
    server = await startServerProcess({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://127.0.0.1',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OFFICE_EMAIL: 'office@example.com',
      GEOCODER_URL: '',
      ...(env.MAIL_CONCURRENCY ? { MAIL_CONCURRENCY: env.MAIL_CONCURRENCY } : {}),
      // All clients come from 127.0.0.1: the per-client connection limit (harden's MAX_CONNECTIONS_PER_CLIENT) is off.
      MAX_CONNECTIONS_PER_CLIENT: '0',
      SERVE_WEB: '1',
      SERVE_RATE_LIMIT: '1000000000',
    })
    log(`App running at ${server.url}; ${SPLIT.pages + SPLIT.list + SPLIT.detail + SPLIT.contact} connections for ${SECONDS} s...`)

    const pages = ['/', '/properties', '/rentals', '/upcoming', `/property/${scratch.propertyId}`]
    const listPath = '/api/properties?type=sale&minPrice=200000&maxPrice=400000&bedrooms=3&sort=price-low&limit=24'
    const detailPath = `/api/properties/${scratch.benchPropertyId}`
    // Warm-up: every path once, so first-use costs (catalog load, caches) are not in the figures.
    for (const p of [...pages, listPath, detailPath]) {
      const res = await fetch(server.url + p)
      if (res.status !== 200) throw new Error(`${p} answered ${res.status}`)
      await res.arrayBuffer()
    }
    const base = { url: server.url, seconds: SECONDS }
    // The server's memory: idle after the warm-up, then sampled every 100 ms under the load.
    const pid = server.child.pid!
    const memory = { idleMb: rssMb(pid), peakMb: 0, afterMb: 0 }
    memory.peakMb = memory.idleMb
    const sampler = setInterval(() => (memory.peakMb = Math.max(memory.peakMb, rssMb(pid))), 100)
    const outcomes = await runGroups([
      { ...base, connections: SPLIT.pages, paths: pages },
      { ...base, connections: SPLIT.list, paths: [listPath] },
      { ...base, connections: SPLIT.detail, paths: [detailPath] },
      { ...base, connections: SPLIT.contact, contact: { rate: CONTACT_RATE } },
    ]).finally(() => clearInterval(sampler))
    const accepted = outcomes[3].accepted
    const groups = [
      summarize('Public pages', pages.join(', ').replace(scratch.propertyId, ':id'), outcomes[0]),
      summarize('List API', 'GET /api/properties?type=sale&… (24 per page)', outcomes[1]),
      summarize('Detail API', 'GET /api/properties/:id', outcomes[2]),
      summarize('Contact form', `POST /api/contact/agent (at most ${CONTACT_RATE}/s in all)`, outcomes[3]),
    ]
    for (const g of groups) {
      log(`${g.name}: ${g.requests} requests, ${g.rps.toFixed(0)} req/s, p99 ${g.p99} ms, ${g.errors} errors`)
    }

    log(`Waiting for the mail of ${accepted.length} accepted inquiries...`)
    const mailStarted = Date.now()
    const handle = openDatabase({ dataDir })
    const db = handle.db
    const chunks = <T>(list: T[], size = 500) =>
      Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size))
    let unsent = Infinity
    while (Date.now() - mailStarted < MAIL_WAIT_MS) {
      unsent = 0
      for (const ids of chunks(accepted)) {
        const row = await db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('related_id', 'in', ids)
          .where('sent_at', 'is', null)
          .executeTakeFirstOrThrow()
        unsent += Number(row.n)
      }
      if (unsent === 0) break
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    const mailSeconds = (Date.now() - mailStarted) / 1000
    memory.afterMb = rssMb(pid)

    // Stored once: each accepted id is one row, and no other lead of this run was stored twice.
    let storedAccepted = 0
    for (const ids of chunks(accepted)) {
      const row = await db
        .selectFrom('inquiries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', 'in', ids)
        .executeTakeFirstOrThrow()
      storedAccepted += Number(row.n)
    }
    const leads = await db.selectFrom('inquiries').select('email').where('email', 'like', 'load-%@example.com').execute()
    const storedPerLead = new Map<string, number>()
    for (const l of leads) {
      const n = /load-(\d+)@/.exec(l.email)?.[1] ?? ''
      storedPerLead.set(n, (storedPerLead.get(n) ?? 0) + 1)
    }
    const mailedPerLead = new Map<string, number>()
    for (const m of smtp.received) if (m.marker) mailedPerLead.set(m.marker, (mailedPerLead.get(m.marker) ?? 0) + 1)
    const acceptedMarkers = new Set<string>()
    for (const ids of chunks(accepted)) {
      const rows = await db.selectFrom('inquiries').select('email').where('id', 'in', ids).execute()
      for (const r of rows) acceptedMarkers.add(/load-(\d+)@/.exec(r.email)?.[1] ?? '')
    }
    await handle.close()
    const check: LoadCheck = {
      accepted: accepted.length,
      lost: accepted.length - storedAccepted,
      storedTwice: [...storedPerLead.values()].filter((c) => c > 1).length,
      notMailed: [...acceptedMarkers].filter((m) => !mailedPerLead.has(m)).length,
      mailedTwice: [...mailedPerLead.values()].filter((c) => c > 1).length,
      distinctMessageIds: new Set(smtp.received.map((m) => m.messageId)).size,
      messages: smtp.received.length,
      mailSeconds,
      unsent,
    }
    log(
      `Inquiries: ${check.accepted} accepted, ${check.lost} lost, ${check.storedTwice} stored twice; ` +
        `mail: ${check.messages} messages (${check.distinctMessageIds} Message-IDs), ${check.notMailed} not mailed, ` +
        `${check.mailedTwice} mailed twice, all sent ${mailSeconds.toFixed(0)} s after the run`,
    )
    const file = path.join(ROOT, 'docs/performance.md')
    await writeLoadResults(file, {
      startedAt,
      loadAtStart,
      seconds: SECONDS,
      listings: LISTINGS,
      mailConcurrency: Number(env.MAIL_CONCURRENCY ?? 4),
      groups,
      check,
      memory,
    })
    log(
      `Server memory: ${memory.idleMb.toFixed(0)} MB idle, at most ${memory.peakMb.toFixed(0)} MB under load, ${memory.afterMb.toFixed(0)} MB after`,
    )
    log(`Wrote the results to ${path.relative(ROOT, file)}`)
    const errors = groups.reduce((n, g) => n + g.errors, 0)
    if (errors > 0 || check.lost || check.storedTwice || check.notMailed || check.mailedTwice || check.unsent) process.exitCode = 1
  } finally {
    await server?.kill()
    await smtp.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
