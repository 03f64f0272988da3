import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { hasChromium, openPortal, stubMapTiles } from './helpers/browser.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import { siteForFile } from './helpers/server.ts'

// Staff's own fair-housing rules and the reason to publish flagged wording in a real browser
// (docs/decisions/0143-staff-fair-housing-rules.md, 0144-fair-housing-reason-to-publish.md): the rules screen works by
// keyboard alone, a staff rule flags the listing title at once, publishing a flagged listing and saving flagged content
// ask for a reason in a dialog, and the activity log keeps it.

const SHOTS = '/tmp/shots-fair-housing'

describe.skipIf(!hasChromium)('fair-housing rules and reasons in the portal', () => {
  const suite = siteForFile()
  fs.mkdirSync(SHOTS, { recursive: true })

  const logged = async (action: string) => {
    const rows = await suite.site.database.db.selectFrom('audit_log').select(['username', 'details']).where('action', '=', action).execute()
    return rows.map((r) => ({ username: r.username, ...(JSON.parse(r.details) as { fairHousing?: unknown }) }))
  }

  it.each([390, 1280])('adds a rule by keyboard, flags the title with it and publishes with a reason at %i px', async (width) => {
    const { page } = await openPortal(suite.browser, suite.site.url, { width, height: 900, before: stubMapTiles })
    await page.goto(`${suite.site.url}/admin/fair-housing`)
    const add = page.getByRole('button', { name: 'Add a rule' })
    await add.focus()
    await page.keyboard.press('Enter')
    const phrase = `pool party crowd ${width}`
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('fieldset')?.querySelector('legend')?.textContent), {
        timeout: 10_000,
      })
      .toMatch(/^Rule \d+$/)
    await page.keyboard.type(phrase)
    await page.keyboard.press('Tab')
    await page.keyboard.type('Describes the people wanted.')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Describe the pool and the patio.')
    // Past Remove and Add a rule to Save rules.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Save rules')
    await page.keyboard.press('Enter')
    // A busy machine can take a while over a save; each wait below is for an answer from the server.
    await page.getByText('Fair-housing rules saved: every editor checks with them now.').waitFor({ timeout: 30_000 })
    await page.screenshot({ path: `${SHOTS}/rules-${width}.png`, fullPage: true })
    expect(await accessibilityProblems(page, `fair-housing rules at ${width} px`)).toEqual([])

    // A draft from the demo business, with its photos described: its flagged title is shown under the field.
    const { id } = await suite.site.database.db
      .selectFrom('properties as p')
      .select('p.id')
      .where('p.published_at', 'is not', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('property_images as i').select('i.media_id').whereRef('i.property_id', '=', 'p.id').where('i.alt', '=', ''),
          ),
        ),
      )
      .where((eb) => eb.exists(eb.selectFrom('property_images as i').select('i.media_id').whereRef('i.property_id', '=', 'p.id')))
      .orderBy('p.id')
      .limit(1)
      .offset(width === 390 ? 0 : 1)
      .executeTakeFirstOrThrow()
    await suite.site.database.db.updateTable('properties').set({ published_at: null }).where('id', '=', id).execute()
    await page.goto(`${suite.site.url}/admin/properties/${id}`)
    const title = page.getByLabel('Title', { exact: true })
    await title.fill(`Ranch for the ${phrase}`)
    const titleFlags = page.locator('.pe-field', { has: title }).locator('.fh-flags')
    await expect.poll(() => titleFlags.textContent(), { timeout: 10_000 }).toContain(`“${phrase}”`)
    expect(await titleFlags.textContent()).toContain('Instead: Describe the pool and the patio.')
    await title.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/title-flag-${width}.png` })
    expect(await accessibilityProblems(page, `listing editor with a flagged title at ${width} px`)).toEqual([])
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect.poll(() => page.locator('.pe-savestate').innerText(), { timeout: 30_000 }).toBe('All changes saved')

    await page.getByRole('button', { name: 'Publish now' }).click()
    const dialog = page.getByRole('dialog', { name: 'Publish with flagged wording?' })
    await dialog.waitFor({ timeout: 30_000 })
    expect(await dialog.innerText()).toContain(`“${phrase}”`)
    // Without a reason the dialog says what is missing.
    await dialog.getByRole('button', { name: 'Publish with this reason' }).click()
    await dialog.getByText('Reason: say why the wording is needed').waitFor()
    await page.screenshot({ path: `${SHOTS}/publish-reason-${width}.png` })
    expect(await accessibilityProblems(page, `reason dialog at ${width} px`)).toEqual([])
    await dialog.getByLabel('Reason').fill(`Checked with the broker (${width}).`)
    await dialog.getByRole('button', { name: 'Publish with this reason' }).click()
    await page.getByText('Published: the listing is on the website.').waitFor({ timeout: 30_000 })
    expect(await logged('property.publish')).toContainEqual(
      expect.objectContaining({ username: 'admin', id, fairHousing: { phrases: [phrase], reason: `Checked with the broker (${width}).` } }),
    )
    await page.close()
  })

  it('flags a content field and saves it with a reason', async () => {
    const { page } = await openPortal(suite.browser, suite.site.url, { width: 1280, height: 900 })
    await page.goto(`${suite.site.url}/admin/content`)
    await page.getByRole('button', { name: /^Homepage Hero Section/ }).click()
    const hero = page.locator('[data-section="hero"]')
    const subtitle = page.getByLabel('Subtitle', { exact: true })
    await subtitle.fill('Renovated homes, perfect for families.')
    const flags = hero.locator('.field', { has: subtitle }).locator('.fh-flags')
    await expect.poll(() => flags.textContent(), { timeout: 10_000 }).toContain('“perfect for families”')
    await flags.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/content-flag-1280.png` })
    expect(await accessibilityProblems(page, 'content manager with a flag')).toEqual([])

    await hero.getByRole('button', { name: 'Save Hero' }).click()
    const dialog = page.getByRole('dialog', { name: 'Publish with flagged wording?' })
    await dialog.getByLabel('Reason').fill('The owner approved this line.')
    await dialog.getByRole('button', { name: 'Save with this reason' }).click()
    await expect
      .poll(() => logged('content.hero.save'))
      .toContainEqual(
        expect.objectContaining({ fairHousing: { phrases: ['perfect for families'], reason: 'The owner approved this line.' } }),
      )
    await page.close()
  })
})
