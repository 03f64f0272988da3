import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { hasChromium, openPortalAt, shotIfAsked, unexpectedErrors } from './helpers/browser.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import { siteForFile } from './helpers/server.ts'
import { parseCsv, toCsv } from '#server/leads/csv.ts'

// The RESO CSV export and import on the Properties screen in a real browser
// (docs/decisions/0158-reso-csv-export-and-import.md): Export CSV downloads the listings; Import CSV previews a file
// row by row (a bad row named with its number and column, nothing saved), then imports a good one.

describe.skipIf(!hasChromium)('RESO CSV export and import in the portal', () => {
  const suite = siteForFile()

  it.each([390, 1280])('exports, previews and imports listings at %i px', async (width) => {
    const { page, errors } = await openPortalAt(suite, '/admin/properties', width)

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^listings-\d{4}-\d\d-\d\d\.csv$/)
    const [header, ...rows] = parseCsv(fs.readFileSync((await download.path())!, 'utf8'))
    expect(header!.slice(0, 3)).toEqual(['ListingKey', 'ListingId', 'StandardStatus'])
    expect(rows.length).toBeGreaterThan(10)
    const col = (name: string) => header!.indexOf(name)
    const sales = rows.filter((r) => r[col('PropertyType')] === 'Residential')
    const updated = [...sales[width === 390 ? 0 : 1]!]
    updated[col('X_Title')] = `Imported title ${width}`
    const created = [...sales[width === 390 ? 2 : 3]!]
    created[col('ListingKey')] = ''
    created[col('X_Title')] = `New from CSV ${width}`
    const bad = [...created]
    bad[col('ListPrice')] = 'ask me'

    await page.getByRole('button', { name: 'Import CSV' }).click()
    const panel = page.getByRole('region', { name: 'Import listings from CSV' })
    const input = panel.locator('input[type=file]')
    await input.setInputFiles({ name: 'listings.csv', mimeType: 'text/csv', buffer: Buffer.from(toCsv(header!, [updated, bad])) })
    await panel.getByText('1 row has problems to fix in the file first').waitFor()
    expect(await panel.getByRole('row', { name: /^3 / }).innerText()).toContain('ListPrice: Price must be a number')
    expect(await panel.getByRole('button', { name: /^Import \d/ }).isDisabled()).toBe(true)
    await shotIfAsked(page, `listing-import-problems-${width}`)
    expect(await accessibilityProblems(page, `import preview with a problem at ${width} px`)).toEqual([])

    await input.setInputFiles({ name: 'listings.csv', mimeType: 'text/csv', buffer: Buffer.from(toCsv(header!, [updated, created])) })
    await panel.getByText('This file will create 1 listing, update 1 listing.').waitFor()
    await shotIfAsked(page, `listing-import-preview-${width}`)
    if (process.env.E2E_SHOTS_DIR) await panel.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/listing-import-panel-${width}.png` })
    expect(await accessibilityProblems(page, `import preview at ${width} px`)).toEqual([])
    await panel.getByRole('button', { name: 'Import 2 listings' }).click()
    await page.getByRole('status').getByText('Imported 1 new listing and updated 1 listing.').waitFor()
    await panel.getByText('Done: created 1 listing, updated 1 listing.').waitFor()
    await page
      .getByRole('link', { name: `Imported title ${width}` })
      .first()
      .waitFor()
    await shotIfAsked(page, `listing-import-done-${width}`)
    expect(await accessibilityProblems(page, `import done at ${width} px`)).toEqual([])

    // The copied row brought its photos with their descriptions, so the complete listing is published as the row asked.
    const db = suite.site.database.db
    const fresh = await db
      .selectFrom('properties')
      .select(['id', 'published_at'])
      .where('title', '=', `New from CSV ${width}`)
      .executeTakeFirstOrThrow()
    expect(created[col('X_Published')]).toBe('true')
    expect(fresh.published_at).not.toBeNull()
    const photos = await db.selectFrom('property_images').select('alt').where('property_id', '=', fresh.id).orderBy('position').execute()
    expect(photos.map((p) => p.alt).join('|')).toBe(created[col('X_MediaAlts')])
    expect(unexpectedErrors(errors)).toEqual([])
  })
})
