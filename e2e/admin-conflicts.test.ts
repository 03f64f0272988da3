import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { E2E_ADMIN_PASSWORD, hasChromium, stubMapTiles, openPortal, type OpenedPage } from './helpers/browser.ts'
import { createStaffUser } from '#tests/helpers/admin.ts'
import { siteApi, siteForFile } from './helpers/server.ts'

// Two staff members on the same content section, the team, a listing or an agent: the later save
// is refused with who saved and what differs, and nothing either of them typed
// is lost unless they choose so.

describe.skipIf(!hasChromium)('two people editing the same thing', () => {
  const suite = siteForFile()

  const signedIn = (width: number) => openPortal(suite.browser, suite.site.url, { width, height: 900 })

  /** Closes both pages once nothing went wrong in them but the second one's refused save. */
  async function closeBoth(a: OpenedPage, b: OpenedPage) {
    expect(a.errors).toEqual([])
    expect(b.errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)'])
    await a.page.context().close()
    await b.page.context().close()
  }

  /** Opens the listing editor at `url` in each page and waits for its form. */
  async function openListingEditor(url: string, opened: OpenedPage[]) {
    for (const { page } of opened) {
      await stubMapTiles(page)
      await page.goto(url)
      await page.getByLabel('Bedrooms', { exact: true }).waitFor()
    }
  }

  async function heroEditor(width: number): Promise<{ page: Page; errors: string[] }> {
    const opened = await signedIn(width)
    const { page } = opened
    await page.goto(`${suite.site.url}/admin/content`)
    await page.getByRole('button', { name: /^Homepage Hero Section/ }).click()
    await page.locator('[data-section="hero"]').getByLabel('Title', { exact: true }).waitFor()
    return opened
  }
  const hero = async () =>
    (await (await fetch(`${suite.site.url}/api/admin/content/public`)).json()).hero as { title: string; subtitle: string }

  it('refuses the second save, shows what differs, and lets the second person take the first one’s version and save theirs', async () => {
    const a = await heroEditor(1280)
    const b = await heroEditor(390)
    const sectionA = a.page.locator('[data-section="hero"]')
    const sectionB = b.page.locator('[data-section="hero"]')

    await sectionA.getByLabel('Title', { exact: true }).fill('Omaha homes, renovated right')
    await sectionA.getByRole('button', { name: 'Save Hero' }).click()
    await expect.poll(async () => (await hero()).title).toBe('Omaha homes, renovated right')

    await sectionB.getByLabel('Subtitle', { exact: true }).fill('Subtitle written by the second person')
    await sectionB.getByRole('button', { name: 'Save Hero' }).click()
    const conflict = sectionB.getByRole('alert').filter({ hasText: 'was changed by someone else' })
    await conflict.waitFor()
    expect(await conflict.innerText()).toMatch(/admin saved this section at .+ \(Omaha time\), after you opened it\./)
    const titleRow = conflict.getByRole('row', { name: /^Title/ })
    expect(await titleRow.innerText()).toContain('Omaha homes, renovated right')
    expect(await conflict.getByRole('row', { name: /^Subtitle/ }).innerText()).toContain('Subtitle written by the second person')
    // Nothing was saved over the first person's title.
    expect((await hero()).title).toBe('Omaha homes, renovated right')
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    await conflict.getByRole('button', { name: 'Use their version' }).click()
    await conflict.waitFor({ state: 'detached' })
    expect(await sectionB.getByLabel('Title', { exact: true }).inputValue()).toBe('Omaha homes, renovated right')
    await sectionB.getByLabel('Subtitle', { exact: true }).fill('Subtitle written by the second person')
    await sectionB.getByRole('button', { name: 'Save Hero' }).click()
    await expect
      .poll(async () => hero())
      .toMatchObject({
        title: 'Omaha homes, renovated right',
        subtitle: 'Subtitle written by the second person',
      })

    // The first person, still on the old version, is now the one told.
    await sectionA.getByLabel('Title', { exact: true }).fill('A title typed while out of date')
    await sectionA.getByRole('button', { name: 'Save Hero' }).click()
    const told = sectionA.getByRole('alert').filter({ hasText: 'was changed by someone else' })
    await told.waitFor()
    await told.getByRole('button', { name: 'Save yours over theirs' }).click()
    await told.waitFor({ state: 'detached' })
    // On purpose: the first person's whole section, the second person's subtitle replaced.
    await expect.poll(async () => (await hero()).title).toBe('A title typed while out of date')
    // The browser logs each refused save; nothing else went wrong.
    const refused = 'Failed to load resource: the server responded with a status of 409 (Conflict)'
    expect(a.errors).toEqual([refused])
    expect(b.errors).toEqual([refused])
    await a.page.context().close()
    await b.page.context().close()
  })

  it('keeps a team member added in one window when a second window saves the team it opened before', async () => {
    type Member = { name: string; title: string }
    const team = async () => ((await (await fetch(`${suite.site.url}/api/admin/content/public`)).json()) as { team: Member[] }).team
    const first = (await team())[0]!
    const opened = [await signedIn(1280), await signedIn(390)]
    for (const { page } of opened) {
      await page.goto(`${suite.site.url}/admin/content`)
      await page.getByRole('button', { name: /^Team Members/ }).click()
      await page.getByRole('button', { name: `Edit ${first.name}` }).waitFor()
    }
    const [a, b] = opened as [OpenedPage, OpenedPage]

    await a.page.getByRole('button', { name: 'Add Team Member' }).click()
    const adding = a.page.getByRole('dialog')
    await adding.getByLabel('Name').fill('Dana Whitfield')
    await adding.getByLabel('Title').fill('Rental Manager')
    await adding.getByRole('button', { name: 'Save Team Member' }).click()
    await expect.poll(async () => (await team()).map((m) => m.name)).toContain('Dana Whitfield')

    const editTitle = async (page: Page, title: string) => {
      await page.getByRole('button', { name: `Edit ${first.name}` }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel('Title').fill(title)
      await dialog.getByRole('button', { name: 'Save Team Member' }).click()
      await dialog.waitFor({ state: 'detached' })
    }
    await editTitle(b.page, 'Founder and Broker')
    const conflict = b.page.getByRole('alert').filter({ hasText: 'was changed by someone else' })
    await conflict.waitFor()
    expect(await conflict.innerText()).toContain('Dana Whitfield')
    // The new member is still on the public team; the second window's edit is still on its screen.
    expect((await team()).map((m) => m.name)).toContain('Dana Whitfield')
    expect(await b.page.locator('.team-list').innerText()).toContain('Founder and Broker')
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    await conflict.getByRole('button', { name: 'Use their version' }).click()
    await conflict.waitFor({ state: 'detached' })
    await b.page.getByRole('button', { name: 'Edit Dana Whitfield' }).waitFor()
    await editTitle(b.page, 'Founder and Broker')
    await expect
      .poll(async () => (await team()).map((m) => `${m.name}: ${m.title}`))
      .toEqual(expect.arrayContaining([`${first.name}: Founder and Broker`, 'Dana Whitfield: Rental Manager']))

    await closeBoth(a, b)
  })

  it('refuses a listing save made before another one, and keeps both changes when the second person takes theirs', async () => {
    const { body: listings } = await siteApi<Array<{ _id: string; price: number; bedrooms: number }>>(
      suite.site,
      '/api/properties?type=sale&limit=1',
    )
    const listing = listings[0]!
    const url = `${suite.site.url}/admin/properties/${listing._id}`
    const a = await signedIn(1280)
    const b = await signedIn(1280)
    await openListingEditor(url, [a, b])
    const stored = async () =>
      (await (await fetch(`${suite.site.url}/api/properties/${listing._id}`)).json()) as { price: number; bedrooms: number }

    await a.page.getByLabel('Bedrooms', { exact: true }).fill(String(listing.bedrooms + 1))
    await a.page.getByRole('button', { name: 'Save changes' }).click()
    await expect.poll(async () => (await stored()).bedrooms).toBe(listing.bedrooms + 1)

    await b.page.getByLabel('Price ($)', { exact: true }).fill(String(listing.price + 5000))
    await b.page.getByRole('button', { name: 'Save changes' }).click()
    const conflict = b.page.getByRole('alert').filter({ hasText: 'This listing was changed by someone else' })
    await conflict.waitFor()
    expect(await conflict.getByRole('row', { name: /^Bedrooms/ }).innerText()).toContain(String(listing.bedrooms + 1))
    expect((await stored()).price).toBe(listing.price)

    await conflict.getByRole('button', { name: 'Use their version' }).click()
    await conflict.waitFor({ state: 'detached' })
    expect(await b.page.getByLabel('Bedrooms', { exact: true }).inputValue()).toBe(String(listing.bedrooms + 1))
    await b.page.getByLabel('Price ($)', { exact: true }).fill(String(listing.price + 5000))
    await b.page.getByRole('button', { name: 'Save changes' }).click()
    await expect.poll(stored).toMatchObject({ bedrooms: listing.bedrooms + 1, price: listing.price + 5000 })

    await closeBoth(a, b)
  })

  it('refuses an agent save made in a second window, shows both versions, and keeps what was typed until the choice', async () => {
    const { body: agents } = await siteApi<Array<{ _id: string; name: string; phone: string; bio: string }>>(suite.site, '/api/agents')
    const agent = agents[0]!
    const stored = async () =>
      ((await (await fetch(`${suite.site.url}/api/agents`)).json()) as typeof agents).find((a) => a._id === agent._id)!
    const a = await signedIn(1280)
    const b = await signedIn(390)
    for (const { page } of [a, b]) {
      await page.goto(`${suite.site.url}/admin/agents`)
      await page.getByRole('button', { name: `Edit ${agent.name}` }).click()
      await page.getByRole('dialog').getByLabel('Phone').waitFor()
    }
    const dialogA = a.page.getByRole('dialog')
    const dialogB = b.page.getByRole('dialog')

    await dialogA.getByLabel('Phone').fill('(402) 555-0142')
    await dialogA.getByRole('button', { name: 'Save agent' }).click()
    await expect.poll(async () => (await stored()).phone).toBe('(402) 555-0142')

    const bio = 'Helps Benson and Dundee families find their first home.'
    await dialogB.getByLabel('Bio').fill(bio)
    await dialogB.getByRole('button', { name: 'Save agent' }).click()
    const conflict = dialogB.getByRole('alert').filter({ hasText: 'This agent was changed by someone else' })
    await conflict.waitFor()
    expect(await conflict.innerText()).toMatch(/admin saved this agent at .+ \(Omaha time\), after you opened it\./)
    expect(await conflict.getByRole('row', { name: /^Phone/ }).innerText()).toContain('(402) 555-0142')
    expect(await conflict.getByRole('row', { name: /^Bio/ }).innerText()).toContain(bio)
    // Nothing was saved over the first person's phone, and the second person's text is still in the form.
    expect((await stored()).phone).toBe('(402) 555-0142')
    expect(await dialogB.getByLabel('Bio').inputValue()).toBe(bio)
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    await conflict.getByRole('button', { name: 'Use their version' }).click()
    await conflict.waitFor({ state: 'detached' })
    expect(await dialogB.getByLabel('Phone').inputValue()).toBe('(402) 555-0142')
    await dialogB.getByLabel('Bio').fill(bio)
    await dialogB.getByRole('button', { name: 'Save agent' }).click()
    await expect.poll(stored).toMatchObject({ phone: '(402) 555-0142', bio })

    await closeBoth(a, b)
  })

  it('tells each of two staff members on the same listing that the other has it open, until one leaves', async () => {
    await createStaffUser(suite.site.database.db, 'maria', E2E_ADMIN_PASSWORD, { displayName: 'Maria Lopez' })
    const { body: listings } = await siteApi<Array<{ _id: string }>>(suite.site, '/api/properties?type=rental&limit=1')
    const url = `${suite.site.url}/admin/properties/${listings[0]!._id}`
    const a = await signedIn(1280)
    const b = await openPortal(suite.browser, suite.site.url, { width: 390, height: 900, username: 'maria' })
    await openListingEditor(url, [a, b])
    // The second to open is told at once; the first at their editor's next beat.
    await b.page
      .getByRole('status')
      .filter({ hasText: /^.+ is also editing this listing\.$/ })
      .waitFor()
    await a.page.getByRole('status').filter({ hasText: 'Maria Lopez is also editing this listing.' }).waitFor({ timeout: 20_000 })

    // Leaving the editor says so; a closed tab drops out after PRESENCE_TTL_MS instead.
    await b.page.getByRole('link', { name: 'All properties' }).click()
    await b.page.waitForURL('**/admin/properties')
    await a.page.getByRole('status').filter({ hasText: 'is also editing' }).waitFor({ state: 'detached', timeout: 20_000 })
    expect(a.errors).toEqual([])
    expect(b.errors).toEqual([])
    await a.page.context().close()
    await b.page.context().close()
  })
})
