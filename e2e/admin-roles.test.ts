import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { hasChromium, openPage, openPortal } from './helpers/browser.ts'
import { closeSite, openSite, type RunningSite } from './helpers/server.ts'
import { createStaffUser } from '#tests/helpers/admin.ts'
import { insertAgent, insertProperty } from '#tests/helpers/factories.ts'

// Roles in a real browser (docs/decisions/0090-staff-roles.md): the portal shows each
// role what it may use. An editor has no Staff users entry; an agent's inbox holds
// only the leads about their own listings; an owner chooses and changes roles and is
// told why the last owner stays one.

describe.skipIf(!hasChromium)('staff roles in a real browser', () => {
  const password = 'prairie-sunset-2026'
  let site: RunningSite
  let browser: Browser
  beforeAll(async () => ({ site, browser } = await openSite()))
  afterAll(() => closeSite(site, browser))

  async function signInAs(username: string, width: number) {
    const opened = await openPage(browser, `${site.url}/admin/login`, { width, height: 900, reducedMotion: true })
    await opened.page.getByLabel('Username').fill(username)
    await opened.page.getByLabel('Password').fill(password)
    await opened.page.getByRole('button', { name: 'Sign In' }).click()
    await opened.page.waitForURL('**/admin/dashboard')
    return opened
  }
  const accountMenu = async (page: Page) => {
    await page.locator('.admin-user-menu summary').click()
    return page.locator('.admin-user-menu ul').getByRole('link')
  }

  it('shows an editor no Staff users entry and tells them why if they open it anyway', async () => {
    await createStaffUser(site.database.db, 'erin.editor', password, { role: 'editor' })
    const { page, errors, context } = await signInAs('erin.editor', 1280)
    expect(await (await accountMenu(page)).allInnerTexts()).toEqual([
      'Account and security',
      'Fair housing rules',
      'Licensee disclosure text',
    ])
    const nav = await page.getByRole('navigation', { name: 'Admin' }).locator('.admin-links a').allInnerTexts()
    expect(nav.map((t) => t.replace(/\d+$/, '').trim())).toEqual([
      'Dashboard',
      'Properties',
      'Content',
      'Contacts',
      'Showings',
      'Agents',
      'Partners',
    ])
    await page.goto(`${site.url}/admin/users`)
    await page.getByText('Your role (Editor) does not allow you to manage staff users. Ask an owner if you need to.').waitFor()
    expect(await page.getByRole('button', { name: 'Invite' }).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows an agent only the leads about their own listings, on a phone', async () => {
    const db = site.database.db
    const avery = await insertAgent(db, { name: 'Avery Lane', email: 'avery.lane@example.com' })
    const blake = await insertAgent(db, { name: 'Blake Stone', email: 'blake.stone@example.com' })
    const card = (a: typeof avery) => ({ name: a.name, title: a.title, phone: a.phone, email: a.email, photo: '' })
    const mine = await insertProperty(db, { title: 'Avery’s Aksarben Ranch', agentId: avery._id, agent: card(avery) })
    const theirs = await insertProperty(db, { title: 'Blake’s Benson Bungalow', agentId: blake._id, agent: card(blake) })
    for (const [propertyId, clientName] of [
      [mine, 'Marta Mine'],
      [theirs, 'Theo Theirs'],
    ]) {
      const res = await site.app.inject({
        method: 'POST',
        url: '/api/contact/agent',
        payload: { propertyId, clientName, clientEmail: 'buyer@example.com', message: 'Is it still available?' },
      })
      expect(res.statusCode).toBe(200)
    }
    await createStaffUser(db, 'avery.agent', password, { role: 'agent', agentId: avery._id })

    const { page, errors, context } = await signInAs('avery.agent', 390)
    await page.getByRole('button', { name: 'Menu' }).click()
    const nav = await page.locator('.admin-links a').allInnerTexts()
    expect(nav.map((t) => t.replace(/\d+$/, '').trim())).toEqual(['Dashboard', 'Properties', 'Contacts', 'Showings', 'Agents', 'Partners'])
    await page.locator('.admin-links a', { hasText: 'Contacts' }).click()
    await page.waitForURL('**/admin/contacts')
    await page.getByText('Marta Mine').first().waitFor()
    expect(await page.getByText('Theo Theirs').count()).toBe(0)
    // The demo business's other leads (the office's, other listings') are not theirs either.
    expect(await page.getByRole('list', { name: 'Leads' }).getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Marta Mine'),
    ])
    expect(await page.getByRole('tab', { name: /Get Notified/ }).count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(errors).toEqual([])
    await context.close()
  })

  it('lets an owner invite an agent with their card, change a role, and keeps the last owner', async () => {
    const { page, errors, context } = await openPortal(browser, site.url, { width: 1280, height: 900, reducedMotion: true })
    await page.goto(`${site.url}/admin/users`)
    await page.getByLabel('Username').fill('casey.agent')
    const invite = page.locator('form', { has: page.getByRole('button', { name: 'Invite' }) })
    await invite.getByLabel('Role').selectOption('agent')
    await page.getByRole('button', { name: 'Invite' }).click()
    await page.getByText('Choose the agent card of this staff user.').waitFor()
    await invite.getByLabel('Agent card').selectOption({ label: 'Blake Stone' })
    await page.getByRole('button', { name: 'Invite' }).click()
    await page.locator('.admin-otp code').waitFor()
    await page.getByRole('button', { name: 'Done' }).click()
    const row = page.getByRole('row', { name: /casey\.agent/ })
    await row.getByText('Agent · Blake Stone').waitFor()

    await row.getByRole('button', { name: 'Change role of casey.agent' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change the role of casey.agent' })
    await dialog.getByLabel('Role', { exact: true }).selectOption('editor')
    await dialog.getByRole('button', { name: 'Save role' }).click()
    await page.getByText('The role of casey.agent is now Editor.').waitFor()
    await row.getByRole('cell', { name: 'Editor', exact: true }).waitFor()

    // The demo's admin is its only owner.
    await page.getByRole('button', { name: 'Change role of your account' }).click()
    const own = page.getByRole('dialog', { name: 'Change the role of admin' })
    await own.getByLabel('Role', { exact: true }).selectOption('editor')
    await own.getByRole('button', { name: 'Save role' }).click()
    await own
      .getByText('This is the last owner. Make another staff user an owner first, so someone can still manage staff users.')
      .waitFor()
    await own.getByRole('button', { name: 'Cancel' }).click()
    // The refused save is the one failed request, and the browser reports it.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)'])
    await context.close()
  })
})
