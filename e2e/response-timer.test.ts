import { describe, expect, it } from 'vitest'
import { hasChromium, openPortal, openPortalAt } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { accessibilityProblems } from './helpers/axe.ts'

// The first-response timer in a real browser (docs/decisions/0123-first-response-timer.md): an owner sets the office
// hours and the limits beside the routing rules, with problems named next to their fields; the dashboard lists the
// leads waiting longest with their owners and each person's response times; the inbox marks an overdue lead. Axe
// finds nothing at 390 and 1280 px.

const SHOTS = process.env.E2E_SHOTS_DIR
const DAY = 86_400_000

describe.skipIf(!hasChromium)('the first-response timer in a real browser', () => {
  const suite = siteForFile()

  /** A contact-form lead that came in `daysAgo` days ago. */
  const leadFrom = async (name: string, daysAgo: number) => {
    const res = await fetch(`${suite.site.url}/api/contact/general`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientName: name,
        clientEmail: `${name.split(' ')[0].toLowerCase()}@example.com`,
        clientPhone: '',
        message: 'Hi',
      }),
    })
    expect(res.status).toBe(200)
    const id = ((await res.json()) as { inquiryId: string }).inquiryId
    const at = new Date(Date.now() - daysAgo * DAY).toISOString()
    await suite.site.database.db.updateTable('inquiries').set({ created_at: at, owner_since: at }).where('id', '=', id).execute()
    return id
  }

  it('lets an owner set office hours, a target and a limit, naming a problem next to its field', async () => {
    for (const width of [1280, 390]) {
      const { page, errors } = await openPortalAt(suite, `/admin/users`, width)
      const panel = page.getByRole('region', { name: 'First response' })
      const target = panel.getByLabel('First response target (office minutes)')
      // The default at first; at 390 px, what the 1280 px pass saved.
      await expect.poll(() => target.inputValue()).toBe(width === 1280 ? '60' : '30')
      expect(await accessibilityProblems(page, `response timer at ${width}`)).toEqual([])
      if (SHOTS) await panel.screenshot({ path: `${SHOTS}/response-timer-${width}.png` })
      if (width === 1280) {
        // Open every day, 9 to 5, so the waits below are office time whatever day the test runs.
        await panel.getByRole('checkbox', { name: 'Saturday' }).check()
        await panel.getByRole('checkbox', { name: 'Sunday' }).check()
        await expect.poll(() => panel.getByLabel('Saturday from').inputValue()).toBe('09:00')
        await target.fill('2')
        await panel.getByRole('button', { name: 'Save response timer' }).click()
        await expect.poll(() => panel.locator('.field-error').allInnerTexts()).toEqual(['At least 5 minutes'])
        await expect.poll(() => target.getAttribute('aria-invalid')).toBe('true')
        // Fixed, the problem goes at once.
        await target.fill('30')
        await expect.poll(() => panel.locator('.field-error').count()).toBe(0)
        await panel.getByLabel('Reassign after (office minutes)').fill('20')
        await panel.getByRole('button', { name: 'Save response timer' }).click()
        await expect.poll(() => panel.locator('.field-error').allInnerTexts()).toEqual(['Reassign after more minutes than the target'])
        await panel.getByLabel('Reassign after (office minutes)').fill('')
        await panel.getByRole('button', { name: 'Save response timer' }).click()
        await expect.poll(() => panel.getByRole('status').innerText()).toContain('Office hours and response times saved.')
        expect(await accessibilityProblems(page, `response timer saved at ${width}`, '.response-timer')).toEqual([])
      }
      expect(errors).toEqual([])
      await page.context().close()
    }
  })

  it('shows the leads waiting longest and the response times on the dashboard, and marks the lead in the inbox', async () => {
    const waiting = await leadFrom('Wanda Waiting', 400)
    const answered = await leadFrom('Andy Answered', 3)
    // Answered in the inbox with a note: its first response.
    const { page, errors } = await openPortalAt(suite, `/admin/contacts?lead=${answered}`, 1280)
    await page.getByLabel('Add a note (staff only)').fill('Called back.')
    await page.getByRole('button', { name: 'Add note' }).click()
    await expect.poll(() => page.locator('.lead-notes').innerText()).toContain('Called back.')
    await page.context().close()

    for (const width of [1280, 390]) {
      const { page } = await openPortal(suite.browser, suite.site.url, { width, height: 900 })
      page.setDefaultTimeout(10_000)
      const panel = page.getByRole('region', { name: 'Waiting longest' })
      const first = panel.getByRole('listitem').first()
      await expect.poll(() => first.innerText()).toMatch(/Wanda Waiting[\s\S]*Owner: .+[\s\S]*Overdue: waiting \d+ h/)
      expect(await panel.innerText()).not.toContain('Andy Answered')
      const times = page.getByRole('region', { name: 'Response times' })
      await expect.poll(() => times.getByRole('row', { name: /admin/ }).innerText()).toMatch(/admin\s+\d+ h( \d+ min)?\s+\d+/)
      expect(await accessibilityProblems(page, `dashboard at ${width}`)).toEqual([])
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-response-${width}.png`, fullPage: true })
      if (width === 1280) {
        await first.getByRole('link', { name: 'Wanda Waiting' }).click()
        await page.waitForURL(new RegExp(`lead=${waiting}`))
        await expect.poll(() => page.locator('.lead-detail').innerText()).toMatch(/Overdue: waiting \d+ h/)
        await expect.poll(() => page.getByRole('button', { name: /Wanda Waiting/ }).innerText()).toMatch(/Overdue: waiting/)
        expect(await accessibilityProblems(page, `overdue lead at ${width}`)).toEqual([])
      }
      await page.context().close()
    }
    expect(errors).toEqual([])
  })
})
