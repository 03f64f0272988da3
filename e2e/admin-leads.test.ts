import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { E2E_ADMIN_PASSWORD, hasChromium, openPage, toastText, unexpectedErrors } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { sampleFiles } from '#tests/helpers/sample-files.ts'
import { bidderAnswers } from '#tests/helpers/applications.ts'
import { freeTourSlots } from '#tests/helpers/tour-slots.ts'

// The staff lead inbox, agents and partners in a real browser: a tour
// request read and closed, an application approved with its mail
// written (no SMTP: mail files under DATA_DIR/mail), an agent and a partner
// added and seen on the public pages.

describe.skipIf(!hasChromium)('staff lead inbox, agents and partners in a real browser', () => {
  const suite = siteForFile()

  /** Opens an admin page, signs in through /admin/login and waits to be back on it. */
  async function signedIn(pathname: string, width = 1280) {
    const opened = await openPage(suite.browser, suite.site.url + pathname, { width, height: 900, reducedMotion: true })
    const { page } = opened
    // A missing element fails the step within 10 s (with its selector) instead of waiting for the test's timeout.
    page.setDefaultTimeout(10_000)
    await page.waitForURL('**/admin/login?next=**')
    await page.getByLabel('Username').fill('admin')
    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL((url) => url.pathname === pathname)
    return opened
  }
  const mailFiles = () => {
    const dir = path.join(suite.site.database.dataDir, 'mail')
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : []
  }
  const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')

  it('reads a tour request in the inbox and closes it', async () => {
    const property = await suite.site.database.db
      .selectFrom('properties')
      .select(['id', 'title'])
      .where('status', '=', 'available')
      .executeTakeFirstOrThrow()
    // A free slot of the listing (tours book real slots: docs/decisions/0127-showing-slots.md).
    const { selectedDate: tourDate, selectedTime: tourTime } = (await freeTourSlots(suite.site.url, property.id)).next()
    const res = await fetch(`${suite.site.url}/api/contact/tour`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        propertyId: property.id,
        clientName: 'Tara Tourgoer',
        clientEmail: 'tara@example.com',
        clientPhone: '402-555-0123',
        selectedDate: tourDate,
        selectedTime: tourTime,
        message: 'Can we see the basement too?',
        // Whatever the year the home was built: the acknowledgement a home before 1978 asks for.
        leadPaintAcknowledged: true,
      }),
    })
    expect(res.status).toBe(200)

    const { page, errors } = await signedIn('/admin/contacts')
    const row = page.getByRole('button', { name: /Tara Tourgoer/ })
    await row.waitFor()
    // New leads are counted beside the Contacts link.
    const contactsLink = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Contacts/ })
    await expect.poll(() => contactsLink.innerText()).toMatch(/^Contacts\s*\d+$/)
    const newBefore = Number((await contactsLink.innerText()).replace(/\D/g, ''))
    expect(await row.innerText()).toContain('Tour request')
    expect(await row.innerText()).toContain('New')
    await row.click()
    const detail = page.locator('.lead-detail')
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Tara Tourgoer' }).isVisible()).toBe(true)
    const text = await detail.innerText()
    expect(text).toContain(tourDate)
    expect(text).toContain(tourTime)
    expect(text).toContain('Can we see the basement too?')
    expect(text).toContain(property.title)
    expect(await detail.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')).toMatch(
      /^mailto:tara@example\.com\?subject=Re%3A%20Tour%20Request%20-%20/,
    )
    // The tour's mail to the agent is listed with its delivery status.
    await expect.poll(async () => (await detail.locator('.lead-mails').innerText()).match(/Queued|Sent/)?.[0]).toBeTruthy()

    await detail.getByRole('button', { name: 'Closed', exact: true }).click()
    await expect.poll(() => toastText(page)).toContain('Status saved.')
    expect(await detail.getByRole('button', { name: 'Closed', exact: true }).getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => row.innerText()).toContain('Closed')
    await expect.poll(() => detail.locator('.lead-notes').innerText()).toContain('Set the status to Closed.')
    const stored = await suite.site.database.db
      .selectFrom('inquiries')
      .select('status')
      .where('name', '=', 'Tara Tourgoer')
      .executeTakeFirstOrThrow()
    expect(stored.status).toBe('closed')
    // A handled lead leaves the count on the next page change.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click()
    await expect.poll(async () => Number((await contactsLink.innerText()).replace(/\D/g, '') || 0)).toBe(newBefore - 1)
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: /^Contacts/ })
      .click()
    await row.waitFor()

    // The status filter finds it among the closed leads, and the URL keeps the filter.
    await page.getByLabel('Status', { exact: true }).selectOption('closed')
    await page.waitForURL(/status=closed/)
    await expect.poll(() => page.locator('.lead-row').count()).toBe(1)
    expect(unexpectedErrors(errors)).toEqual([])
    await page.context().close()
  })

  it('flags a lead whose message may contain offensive language, in the list and the open lead', async () => {
    const post = (clientName: string, message: string) =>
      fetch(`${suite.site.url}/api/contact/general`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientName, clientEmail: 'flag.test@example.com', message }),
      })
    // Names the word list takes for rude words are real people: never flagged, never refused.
    expect((await post('Dick Johnson', 'Is the Dundee house still for sale?')).status).toBe(200)
    expect((await post('Rory Rude', 'Your damn site is slow, what the fuck')).status).toBe(200)

    const { page, errors } = await signedIn('/admin/contacts')
    const rude = page.getByRole('button', { name: /Rory Rude/ })
    const polite = page.getByRole('button', { name: /Dick Johnson/ })
    await rude.waitFor()
    expect(await rude.innerText()).toContain('May contain offensive language')
    expect(await polite.innerText()).not.toContain('May contain offensive language')
    await rude.click()
    const detail = page.locator('.lead-detail')
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Rory Rude' }).isVisible()).toBe(true)
    expect(await detail.locator('.lead-head').innerText()).toContain('May contain offensive language')
    expect(unexpectedErrors(errors)).toEqual([])
    await page.context().close()
  })

  it('approves a preferred-bidder application after asking, and the applicant is mailed', async () => {
    const files = await sampleFiles()
    const form = new FormData()
    const answers = bidderAnswers({
      companyName: 'Granite Roofing Co',
      primaryContact: 'Gail Granite',
      phone: '402-555-0150',
      email: 'gail@granite.example',
    })
    for (const [k, v] of Object.entries(answers)) form.append(k, v)
    form.append('insuranceCOI', files.pdf, 'granite-coi.pdf')
    const res = await fetch(`${suite.site.url}/api/preferred-bidders`, { method: 'POST', body: form })
    expect(res.status).toBe(200)

    const { page, errors } = await signedIn('/admin/contacts')
    await page.getByLabel('Kind', { exact: true }).selectOption('application')
    const row = page.getByRole('button', { name: /Gail Granite/ })
    await row.click()
    const detail = page.locator('.lead-detail')
    await expect.poll(() => detail.innerText()).toContain('Granite Roofing Co')
    expect(await detail.innerText()).toContain('Lee One')

    // The certificate downloads with the session's token, under its own name.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('button', { name: 'Download Certificate of insurance: granite-coi.pdf' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('granite-coi.pdf')

    await detail.getByRole('button', { name: 'Approved', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Mark as Approved?' })
    await dialog.waitFor()
    expect(await dialog.innerText()).toContain('gail@granite.example')
    await dialog.getByRole('button', { name: 'Change status and e-mail' }).click()
    await expect.poll(() => toastText(page)).toContain('The applicant is being e-mailed.')
    expect(await detail.getByRole('button', { name: 'Approved', exact: true }).getAttribute('aria-pressed')).toBe('true')

    // Without SMTP the outbox writes the mail to a file.
    await suite.site.app.outbox.drain()
    await expect
      .poll(() =>
        mailFiles().find((m) => /Subject: Your preferred bidder application: Approved/.test(m) && /To: gail@granite\.example/.test(m)),
      )
      .toBeTruthy()
    const mail = decoded(mailFiles().find((m) => /Subject: Your preferred bidder application: Approved/.test(m))!)
    expect(mail).toMatch(/\/application-status\?token=[0-9a-f]{64}/)
    await expect.poll(() => detail.locator('.lead-mails').innerText()).toContain('Your preferred bidder application: Approved')
    expect(unexpectedErrors(errors)).toEqual([])
    await page.context().close()
  })

  it('adds an agent with a photo and a partner, and the public pages show them', async () => {
    const files = await sampleFiles()
    const { page, errors } = await signedIn('/admin/agents')
    await page.getByRole('button', { name: 'Add agent' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add agent' })
    await dialog.getByLabel('Name *').fill('Morgan Vale')
    await dialog.getByLabel('Title').fill('Rental Specialist')
    await dialog.getByLabel('Email').fill('morgan@example.com')
    await dialog.getByLabel('Phone').fill('(402) 555-0190')
    await dialog.getByLabel('Photo').setInputFiles({ name: 'morgan.png', mimeType: 'image/png', buffer: files.bytes.png })
    await expect.poll(() => dialog.getByRole('img', { name: 'Photo preview' }).isVisible()).toBe(true)
    await dialog.getByRole('button', { name: 'Add agent' }).click()
    await expect.poll(() => toastText(page)).toContain('Morgan Vale was added.')
    const item = page.locator('.people-list li', { hasText: 'Morgan Vale' })
    await expect.poll(() => item.locator('img').getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{24}\/w\d+\.webp$/)

    const agents = await openPage(suite.browser, `${suite.site.url}/agents`, { reducedMotion: true })
    expect(await agents.page.getByRole('heading', { name: 'Morgan Vale' }).isVisible()).toBe(true)
    await agents.context.close()

    // Switched to inactive, the agent leaves the public page; Edit opens the saved values.
    await item.getByRole('switch').click()
    await expect.poll(() => toastText(page)).toContain('Morgan Vale is hidden from the Agents page.')
    expect(await item.getByRole('switch').isChecked()).toBe(false)
    const hidden = await openPage(suite.browser, `${suite.site.url}/agents`, { reducedMotion: true })
    expect(await hidden.page.getByRole('heading', { name: 'Morgan Vale' }).count()).toBe(0)
    await hidden.context.close()
    await page.getByRole('button', { name: 'Edit Morgan Vale' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit agent' })
    expect(await edit.getByLabel('Title').inputValue()).toBe('Rental Specialist')
    await edit.getByLabel('Title').fill('Senior Rental Specialist')
    await edit.getByRole('button', { name: 'Save agent' }).click()
    await expect.poll(() => toastText(page)).toContain('Agent saved.')
    await expect.poll(() => item.innerText()).toContain('Senior Rental Specialist')

    await page.goto(`${suite.site.url}/admin/partners`)
    await page.getByRole('button', { name: 'Add partner' }).click()
    const partnerDialog = page.getByRole('dialog', { name: 'Add partner' })
    await partnerDialog.getByLabel('Name *').fill('Riverbend Inspections')
    await partnerDialog.getByLabel('Website').fill('riverbend-inspections.example')
    await partnerDialog.getByLabel('Email').fill('hello@riverbend.example')
    await partnerDialog.getByRole('button', { name: 'Add partner' }).click()
    await expect.poll(() => toastText(page)).toContain('Riverbend Inspections was added.')
    const partner = page.locator('.people-list li', { hasText: 'Riverbend Inspections' })
    expect(await partner.getByRole('link').getAttribute('href')).toBe('https://riverbend-inspections.example')

    // New partners come last; the arrow button (keyboard) moves it to the top, which /our-partners follows.
    const up = page.getByRole('button', { name: 'Move Riverbend Inspections up' })
    while (await up.isEnabled()) {
      await up.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => toastText(page)).toContain('Order saved.')
      await page.waitForLoadState('networkidle')
    }
    expect(await page.locator('.people-list li').first().innerText()).toContain('Riverbend Inspections')

    const partners = await openPage(suite.browser, `${suite.site.url}/our-partners`, { reducedMotion: true })
    const firstCard = partners.page.locator('main article, main .partner-card').first()
    expect(await firstCard.innerText()).toContain('Riverbend Inspections')
    expect(
      await partners.page
        .getByRole('link', { name: /Visit website/ })
        .first()
        .getAttribute('href'),
    ).toBe('https://riverbend-inspections.example')
    await partners.context.close()

    // Deleting asks first, then the row and the public card are gone.
    await page.getByRole('button', { name: 'Delete Riverbend Inspections' }).click()
    const ask = page.getByRole('dialog', { name: 'Delete this partner?' })
    expect(await ask.innerText()).toContain('Riverbend Inspections will be removed from the Our Partners page.')
    await ask.getByRole('button', { name: 'Delete partner' }).click()
    await expect.poll(() => toastText(page)).toContain('Riverbend Inspections was deleted.')
    expect(await partner.count()).toBe(0)
    expect(unexpectedErrors(errors)).toEqual([])
    await page.context().close()
  })

  it('on a phone the open lead takes the place of the list, with a way back', async () => {
    const { page, errors } = await signedIn('/admin/contacts', 390)
    const first = page.locator('.lead-row').first()
    await first.click()
    await expect.poll(() => page.locator('#lead-title').isVisible()).toBe(true)
    expect(await page.locator('.inbox-list').isVisible()).toBe(false)
    await page.getByRole('button', { name: '← Back to the list' }).click()
    await expect.poll(() => page.locator('.inbox-list').isVisible()).toBe(true)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(unexpectedErrors(errors)).toEqual([])
    await page.context().close()
  })
})
