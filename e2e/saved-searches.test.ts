import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, openPage, openPortalAt, stubMapTiles, unexpectedErrors } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import { SAVED_SEARCH_MESSAGES } from '#core/leads/saved-search-messages.ts'

// Saved searches and saved homes by mail, without an account (docs/decisions/0161-saved-searches-and-alerts.md): save a
// search, confirm the address from the mail, save another without a second confirmation, e-mail the saved homes, manage
// every search by the private link, and open the saved homes on another device.

/** What the visitor sees (the window, not the whole page), when screenshots are asked for. */
async function shotIfAsked(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/${name}.png` })
}

describe.skipIf(!hasChromium)('saved searches in a real browser', () => {
  const suite = siteForFile()
  const confirmToken = async (to: string) => {
    const mail = await suite.site.database.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', to)
      .where('subject', 'like', 'Please confirm%')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow()
    return /confirm-alerts\?token=([0-9a-f]{64})/.exec(mail.text_body)![1]
  }

  it('suggests the search’s name in Spanish on a Spanish page, and the dialog fits a 390 px screen', async () => {
    const { page, context, errors } = await openPage(
      suite.browser,
      `${suite.site.url}/es/properties?location=Millard&bedrooms=3&maxPrice=350000`,
      {
        width: 390,
        reducedMotion: true,
        before: stubMapTiles,
      },
    )
    await page.getByRole('button', { name: 'Guardar esta búsqueda' }).click()
    const dialog = page.getByRole('dialog', { name: 'Guardar esta búsqueda' })
    expect(await dialog.getByLabel('Nombre de esta búsqueda').inputValue()).toBe('Casas en venta en Millard, 3+ hab., hasta $350,000')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await shotIfAsked(page, 'save-search-dialog-es-390')
    expect(unexpectedErrors(errors)).toEqual([])
    await context.close()
  })

  for (const width of [390, 1280]) {
    it(`saves searches and homes, confirms by mail and manages them at ${width} px (axe)`, async () => {
      const email = `visitor-${width}@example.com`
      const { page, context, errors } = await openPage(suite.browser, `${suite.site.url}/properties?minPrice=300000`, {
        width,
        reducedMotion: true,
        before: stubMapTiles,
      })
      const open = page.getByRole('button', { name: 'Save this search' })
      await expect.poll(() => open.isVisible()).toBe(true)
      await open.click()
      const dialog = page.getByRole('dialog', { name: 'Save this search' })
      expect(await dialog.getByLabel('Name of this search').inputValue()).toBe('Homes for sale, from $300,000')
      expect(await dialog.getByRole('radio', { name: 'Daily' }).isChecked()).toBe(true)
      await dialog.getByLabel('Email address').fill(email)
      expect(await accessibilityProblems(page, `save this search ${width} px`)).toEqual([])
      await shotIfAsked(page, `save-search-dialog-${width}`)
      await dialog.getByRole('button', { name: 'Save search' }).click()
      await expect.poll(() => dialog.getByText(SAVED_SEARCH_MESSAGES.signedUp).count()).toBe(1)
      await shotIfAsked(page, `save-search-sent-${width}`)
      await dialog.getByText('Close', { exact: true }).click()

      // Confirmed from the mail's link, in the same browser.
      await page.goto(`${suite.site.url}/confirm-alerts?token=${await confirmToken(email)}`)
      await page.getByRole('button', { name: 'Confirm' }).click()
      await expect.poll(() => page.getByText(SAVED_SEARCH_MESSAGES.confirmed).count()).toBe(1)
      await shotIfAsked(page, `confirm-alerts-${width}`)

      // A second search needs no second confirmation.
      await page.goto(`${suite.site.url}/upcoming`)
      await page.getByRole('button', { name: 'Save this search' }).click()
      const second = page.getByRole('dialog', { name: 'Save this search' })
      await expect.poll(() => second.getByText(`We send these emails to ${email}.`).count()).toBe(1)
      expect(await second.getByLabel('Email address').count()).toBe(0)
      await second.getByRole('radio', { name: 'At once' }).check()
      await shotIfAsked(page, `save-search-known-${width}`)
      await second.getByRole('button', { name: 'Save search' }).click()
      await expect.poll(() => second.getByText(SAVED_SEARCH_MESSAGES.saved).count()).toBe(1)
      await second.getByText('Close', { exact: true }).click()

      // The saved homes are kept with the address: the heart keeps the server's list in step.
      await page.goto(`${suite.site.url}/properties`)
      const card = page.locator('.property-card').first()
      const title = (await card.getAttribute('aria-label'))!
      const heart = card.getByRole('button', { name: `Save ${title}` })
      await expect.poll(() => heart.isEnabled()).toBe(true)
      await heart.click()
      const address = await suite.site.database.db
        .selectFrom('alert_addresses')
        .select(['id', 'manage_token'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
      await expect
        .poll(async () =>
          (
            await suite.site.database.db.selectFrom('saved_search_homes').select('title').where('address_id', '=', address.id).execute()
          ).map((h) => h.title),
        )
        .toEqual([title])
      await page.goto(`${suite.site.url}/saved`)
      await expect.poll(() => page.getByText(`Kept with ${email}`, { exact: false }).count()).toBe(1)
      await shotIfAsked(page, `saved-tied-${width}`)

      // The manage page: both searches and the saved homes' alert; rename one and make it weekly.
      await page.goto(`${suite.site.url}/saved-searches?token=${address.manage_token}`)
      const rows = page.getByTestId('saved-search')
      await expect.poll(() => rows.count()).toBe(3)
      expect(await accessibilityProblems(page, `manage saved searches ${width} px`)).toEqual([])
      await shotIfAsked(page, `manage-searches-${width}`)
      const first = rows.nth(1)
      await first.getByLabel('Search name').fill('Bigger homes')
      await first.getByLabel('Emails').selectOption('weekly')
      await first.getByRole('button', { name: 'Save changes' }).click()
      await expect.poll(() => page.getByText('Saved.', { exact: true }).count()).toBe(1)
      const renamed = await suite.site.database.db
        .selectFrom('saved_searches')
        .select(['name', 'frequency'])
        .where('address_id', '=', address.id)
        .where('name', '=', 'Bigger homes')
        .execute()
      expect(renamed).toEqual([{ name: 'Bigger homes', frequency: 'weekly' }])
      expect(unexpectedErrors(errors)).toEqual([])
      await context.close()

      // Another device: the private link opens the saved homes there, and "E-mail me my saved homes" is offered to a stranger's browser.
      const other = await openPage(suite.browser, `${suite.site.url}/saved?token=${address.manage_token}`, { width, reducedMotion: true })
      await expect.poll(() => other.page.getByText('Your saved home is on this device now.').count()).toBe(1)
      await expect.poll(() => other.page.getByTestId('saved-home').count()).toBe(1)
      expect(await accessibilityProblems(other.page, `saved homes opened by link ${width} px`)).toEqual([])
      await shotIfAsked(other.page, `saved-opened-${width}`)
      await other.context.close()

      const stranger = await openPage(suite.browser, `${suite.site.url}/properties`, { width, reducedMotion: true, before: stubMapTiles })
      const strangerCard = stranger.page.locator('.property-card').nth(1)
      const strangerTitle = (await strangerCard.getAttribute('aria-label'))!
      const strangerHeart = strangerCard.getByRole('button', { name: `Save ${strangerTitle}` })
      await expect.poll(() => strangerHeart.isEnabled()).toBe(true)
      await strangerHeart.click()
      await stranger.page.goto(`${suite.site.url}/saved`)
      await stranger.page.getByRole('button', { name: 'E-mail me my saved homes' }).click()
      const homesDialog = stranger.page.getByRole('dialog', { name: 'E-mail me my saved homes' })
      // The dialog's line reads like every dialog's, not in the bold of the saved homes page's own lines.
      const description = homesDialog.locator('.dialog-description')
      expect(await description.evaluate((p) => getComputedStyle(p).fontWeight)).toBe('400')
      await homesDialog.getByLabel('Email address').fill(`homes-${width}@example.com`)
      expect(await accessibilityProblems(stranger.page, `e-mail me my saved homes ${width} px`)).toEqual([])
      await shotIfAsked(stranger.page, `email-saved-homes-${width}`)
      await homesDialog.getByRole('button', { name: 'Send' }).click()
      await expect.poll(() => homesDialog.getByText(SAVED_SEARCH_MESSAGES.signedUp).count()).toBe(1)
      expect(await confirmToken(`homes-${width}@example.com`)).toMatch(/^[0-9a-f]{64}$/)
      expect(unexpectedErrors(stranger.errors)).toEqual([])
      await stranger.context.close()
    })
    it(`shows staff what buyers are asking for at ${width} px (axe)`, async () => {
      // A confirmed search of its own, so the panel has a row whichever test ran before.
      const email = `demand-${width}@example.com`
      const post = (path: string, body: object) =>
        fetch(`${suite.site.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      await post('/api/saved-searches', {
        page: '/rentals',
        query: 'location=Bellevue',
        name: 'Bellevue rentals',
        frequency: 'weekly',
        email,
      })
      expect((await post('/api/saved-searches/confirm', { token: await confirmToken(email) })).status).toBe(200)
      const { page, context } = await openPortalAt(suite, '/admin', width)
      const panel = page.getByRole('region', { name: 'What buyers are asking for' })
      await panel.getByRole('table').waitFor()
      expect(await panel.getByRole('row', { name: /Bellevue Rentals/ }).count()).toBe(1)
      expect(await accessibilityProblems(page, `dashboard buyer demand ${width} px`)).toEqual([])
      if (process.env.E2E_SHOTS_DIR) await panel.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/dashboard-demand-${width}.png` })
      await context.close()
    })
  }
})
