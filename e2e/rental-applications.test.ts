import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, openPage, openPortal } from './helpers/browser.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import { siteForFile } from './helpers/server.ts'
import { pdfBytes } from '#tests/helpers/sample-files.ts'
import { RENTAL_MESSAGES } from '#core/leads/rental-application.ts'

// A rental application in a real browser (docs/decisions/0130-rental-applications.md): from an available rental's
// page to its criteria and form, the form's messages, the send, and the private status page from the mailed link;
// a rented home says it takes no applications. Screenshots of each page at 390 and 1280 px go to SHOTS_DIR when set.

const SHOTS = process.env.SHOTS_DIR

describe.skipIf(!hasChromium)('rental applications in a real browser', () => {
  const suite = siteForFile()
  let available: { id: string; title: string }
  let rented: { id: string }

  beforeAll(async () => {
    const db = suite.site.database.db
    const rentals = await db
      .selectFrom('properties')
      .select(['id', 'title', 'status'])
      .where('type', '=', 'rental')
      .where('archived_at', 'is', null)
      .where('published_at', 'is not', null)
      .execute()
    available = rentals.find((r) => r.status === 'available')!
    const other = rentals.find((r) => r.id !== available.id)!
    await db.updateTable('properties').set({ status: 'rented' }).where('id', '=', other.id).execute()
    rented = { id: other.id }
  })

  const shoot = async (page: Page, name: string) => {
    if (!SHOTS) return
    fs.mkdirSync(SHOTS, { recursive: true })
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true })
  }
  const mailFiles = () => {
    const dir = path.join(suite.site.database.dataDir, 'mail')
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => fs.readFileSync(path.join(dir, f), 'utf8')) : []
  }
  const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')

  it('applies from a rental’s page through to the private status page, with axe clean at 390 and 1280 px', async () => {
    const { page, context, errors } = await openPage(suite.browser, `${suite.site.url}/property/${available.id}`, { width: 1280 })
    await page.getByRole('link', { name: 'Apply to Rent' }).click()
    await page.getByRole('heading', { name: `Apply for ${available.title}` }).waitFor()
    await page.getByRole('heading', { name: 'Screening criteria' }).waitFor()
    expect(await page.getByText(/never asks for a Social Security number and takes no payment/).count()).toBe(1)

    // Sent empty: each message under its field, the first field focused.
    await page.getByRole('button', { name: 'Send Application' }).click()
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('rent-applicant-name')
    expect(await page.getByLabel('Full name').getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByRole('checkbox').isChecked()).toBe(false)
    expect(await accessibilityProblems(page, '1280 px application with problems')).toEqual([])

    await page.getByLabel('Full name').fill('Jordan Avery')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('jordan.browser@example.com')
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('402-555-0142')
    await page.getByLabel('Desired move-in date').fill('2027-02-01')
    await page.getByRole('button', { name: 'Add a co-applicant' }).click()
    await page.getByLabel('Name (co-applicant 1)').fill('Casey Avery')
    await page.getByLabel('Email (co-applicant 1)').fill('casey.browser@example.com')
    await page.getByRole('button', { name: 'Add a pet' }).click()
    await page.getByLabel('Kind (pet 1)').fill('Dog')
    await page.getByLabel('Street address, city').first().fill('812 N 40th St, Omaha')
    await page.getByRole('combobox', { name: 'Employment' }).selectOption('employed')
    await page.getByLabel('Monthly income before taxes ($)').fill('5200')
    await page.getByLabel('Photo ID').setInputFiles({ name: 'license.pdf', mimeType: 'application/pdf', buffer: pdfBytes() })
    await page.getByLabel('Proof of income').setInputFiles({ name: 'paystub.pdf', mimeType: 'application/pdf', buffer: pdfBytes() })
    await page.getByRole('checkbox', { name: /I confirm/ }).check()
    await shoot(page, 'apply-filled-1280')
    await page.getByRole('button', { name: 'Send Application' }).click()
    await page.getByText(RENTAL_MESSAGES.sent).waitFor()
    expect(errors).toEqual([])
    await context.close()

    // The status link mailed to the main applicant opens their private page.
    let link = ''
    await expect
      .poll(() => {
        const mail = mailFiles()
          .map(decoded)
          .find((m) => m.includes('jordan.browser@example.com') && m.includes('rental-application?token='))
        link = /rental-application\?token=[0-9a-f]{64}/.exec(mail ?? '')?.[0] ?? ''
        return link
      })
      .not.toBe('')
    for (const width of [390, 1280]) {
      const status = await openPage(suite.browser, `${suite.site.url}/${link}`, { width })
      await status.page.getByRole('heading', { name: 'Your Rental Application' }).waitFor()
      expect(await status.page.locator('.status-badge').innerText()).toBe('Received')
      expect(await status.page.getByText('Waiting for their part').count()).toBe(1)
      expect(await accessibilityProblems(status.page, `${width} px status page`)).toEqual([])
      await shoot(status.page, `status-${width}`)
      await status.context.close()
    }

    // The co-applicant's invitation link shows their own part to complete.
    const invite = mailFiles()
      .map(decoded)
      .find((m) => m.includes('casey.browser@example.com'))!
    const coLink = /rental-application\?token=[0-9a-f]{64}/.exec(invite)![0]
    for (const width of [390, 1280]) {
      const co = await openPage(suite.browser, `${suite.site.url}/${coLink}`, { width })
      await co.page.getByRole('heading', { name: 'Your part, Casey Avery' }).waitFor()
      expect(await accessibilityProblems(co.page, `${width} px co-applicant part`)).toEqual([])
      await shoot(co.page, `co-applicant-${width}`)
      await co.context.close()
    }
  })

  it('shows the criteria page at 390 and 1280 px without axe problems, and a rented home takes no applications', async () => {
    for (const width of [390, 1280]) {
      const { page, context } = await openPage(suite.browser, `${suite.site.url}/property/${available.id}/apply`, { width })
      expect(await accessibilityProblems(page, `${width} px criteria page`)).toEqual([])
      await shoot(page, `apply-${width}`)
      await context.close()
    }
    const { page, context } = await openPage(suite.browser, `${suite.site.url}/property/${rented.id}`, { width: 390 })
    await page.getByText('This home is not taking applications').waitFor()
    expect(await page.getByRole('link', { name: 'Apply to Rent' }).count()).toBe(0)
    await page.goto(`${suite.site.url}/property/${rented.id}/apply`)
    await page.getByRole('heading', { name: 'Applications are closed' }).waitFor()
    expect(await page.getByRole('button', { name: 'Send Application' }).count()).toBe(0)
    expect(await accessibilityProblems(page, '390 px closed criteria page')).toEqual([])
    await shoot(page, 'apply-closed-390')
    await context.close()
  })

  it('lets staff review the application with its files, approve it, and edit the screening criteria, axe clean at 390 and 1280 px', async () => {
    for (const width of [1280, 390]) {
      const { page, context, errors } = await openPortal(suite.browser, suite.site.url, { width })
      await page.goto(`${suite.site.url}/admin/rental-applications`)
      await page.getByRole('heading', { name: 'Rental Applications' }).waitFor()
      await page.getByRole('button', { name: 'Jordan Avery' }).click()
      await page.getByRole('heading', { name: `Jordan Avery for ${available.title}` }).waitFor()
      expect(await page.getByRole('button', { name: /Download Photo ID: license.pdf/ }).count()).toBe(1)
      await page.getByRole('heading', { name: 'Screening criteria' }).waitFor()
      expect(await accessibilityProblems(page, `${width} px rental applications`)).toEqual([])
      await shoot(page, `admin-rental-applications-${width}`)
      if (width === 390) {
        await page.getByRole('button', { name: 'Approve' }).click()
        await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click()
        await expect.poll(() => page.locator('.rental-review .rental-status').innerText()).toBe('Approved')
        const listing = await suite.site.database.db
          .selectFrom('properties')
          .select('status')
          .where('id', '=', available.id)
          .executeTakeFirstOrThrow()
        expect(listing.status).toBe('pending')
      }
      expect(errors).toEqual([])
      await context.close()
    }
  })
})
