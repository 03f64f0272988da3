import { beforeAll, describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { hasChromium, openPortal, stubMapTiles } from './helpers/browser.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import { siteForFile } from './helpers/server.ts'

// Words staff understand (docs/decisions/0113-words-staff-understand.md): a refused listing or agent names each
// field by its label under the field and in the notice, a problem goes as soon as its field is fixed, a long title
// (and a staff invite's long name, username or e-mail) counts its characters, prices are whole dollars, and a photo's
// failure gives way to the next choice.

describe.skipIf(!hasChromium)('words staff understand, in a real browser', () => {
  const suite = siteForFile()
  let page: Page
  let errors: string[]

  beforeAll(async () => {
    ;({ page, errors } = await openPortal(suite.browser, suite.site.url, { width: 1280, height: 900, before: stubMapTiles }))
  })

  const field = (label: string, within: Page | Locator = page) => within.getByLabel(label, { exact: true })
  /** A required text: its label's star is hidden from its accessible name, which the role query reads. */
  const required = (label: string, within: Locator) => within.getByRole('textbox', { name: label, exact: true })
  /** The problem shown under a control: the error text its aria-describedby names ('' without one). */
  const problemOf = (control: Locator) =>
    control.evaluate((el) => {
      const ids = el.getAttribute('aria-describedby')?.split(' ') ?? []
      const shown = ids.map((id) => document.getElementById(id)).find((n) => n?.classList.contains('field-error'))
      return shown?.textContent ?? ''
    })
  const hintOf = (control: Locator) =>
    control.evaluate((el) => {
      const ids = el.getAttribute('aria-describedby')?.split(' ') ?? []
      return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
    })

  it('names the listing’s refused fields by label, takes whole dollars only, counts a long title and clears a fixed field', async () => {
    await page.goto(`${suite.site.url}/admin/properties/new`)
    await page.getByRole('button', { name: 'Create listing' }).click()

    // The empty title and the empty price are each named under their field, the title first in the notice.
    await expect.poll(() => problemOf(field('Title'))).toBe('Title is required')
    await expect.poll(() => problemOf(field('Price ($)'))).toBe('Price is required')
    const notice = page.getByRole('alert').filter({ hasText: 'Not saved.' })
    await expect.poll(() => notice.textContent()).toMatch(/^Not saved\. Title is required \(and \d+ more fields to check\)/)
    expect(await notice.textContent()).not.toMatch(/must be a number|Too big|expected|"[a-z]+\.[a-z]+"/)
    // Typing a title takes its problem away at once, under the field and in the notice, which names what is left.
    await field('Title').fill('Dundee bungalow')
    await expect.poll(() => problemOf(field('Title'))).toBe('')
    await expect.poll(() => notice.textContent()).toMatch(/^Not saved\. Street address is required \(and \d+ more fields? to check\)/)
    await page.getByRole('button', { name: 'Close message' }).click()

    // Half a dollar is refused as it is typed, in words.
    await field('Price ($)').fill('12.5')
    await expect.poll(() => problemOf(field('Price ($)'))).toBe('Price is in whole dollars, e.g. 1250')
    await field('Bathrooms').fill('1.25')
    await expect.poll(() => problemOf(field('Bathrooms'))).toBe('Bathrooms go in halves, e.g. 1.5')
    expect(await accessibilityProblems(page, 'listing editor with refused fields')).toEqual([])

    // Near its limit the title counts its characters.
    expect(await field('Title').getAttribute('aria-invalid')).toBeNull()
    expect(await hintOf(field('Title'))).not.toContain('characters')
    await field('Title').fill('A'.repeat(125))
    await expect.poll(() => hintOf(field('Title'))).toContain('125 of 150 characters')
    expect(await field('Title').getAttribute('maxlength')).toBe('150')

    // Fixed, the listing saves.
    await field('Title').fill('Words Test Bungalow')
    await field('Price ($)').fill('245000')
    await field('Bathrooms').fill('1.5')
    await field('Street address').fill('5015 Underwood Ave')
    await field('ZIP').fill('68132')
    await field('Description').fill('A bright bungalow near Memorial Park.')
    await expect.poll(() => page.locator('.pe-editor .field-error').count()).toBe(0)
    await page.getByRole('button', { name: 'Create listing' }).click()
    await page.waitForURL(/\/admin\/properties\/[0-9a-f]{24}$/)
  })

  it('replaces a refused photo’s message with the next choice, and says the spec’s words with the server’s reason', async () => {
    const good = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a9cc6' } })
      .jpeg()
      .toBuffer()
    const input = page.getByTestId('photo-input')
    const failures = page.locator('#pe-photos .field-error')
    // One refused by the browser's check, one the server cannot read as an image.
    await input.setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
      { name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a jpeg at all') },
    ])
    await expect.poll(() => failures.count()).toBe(2)
    const texts = await failures.allTextContents()
    expect(texts[0]).toBe('File "notes.txt" is not a supported format. Please use JPG, PNG, WebP or GIF photos.')
    expect(texts[1]).toMatch(/^Error uploading photo\. Please try again\. \S/)
    expect(texts.join(' ')).not.toMatch(/Upload failed|\(\d{3}\)/)

    // A good photo next: it is added and the earlier failures are gone.
    await input.setInputFiles([{ name: 'front.jpg', mimeType: 'image/jpeg', buffer: good }])
    await expect.poll(() => page.getByTestId('photo').count(), { timeout: 60_000 }).toBe(1)
    await expect.poll(() => failures.count()).toBe(0)
  })

  it('names an agent form’s problems by label under each field and clears each when fixed', async () => {
    await page.goto(`${suite.site.url}/admin/agents`)
    await page.getByRole('button', { name: 'Add agent' }).first().click()
    const form = page.getByRole('dialog', { name: 'Add agent' })
    await field('Email', form).fill('riley.example.com')
    await form.getByRole('button', { name: 'Add agent' }).click()

    await expect.poll(() => problemOf(required('Name', form))).toBe('Name is required')
    await expect.poll(() => problemOf(field('Email', form))).toBe('Enter an e-mail address like name@example.com')
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Not saved. Name is required (and 1 more field to check)')
    expect(await accessibilityProblems(page, 'agent form with refused fields')).toEqual([])

    // Each fixed field's problem goes at once, and the summary under the form names what is left.
    await required('Name', form).fill('Riley Words')
    await expect.poll(() => problemOf(required('Name', form))).toBe('')
    expect(await problemOf(field('Email', form))).toBe('Enter an e-mail address like name@example.com')
    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Not saved. Email: Enter an e-mail address like name@example.com')
    // A long bio counts its characters against the server's limit.
    await field('Bio', form).fill('B'.repeat(4100))
    await expect.poll(() => hintOf(field('Bio', form))).toContain('4,100 of 5,000 characters')

    await field('Email', form).fill('riley@example.com')
    await expect.poll(() => problemOf(field('Email', form))).toBe('')
    await expect.poll(() => form.getByRole('alert').count()).toBe(0)
    await form.getByRole('button', { name: 'Add agent' }).click()
    await form.waitFor({ state: 'detached' })
    await page.getByText('Riley Words was added.').first().waitFor()

    // A photo the server cannot read: the agent is saved, the photo's failure says the spec's words and the reason.
    await page.getByRole('button', { name: 'Edit Riley Words' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit agent' })
    await edit.locator('input[type="file"]').setInputFiles([{ name: 'broken.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('no jpeg') }])
    await edit.getByRole('button', { name: 'Save agent' }).click()
    const said = page.getByText(/^The agent was saved, but the photo was not: /).first()
    await said.waitFor()
    expect(await said.textContent()).toMatch(/^The agent was saved, but the photo was not: Error uploading photo\. Please try again\. \S/)
    expect(await said.textContent()).not.toMatch(/Upload failed|\(\d{3}\)|Invalid field/)
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([])
  })

  it('counts a staff invite’s long texts as the other forms do, and clears each problem as soon as it is fixed', async () => {
    await page.goto(`${suite.site.url}/admin/users`)
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Invite' }) })
    await form.getByRole('button', { name: 'Invite' }).click()
    const username = required('Username', form)
    await expect.poll(() => problemOf(username)).toMatch(/^Use 3 to 64 letters/)
    await username.fill('words-user')
    await expect.poll(() => problemOf(username)).toBe('')

    // Each text is limited by the server's rule and counts its characters near it, in the listing editor's words.
    const name = field('Name (optional)', form)
    const email = field('E-mail (optional)', form)
    expect([await username.getAttribute('maxlength'), await name.getAttribute('maxlength'), await email.getAttribute('maxlength')]).toEqual(
      ['64', '100', '254'],
    )
    expect(await hintOf(name)).not.toContain('characters')
    await name.fill('N'.repeat(85))
    await expect.poll(() => hintOf(name)).toBe('85 of 100 characters')
    await username.fill(`words-${'u'.repeat(50)}`)
    await expect.poll(() => hintOf(username)).toBe('56 of 64 characters')
    await email.fill(`${'e'.repeat(200)}@example.com`)
    await expect.poll(() => hintOf(email)).toBe('212 of 254 characters')
    expect(await accessibilityProblems(page, 'staff invite with counted fields')).toEqual([])

    // A refused e-mail: its problem takes the count's place, and goes when the address is fixed; the invite then goes out.
    await email.fill('words.example.com')
    await form.getByRole('button', { name: 'Invite' }).click()
    await expect.poll(() => problemOf(email)).toBe('Enter an e-mail address like name@example.com.')
    await email.fill('words@example.com')
    await expect.poll(() => problemOf(email)).toBe('')
    await username.fill('words-user')
    await name.fill('Words User')
    await form.getByRole('button', { name: 'Invite' }).click()
    await page.getByRole('heading', { name: 'words-user is invited' }).waitFor()
    // The form is empty again, and counts nothing.
    expect([await username.inputValue(), await name.inputValue(), await email.inputValue()]).toEqual(['', '', ''])
    expect(await hintOf(name)).toBe('')
  })
})
