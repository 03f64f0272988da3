import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM_FLAGS } from '../e2e/helpers/chromium-flags.ts'

// Lighthouse 12 (Node 20) with its default settings: a mid-range phone on a
// slow 4G link, simulated, so the scores depend on the page rather than on how
// busy this machine is. Chromium runs headless from Debian's package.

export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

export interface PageScores {
  name: string
  path: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** What Lighthouse names as the largest contentful paint, as a short label and the element's opening tag. */
  lcpElement: string
  /** The scripts that cost the most main-thread time (Lighthouse's bootup-time), "file: N ms". */
  topScripts: string[]
  /** Audits that cost points in this run, "category: audit-id (score)". */
  losses: string[]
  /** Lighthouse's measure of this machine's speed at the time (higher is faster; a loaded machine scores lower). */
  benchmarkIndex: number
}

/** One Lighthouse run; a run whose trace Chrome failed to record (NO_NAVSTART and the like) is tried again, twice. */
async function audit(port: number, url: string, log?: (line: string) => void) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
    const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'no result' }
    if (result && !error) return result.lhr
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${error?.code} ${error?.message}`)
    log?.(`  ${url}: ${error?.code}, trying again`)
  }
}

type Details = { items?: Array<Record<string, unknown>> } | undefined

/** The LCP element from the largest-contentful-paint-element audit (its first table holds the node). */
function lcpElementOf(details: unknown): string {
  const tables = (details as Details)?.items ?? []
  const first = (tables[0] as Details)?.items?.[0] ?? tables[0]
  const node = first?.node as { nodeLabel?: string; snippet?: string } | undefined
  if (!node) return 'none reported'
  const snippet = (node.snippet ?? '').replace(/\s+/g, ' ').slice(0, 120)
  return node.nodeLabel ? `${node.nodeLabel.slice(0, 60)} — ${snippet}` : snippet
}

/** The three scripts with the most main-thread time, from the bootup-time audit, named by their path. */
function topScriptsOf(details: unknown, base: string): string[] {
  const items = ((details as Details)?.items ?? []) as Array<{ url?: string; total?: number }>
  return items
    .filter((item) => typeof item.url === 'string' && typeof item.total === 'number')
    .sort((a, b) => (b.total ?? 0) - (a.total ?? 0))
    .slice(0, 3)
    .map((item) => `${item.url!.replace(base, '') || '/'}: ${Math.round(item.total!)} ms`)
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

export async function scorePages(
  base: string,
  pages: Array<{ name: string; path: string }>,
  options: { runs: number; log?: (line: string) => void },
): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  try {
    const results: PageScores[] = []
    for (const page of pages) {
      const runs: PageScores[] = []
      for (let i = 0; i < options.runs; i++) {
        const lhr = await audit(chrome.port, base + page.path, options.log)
        const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
        const losses = CATEGORIES.flatMap((category) =>
          (lhr.categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0)
            .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
            .filter(({ audit }) => audit.score !== null && audit.score < 0.9)
            .map(({ ref, audit }) => `${category}: ${ref.id} (${Math.round((audit.score ?? 0) * 100)})`),
        )
        const scores: PageScores = {
          ...page,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
          lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
          topScripts: topScriptsOf(lhr.audits['bootup-time']?.details, base),
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
          losses,
          benchmarkIndex: lhr.environment.benchmarkIndex,
        }
        options.log?.(`  ${page.path} run ${i + 1}: performance ${scores.performance}, LCP ${Math.round(scores.lcpMs)} ms`)
        runs.push(scores)
      }
      // The run with the median performance score stands for the page; each score is the median over runs.
      const typical = runs.find((r) => r.performance === median(runs.map((x) => x.performance))) ?? runs[0]
      results.push({
        ...typical,
        accessibility: median(runs.map((r) => r.accessibility)),
        bestPractices: median(runs.map((r) => r.bestPractices)),
        seo: median(runs.map((r) => r.seo)),
      })
    }
    return results
  } finally {
    chrome.kill()
  }
}
