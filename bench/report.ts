import fs from 'node:fs'
import * as prettier from 'prettier'
import os from 'node:os'
import type { PageScores } from './lighthouse.ts'

// Rewrites the part of docs/performance.md between the two result markers;
// the method and the decisions above them are written by hand.

export const START = '<!-- bench:results:start (written by `npm run bench`) -->'
export const END = '<!-- bench:results:end -->'

export interface LoadRow {
  name: string
  appRps: number
  appP99: number
  bareRps: number
  bareP99: number
  ratio: number
  bodyBytes: number
}

export interface BenchResults {
  startedAt: Date
  loadAtStart: number[]
  database: string
  listings: number
  seconds: number
  rounds: number
  concurrency: number
  lighthouseRuns: number
  rows: LoadRow[]
  pages: PageScores[]
}

const API_TARGET = 0.5
const PERFORMANCE_TARGET = 95

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
      `### Throughput beside a bare Node server (${r.concurrency} connections, ${r.rounds} alternating rounds of ${r.seconds} s, medians)`,
      '',
      '| Request | This server | Bare node:http, same bytes | Ratio | Target | Body |',
      '| --- | --- | --- | --- | --- | --- |',
      ...r.rows.map((row) => {
        const target = row.name.startsWith('GET /api/') ? `≥ ${API_TARGET} ${row.ratio >= API_TARGET ? '✓' : '✗'}` : '—'
        return (
          `| ${row.name} | ${row.appRps.toFixed(0)} req/s, p99 ${row.appP99.toFixed(1)} ms | ` +
          `${row.bareRps.toFixed(0)} req/s, p99 ${row.bareP99.toFixed(1)} ms | ${row.ratio.toFixed(2)} | ${target} | ${row.bodyBytes} B |`
        )
      }),
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
      '| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...r.pages.map(
        (p) =>
          `| ${p.name} (\`${p.path}\`) | ${p.performance}${mark(p.performance >= PERFORMANCE_TARGET)} | ` +
          `${p.accessibility}${mark(p.accessibility === 100)} | ${p.bestPractices} | ${p.seo}${mark(p.seo === 100)} | ` +
          `${(p.lcpMs / 1000).toFixed(1)} s | ${Math.round(p.tbtMs)} ms | ${p.cls.toFixed(3)} |`,
      ),
      '',
      'Audits that cost points (score below 90, in the median run):',
      '',
      ...r.pages.map((p) => `- ${p.name}: ${p.losses.length ? p.losses.join(', ') : 'none'}`),
      '',
    )
  }
  return lines.join('\n')
}

export async function writeResults(file: string, results: BenchResults): Promise<void> {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Performance\n'
  const section = `${START}\n\n${resultsMarkdown(results)}\n${END}`
  const start = current.indexOf(START)
  const end = current.indexOf(END)
  const next =
    start !== -1 && end > start
      ? current.slice(0, start) + section + current.slice(end + END.length)
      : `${current.trimEnd()}\n\n## Results\n\n${section}\n`
  // Formatted as `npm run format` would, so `prettier --check` stays green after a run.
  const options = (await prettier.resolveConfig(file)) ?? {}
  fs.writeFileSync(file, await prettier.format(next, { ...options, filepath: file }))
}
