import { describe, expect, it } from 'vitest'
import { hasChromium, openPage, shotIfAsked, stubMapTiles, unexpectedErrors } from './helpers/browser.ts'
import { siteForFile, siteApi } from './helpers/server.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import type { Listing } from '#core/listings/listing.ts'

// Saved homes without an account (docs/decisions/0160-saved-homes-in-the-browser.md): the heart on a card and on a
// listing page keeps the home in this browser, the header counts them, and the saved homes page shows each as it is
// now with what changed since the visitor last looked.

describe.skipIf(!hasChromium)('saved homes in a real browser', () => {
  const suite = siteForFile()

  for (const width of [390, 1280]) {
    it(`saves from a card and a listing page, then tells a price drop and a home gone at ${width} px (axe)`, async () => {
      const { body: sales } = await siteApi<Listing[]>(suite.site, '/api/properties?type=sale&status=available&limit=8')
      const { page, context, errors } = await openPage(suite.browser, `${suite.site.url}/properties`, {
        width,
        reducedMotion: true,
        before: stubMapTiles,
      })
      const first = page.locator('.property-card').first()
      const firstTitle = (await first.getAttribute('aria-label'))!
      const firstCardId = await first.getAttribute('data-property-id')
      const heart = first.getByRole('button', { name: `Save ${firstTitle}` })
      await expect.poll(() => heart.isEnabled()).toBe(true)
      await heart.click()
      expect(await heart.getAttribute('aria-pressed')).toBe('true')
      expect(await page.getByRole('link', { name: 'Saved homes 1', exact: true }).count()).toBe(1)
      expect(await accessibilityProblems(page, `search with a saved home ${width} px`)).toEqual([])

      // Another home, with another title: the page names each home by its title.
      const other = sales.find((s) => s._id !== firstCardId && s.title !== firstTitle)!
      await page.goto(`${suite.site.url}/property/${other._id}`, { waitUntil: 'networkidle' })
      const save = page.getByRole('button', { name: 'Save', exact: true })
      await expect.poll(() => save.isEnabled()).toBe(true)
      await save.click()
      expect(await save.getAttribute('aria-pressed')).toBe('true')
      await shotIfAsked(page, `saved-property-${width}`)

      await page.getByRole('link', { name: 'Saved homes 2', exact: true }).click()
      await page.waitForURL('**/saved')
      const items = page.getByTestId('saved-home')
      await expect.poll(() => items.count()).toBe(2)
      await expect.poll(() => items.first().locator('.property-card').getAttribute('aria-label')).toBe(other.title)
      expect(await page.getByText('2 saved homes').count()).toBe(1)
      expect(await accessibilityProblems(page, `saved homes ${width} px`)).toEqual([])

      // Staff lower the price of the home saved from the card; the other one leaves the site.
      const db = suite.site.database.db
      const firstRow = await db.selectFrom('properties').select(['id', 'price']).where('id', '=', firstCardId!).executeTakeFirstOrThrow()
      await db
        .updateTable('properties')
        .set({ price: firstRow.price - 10000 })
        .where('id', '=', firstRow.id)
        .execute()
      await db.updateTable('properties').set({ archived_at: new Date().toISOString() }).where('id', '=', other._id).execute()
      const dropped = `Price dropped $10,000: $${firstRow.price.toLocaleString('en-US')} → $${(firstRow.price - 10000).toLocaleString('en-US')}`
      await expect
        .poll(async () => {
          await page.reload({ waitUntil: 'networkidle' })
          return page.getByRole('list', { name: `What changed: ${firstTitle}` }).textContent()
        })
        .toBe(dropped)
      expect(await page.getByText(`${other.title} is no longer on our site`, { exact: false }).count()).toBe(1)
      expect(await page.getByText('2 saved homes, 1 with news').count()).toBe(1)
      expect(await accessibilityProblems(page, `saved homes with news ${width} px`)).toEqual([])
      await shotIfAsked(page, `saved-news-${width}`)

      await page.getByRole('button', { name: 'Mark all as seen' }).click()
      expect(await page.getByRole('list', { name: `What changed: ${firstTitle}` }).count()).toBe(0)
      await page.getByRole('button', { name: `Remove ${other.title}` }).click()
      await expect.poll(() => items.count()).toBe(1)
      await page.reload({ waitUntil: 'networkidle' })
      await expect.poll(() => page.getByText('1 saved home').count()).toBe(1)
      expect(await page.getByRole('list', { name: `What changed: ${firstTitle}` }).count()).toBe(0)

      await page.getByRole('button', { name: `Save ${firstTitle}` }).click()
      await expect.poll(() => page.getByText('No saved homes yet').count()).toBe(1)
      expect(await page.getByRole('link', { name: 'Saved homes', exact: true }).count()).toBe(1)
      expect(await accessibilityProblems(page, `no saved homes ${width} px`)).toEqual([])
      await shotIfAsked(page, `saved-empty-${width}`)

      // Put the listings back for the other width.
      await db.updateTable('properties').set({ price: firstRow.price }).where('id', '=', firstRow.id).execute()
      await db.updateTable('properties').set({ archived_at: null }).where('id', '=', other._id).execute()
      expect(unexpectedErrors(errors).filter((e) => !/status of 410/.test(e))).toEqual([])
      await context.close()
    })
  }
})
