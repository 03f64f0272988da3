import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, openPortal, stubMapTiles } from './helpers/browser.ts'
import { siteApi, siteForFile } from './helpers/server.ts'
import type { Listing } from '#core/listings/listing.ts'

// The portal's everyday tools in a real browser: Ctrl+S saves the open editor (app/admin/ui/use-save-shortcut.ts),
// the inbox's bulk actions (docs/decisions/0107-lead-bulk-actions-and-assignee.md) and the header's search by
// keyboard (docs/decisions/0108-one-portal-search.md).

describe.skipIf(!hasChromium)('portal tools in a real browser', () => {
  const suite = siteForFile()
  let page: Page
  let errors: string[]

  beforeAll(async () => {
    ;({ page, errors } = await openPortal(suite.browser, suite.site.url, {
      width: 1280,
      height: 900,
      reducedMotion: true,
      before: stubMapTiles,
    }))
  })

  const contact = async (propertyId: string, clientName: string) => {
    const res = await fetch(`${suite.site.url}/api/contact/agent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ propertyId, clientName, clientEmail: 'bulk.buyer@example.com', message: 'Is it still available?' }),
    })
    expect(res.status).toBe(200)
  }

  it('saves an open content section with Ctrl+S, with the Save button’s message', async () => {
    await page.goto(`${suite.site.url}/admin/content?section=footer`)
    const footer = page.locator('[data-section="footer"]')
    const address = footer.getByLabel('Address', { exact: true })
    await address.fill('77 Shortcut Street, Omaha')
    await address.press('Control+s')
    const feedback = page.getByTestId('feedback')
    await expect.poll(() => feedback.locator('p').textContent()).toBe('Footer content saved successfully!')
    await expect.poll(async () => (await (await fetch(`${suite.site.url}/agents`)).text()).includes('77 Shortcut Street, Omaha')).toBe(true)
    await feedback.getByRole('button', { name: 'Close message' }).click()
  })

  it('saves the listing editor with Ctrl+S, and does nothing without a change', async () => {
    const [listing] = (await siteApi<Listing[]>(suite.site, '/api/properties?limit=1')).body
    await page.goto(`${suite.site.url}/admin/properties/${listing._id}`, { waitUntil: 'networkidle' })
    const saves: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes(`/api/admin/properties/${listing._id}`)) saves.push(r.url())
    })
    await page.getByLabel('Title', { exact: true }).press('Control+s')
    await page.getByLabel('Title', { exact: true }).fill(`${listing.title} (saved by keyboard)`)
    await page.getByLabel('Title', { exact: true }).press('Control+s')
    await expect.poll(() => page.getByText('All changes saved').count()).toBe(1)
    expect(saves).toHaveLength(1)
    const after = (await siteApi<Listing>(suite.site, `/api/properties/${listing._id}`)).body
    expect(after.title).toBe(`${listing.title} (saved by keyboard)`)
    expect(errors).toEqual([])
  })

  it('sets the status of, assigns and archives the selected leads from the inbox', async () => {
    const [listing] = (await siteApi<Listing[]>(suite.site, '/api/properties?limit=1')).body
    for (const name of ['Bulk Alpha', 'Bulk Bravo', 'Bulk Charlie']) await contact(listing._id, name)
    await page.goto(`${suite.site.url}/admin/contacts?q=bulk`)
    const list = page.getByRole('list', { name: 'Leads' })
    await expect.poll(() => list.getByRole('listitem').count()).toBe(3)
    const badge = page.locator('.admin-nav-badge')
    const newBefore = Number(await badge.textContent())

    // Select two by their checkboxes (keyboard: Space), then set their status.
    await page.getByRole('checkbox', { name: 'Select Bulk Alpha' }).focus()
    await page.keyboard.press('Space')
    await page.getByRole('checkbox', { name: 'Select Bulk Bravo' }).check()
    await page.getByText('2 leads selected').waitFor()
    const bar = page.getByRole('group', { name: 'Bulk actions' })
    await bar.getByLabel('Set status').selectOption('in-progress')
    await bar.getByRole('button', { name: 'Apply' }).click()
    await page.getByText('2 leads set to In progress.').waitFor()
    await expect.poll(async () => Number(await badge.textContent())).toBe(newBefore - 2)
    await expect.poll(() => list.getByText('In progress').count()).toBe(2)

    // Everything on the page, assigned to the admin.
    await bar.getByRole('checkbox', { name: 'Select all on this page' }).check()
    await page.getByText('3 leads selected').waitFor()
    await bar.getByLabel('Assign to').selectOption({ label: 'admin' })
    await bar.getByRole('button', { name: 'Assign' }).click()
    await page.getByText('3 leads assigned to admin.').waitFor()
    await expect.poll(() => list.getByText('Assigned to admin').count()).toBe(3)

    // Archived leads leave the list, and come back when asked for.
    await page.getByRole('checkbox', { name: 'Select Bulk Charlie' }).check()
    await bar.getByRole('button', { name: 'Archive' }).click()
    await page.getByText('1 lead archived.').waitFor()
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2)
    await page.getByLabel('Show').selectOption('only')
    await expect.poll(() => list.getByRole('listitem').allInnerTexts()).toEqual([expect.stringContaining('Bulk Charlie')])
    expect(errors).toEqual([])
  })

  it('finds a record from the header search by keyboard and opens it', async () => {
    const [listing] = (await siteApi<Listing[]>(suite.site, '/api/properties?limit=1')).body
    await page.goto(`${suite.site.url}/admin/dashboard`)
    const box = page.getByRole('combobox', { name: 'Search listings, leads, people and content' })
    await box.focus()
    await page.keyboard.type('Bulk Bravo')
    const results = page.getByRole('listbox', { name: 'Search results' })
    await results.getByRole('option', { name: /Bulk Bravo/ }).waitFor()
    expect(await box.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('ArrowDown')
    const active = await box.getAttribute('aria-activedescendant')
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true')
    expect(await page.locator(`[id="${active}"]`).innerText()).toContain('Bulk Bravo')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/admin\/contacts\?lead=/)
    await page.getByRole('heading', { name: 'Bulk Bravo' }).waitFor()

    // Escape closes the list, then clears the box.
    await box.fill(listing.title.split(' ').slice(0, 2).join(' '))
    await results.getByRole('option').first().waitFor()
    await page.keyboard.press('Escape')
    expect(await box.getAttribute('aria-expanded')).toBe('false')
    await page.keyboard.press('Escape')
    expect(await box.inputValue()).toBe('')
    expect(errors).toEqual([])
  })
})
