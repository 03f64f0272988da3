import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import http from 'node:http'
import net from 'node:net'
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process'
import sharp from 'sharp'
import { measure, type LoadResult } from './load.ts'
import { seedScratchDatabase } from './seed.ts'
import { scorePages, type PageScores } from './lighthouse.ts'
import type { RecordedAnswer } from './bare-server.ts'
import { writeResults, type LoadRow } from './report.ts'
import { measureScale, scaleSizes, writeScaleResults, type ScaleResults } from './scale-run.ts'

interface LoadCase {
  name: string
  kind: LoadRow['kind']
  path: string
  /** A new utm_source and fbclid value on every request. */
  tagEach?: boolean
}

// `npm run bench` (docs/performance.md): one run seeds a scratch database with
// 10,000 listings, starts the production server on it as its own process, and
// measures (a) three hot requests against a bare node:http process answering
// the same bytes, taking turns, and (b) Lighthouse mobile scores of the public
// pages; then rewrites the results section of docs/performance.md.

const ROOT = path.resolve(import.meta.dirname, '..')
const env = process.env
/** BENCH_SCALE=full: the sizes of docs/performance.md's data at scale (100,000 listings, 200,000 leads); otherwise a tenth of them. */
const SIZES = scaleSizes(env.BENCH_SCALE === 'full')
const LISTINGS = Number(env.BENCH_LISTINGS ?? SIZES.listings)
const SECONDS = Number(env.BENCH_SECONDS ?? 4)
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3)
const WARMUP_SECONDS = Number(env.BENCH_WARMUP_SECONDS ?? 1)
const LIGHTHOUSE_RUNS = Number(env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const CONCURRENCIES = (env.BENCH_CONNECTIONS ?? '10,100').split(',').map(Number)
const only = (part: string) => !env.BENCH_ONLY || env.BENCH_ONLY === part
/** BENCH_CASES: load cases whose name contains one of these (comma-separated); such a partial run prints, writes nothing. */
const CASES = env.BENCH_CASES?.split(',').filter(Boolean)

const log = (line: string) => console.log(line)
/** Passes the staff password rules (not holding the username, not easy to guess). */
const BENCH_PASSWORD = 'quiet-harbor-5830-omaha'
const children: ChildProcess[] = []
const cleanups: Array<() => Promise<void> | void> = []
process.on('exit', () => children.forEach((c) => c.kill()))

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** One GET with no Accept-Encoding, as the load generator sends it: status, raw headers and body bytes. */
function record(base: string, pathname: string): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(base + pathname, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])
          const headers: Array<[string, string]> = []
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            if (!skip.has(res.rawHeaders[i].toLowerCase())) headers.push([res.rawHeaders[i], res.rawHeaders[i + 1]])
          }
          resolve({ path: pathname, status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('base64') })
        })
      })
      .on('error', reject)
  })
}

/** Times GETs of pages not rendered yet, one after another: milliseconds until each whole answer. */
async function timeFirstRenders(base: string, paths: string[]): Promise<number[]> {
  const times: number[] = []
  for (const pathname of paths) {
    const started = performance.now()
    const answer = await record(base, pathname)
    if (answer.status !== 200) throw new Error(`${pathname} answered ${answer.status}`)
    times.push(performance.now() - started)
  }
  return times
}

async function waitForServer(base: string, child: ChildProcess): Promise<void> {
  const started = Date.now()
  while (Date.now() - started < 120_000) {
    if (child.exitCode !== null) throw new Error(`The app exited with code ${child.exitCode}; see its log above`)
    const ok = await record(base, '/api/properties?limit=1').then(
      (a) => a.status === 200,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('The app did not start within 2 minutes')
}

/** Map tiles for the search pages' maps: this machine has no internet, so a local stand-in answers every tile with one small PNG. */
async function startTileServer(): Promise<{ url: string; close(): Promise<void> }> {
  const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#e8eef2' } })
    .png()
    .toBuffer()
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'image/png',
      'content-length': png.length,
      'cache-control': 'public, max-age=86400',
      'access-control-allow-origin': '*',
    })
    res.end(png)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return { url: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`, close: () => new Promise((r) => server.close(() => r())) }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

async function main(): Promise<void> {
  const startedAt = new Date()
  const loadAtStart = os.loadavg()
  log(`Production build (built only when sources changed)...`)
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/ensure-build.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...env, NODE_ENV: 'production' },
  })

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'))
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }))
  log(`Seeding ${LISTINGS} listings and ${SIZES.leads} leads in ${env.BENCH_DATABASE_URL ? 'a scratch PostgreSQL database' : dataDir}...`)
  const seedStarted = Date.now()
  const scratch = await seedScratchDatabase({ dataDir, listings: LISTINGS, postgresUrl: env.BENCH_DATABASE_URL, leads: SIZES })
  cleanups.push(() => scratch.drop())
  log(`  seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`)

  const tiles = await startTileServer()
  cleanups.push(() => tiles.close())
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const appLog = fs.openSync(path.join(dataDir, 'app.log'), 'a')
  // The server as `npm start` runs it: production mode, default (info) logging, to a file.
  const app = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      // Set, even when empty, so a developer's .env (read by dotenv, which never overrides) cannot point the bench elsewhere.
      DATABASE_URL: scratch.databaseUrl ?? '',
      SMTP_URL: '',
      GEOCODER_URL: '',
      LOG_LEVEL: '',
      MAP_TILE_URL: tiles.url,
      // The load generator is one client opening up to 100 connections (a proxy in front would be one too).
      MAX_CONNECTIONS_PER_CLIENT: String(Math.max(...CONCURRENCIES) + 10),
      ADMIN_USERNAME: 'bench',
      ADMIN_PASSWORD: BENCH_PASSWORD,
      // The scale part signs in with the password alone (two-step sign-in is for people).
      TWO_STEP_REQUIRED: 'off',
    },
    stdio: ['ignore', appLog, 'inherit'],
  })
  children.push(app)
  await waitForServer(base, app)
  log(`App running at ${base} (log: ${path.join(dataDir, 'app.log')})`)

  const allCases: LoadCase[] = [
    {
      name: 'GET /api/properties (filtered)',
      kind: 'api',
      path: '/api/properties?type=sale&minPrice=200000&maxPrice=400000&bedrooms=3&sort=price-low&limit=24',
    },
    { name: 'GET /api/properties/:id', kind: 'api', path: `/api/properties/${scratch.benchPropertyId}` },
    { name: 'GET / (home)', kind: 'page', path: '/' },
    { name: 'GET /properties', kind: 'page', path: '/properties' },
    // Every request a new campaign tag: answered from the cached page (the key keeps only the parameters a page reads).
    { name: 'GET /properties?utm_source=(new each)', kind: 'page', path: '/properties', tagEach: true },
    { name: 'GET /rentals', kind: 'page', path: '/rentals' },
    { name: 'GET /upcoming', kind: 'page', path: '/upcoming' },
    { name: 'GET /property/:id', kind: 'page', path: `/property/${scratch.propertyId}` },
  ]
  const cases = allCases.filter((c) => !CASES || CASES.some((part) => c.name.includes(part)))

  let scale: Pick<ScaleResults, 'rows' | 'export'> | undefined
  if (only('scale')) {
    log(`Data at scale: staff's reads, ${env.BENCH_SCALE_SAMPLES ?? 30} of each, one after another...`)
    scale = await measureScale({
      base,
      pid: app.pid!,
      username: 'bench',
      password: BENCH_PASSWORD,
      propertyId: scratch.leadPropertyId,
      log,
    })
  }

  const rows: LoadRow[] = []
  let firstRenders: number[] = []
  let failed = false
  if (only('load')) {
    // Listing pages no one has asked for: each is rendered for this request (the page cache has nothing yet).
    firstRenders = await timeFirstRenders(
      base,
      scratch.freshPropertyIds.map((id) => `/property/${id}`),
    )
    log(`First render of /property/:id over ${firstRenders.length} listings: median ${median(firstRenders).toFixed(1)} ms`)

    const answers = await Promise.all(cases.map((c) => record(base, c.path)))
    for (const a of answers) if (a.status !== 200) throw new Error(`${a.path} answered ${a.status}`)
    const answersFile = path.join(dataDir, 'answers.json')
    fs.writeFileSync(answersFile, JSON.stringify(answers))
    const bare = fork(path.join(ROOT, 'bench/bare-server.ts'), [answersFile], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    children.push(bare)
    const barePort = await new Promise<number>((resolve) => bare.once('message', (m: { port: number }) => resolve(m.port)))
    const bareBase = `http://127.0.0.1:${barePort}`

    for (const [i, c] of cases.entries()) {
      for (const concurrency of CONCURRENCIES) {
        const run = (b: string, seconds: number) => measure(b + c.path, { seconds, concurrency, tagEach: c.tagEach })
        await run(base, WARMUP_SECONDS)
        await run(bareBase, WARMUP_SECONDS)
        const ours: LoadResult[] = []
        const theirs: LoadResult[] = []
        for (let round = 0; round < ROUNDS; round++) {
          // Turns alternate (app first, then bare first) so a drift in machine load falls on both.
          if (round % 2 === 0) {
            ours.push(await run(base, SECONDS))
            theirs.push(await run(bareBase, SECONDS))
          } else {
            theirs.push(await run(bareBase, SECONDS))
            ours.push(await run(base, SECONDS))
          }
          log(
            `  ${c.name} × ${concurrency} round ${round + 1}: app ${ours[round].rps.toFixed(0)} req/s p99 ${ours[round].p99.toFixed(1)} ms, ` +
              `bare ${theirs[round].rps.toFixed(0)} req/s p99 ${theirs[round].p99.toFixed(1)} ms`,
          )
        }
        const row: LoadRow = {
          name: c.name,
          kind: c.kind,
          concurrency,
          appRps: median(ours.map((r) => r.rps)),
          appP99: median(ours.map((r) => r.p99)),
          appMax: Math.max(...ours.map((r) => r.max)),
          bareRps: median(theirs.map((r) => r.rps)),
          bareP99: median(theirs.map((r) => r.p99)),
          ratio: median(ours.map((r, k) => r.rps / theirs[k].rps)),
          errors: ours.reduce((n, r) => n + r.errors, 0),
          timeouts: ours.reduce((n, r) => n + r.timeouts, 0),
          bodyBytes: Buffer.from(answers[i].body, 'base64').length,
        }
        rows.push(row)
        if (row.errors + row.timeouts > 0) failed = true
        log(`${c.name} × ${concurrency}: ratio ${row.ratio.toFixed(2)} (median of ${ROUNDS} rounds)`)
      }
    }
    bare.disconnect()
  }

  let pages: PageScores[] = []
  let lighthouseError: unknown
  if (only('lighthouse') && LIGHTHOUSE_RUNS > 0) {
    log(`Lighthouse, ${LIGHTHOUSE_RUNS} run(s) per page...`)
    // A Lighthouse failure still lets the throughput figures be written; the run then ends with an error.
    const english = [
      { name: 'Home', path: '/' },
      { name: 'Properties (search)', path: '/properties' },
      { name: 'Rentals (search)', path: '/rentals' },
      { name: 'Upcoming', path: '/upcoming' },
      { name: 'Property page', path: `/property/${scratch.propertyId}` },
      { name: 'Mortgage calculator', path: '/mortgage-calculator' },
    ]
    // The same pages on the Spanish site (docs/decisions/0167-spanish-addresses.md): /es, /es/properties, …
    const spanish = english.map((p) => ({ name: `${p.name}, Spanish`, path: p.path === '/' ? '/es' : `/es${p.path}` }))
    pages = await scorePages(base, [...english, ...spanish], { runs: LIGHTHOUSE_RUNS, log }).catch((err: unknown) => {
      lighthouseError = err
      return []
    })
  }

  app.kill('SIGTERM')
  await new Promise((resolve) => (app.exitCode !== null ? resolve(null) : app.once('exit', resolve)))

  if (CASES) {
    for (const r of rows) {
      log(
        `| ${r.name} | ${r.concurrency} | ${r.appRps.toFixed(0)} req/s, p99 ${r.appP99.toFixed(1)} ms | ${r.appMax.toFixed(0)} ms | ` +
          `${r.errors}, ${r.timeouts} | ${r.bareRps.toFixed(0)} req/s, p99 ${r.bareP99.toFixed(1)} ms | ${r.ratio.toFixed(2)} | ${r.bodyBytes} B |`,
      )
    }
    log('BENCH_CASES ran part of the bench: docs/performance.md is left as it was')
    if (failed) throw new Error('Some requests failed or timed out')
    return
  }
  const file = path.join(ROOT, 'docs/performance.md')
  const database = scratch.databaseUrl ? 'PostgreSQL' : 'SQLite'
  if (scale) await writeScaleResults(file, { startedAt, database, sizes: { ...SIZES, listings: LISTINGS }, ...scale })
  if (env.BENCH_ONLY === 'scale') {
    log(`Wrote the ${database} data-at-scale results to ${path.relative(ROOT, file)}`)
    return
  }
  await writeResults(file, {
    startedAt,
    loadAtStart,
    database: scratch.databaseUrl ? 'PostgreSQL' : 'SQLite',
    listings: LISTINGS,
    seconds: SECONDS,
    rounds: ROUNDS,
    lighthouseRuns: LIGHTHOUSE_RUNS,
    rows,
    firstRenders,
    pages,
  })
  log(`Wrote the results to ${path.relative(ROOT, file)}`)
  if (lighthouseError) throw lighthouseError
  if (failed) throw new Error('Some requests failed or timed out; see the results')
}

try {
  await main()
} finally {
  for (const child of children) if (child.exitCode === null) child.kill()
  for (const cleanup of cleanups.reverse()) await cleanup()
}
