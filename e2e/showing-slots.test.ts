import { describe, expect, it } from 'vitest'
import { hasChromium, openPage } from './helpers/browser.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import { siteApi } from './helpers/server.ts'
import { SHOWING_SHOTS, sendTour, useShowingSite, acknowledgeLeadPaint } from './helpers/showings.ts'
import type { ShowingSlots } from '#core/leads/showing-settings.ts'

// Schedule Tour on real availability (docs/decisions/0127-showing-slots.md): a slot another visitor took shows
// disabled with its reason in words, a free one is booked, and the form passes axe at 390 and 1280 px.

const SHOTS = SHOWING_SHOTS

describe.skipIf(!hasChromium)('Schedule Tour on real availability in a real browser', () => {
  const at = useShowingSite()

  /** The `n`-th day from tomorrow with at least two free slots, and its first two. */
  async function dayWithTwoFree(n: number): Promise<{ date: string; taken: string; free: string }> {
    const { body } = await siteApi<ShowingSlots>(at.site, `/api/properties/${at.listing._id}/showing-slots`)
    const day = body.days.slice(1).filter((d) => d.slots.filter((s) => s.free).length >= 2)[n]!
    const [taken, free] = day.slots.filter((s) => s.free).map((s) => s.slot)
    return { date: day.date, taken, free }
  }

  for (const [n, width] of [1280, 390].entries()) {
    it(`shows a taken slot disabled with its reason and books a free one at ${width} px`, async () => {
      const { date, taken, free } = await dayWithTwoFree(n)
      await sendTour(at, { date, slot: taken, name: 'Earlier Visitor', email: `earlier${width}@example.com` })

      const { page, context, errors } = await openPage(at.browser, `${at.site.url}/property/${at.listing._id}`, { width })
      await page.locator('#property-agent').getByRole('button', { name: 'Schedule Tour' }).click()
      const form = page.locator('form.inquiry-form')
      await form.getByLabel('Preferred date').fill(date)
      const time = form.getByLabel('Preferred time')
      const takenOption = time.locator(`option[value="${taken}"]`)
      await expect.poll(() => takenOption.isDisabled()).toBe(true)
      expect(await takenOption.textContent()).toBe(`${taken} (Already booked)`)
      expect(await time.locator(`option[value="${free}"]`).isDisabled()).toBe(false)
      expect(await form.locator('.field-hint').allInnerTexts()).toContainEqual(expect.stringContaining(`${taken} (Already booked)`))
      expect(await accessibilityProblems(page, `${width} px tour form`, 'form.inquiry-form')).toEqual([])
      await form.scrollIntoViewIfNeeded()
      await form.screenshot({ path: `${SHOTS}/tour-form-${width}.png` })

      await time.selectOption(free)
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Casey Visitor')
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill(`casey${width}@example.com`)
      await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('402-555-0123')
      await acknowledgeLeadPaint(form)
      await page.getByRole('button', { name: 'Request Showing' }).click()
      await page.getByText('Tour request sent successfully! The agent will contact you within 24 hours to confirm.').waitFor()
      const showing = await at.site.database.db
        .selectFrom('showings as s')
        .innerJoin('inquiries as i', 'i.id', 's.inquiry_id')
        .select(['s.slot_date', 's.slot_label', 's.status'])
        .where('i.email', '=', `casey${width}@example.com`)
        .executeTakeFirstOrThrow()
      expect(showing).toEqual({ slot_date: date, slot_label: free, status: 'requested' })
      // The pointer leaves the button it pressed for the sticky header (the same element under it at any scroll), and
      // the hover transitions that started end, so axe reads settled colours rather than a button halfway to its hover.
      await page.mouse.move(0, 0)
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)))
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
            .map((a) => a.finished.catch(() => undefined)),
        ),
      )
      expect(await accessibilityProblems(page, `${width} px after the request`)).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    })
  }
})
