import { describe, expect, it } from 'vitest'
import { hasChromium, openPortal } from './helpers/browser.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import { siteApi } from './helpers/server.ts'
import { SHOWING_SHOTS, sendTour, useShowingSite } from './helpers/showings.ts'
import type { ShowingSlots } from '#core/leads/showing-settings.ts'

// Staff's showings (docs/decisions/0138-showings-for-staff.md) in a real browser: reached from the portal's
// navigation, a week of showings by day, filtered by listing, a request confirmed with one click; axe at 390 and 1280.

describe.skipIf(!hasChromium)('the showings calendar in the portal in a real browser', () => {
  const at = useShowingSite()

  for (const [n, width] of [1280, 390].entries()) {
    it(`shows the week's showings and confirms a request at ${width} px`, async () => {
      const { body } = await siteApi<ShowingSlots>(at.site, `/api/properties/${at.listing._id}/showing-slots`)
      const free = body.days.slice(2).flatMap((d) => d.slots.filter((s) => s.free).map((s) => ({ date: d.date, slot: s.slot })))
      const { date, slot } = free[n]!
      const visitor = `Morgan Caller ${width}`
      await sendTour(at, { date, slot, name: visitor, email: `morgan${width}@example.com` })

      const { page, context, errors } = await openPortal(at.browser, at.site.url, { width })
      if (width < 700) await page.getByRole('button', { name: 'Menu' }).click()
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Showings' }).click()
      await page.waitForURL('**/admin/showings')
      await page.goto(`${at.site.url}/admin/showings?date=${date}&listing=${at.listing._id}`, { waitUntil: 'networkidle' })
      const item = page.locator('.sc-item', { hasText: visitor })
      await item.waitFor()
      expect(await item.locator('.sc-status').innerText()).toBe('Waiting for the agent to confirm')
      expect(await accessibilityProblems(page, `${width} px showings week`)).toEqual([])
      await page.locator('.sc-page').screenshot({ path: `${SHOWING_SHOTS}/showings-calendar-${width}.png` })

      await item.getByRole('button', { name: /^Confirm/ }).focus()
      await page.keyboard.press('Enter')
      await page.getByText('Showing confirmed. The visitor was e-mailed.').waitFor()
      await expect.poll(() => item.locator('.sc-status').innerText()).toBe('Confirmed')
      expect(await item.getByRole('button', { name: /^Confirm/ }).count()).toBe(0)

      await page.getByRole('button', { name: 'Day', exact: true }).click()
      await page.getByRole('heading', { level: 2, name: /^\w{3}, \w{3} \d+$/ }).waitFor()
      expect(await accessibilityProblems(page, `${width} px showings day`)).toEqual([])
      expect(errors, errors.join('\n')).toEqual([])
      await context.close()
    })
  }
})
