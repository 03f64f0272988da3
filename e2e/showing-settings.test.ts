import { describe, expect, it } from 'vitest'
import { hasChromium, openPortal, stubMapTiles } from './helpers/browser.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import { siteApi } from './helpers/server.ts'
import { SHOWING_SHOTS, useShowingSite } from './helpers/showings.ts'
import type { ShowingSlots } from '#core/leads/showing-settings.ts'

// Staff set showings in the portal (docs/decisions/0129-showing-settings-on-their-records.md): a listing's showing
// settings in the property editor, an agent's hours and days off in the agent editor; both pass axe at 390 and 1280.

const SHOTS = SHOWING_SHOTS

describe.skipIf(!hasChromium)('showing settings in the portal in a real browser', () => {
  const at = useShowingSite()

  it('saves a listing’s showing settings, with field messages first', async () => {
    const { page, context, errors } = await openPortal(at.browser, at.site.url, { before: stubMapTiles })
    await page.goto(`${at.site.url}/admin/properties/${at.listing._id}`, { waitUntil: 'networkidle' })
    const section = page.locator('#pe-showings')
    const parties = section.getByLabel('Parties per slot')
    await expect.poll(() => parties.inputValue()).toBe('1')
    await parties.fill('0')
    await section.getByRole('button', { name: 'Save showing settings' }).click()
    await expect.poll(() => parties.getAttribute('aria-invalid')).toBe('true')
    expect(await section.locator('.field-error').allInnerTexts()).toEqual(['At least 1 party'])
    await parties.fill('2')
    await section.getByLabel('Book instantly').check()
    await section.getByRole('button', { name: 'Save showing settings' }).click()
    await page.getByText('Showing settings saved.').waitFor()
    const { body } = await siteApi<ShowingSlots>(
      at.site,
      `/api/properties/${at.listing._id}/showing-slots?to=${new Date().toISOString().slice(0, 10)}`,
    )
    expect(body.instant).toBe(true)
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await section.scrollIntoViewIfNeeded()
      expect(await accessibilityProblems(page, `${width} px showing settings`, '#pe-showings')).toEqual([])
      await section.screenshot({ path: `${SHOTS}/at.listing-showings-${width}.png` })
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it('saves an agent’s showing hours and a day off in the agent editor', async () => {
    const { page, context, errors } = await openPortal(at.browser, at.site.url)
    await page.goto(`${at.site.url}/admin/agents`, { waitUntil: 'networkidle' })
    const first = page.locator('.people-list li').first()
    const name = (await first.locator('strong').innerText()).trim()
    await first.getByRole('button', { name: `Edit ${name}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit agent' })
    const hours = dialog.getByRole('form', { name: 'Showing hours' })
    await hours.getByRole('checkbox', { name: 'Shows on Saturday' }).check()
    await hours.getByLabel('Saturday from').fill('10:00')
    await hours.getByLabel('Saturday to').fill('09:00')
    await hours.getByRole('button', { name: 'Save showing hours' }).click()
    await expect.poll(() => hours.getByLabel('Saturday to').getAttribute('aria-invalid')).toBe('true')
    await hours.getByLabel('Saturday to').fill('14:00')
    const dayOff = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
    await hours.getByLabel('Add a day off').fill(dayOff)
    await hours.getByRole('button', { name: 'Add day off' }).click()
    await hours.getByRole('button', { name: 'Save showing hours' }).click()
    await hours.getByText('Showing hours saved.').waitFor()
    const agent = await at.site.database.db.selectFrom('agents').select('showing_hours').where('name', '=', name).executeTakeFirstOrThrow()
    expect(JSON.parse(agent.showing_hours!)).toMatchObject({
      daysOff: [dayOff],
      week: expect.arrayContaining([{ open: '10:00', close: '14:00' }]),
    })
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await hours.scrollIntoViewIfNeeded()
      expect(await accessibilityProblems(page, `${width} px agent showing hours`, 'dialog')).toEqual([])
      await dialog.screenshot({ path: `${SHOTS}/agent-hours-${width}.png` })
    }
    expect(errors).toEqual([])
    await context.close()
  })
})
