import fs from 'node:fs'
import * as prettier from 'prettier'
import os from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import type { PageScores } from './lighthouse.ts'

// Rewrites the part of docs/performance.md between the two result markers;
// the method and the decisions above them are written by hand.

export const START = '<!-- bench:results:start (written by `npm run bench`) -->'
export const END = '<!-- bench:results:end -->'

export interface LoadRow {
  name: string
  /** The JSON API or a server-rendered page. */
  kind: 'api' | 'page'
  concurrency: number
  appRps: number
  appP99: number
  /** The longest wait for one answer over the rounds. */
  appMax: number
  bareRps: number
  bareP99: number
  ratio: number
  errors: number
  timeouts: number
  bodyBytes: number
}

export interface BenchResults {
  startedAt: Date
  loadAtStart: number[]
  database: string
  listings: number
  seconds: number
  rounds: number
  lighthouseRuns: number
  rows: LoadRow[]
  /** Milliseconds of each first (uncached) render of a listing page. */
  firstRenders: number[]
  pages: PageScores[]
}

// The performance targets (docs/performance.md).
const RATIO_TARGET = 0.5
const P99_TARGET_MS = 100
const P99_TARGET_CONNECTIONS = 100
const FIRST_RENDER_TARGET_MS = 30
const PERFORMANCE_TARGET = 95
const TBT_TARGET_MS = 150
const FCP_TARGET_MS = 1500
const LCP_TARGET_MS = 2000
const CLS_TARGET = 0.02

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** The targets a row is held to, each with whether it is met. */
function rowTargets(row: LoadRow): string {
  const checks = [`ratio ≥ ${RATIO_TARGET} ${row.ratio >= RATIO_TARGET ? '✓' : '✗'}`]
  if (row.kind === 'page' && row.concurrency >= P99_TARGET_CONNECTIONS) {
    checks.push(`p99 < ${P99_TARGET_MS} ms ${row.appP99 < P99_TARGET_MS ? '✓' : '✗'}`)
  }
  checks.push(`no failures ${row.errors + row.timeouts === 0 ? '✓' : '✗'}`)
  return checks.join(', ')
}

export function resultsMarkdown(r: BenchResults): string {
  const cpu = os.cpus()
  const lines = [
    `Run ${r.startedAt.toISOString().replace(/\.\d+Z$/, 'Z')} on ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}; ` +
      `load average at start ${r.loadAtStart.map((l) => l.toFixed(2)).join(' / ')}. ${r.database}, ${r.listings} listings.`,
    '',
  ]
  if (r.rows.length > 0) {
    lines.push(
      `### Throughput beside a bare Node server (${r.rounds} alternating rounds of ${r.seconds} s per line, medians)`,
      '',
      '| Request | Connections | This server | Longest wait | Failed, timed out | Bare node:http, same bytes | Ratio | Targets | Body |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...r.rows.map(
        (row) =>
          `| ${row.name} | ${row.concurrency} | ${row.appRps.toFixed(0)} req/s, p99 ${row.appP99.toFixed(1)} ms | ` +
          `${row.appMax.toFixed(0)} ms | ${row.errors}, ${row.timeouts} | ` +
          `${row.bareRps.toFixed(0)} req/s, p99 ${row.bareP99.toFixed(1)} ms | ${row.ratio.toFixed(2)} | ${rowTargets(row)} | ${row.bodyBytes} B |`,
      ),
      '',
    )
  }
  if (r.firstRenders.length > 0) {
    const sorted = [...r.firstRenders].sort((a, b) => a - b)
    const mid = median(sorted)
    lines.push(
      `First (uncached) render of \`/property/:id\`, ${sorted.length} listings one after another: median ${mid.toFixed(1)} ms, ` +
        `slowest ${sorted.at(-1)!.toFixed(1)} ms (target under ${FIRST_RENDER_TARGET_MS} ms ${mid < FIRST_RENDER_TARGET_MS ? '✓' : '✗'}).`,
      '',
    )
  }
  if (r.pages.length > 0) {
    const mark = (ok: boolean) => (ok ? '' : ' ✗')
    lines.push(
      `### Lighthouse 12, mobile (simulated slow 4G, 4× CPU slowdown), median of ${r.lighthouseRuns} run(s)`,
      '',
      `Lighthouse's benchmark index of this machine during the runs: ${r.pages.map((p) => Math.round(p.benchmarkIndex)).join(', ')} ` +
        '(a quiet 2-core machine of this kind scores higher; blocking time and so the performance score suffer when it is low).',
      '',
      `Targets: performance ≥ ${PERFORMANCE_TARGET}, FCP < ${FCP_TARGET_MS / 1000} s, LCP < ${LCP_TARGET_MS / 1000} s, ` +
        `TBT < ${TBT_TARGET_MS} ms, CLS < ${CLS_TARGET}, the other categories 100; ✗ marks a miss.`,
      '',
      '| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...r.pages.map(
        (p) =>
          `| ${p.name} (\`${p.path}\`) | ${p.performance}${mark(p.performance >= PERFORMANCE_TARGET)} | ` +
          `${p.accessibility}${mark(p.accessibility === 100)} | ${p.bestPractices}${mark(p.bestPractices === 100)} | ` +
          `${p.seo}${mark(p.seo === 100)} | ${(p.fcpMs / 1000).toFixed(1)} s${mark(p.fcpMs < FCP_TARGET_MS)} | ` +
          `${(p.lcpMs / 1000).toFixed(1)} s${mark(p.lcpMs < LCP_TARGET_MS)} | ${Math.round(p.tbtMs)} ms${mark(p.tbtMs < TBT_TARGET_MS)} | ` +
          `${p.cls.toFixed(3)}${mark(p.cls < CLS_TARGET)} |`,
      ),
      '',
      'In the median run of each page: its largest contentful paint, the scripts with the most main-thread time, and the audits that cost points (score below 90):',
      '',
      ...r.pages.flatMap((p) => [
        `- ${p.name}: LCP element ${p.lcpElement.replace(/\|/g, '\\|')}`,
        `  - main-thread time by script: ${p.topScripts.length ? p.topScripts.join(', ') : 'none reported'}`,
        `  - points lost: ${p.losses.length ? p.losses.join(', ') : 'none'}`,
      ]),
      '',
    )
  }
  return lines.join('\n')
}

export const writeResults = (file: string, results: BenchResults) =>
  writeSection(file, { start: START, end: END, heading: 'Results' }, resultsMarkdown(results))

/**
 * Puts `markdown` between a run's two markers in docs/performance.md (under `heading` at the end the first time),
 * formatted as `npm run format` would, so `prettier --check` stays green after a run.
 */
export async function writeSection(file: string, marks: { start: string; end: string; heading: string }, markdown: string): Promise<void> {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n'
  const section = `${marks.start}\n\n${markdown}\n${marks.end}`
  const start = current.indexOf(marks.start)
  const end = current.indexOf(marks.end)
  const next =
    start !== -1 && end > start
      ? current.slice(0, start) + section + current.slice(end + marks.end.length)
      : `${current.trimEnd()}\n\n## ${marks.heading}\n\n${section}\n`
  const options = (await prettier.resolveConfig(file)) ?? {}
  fs.writeFileSync(file, await prettier.format(next, { ...options, filepath: file }))
}

/** Makes the production build when its sources changed (scripts/ensure-build.mjs). */
export function ensureProductionBuild(root: string, env: NodeJS.ProcessEnv): void {
  execFileSync(process.execPath, [path.join(root, 'scripts/ensure-build.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, NODE_ENV: 'production' },
  })
}
