import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import * as prettier from 'prettier'
import { generatedContact, generatedPersonId } from './scale-data.ts'

// The "Data at scale" part of `npm run bench` (docs/performance.md): staff's
// reads over the generated leads, each timed one request after another through
// the running server, p95 against the 200 ms target; the CSV export of every
// lead timed with the server's memory sampled while it streams.

const P95_TARGET_MS = 200
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 30)

export interface ScaleSizes {
  listings: number
  leads: number
  applications: number
  activity: number
}

/** The bench's sizes: BENCH_SCALE=full is the (100,000 listings, 200,000 leads); the default a tenth. */
export function scaleSizes(full: boolean): ScaleSizes {
  return full
    ? { listings: 100_000, leads: 200_000, applications: 10_000, activity: 50_000 }
    : { listings: 10_000, leads: 20_000, applications: 1_000, activity: 5_000 }
}

interface TimedRow {
  name: string
  path: string
  p50: number
  p95: number
  total: string
}

export interface ScaleResults {
  startedAt: Date
  database: string
  sizes: ScaleSizes
  rows: TimedRow[]
  export: { rows: number; bytes: number; seconds: number; rssBeforeMb: number; rssPeakMb: number }
}

function get(base: string, path: string, token: string): Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + path, { headers: { authorization: `Bearer ${token}` } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }))
      })
      .on('error', reject)
  })
}

async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
  if (!res.ok) throw new Error(`The bench could not sign in: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { token: string }).token
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * p) - 1)]

/** The app's resident memory in MB (Linux), read from /proc. */
export const rssMb = (pid: number) => {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024
}

export async function measureScale(options: {
  base: string
  pid: number
  username: string
  password: string
  /** A listing that has leads, for the property filter. */
  propertyId: string
  log: (line: string) => void
}): Promise<Pick<ScaleResults, 'rows' | 'export'>> {
  const { base, pid, log } = options
  const token = await signIn(base, options.username, options.password)
  const someone = generatedContact(1234)
  const [, exchange, line] = someone.phone.match(/(\d{3})\D+(\d{4})$/) ?? []
  const day = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)
  const cases: Array<{ name: string; path: (i: number) => string }> = [
    { name: 'Inbox, first page', path: () => '/api/admin/contacts' },
    { name: 'Inbox, page 40', path: () => '/api/admin/contacts?page=40' },
    { name: 'Inbox, status new', path: () => '/api/admin/contacts?status=new' },
    { name: 'Inbox, kind tour', path: () => '/api/admin/contacts?kind=tour' },
    { name: 'Inbox, one day', path: () => `/api/admin/contacts?from=${day}&to=${day}` },
    { name: 'Inbox, one listing', path: () => `/api/admin/contacts?propertyId=${options.propertyId}` },
    { name: 'Inbox, search a name', path: () => `/api/admin/contacts?q=${encodeURIComponent(someone.name.slice(0, 4))}` },
    { name: 'Inbox, search first and last name', path: () => `/api/admin/contacts?q=${encodeURIComponent(someone.name)}` },
    { name: 'Inbox, search an e-mail address', path: () => `/api/admin/contacts?q=${encodeURIComponent(someone.email)}` },
    { name: 'Inbox, search a phone (digits only)', path: () => `/api/admin/contacts?q=402${exchange}${line}` },
    { name: 'Inbox, search + kind + status', path: () => `/api/admin/contacts?q=${someone.name.split(' ')[1]}&kind=tour&status=new` },
    { name: 'Inbox, new-lead counts (badge)', path: () => '/api/admin/contacts/summary' },
    { name: 'Person timeline (three leads, their mails and notes)', path: () => `/api/admin/persons/${generatedPersonId(1234)}` },
    { name: 'Persons matching a name (merge search)', path: () => `/api/admin/persons?q=${encodeURIComponent(someone.name)}` },
    { name: 'Activity log, first page', path: () => '/api/admin/activity' },
    { name: 'Activity log, offset 2,000', path: () => '/api/admin/activity?offset=2000' },
    // A new price floor or ceiling each time, so the response cache never has the answer.
    {
      name: 'Public search by location (uncached)',
      path: (i) => `/api/properties?location=millard&minPrice=${100_000 + i}&limit=24`,
    },
    { name: 'Public search by ZIP (uncached)', path: (i) => `/api/properties?location=68137&maxPrice=${50_000_000 + i}&limit=24` },
    { name: 'Public list, first page (uncached)', path: (i) => `/api/properties?maxPrice=${50_000_000 + i}&limit=24` },
    {
      name: 'Public list, homes for sale by price (uncached)',
      path: (i) => `/api/properties?type=sale&sort=price-low&maxPrice=${50_000_000 + i}&limit=24`,
    },
    { name: 'Public list, page 100 (uncached)', path: (i) => `/api/properties?maxPrice=${50_000_000 + i}&limit=24&offset=2376` },
    { name: 'Public list, first page (cached)', path: () => '/api/properties?limit=24' },
  ]
  const rows: TimedRow[] = []
  for (const c of cases) {
    const times: number[] = []
    let total = ''
    for (let i = -3; i < SAMPLES; i++) {
      const started = performance.now()
      const res = await get(base, c.path(i + 1000), token)
      if (res.status !== 200) throw new Error(`${c.path(i)} answered ${res.status}: ${res.body.toString().slice(0, 200)}`)
      if (i >= 0) times.push(performance.now() - started)
      total = String(res.headers['x-total-count'] ?? (JSON.parse(res.body.toString()) as { total?: number }).total ?? '')
    }
    const row = { name: c.name, path: c.path(0), p50: percentile(times, 0.5), p95: percentile(times, 0.95), total }
    rows.push(row)
    log(`  ${row.name}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms (${row.total || '-'} found)`)
  }

  // The export of every lead, the server's memory sampled every 20 ms while it streams.
  const rssBeforeMb = rssMb(pid)
  let rssPeakMb = rssBeforeMb
  const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(pid))), 20)
  const started = performance.now()
  const exported = await new Promise<{ bytes: number; lines: number }>((resolve, reject) => {
    http
      .get(`${base}/api/admin/contacts/export`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
        let bytes = 0
        let lines = 0
        res.on('data', (c: Buffer) => {
          bytes += c.length
          for (let k = c.indexOf(10); k !== -1; k = c.indexOf(10, k + 1)) lines++
        })
        res.on('end', () => resolve({ bytes, lines }))
      })
      .on('error', reject)
  })
  clearInterval(sampler)
  const result = {
    rows: exported.lines - 1,
    bytes: exported.bytes,
    seconds: (performance.now() - started) / 1000,
    rssBeforeMb,
    rssPeakMb,
  }
  log(
    `  Export: ${result.rows} leads, ${(result.bytes / 1e6).toFixed(1)} MB in ${result.seconds.toFixed(1)} s; ` +
      `server memory ${rssBeforeMb.toFixed(0)} MB before, ${rssPeakMb.toFixed(0)} MB at most while streaming`,
  )
  return { rows, export: result }
}

const markers = (database: string) => [`<!-- bench:scale:${database}:start -->`, `<!-- bench:scale:${database}:end -->`]

/** Rewrites this database's part of the "Data at scale" results in docs/performance.md. */
export async function writeScaleResults(file: string, r: ScaleResults): Promise<void> {
  const [start, end] = markers(r.database)
  const doc = fs.readFileSync(file, 'utf8')
  const from = doc.indexOf(start)
  const to = doc.indexOf(end)
  if (from === -1 || to === -1) throw new Error(`${file} has no ${start} … ${end} markers`)
  const n = (x: number) => x.toLocaleString('en-US')
  const lines = [
    start,
    '',
    `Run ${r.startedAt.toISOString().slice(0, 19)}Z on ${os.cpus().length} × ${os.cpus()[0]?.model.split(' ').slice(0, 2).join(' ')}, ` +
      `Node ${process.version}, load average at start ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' / ')}. ${r.database}: ${n(r.sizes.listings)} listings, ${n(r.sizes.leads)} leads with a mail each and a note on ` +
      `one in three, ${n(r.sizes.applications)} applications, ${n(r.sizes.activity)} activity log entries.`,
    '',
    '| Request | p50 | p95 | Target p95 < 200 ms | Found |',
    '| --- | --- | --- | --- | --- |',
    ...r.rows.map(
      (row) =>
        `| ${row.name} (\`${row.path.replace(/\|/g, '\\|')}\`) | ${row.p50.toFixed(1)} ms | ${row.p95.toFixed(1)} ms | ${row.p95 < P95_TARGET_MS ? '✓' : '✗'} | ${row.total || '–'} |`,
    ),
    '',
    `CSV export of every lead: ${n(r.export.rows)} rows, ${(r.export.bytes / 1e6).toFixed(1)} MB in ${r.export.seconds.toFixed(1)} s; the ` +
      `server's resident memory was ${r.export.rssBeforeMb.toFixed(0)} MB before and at most ${r.export.rssPeakMb.toFixed(0)} MB while it streamed.`,
    '',
    end,
  ]
  const next = doc.slice(0, from) + lines.join('\n') + doc.slice(to + end.length)
  fs.writeFileSync(file, await prettier.format(next, { ...(await prettier.resolveConfig(file)), filepath: file }))
}
