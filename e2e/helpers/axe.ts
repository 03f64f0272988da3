import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

// axe-core in a real page: WCAG 2.2 A and AA, best practices and axe's experimental rules (such as a button whose
// visible text differs from its name), and whether the page scrolls sideways.

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental']

interface AxeViolation {
  id: string
  help: string
  nodes: { target: string[] }[]
}

/**
 * What axe and the width check find on the page as it is now (or in the part `selector` names), one line each; `where` names the state.
 * The page is checked from its top: axe counts a control passing under the sticky top bar as too small, so a check made
 * after a focus or a click scrolled the page would depend on how far it had scrolled.
 */
export async function accessibilityProblems(page: Page, where: string, selector?: string): Promise<string[]> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
        requestAnimationFrame(() => requestAnimationFrame(() => done()))
      }),
  )
  await page.evaluate(axeSource)
  const violations = await page.evaluate(
    ({ tags, selector }) =>
      (window as unknown as { axe: { run(c: unknown, o: object): Promise<{ violations: AxeViolation[] }> } }).axe.run(
        selector ? { include: [selector] } : document,
        { resultTypes: ['violations'], runOnly: { type: 'tag', values: tags } },
      ),
    { tags: AXE_TAGS, selector },
  )
  const found = violations.violations.map((v) => `${where}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
  const extra = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  return [...found, ...(extra > 0 ? [`${where}: scrolls sideways by ${extra} px`] : [])]
}
