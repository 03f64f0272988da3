import { describe, expect, it } from 'vitest'
import { hasChromium, openPortal, stubMapTiles } from './helpers/browser.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import { siteForFile } from './helpers/server.ts'

// The listing editor (docs/decisions/0135-fair-housing-language-check.md) shows the fair-housing check's flags next to the description, in words, before
// saving, at a phone's width and a desk's.

describe.skipIf(!hasChromium)('the fair-housing check in the listing editor', () => {
  const suite = siteForFile()

  it.each([390, 1280])('flags a phrase under the description at %i px, with axe finding nothing', async (width) => {
    const { page } = await openPortal(suite.browser, suite.site.url, { width, height: 900, before: stubMapTiles })
    await page.goto(`${suite.site.url}/admin/properties/new`)
    const description = page.getByLabel('Description', { exact: true })
    await description.fill('Bright ranch on a quiet street, perfect for singles and near church.')
    const flags = page.locator('.pe-field', { has: description }).locator('.fh-flags')
    await expect.poll(() => flags.textContent()).toContain('Fair housing: 2 phrases to review')
    expect(await flags.getAttribute('aria-live')).toBe('polite')
    expect(await flags.textContent()).toContain('“perfect for singles”')
    expect(await flags.textContent()).toContain('Instead:')
    await flags.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `/tmp/shots-fair-housing/editor-flag-${width}.png` })
    expect(await accessibilityProblems(page, `listing editor with a fair-housing flag at ${width} px`)).toEqual([])
    await description.fill('Bright ranch on a quiet street, walking distance to Elmwood Park.')
    await expect.poll(() => flags.textContent()).toBe('')
    await page.close()
  })
})
