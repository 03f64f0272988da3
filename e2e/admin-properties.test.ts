import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { hasChromium, slowUploads, stubMapTiles, openPortal } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import type { Listing } from '#core/listings/listing.ts'
import { createListingRepository } from '#server/listings/listing.repository.ts'

// The staff's listing management in a real browser: create a sale
// listing, add three photos, order them by dragging, pick the cover, publish
// it and find it on /properties and on the map; change its price and see the
// price history on the public page; mark it sold from the list.

const photo = (color: string, format: 'jpeg' | 'png') => {
  const image = sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer()
}

describe.skipIf(!hasChromium)('property management in a real browser', () => {
  const suite = siteForFile()

  // As staff see it: a new listing is a draft the public API does not show.
  const stored = async (id: string) => (await createListingRepository(suite.site.app.database.db).findForStaff(id)) as Listing
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })

  it('creates, photographs, publishes, reprices and sells a listing', async () => {
    const { page, errors } = await openPortal(suite.browser, suite.site.url, { reducedMotion: true, before: stubMapTiles })

    await page.goto(`${suite.site.url}/admin/properties`)
    await page.getByRole('link', { name: '+ Add property' }).first().click()
    await page.waitForURL('**/admin/properties/new')

    // The browser checks with the server's schema first: messages next to the fields.
    await page.getByRole('button', { name: 'Create listing' }).click()
    await expect.poll(() => page.locator('.field-error', { hasText: 'Title is required' }).count()).toBe(1)
    await expect.poll(() => field(page, 'Title').evaluate((el) => el === document.activeElement)).toBe(true)
    await page.getByRole('button', { name: 'Close message' }).click()

    await field(page, 'Title').fill('Woolworth Avenue Craftsman')
    await field(page, 'Status').selectOption('upcoming')
    const typed: Array<[string, string]> = [
      ['Price ($)', '329000'],
      ['Estimated price ($)', '335000'],
      ['Street address', '3415 Woolworth Ave'],
      ['ZIP', '68105'],
      ['Bedrooms', '4'],
      ['Bathrooms', '2.5'],
      ['Square feet', '2150'],
      ['Description', 'A 1925 craftsman, renovated top to bottom.'],
    ]
    for (const [label, value] of typed) await field(page, label).fill(value)
    // An upcoming home is published with its MLS status (docs/decisions/0153-required-listing-facts.md).
    await field(page, 'MLS status').selectOption('not-listed')
    await field(page, 'Features').fill('Quartz counters')
    await field(page, 'Features').press('Enter')
    await page.getByRole('button', { name: 'Create listing' }).click()
    await page.waitForURL(/\/admin\/properties\/[0-9a-f]{24}$/)
    const id = page.url().split('/').pop()!
    expect((await stored(id)).features).toEqual(['Quartz counters'])

    // Three photos at once through the file picker; each uploads with its own progress.
    const files = [
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#7a9cc6', 'jpeg') },
      { name: 'kitchen.png', mimeType: 'image/png', buffer: await photo('#c69a7a', 'png') },
      { name: 'yard.jpg', mimeType: 'image/jpeg', buffer: await photo('#7ac68a', 'jpeg') },
    ]
    await page.getByTestId('photo-input').setInputFiles(files)
    const photos = page.getByTestId('photo')
    await expect.poll(() => photos.count(), { timeout: 60_000 }).toBe(3)
    const [front, kitchen, yard] = (await stored(id)).images.map((i) => i._id)
    // Each change is saved and then shown: the next step waits for both, so it acts on what the screen shows now.
    const inOrder = async (expected: string[]) => {
      await expect.poll(async () => (await stored(id)).images.map((i) => i._id)).toEqual(expected)
      await expect.poll(() => photos.evaluateAll((els) => els.map((e) => e.getAttribute('data-image-id')))).toEqual(expected)
    }

    // Drag the third photo onto the first: [yard, front, kitchen].
    await photos.nth(2).dragTo(photos.nth(0))
    await inOrder([yard, front, kitchen])
    // Make the kitchen the cover; then move it one later by keyboard.
    await page.getByRole('button', { name: 'Make cover (photo 3)' }).click()
    await inOrder([kitchen, yard, front])
    await page.getByRole('button', { name: 'Move photo 1 later' }).focus()
    await page.keyboard.press('Enter')
    await inOrder([yard, kitchen, front])
    await page.getByRole('button', { name: 'Make cover (photo 2)' }).click()
    await expect.poll(async () => (await stored(id)).images[0]._id).toBe(kitchen)
    expect(await page.locator('.pe-cover').count()).toBe(1)

    // A draft until published: each photo gets its description, then Publish (docs/decisions/0097-listing-drafts-and-publishing.md).
    const alts = page.getByLabel('Alt text', { exact: true })
    const described = ['Kitchen with quartz counters', 'Back yard with a maple', 'Front porch']
    // Typed one after another without waiting: the editor saves them in turn, none taken for someone else's change.
    for (const [i, words] of described.entries()) {
      await alts.nth(i).fill(words)
      await alts.nth(i).press('Tab')
    }
    await expect.poll(async () => (await stored(id)).images.map((i) => i.alt)).toEqual(described)
    await page.locator('.pe-checklist .is-done', { hasText: 'A description (alt text) for each photo' }).waitFor()
    await page.getByRole('button', { name: 'Publish now' }).click()
    await page.getByText('Published: the listing is on the website.').waitFor()

    // Upcoming → available.
    await field(page, 'Status').selectOption('available')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Listing saved.').waitFor()
    expect((await stored(id)).status).toBe('available')

    // On /properties and on its map.
    const visitor = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } })
    await stubMapTiles(visitor)
    await visitor.goto(`${suite.site.url}/properties?location=Woolworth`, { waitUntil: 'networkidle' })
    await visitor
      .getByRole('link', { name: /Woolworth Avenue Craftsman/ })
      .first()
      .waitFor()
    await expect.poll(() => visitor.locator('.price-pin', { hasText: '329K' }).count(), { timeout: 30_000 }).toBe(1)

    // A new price, seen as price history on the public page.
    await field(page, 'Price ($)').fill('319000')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Listing saved.').waitFor()
    await visitor.goto(`${suite.site.url}/property/${id}`, { waitUntil: 'networkidle' })
    const history = visitor.getByRole('table')
    await visitor.getByRole('heading', { name: 'Price history' }).waitFor()
    const text = await history.innerText()
    expect(text).toContain('$319,000')
    expect(text).toContain('$329,000')
    expect(text).toContain('−$10,000')
    expect(await visitor.locator('.property-price').innerText()).toContain('$319,000')

    // Mark it sold from the list (bulk status).
    await page.goto(`${suite.site.url}/admin/properties?q=Woolworth`)
    await page.getByRole('checkbox', { name: 'Select Woolworth Avenue Craftsman' }).check()
    await page.getByLabel('Change status to').selectOption('sold')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByText('1 listing marked Sold.').waitFor()
    await expect
      .poll(() =>
        page
          .getByRole('row', { name: /Woolworth Avenue Craftsman/ })
          .getByText('Sold')
          .count(),
      )
      .toBe(1)
    await visitor.goto(`${suite.site.url}/property/${id}`, { waitUntil: 'networkidle' })
    expect(await visitor.getByTestId('status-badge').innerText()).toBe('Sold')

    // Archived from the list after a confirmation: its page answers 410 Gone and it leaves /properties.
    await page
      .getByRole('row', { name: /Woolworth Avenue Craftsman/ })
      .getByRole('button', { name: 'Archive Woolworth Avenue Craftsman' })
      .click()
    await page.getByRole('dialog').getByRole('button', { name: 'Archive listing' }).click()
    await page.getByText('“Woolworth Avenue Craftsman” archived.').waitFor()
    const gone = await visitor.goto(`${suite.site.url}/property/${id}`, { waitUntil: 'networkidle' })
    expect(gone?.status()).toBe(410)
    await visitor.getByRole('heading', { name: 'Property Not Found' }).waitFor()

    await visitor.close()
    expect(errors).toEqual([])
  }, 180_000)

  it('shows each chosen photo with its preview and percent while it goes up, and a refused one with its message and a Dismiss', async () => {
    const { page, errors } = await openPortal(suite.browser, suite.site.url, { reducedMotion: true, before: stubMapTiles })
    const [listing] = (await (await fetch(`${suite.site.url}/api/properties?limit=1`)).json()) as Listing[]
    await page.goto(`${suite.site.url}/admin/properties/${listing._id}`, { waitUntil: 'networkidle' })
    const photos = page.getByTestId('photo')
    const before = await photos.count()

    // A slow connection, so the entry is seen on its way.
    const fullSpeed = await slowUploads(page, 200 * 1024)
    const big = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#7a9cc6' } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    await page.getByTestId('photo-input').setInputFiles([
      { name: 'porch.png', mimeType: 'image/png', buffer: big },
      { name: 'brochure.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') },
    ])
    const uploads = page.getByRole('list', { name: 'Uploads' })
    await uploads.getByRole('progressbar', { name: 'Uploading porch.png' }).waitFor()
    expect(await uploads.getByRole('img', { name: 'porch.png' }).getAttribute('src')).toMatch(/^blob:/)
    expect(await uploads.locator('.upload-percent').innerText()).toMatch(/^\d+%$/)
    expect(await uploads.getByRole('alert').innerText()).toBe(
      'File "brochure.pdf" is not a supported format. Please use JPG, PNG, WebP or GIF photos.',
    )

    await uploads.getByRole('progressbar').waitFor({ state: 'detached', timeout: 60_000 })
    await fullSpeed()
    await expect.poll(() => photos.count()).toBe(before + 1)
    await uploads.getByRole('button', { name: 'Dismiss' }).click()
    await uploads.waitFor({ state: 'detached' })
    expect(errors).toEqual([])
  }, 120_000)
})
