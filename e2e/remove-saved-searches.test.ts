import { describe, expect, it } from 'vitest'
import { hasChromium, openPortalAt, toastText, unexpectedErrors, shotIfAsked } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { accessibilityProblems } from './helpers/axe.ts'

// A deletion request in a real browser (docs/decisions/0185-staff-remove-saved-searches.md): on the person's panel the
// owner presses "Remove saved searches…", reads the confirmation naming the address, and the saved search leaves the
// timeline. Axe finds nothing at 390 and 1280 px, the dialog open.

describe.skipIf(!hasChromium)('removing a person’s saved searches in a real browser', () => {
  const suite = siteForFile()
  const post = async (path: string, body: object) => {
    const res = await fetch(`${suite.site.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(res.status, await res.clone().text()).toBe(200)
  }

  for (const width of [390, 1280]) {
    it(`asks first, removes them and shows the timeline without them at ${width} px (axe)`, async () => {
      const email = `forget-${width}@example.com`
      await post('/api/contact/general', { clientName: `Fern Forget ${width}`, clientEmail: email, clientPhone: '', message: 'Delete me' })
      await post('/api/saved-searches', { email, page: '/properties', query: 'beds=3', name: 'Three bedrooms', frequency: 'daily' })
      const mail = await suite.site.database.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('to_address', '=', email)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow()
      await post('/api/saved-searches/confirm', { token: /confirm-alerts\?token=([0-9a-f]{64})/.exec(mail.text_body)![1] })

      const { page, errors } = await openPortalAt(suite, `/admin/contacts?q=${encodeURIComponent(email)}`, width)
      await page
        .getByRole('button', { name: new RegExp(`Fern Forget ${width}`) })
        .first()
        .click()
      const person = page.locator('.lead-detail .lead-person')
      await person.getByRole('button', { name: /Show timeline/ }).click()
      const timeline = person.getByRole('list', { name: /Timeline of Fern Forget/ })
      await expect.poll(() => timeline.innerText()).toContain('“Three bedrooms”')
      await person.getByRole('button', { name: 'Remove saved searches…' }).click()
      const asking = page.getByRole('dialog', { name: `Remove the saved searches of Fern Forget ${width}` })
      await expect.poll(() => asking.innerText()).toContain(`Every saved search and saved home of ${email} is deleted`)
      expect(await accessibilityProblems(page, `remove saved searches dialog at ${width}`, 'dialog')).toEqual([])
      await shotIfAsked(page, `person-remove-saved-searches-${width}`)
      await asking.getByRole('button', { name: 'Remove saved searches' }).click()
      await expect.poll(() => toastText(page)).toContain(`The saved searches and saved homes of Fern Forget ${width} are removed.`)
      await expect.poll(() => timeline.innerText()).not.toContain('Three bedrooms')
      expect(await person.getByRole('button', { name: 'Remove saved searches…' }).count()).toBe(0)
      expect(await accessibilityProblems(page, `person after removal at ${width}`)).toEqual([])
      expect(unexpectedErrors(errors)).toEqual([])
      await page.context().close()
    })
  }
})
