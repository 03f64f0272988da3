import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { hasChromium, stubMapTiles, openPortal } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'

// Drafts, the publishing checklist and staff previews in a real browser (docs/decisions/0097-listing-drafts-and-publishing.md,
// 0099-staff-previews.md): a new listing is a draft a visitor cannot open, the checklist says what it needs, Preview
// shows it to staff under a banner (with the editor's unsaved fields, checked as a save is), Publish puts it on the
// site with the office's card when it has no agent, and Move back to draft takes it off after a confirmation; a
// content section's unsaved edits open in a preview.

describe.skipIf(!hasChromium)('drafts, publishing and previews in a real browser', () => {
  const suite = siteForFile()

  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true })
  const visit = async (path: string) => {
    const res = await fetch(suite.site.url + path)
    return { status: res.status, html: await res.text() }
  }

  it('creates a draft, shows what it lacks, previews it for staff only, publishes it and takes it back', async () => {
    const { page, context, errors } = await openPortal(suite.browser, suite.site.url, { reducedMotion: true, before: stubMapTiles })
    await page.goto(`${suite.site.url}/admin/properties/new`)
    await field(page, 'Title').fill('Hanscom Park Foursquare')
    for (const [label, value] of [
      ['Price ($)', '289000'],
      ['Street address', '1320 S 32nd St'],
      ['ZIP', '68105'],
      ['Square feet', '1900'],
      ['Description', 'Oak floors and a wide porch.'],
      ['Year built', '1994'],
      ['Annual property taxes ($)', '4100'],
    ])
      await field(page, label).fill(value)
    await page.getByRole('button', { name: 'Create listing' }).click()
    await page.waitForURL(/\/admin\/properties\/[0-9a-f]{24}$/)
    const id = page.url().split('/').pop()!

    // The checklist: no photos yet; a price, its map point, the office's card and the sale's facts are there.
    const panel = page.getByTestId('publishing')
    await panel.getByText('Draft · not on the website').waitFor()
    const missing = async () => (await panel.locator('.pe-checklist .is-missing').allTextContents()).map((t) => t.replace(/^!/, ''))
    await expect.poll(missing).toEqual(['At least five photos: missing', 'A description (alt text) for each photo: missing'])
    await page.getByRole('button', { name: 'Publish now' }).click()
    await expect
      .poll(() => panel.getByRole('alert').innerText())
      .toBe('This listing can’t be published yet. Still missing: at least five photos (0 so far); a description (alt text) for each photo.')
    expect((await visit(`/property/${id}`)).status).toBe(404)

    // Preview: the public page, drafts shown, under a banner, in a new tab.
    const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: /^Preview/ }).click()])
    await preview.waitForURL(/\/property\/[0-9a-f]{24}\?preview=/)
    await preview.getByRole('heading', { name: 'Hanscom Park Foursquare', level: 1 }).waitFor()
    expect(await preview.getByTestId('preview-banner').innerText()).toContain('Draft preview — not public.')
    // Its address is no key for a visitor without the token.
    expect((await visit(new URL(preview.url()).pathname)).status).toBe(404)
    await preview.close()

    // Five photos and their descriptions complete the checklist; Publish puts it on the site.
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a6a4a' } })
      .jpeg()
      .toBuffer()
    const rooms = ['Wide front porch with two chairs', 'Kitchen with oak cabinets', 'Living room', 'Back yard', 'Main bedroom']
    await page
      .getByTestId('photo-input')
      .setInputFiles(rooms.map((_, i) => ({ name: `room-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: jpeg })))
    await expect.poll(() => page.getByTestId('photo').count(), { timeout: 60_000 }).toBe(5)
    for (const [i, words] of rooms.entries()) {
      await field(page, 'Alt text').nth(i).fill(words)
      await field(page, 'Alt text').nth(i).press('Tab')
    }
    await expect.poll(missing).toEqual([])
    await panel.getByText('Ready to publish').waitFor()
    await page.getByRole('button', { name: 'Publish now' }).click()
    await page.getByText('Published: the listing is on the website.').waitFor()
    await panel.getByText('Published', { exact: true }).waitFor()

    // A visitor sees it, with the office's card in place of an agent (the listing has none).
    const visitor = await suite.browser.newPage({ viewport: { width: 390, height: 844 } })
    await visitor.goto(`${suite.site.url}/property/${id}`, { waitUntil: 'networkidle' })
    const card = visitor.getByTestId('agent-card')
    expect(await card.getByRole('heading', { level: 2 }).innerText()).toBe('Heartland Home Partners')
    expect(await card.getByText('Contact the office').count()).toBe(1)
    const links = await card.locator('.agent-contact a').evaluateAll((els) => els.map((a) => a.getAttribute('href')))
    expect(links).toEqual([expect.stringMatching(/^tel:\d{10}$/), expect.stringMatching(/^mailto:.+@.+/)])

    // Unsaved edits: Preview shows the page as they would make it; visitors and the saved listing keep the old words.
    await field(page, 'Title').fill('Hanscom Park Foursquare, Renewed')
    await field(page, 'Price ($)').fill('279500')
    const [edited] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: /^Preview/ }).click()])
    await edited.getByRole('heading', { name: 'Hanscom Park Foursquare, Renewed', level: 1 }).waitFor()
    expect(await edited.locator('main').innerText()).toContain('$279,500')
    await edited.getByTestId('preview-banner').waitFor()
    await edited.close()
    const saved = await visit(`/property/${id}`)
    expect(saved.html).toContain('$289,000')
    expect(saved.html).not.toMatch(/Renewed|\$279,500/)
    expect(await page.locator('.pe-savestate').innerText()).toBe('Unsaved changes')
    // A draft the save would refuse is refused the same way, under its field, and opens no tab.
    await field(page, 'Title').fill('')
    await page.getByRole('button', { name: /^Preview/ }).click()
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'The preview could not be opened.' }).innerText())
      .toBe('The preview could not be opened. Title is required')
    expect(await field(page, 'Title').getAttribute('aria-invalid')).toBe('true')
    expect(context.pages()).toHaveLength(1)
    await field(page, 'Title').fill('Hanscom Park Foursquare')
    await field(page, 'Price ($)').fill('289000')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Listing saved.').waitFor()

    // Back to draft, after a confirmation: gone for visitors again.
    await page.getByRole('button', { name: 'Move back to draft' }).click()
    const dialog = page.getByRole('dialog', { name: 'Move this listing back to draft?' })
    await dialog.getByRole('button', { name: 'Move back to draft' }).click()
    await page.getByText('The listing is a draft again: it is no longer on the website.').waitFor()
    expect((await visit(`/property/${id}`)).status).toBe(404)
    await visitor.close()
    // The one refused publish is the only failed request.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)'])
  }, 180_000)

  it('opens a content section’s unsaved edits on its public page, for staff only', async () => {
    const { page, context, errors } = await openPortal(suite.browser, suite.site.url, { reducedMotion: true })
    await page.goto(`${suite.site.url}/admin/content`)
    await page.getByRole('button', { name: /^Homepage Hero Section/ }).click()
    const hero = page.locator('[data-section="hero"]')
    await hero.getByLabel('Title', { exact: true }).fill('Open House Weekend in Dundee')
    await hero.locator('.unsaved').waitFor()
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      hero.getByRole('button', { name: /^Preview Homepage Hero Section/ }).click(),
    ])
    await preview.waitForURL(/\/\?preview=/)
    await preview.getByRole('heading', { name: 'Open House Weekend in Dundee', level: 1 }).waitFor()
    await preview.getByTestId('preview-banner').waitFor()
    // Nothing was saved: the site and the form are as they were.
    expect((await visit('/')).html).not.toContain('Open House Weekend in Dundee')
    expect(await hero.locator('.unsaved').innerText()).toBe('Unsaved changes')
    await preview.close()

    // A blank value is refused next to its field, before any preview.
    await page.getByRole('button', { name: /^Company Values/ }).click()
    const values = page.locator('[data-section="values"]')
    await values.getByLabel('Title', { exact: true }).first().fill('')
    await values.getByRole('button', { name: /^Preview/ }).click()
    await values.getByText('Give this value a title').waitFor()
    expect(context.pages()).toHaveLength(1)
    expect(errors).toEqual([])
  }, 120_000)
})
