import { describe, expect, it } from 'vitest'
import { hasChromium, openPortalAt, toastText, unexpectedErrors, shotIfAsked } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { accessibilityProblems } from './helpers/axe.ts'

// The person behind a lead in a real browser (docs/decisions/0126-one-person-behind-many-leads.md): the lead shows
// "Person: N messages" and a timeline of them; staff find another person by name or e-mail and merge them, with the
// keyboard; they rename a person and stop marketing e-mail to them (docs/decisions/0133-one-unsubscribe-for-all-marketing-mail.md).
// Axe finds nothing at 390 and 1280 px, the timeline and each dialog open.

describe.skipIf(!hasChromium)('the person behind a lead in a real browser', () => {
  const suite = siteForFile()
  const send = async (clientName: string, clientEmail: string, message: string) => {
    const res = await fetch(`${suite.site.url}/api/contact/general`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientName, clientEmail, clientPhone: '', message }),
    })
    expect(res.status, await res.clone().text()).toBe(200)
  }

  it('shows a person’s messages on a timeline and merges another person into them', async () => {
    await send('Tara Timeline', 'tara@example.com', 'Is the duplex still free?')
    await send('Tara Timeline', ' TARA@example.com', 'Could I see it on Saturday?')
    await send('T. Timeline', 'tara.work@example.net', 'Writing from work about the duplex')
    for (const width of [390, 1280]) {
      const { page, errors } = await openPortalAt(suite, `/admin/contacts`, width)
      await expect
        .poll(() =>
          page
            .getByRole('button', { name: /Tara Timeline/ })
            .first()
            .innerText(),
        )
        .toContain('1 more from this person')
      await page
        .getByRole('button', { name: /Tara Timeline/ })
        .first()
        .click()
      const detail = page.locator('.lead-detail')
      const person = detail.locator('.lead-person')
      await expect.poll(() => person.locator('.lead-person-summary').innerText()).toContain('Person: 2 messages')
      await person.getByRole('button', { name: /Show timeline/ }).click()
      const timeline = person.getByRole('list', { name: /Timeline of Tara Timeline/ })
      await expect.poll(() => timeline.innerText()).toContain('Could I see it on Saturday?')
      expect(await timeline.innerText()).toContain('Is the duplex still free?')
      expect(await accessibilityProblems(page, `person timeline at ${width}`)).toEqual([])
      await shotIfAsked(page, `person-timeline-${width}`)
      if (width === 390) {
        // The dialogs on a phone: each opens on its first control and Escape closes it.
        await person.getByRole('button', { name: 'Merge with another person…' }).click()
        const merging = page.getByRole('dialog', { name: /Merge another person/ })
        await merging.getByLabel('Find a person by name or e-mail').fill('tara')
        await merging.getByRole('button', { name: 'Search' }).click()
        await merging.getByRole('radio', { name: /T\. Timeline/ }).waitFor()
        expect(await accessibilityProblems(page, `merge dialog at ${width}`, 'dialog')).toEqual([])
        await shotIfAsked(page, `person-merge-${width}`)
        await page.keyboard.press('Escape')
        await merging.waitFor({ state: 'hidden' })
        await person.getByRole('button', { name: 'Split leads off…' }).click()
        const splitting = page.getByRole('dialog', { name: /Split leads off/ })
        await splitting.getByRole('checkbox').first().waitFor()
        expect(await accessibilityProblems(page, `split dialog at ${width}`, 'dialog')).toEqual([])
        await shotIfAsked(page, `person-split-${width}`)
        await splitting.getByRole('button', { name: 'Cancel' }).click()
        await splitting.waitFor({ state: 'hidden' })
      }
      if (width === 1280) {
        // Merge, by keyboard: the dialog opens on its search box, Enter searches, arrows pick, Merge merges.
        await person.getByRole('button', { name: 'Merge with another person…' }).focus()
        await page.keyboard.press('Enter')
        const dialog = page.getByRole('dialog', { name: 'Merge another person into Tara Timeline' })
        const search = dialog.getByLabel('Find a person by name or e-mail')
        await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true)
        await page.keyboard.type('tara.work')
        await page.keyboard.press('Enter')
        const choice = dialog.getByRole('radio', { name: /T\. Timeline/ })
        await choice.waitFor()
        expect(await accessibilityProblems(page, `merge dialog at ${width}`, 'dialog')).toEqual([])
        await shotIfAsked(page, `person-merge-${width}`)
        await choice.check()
        await dialog.getByRole('button', { name: 'Merge' }).click()
        await expect.poll(() => toastText(page)).toContain('T. Timeline is merged into Tara Timeline: 3 messages.')
        await expect.poll(() => person.locator('.lead-person-summary').innerText()).toContain('Person: 3 messages')
        await expect.poll(() => timeline.innerText()).toContain('Writing from work about the duplex')
        // The other lead is a link to it in the inbox.
        await timeline.getByRole('link', { name: 'Contact form' }).first().click()
        await page.waitForURL(/lead=/)
        await expect.poll(() => detail.locator('#lead-title').innerText()).toBe('T. Timeline')
        // Split it off again: tick it, and it is a person of its own with one message.
        await expect.poll(() => person.locator('.lead-person-summary').innerText()).toContain('Person: 3 messages')
        await person.getByRole('button', { name: 'Split leads off…' }).click()
        const splitting = page.getByRole('dialog', { name: 'Split leads off Tara Timeline' })
        await splitting.getByRole('checkbox', { name: /tara\.work@example\.net/ }).check()
        await splitting.getByRole('button', { name: 'Split off 1 lead' }).click()
        await expect.poll(() => toastText(page)).toContain('1 lead moved to a new person, T. Timeline.')
        await expect.poll(() => person.locator('.lead-person-summary').innerText()).toContain('Person: 1 message')
      }
      expect(unexpectedErrors(errors)).toEqual([])
      await page.context().close()
    }
  })

  it('renames a person and stops marketing e-mail to them, both on the timeline', async () => {
    await send('Uma Unsub', 'uma@example.com', 'Please call me about rentals')
    const signUp = await fetch(`${suite.site.url}/api/upcoming/subscribers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'uma@example.com' }),
    })
    expect(signUp.status).toBe(200)
    for (const width of [390, 1280]) {
      const { page, errors } = await openPortalAt(suite, `/admin/contacts?q=uma%40example.com`, width)
      await page
        .getByRole('button', { name: /Uma Unsub|Uma U\. \(tenant\)/ })
        .first()
        .click()
      const person = page.locator('.lead-detail .lead-person')
      await person.getByRole('button', { name: 'Rename…' }).waitFor()
      if (width === 390) {
        await person.getByRole('button', { name: 'Rename…' }).click()
        const renaming = page.getByRole('dialog', { name: 'Rename Uma Unsub' })
        const name = renaming.getByLabel('Name')
        await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true)
        // An empty name is refused under the field, before anything is sent.
        await name.fill('')
        await renaming.getByRole('button', { name: 'Save name' }).click()
        await expect.poll(() => renaming.innerText()).toContain('Please enter a name')
        expect(await accessibilityProblems(page, `rename dialog at ${width}`, 'dialog')).toEqual([])
        await shotIfAsked(page, `person-rename-${width}`)
        await name.fill('Uma U. (tenant)')
        await page.keyboard.press('Enter')
        await expect.poll(() => toastText(page)).toContain('The person is now named Uma U. (tenant).')
        await expect.poll(() => person.locator('.lead-person-summary').innerText()).toContain('Uma U. (tenant)')
      } else {
        await person.getByRole('button', { name: 'Stop marketing e-mail…' }).click()
        const asking = page.getByRole('dialog', { name: 'Stop marketing e-mail to Uma U. (tenant)' })
        await expect.poll(() => asking.innerText()).toContain('uma@example.com')
        expect(await accessibilityProblems(page, `stop marketing dialog at ${width}`, 'dialog')).toEqual([])
        await shotIfAsked(page, `person-stop-marketing-${width}`)
        await asking.getByRole('button', { name: 'Stop marketing e-mail' }).click()
        await expect.poll(() => toastText(page)).toContain('No more marketing e-mail goes to Uma U. (tenant).')
        await expect
          .poll(() => person.locator('.lead-person-optout').innerText())
          .toMatch(/No marketing e-mail: uma@example\.com since .+ \(admin\)/)
        expect(await person.getByRole('button', { name: 'Stop marketing e-mail…' }).count()).toBe(0)
        await person.getByRole('button', { name: /Show timeline/ }).click()
        const timeline = person.getByRole('list', { name: /Timeline of Uma U\. \(tenant\)/ })
        await expect.poll(() => timeline.innerText()).toContain('Opted out of marketing e-mail')
        expect(await timeline.innerText()).toContain('Uma Unsub → Uma U. (tenant) (admin)')
        expect(await accessibilityProblems(page, `opted-out person at ${width}`)).toEqual([])
        await shotIfAsked(page, `person-opted-out-${width}`)
      }
      expect(unexpectedErrors(errors)).toEqual([])
      await page.context().close()
    }
  })
})
