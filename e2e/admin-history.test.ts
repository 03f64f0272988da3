import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { hasChromium, openPortal, stubMapTiles } from './helpers/browser.ts'
import { closeSite, openSite, type RunningSite } from './helpers/server.ts'

// The history of every change, in the browser (docs/decisions/0100-record-history.md and
// 0101-activity-log-filters.md): a staff member compares a listing's earlier version with it, field by field, and
// restores it; the activity log is filtered in the URL and links to the item an entry names.

describe.skipIf(!hasChromium)('history and activity in the portal', () => {
  let site: RunningSite
  let browser: Browser
  let page: Page
  let errors: string[]
  let listing: { id: string; title: string; price: number }

  beforeAll(async () => {
    ;({ site, browser } = await openSite())
    const row = await site.database.db
      .selectFrom('properties')
      .select(['id', 'title', 'price'])
      .where('status', '=', 'available')
      .where('type', '=', 'sale')
      .executeTakeFirstOrThrow()
    listing = { id: row.id, title: row.title, price: Number(row.price) }
    ;({ page, errors } = await openPortal(browser, site.url, { width: 1280, height: 900, before: stubMapTiles }))
    page.setDefaultTimeout(15_000)
  })
  afterAll(async () => {
    await page?.context().close()
    expect(errors.filter((e) => !/status of 40[14]/.test(e))).toEqual([])
    await closeSite(site, browser)
  })

  const money = (n: number) => `$${n.toLocaleString('en-US')}`

  it('compares an earlier version of a listing field by field and restores it', async () => {
    const lowered = listing.price - 11000
    await page.goto(`${site.url}/admin/properties/${listing.id}`, { waitUntil: 'networkidle' })
    await page.getByLabel('Price ($)', { exact: true }).fill(String(lowered))
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Listing saved.').waitFor()

    const versions = page.getByRole('region', { name: `${listing.title}: earlier versions` })
    const newest = versions.getByRole('listitem').first()
    await newest.getByText(`Price ${money(listing.price)} → ${money(lowered)}`).waitFor()
    await expect.poll(() => newest.innerText()).toContain('Saved by admin')
    const before = versions.getByRole('listitem').nth(1)
    await before.getByText('As it was before its changes were kept').waitFor()

    await before.getByRole('button', { name: /^Compare the version of / }).click()
    const compare = page.getByRole('dialog', { name: /^Version of / })
    await compare.waitFor()
    const restoring = compare.getByRole('table', { name: 'What restoring this version would change' })
    const priceRow = restoring.getByRole('row', { name: /^Price / })
    expect(await priceRow.getByRole('cell').allInnerTexts()).toEqual([money(lowered), money(listing.price)])

    await compare.getByRole('button', { name: 'Restore this version' }).click()
    const confirm = page.getByRole('dialog', { name: 'Restore this version?' })
    await confirm.getByText(/goes back to the version of .*\(1 field changes\)/).waitFor()
    await confirm.getByRole('button', { name: 'Restore' }).click()
    await page.getByText('Earlier version restored and saved.').waitFor()
    await compare.waitFor({ state: 'detached' })

    expect(await page.getByLabel('Price ($)', { exact: true }).inputValue()).toBe(String(listing.price))
    await newest.getByText(`Price ${money(lowered)} → ${money(listing.price)}`).waitFor()
    expect(await versions.getByRole('listitem').count()).toBe(3)
    const stored = await site.database.db.selectFrom('properties').select('price').where('id', '=', listing.id).executeTakeFirstOrThrow()
    expect(Number(stored.price)).toBe(listing.price)
  })

  it('filters the activity log in the URL and follows an entry to its listing', async () => {
    await page.goto(`${site.url}/admin/activity`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { name: 'Activity log' }).waitFor()
    await page.getByLabel('Kind').selectOption('listing')
    await page.waitForURL(/\/admin\/activity\?kind=listing$/)
    const table = page.getByRole('table', { name: 'Activity, newest first' })
    await expect.poll(async () => [...new Set(await table.locator('tbody td:nth-child(4)').allInnerTexts())]).toEqual(['Listing'])
    await page.getByLabel('Person').selectOption('admin')
    await page.waitForURL(/\/admin\/activity\?user=admin&kind=listing$/)

    // The filtered view is a link: opened afresh, it shows the same filters and entries.
    await page.goto(`${site.url}/admin/activity?user=admin&kind=listing`, { waitUntil: 'networkidle' })
    expect(await page.getByLabel('Kind').inputValue()).toBe('listing')
    const restored = table.getByRole('link', { name: `Restored an earlier version of listing ${listing.title}` })
    await restored.waitFor()
    expect(await table.getByRole('link', { name: `Updated listing ${listing.title}` }).count()).toBe(1)

    await restored.click()
    await page.waitForURL(`**/admin/properties/${listing.id}`)
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor()

    // Days with nothing in them show nothing.
    await page.goto(`${site.url}/admin/activity?kind=listing&from=2020-01-01&to=2020-01-02`, { waitUntil: 'networkidle' })
    await page.getByText('No activity matches these filters.').waitFor()
  })
})
