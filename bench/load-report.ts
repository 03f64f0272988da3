import os from 'node:os'
import { writeSection } from './report.ts'

// Rewrites the load run's part of docs/performance.md, between its own two
// markers; the bench's results section (bench/report.ts) is left alone.

export const LOAD_START = '<!-- load:results:start (written by `npm run load`) -->'
export const LOAD_END = '<!-- load:results:end -->'

export interface LoadGroupResult {
  name: string
  paths: string
  connections: number
  requests: number
  rps: number
  p50: number
  p99: number
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number
  /** Requests without an answer after 30 s (counted in errors). */
  timeouts: number
  statuses: Record<string, number>
}

export interface LoadCheck {
  accepted: number
  /** Accepted inquiries not in the database. */
  lost: number
  /** Leads of the run stored more than once. */
  storedTwice: number
  /** Accepted inquiries whose mail never arrived. */
  notMailed: number
  /** Leads whose mail arrived more than once. */
  mailedTwice: number
  distinctMessageIds: number
  messages: number
  /** Seconds from the end of the load until every accepted inquiry's mail was sent. */
  mailSeconds: number
  unsent: number
}

export interface LoadResults {
  startedAt: Date
  loadAtStart: number[]
  seconds: number
  listings: number
  mailConcurrency: number
  groups: LoadGroupResult[]
  check: LoadCheck
  /** The server's resident memory (VmRSS, MB): after the warm-up, at most during the load, and once the mail was sent. */
  memory: { idleMb: number; peakMb: number; afterMb: number }
}

/** What the errors of a group were: timeouts, then each status other than 2xx. */
const errorParts = (g: LoadGroupResult) => [
  ...(g.timeouts ? [`${g.timeouts} timeouts`] : []),
  ...Object.entries(g.statuses)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, n]) => `${n}× ${status}`),
]

export function loadMarkdown(r: LoadResults): string {
  const cpu = os.cpus()
  const total = r.groups.reduce((n, g) => n + g.requests, 0)
  const errors = r.groups.reduce((n, g) => n + g.errors, 0)
  const c = r.check
  const mark = (ok: boolean) => (ok ? '✓' : '✗')
  return [
    `Run ${r.startedAt.toISOString().replace(/\.\d+Z$/, 'Z')} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average at start ` +
      `${r.loadAtStart.map((l) => l.toFixed(2)).join(' / ')}. SQLite, ${r.listings} listings, ${r.seconds} s, ` +
      `${r.groups.reduce((n, g) => n + g.connections, 0)} connections, MAIL_CONCURRENCY ${r.mailConcurrency}.`,
    '',
    '| Group | Paths | Connections | Requests | Req/s | p50 | p99 | Errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...r.groups.map(
      (g) =>
        `| ${g.name} | ${g.paths} | ${g.connections} | ${g.requests} | ${g.rps.toFixed(0)} | ${g.p50} ms | ${g.p99} ms | ` +
        `${g.errors}${g.errors ? ` (${errorParts(g).join(', ')})` : ''} |`,
    ),
    `| **All** | | ${r.groups.reduce((n, g) => n + g.connections, 0)} | ${total} | ${(total / r.seconds).toFixed(0)} | | | ${errors} ${mark(errors === 0)} |`,
    '',
    `Inquiries: ${c.accepted} accepted; ${c.lost} lost ${mark(c.lost === 0)}, ${c.storedTwice} stored twice ${mark(c.storedTwice === 0)}. ` +
      `Mail: ${c.messages} messages with ${c.distinctMessageIds} Message-IDs; ${c.notMailed} inquiries not mailed ${mark(c.notMailed === 0)}, ` +
      `${c.mailedTwice} mailed twice ${mark(c.mailedTwice === 0)}; the last was sent ${c.mailSeconds.toFixed(0)} s after the load ended ` +
      `(${(c.messages / (r.seconds + c.mailSeconds)).toFixed(0)} mails a second from the start of the run)` +
      `${c.unsent ? ` (${c.unsent} still unsent when the script stopped waiting ✗)` : ''}.`,
    '',
    `Server memory (VmRSS): ${r.memory.idleMb.toFixed(0)} MB idle after the warm-up, at most ${r.memory.peakMb.toFixed(0)} MB under the load, ` +
      `${r.memory.afterMb.toFixed(0)} MB once its mail was sent.`,
    '',
  ].join('\n')
}

export const writeLoadResults = (file: string, results: LoadResults) =>
  writeSection(file, { start: LOAD_START, end: LOAD_END, heading: 'Load run' }, loadMarkdown(results))
