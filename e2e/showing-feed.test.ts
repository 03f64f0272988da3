import { describe, expect, it } from 'vitest'
import { hasChromium, openPortalAt, unexpectedErrors } from './helpers/browser.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import { siteForFile } from './helpers/server.ts'

// Each agent's private calendar feed (docs/decisions/0149-agent-calendar-feeds.md) in a real browser: staff make an
// address under Showings, copy it, read the feed through it, and replace it (asked first), which kills the old one at
// once; axe at 390 and 1280 px.

const SHOTS = process.env.E2E_SHOTS_DIR

describe.skipIf(!hasChromium)('agents’ calendar feeds in the portal in a real browser', () => {
  const at = siteForFile()
  const read = (url: string) => fetch(`${at.site.url}${new URL(url).pathname}`)

  for (const [n, width] of [1280, 390].entries()) {
    it(`makes, copies and replaces a feed address at ${width} px`, async () => {
      const { page, context, errors } = await openPortalAt(at, '/admin/showings', width)
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: at.site.url })
      const panel = page.locator('#calendar-feed')
      await panel.getByRole('heading', { name: 'Agents’ calendar feeds' }).waitFor()
      const row = panel.getByRole('listitem').nth(n)
      const agent = await row.locator('.sf-agent').innerText()
      expect(await row.locator('.sf-state').innerText()).toBe('No address yet')

      await row.getByRole('button', { name: `Make address for ${agent}` }).click()
      const address = panel.getByLabel(`Feed address for ${agent}`)
      await address.waitFor()
      const first = await address.inputValue()
      expect(first).toMatch(/\/api\/showings\/feed\/[0-9a-f]{64}\.ics$/)
      expect(await panel.getByRole('link', { name: 'Subscribe in your calendar program' }).getAttribute('href')).toMatch(/^webcal:\/\//)
      await panel.getByRole('button', { name: 'Copy', exact: true }).click()
      await page.getByText('Feed address copied.').waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first)
      const feed = await read(first)
      expect(feed.status).toBe(200)
      expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
      expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n/)
      expect(await row.locator('.sf-state').innerText()).toMatch(/^Address made /)
      expect(await accessibilityProblems(page, `${width} px calendar feed`)).toEqual([])
      if (SHOTS) await panel.screenshot({ path: `${SHOTS}/showing-feed-${width}.png` })

      await row.getByRole('button', { name: `Make new address for ${agent}` }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByText(/stops working at once/).waitFor()
      expect(await accessibilityProblems(page, `${width} px calendar feed dialog`)).toEqual([])
      await dialog.getByRole('button', { name: 'Make new address' }).click()
      await page.getByText('New feed address made. The old one no longer works.').waitFor()
      await expect.poll(() => address.inputValue()).not.toBe(first)
      expect((await read(first)).status).toBe(404)
      expect((await read(await address.inputValue())).status).toBe(200)
      expect(unexpectedErrors(errors), errors.join('\n')).toEqual([])
      await context.close()
    })
  }
})
