import { describe, expect, it } from 'vitest'
import { hasChromium, openPortalAt, toastText, unexpectedErrors, shotIfAsked } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import { sellToUsBody } from '#tests/helpers/factories.ts'

// The lead pipeline in a real browser (docs/decisions/0116-lead-stages.md, docs/decisions/0117-lead-routing-rules.md):
// a new lead arrives with the owner the routing rules gave it, staff move it to a stage and find it by that stage;
// owners change the routing rules on the Staff users screen. Axe finds nothing on either at 390 and 1280 px.

describe.skipIf(!hasChromium)('the lead pipeline in a real browser', () => {
  const suite = siteForFile()

  it('routes a new lead, moves it to a stage and finds it by that stage', async () => {
    const res = await fetch(`${suite.site.url}/api/contact/general`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientName: 'Petra Pipeline', clientEmail: 'petra@example.com', clientPhone: '', message: 'Any rentals?' }),
    })
    expect(res.status).toBe(200)
    for (const width of [1280, 390]) {
      const { page, errors } = await openPortalAt(suite, `/admin/contacts`, width)
      const row = page.getByRole('button', { name: /Petra Pipeline/ })
      await row.click()
      const detail = page.locator('.lead-detail')
      await expect.poll(() => detail.locator('.lead-notes').innerText()).toMatch(/Assigned to .+ by the routing rules\./)
      expect(await accessibilityProblems(page, `lead at ${width}`)).toEqual([])
      if (width === 1280) {
        await detail.getByLabel('Stage').selectOption('showing')
        await detail.getByRole('button', { name: 'Move' }).click()
        await expect.poll(() => toastText(page)).toContain('Stage saved.')
        await expect.poll(() => detail.locator('.lead-notes').innerText()).toContain('Moved the lead to Showing.')
        await expect.poll(() => row.innerText()).toContain('Showing')
        await shotIfAsked(page, `lead-stage-${width}`)
        // The stage filter finds it, and the URL keeps the filter.
        await page.getByRole('search').getByLabel('Stage').selectOption('showing')
        await page.waitForURL(/stage=showing/)
        await expect.poll(() => page.locator('.lead-row').allInnerTexts()).toEqual([expect.stringContaining('Petra Pipeline')])
        await page.getByRole('search').getByLabel('Stage').selectOption('won')
        await page.waitForURL(/stage=won/)
        await expect.poll(() => page.locator('.lead-row').count()).toBe(0)
      } else await shotIfAsked(page, `lead-stage-${width}`)
      expect(unexpectedErrors(errors)).toEqual([])
      await page.context().close()
    }
  })

  it('lets an owner send a kind of lead to one person, on the Staff users screen', async () => {
    for (const width of [390, 1280]) {
      const { page, errors } = await openPortalAt(suite, `/admin/users`, width)
      const panel = page.getByRole('region', { name: 'Lead routing' })
      const sell = panel.getByRole('group', { name: 'Sell to us' })
      await sell.getByLabel('Goes to').waitFor()
      expect(await accessibilityProblems(page, `routing at ${width}`)).toEqual([])
      await shotIfAsked(page, `routing-${width}`)
      if (width === 1280) {
        await sell.getByLabel('Goes to').selectOption('user')
        await sell.getByLabel('Person').selectOption({ label: 'admin' })
        await panel.getByRole('button', { name: 'Save routing rules' }).click()
        await expect.poll(() => panel.getByRole('status').innerText()).toContain('Routing rules saved.')
        expect(await accessibilityProblems(page, `routing saved at ${width}`, '.lead-routing')).toEqual([])
        const sent = await fetch(`${suite.site.url}/api/contact/sell-to-us`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(sellToUsBody({ name: 'Sid Seller', email: 'sid@example.com' })),
        })
        expect(sent.status, await sent.clone().text()).toBe(200)
        const owner = await suite.site.database.db
          .selectFrom('inquiries as i')
          .innerJoin('admin_users as u', 'u.id', 'i.assigned_to')
          .select('u.username')
          .where('i.name', '=', 'Sid Seller')
          .executeTakeFirstOrThrow()
        expect(owner.username).toBe('admin')
      }
      expect(unexpectedErrors(errors)).toEqual([])
      await page.context().close()
    }
  })
})
