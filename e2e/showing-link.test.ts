import { describe, expect, it } from 'vitest'
import { hasChromium, openPage } from './helpers/browser.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import { siteApi } from './helpers/server.ts'
import { SHOWING_SHOTS, sendTour, useShowingSite } from './helpers/showings.ts'
import type { ShowingSlots } from '#core/leads/showing-settings.ts'

// A visitor's showing by its private link (docs/decisions/0137-showing-private-link.md), in a real browser: the page
// shows the showing, moves it to another free time with the tour form's fields and cancels it after asking; it passes
// axe at 390 and 1280 px.

describe.skipIf(!hasChromium)('a showing’s private page in a real browser', () => {
  const at = useShowingSite()

  /** Books the `n`-th free slot from tomorrow by the API, as the tour form does; the showing's token and another free slot. */
  async function book(n: number, email: string) {
    const { body } = await siteApi<ShowingSlots>(at.site, `/api/properties/${at.listing._id}/showing-slots`)
    const free = body.days.slice(1).flatMap((d) => d.slots.filter((s) => s.free).map((s) => ({ date: d.date, slot: s.slot })))
    const [mine, other] = [free[n * 2]!, free[n * 2 + 1]!]
    const inquiryId = await sendTour(at, { date: mine.date, slot: mine.slot, name: 'Jamie Visitor', email })
    const row = await at.site.database.db
      .selectFrom('showings')
      .select(['id', 'manage_token'])
      .where('inquiry_id', '=', inquiryId)
      .executeTakeFirstOrThrow()
    return { id: row.id, token: row.manage_token!, other }
  }

  for (const [n, width] of [1280, 390].entries()) {
    it(`moves a showing to another free time and cancels it at ${width} px`, async () => {
      const { id, token, other } = await book(n, `jamie${width}@example.com`)
      const { page, context, errors } = await openPage(at.browser, `${at.site.url}/showing?token=${token}`, { width })
      await page.getByRole('heading', { name: 'Your Showing' }).waitFor()
      await page.getByText('Waiting for the agent to confirm').waitFor()
      expect(await accessibilityProblems(page, `${width} px showing page`)).toEqual([])
      await page.locator('.showing-card').screenshot({ path: `${SHOWING_SHOTS}/showing-page-${width}.png` })

      const form = page.getByRole('form', { name: 'Choose another time' })
      await form.getByLabel('Preferred date').fill(other.date)
      const time = form.getByLabel('Preferred time')
      await expect.poll(() => time.locator(`option[value="${other.slot}"]`).isDisabled()).toBe(false)
      await time.selectOption(other.slot)
      await form.getByRole('button', { name: 'Move my showing' }).click()
      await page.getByText('Your showing has its new time.').waitFor()
      const moved = await at.site.database.db
        .selectFrom('showings')
        .select(['slot_date', 'slot_label'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      expect(moved).toEqual({ slot_date: other.date, slot_label: other.slot })

      await page.getByRole('button', { name: 'Cancel showing' }).click()
      await page.getByRole('button', { name: 'Yes, cancel it' }).click()
      await page.getByText('This showing is cancelled. The time is free for others.').waitFor()
      expect(await page.getByRole('button', { name: 'Cancel showing' }).count()).toBe(0)
      expect(await accessibilityProblems(page, `${width} px cancelled showing`)).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    })
  }

  it('says in words that an unknown link is not valid', async () => {
    const { page, context } = await openPage(at.browser, `${at.site.url}/showing?token=${'f'.repeat(64)}`, { width: 390 })
    await page.getByText('This link is not valid.').waitFor()
    await context.close()
  })
})
