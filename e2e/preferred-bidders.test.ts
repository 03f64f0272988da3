import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { hasChromium, openPage, slowUploads } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { sampleFiles } from '#tests/helpers/sample-files.ts'
import { BIDDER_MESSAGES, REQUIRED_FIELDS } from '#core/leads/bidder-rules.ts'
import { createContentRepository } from '#server/content/content.repository.ts'

// The preferred-bidder application in a real browser.
describe.skipIf(!hasChromium)('preferred bidders page in a real browser', () => {
  const suite = siteForFile()
  let files: Awaited<ReturnType<typeof sampleFiles>>

  beforeAll(async () => {
    files = await sampleFiles()
  })

  const open = (width = 1280) => openPage(suite.browser, `${suite.site.url}/preferred-bidders`, { width, height: 900, reducedMotion: true })
  const alertText = (page: Page) => page.locator('.form-end [role="alert"] p').first().textContent()
  const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '')
  const submit = (page: Page) => page.getByRole('button', { name: 'Submit Application' }).click()
  const field = (page: Page, id: string) => page.locator(`#bid-${id}`)

  /** Fills what rule 1 asks for; `stop` leaves that field and those after it empty. */
  async function fillRequired(page: Page, stop?: string) {
    const values: Record<string, string> = {
      companyName: 'Prairie Roofing LLC',
      primaryContact: 'Sam Ortiz, Owner',
      phone: '402-555-0142',
      email: 'sam@prairieroofing.example',
      businessAddress: '1200 Harney St, Omaha, NE 68102',
      insuranceInfo: 'General liability $2M',
      yearsInBusiness: '12',
      crewSize: '8',
    }
    const radios: Record<string, string> = {
      bondingStatus: 'No',
      serviceArea: 'Metro Omaha only',
      oshaViolations: 'No',
      litigationHistory: 'No',
    }
    for (const [name] of REQUIRED_FIELDS) {
      if (name === stop) return
      if (name in values) await field(page, name).fill(values[name])
      else
        await page
          .getByRole('group', { name: new RegExp(`^${REQUIRED_FIELDS.find(([n]) => n === name)![1]}`) })
          .getByLabel(radios[name], { exact: true })
          .check()
    }
  }
  async function fillReference(page: Page, i: number) {
    const ref = page.getByRole('group', { name: `Reference ${i + 1}` })
    await ref.getByLabel('Name').fill(`Client ${i + 1}`)
    await ref.getByLabel('Company').fill(`Company ${i + 1}`)
    await ref.getByLabel('Phone').fill(`402-555-010${i}`)
    await ref.getByLabel('Email').fill(`client${i + 1}@example.com`)
    await ref.getByLabel('Project').fill(`Project ${i + 1}`)
  }

  it('shows the banner from content, sanitized, and the six panels', async () => {
    await createContentRepository(suite.site.database.db).writeSection('preferredBiddersBanner', {
      title: 'Build With Us',
      description: '<p>Steady work <strong>all year</strong>.</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    })
    const { page, errors } = await open()
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Build With Us')
    expect(await page.locator('.bidder-banner .page-intro').innerHTML()).toBe('<p>Steady work <strong>all year</strong>.</p>')
    const panels = await page.locator('.bidder-panel h2').allInnerTexts()
    expect(panels).toEqual([
      'Why Partner With Us',
      'Competitive Opportunities',
      'Professional Support',
      'Quick Process',
      'Quality Standards',
      'Our Mission',
    ])
    const sections = await page.locator('.form-section h3').allInnerTexts()
    expect(sections).toEqual([
      'Company Information',
      'Business Credentials',
      'Experience & Capabilities',
      'Performance & Background',
      'Compliance & Verification',
    ])
    expect(errors).toEqual([])
    await page.context().close()
    await createContentRepository(suite.site.database.db).writeSection('preferredBiddersBanner', { title: '', description: '' })
  })

  it("checks the spec's rules in order, shows each beside its field and moves focus there", async () => {
    const { page, errors } = await open(390)
    for (const [name, label] of REQUIRED_FIELDS) {
      await submit(page)
      const message = BIDDER_MESSAGES.missing(label)
      await expect.poll(() => alertText(page)).toBe(message)
      expect(await page.locator(`#bid-${name}-error`).textContent()).toBe(message)
      await expect.poll(() => focusedId(page)).toBe(`bid-${name}`)
      await fillRequired(page, REQUIRED_FIELDS[REQUIRED_FIELDS.findIndex(([n]) => n === name) + 1]?.[0] ?? 'none')
    }
    await submit(page)
    await expect.poll(() => alertText(page)).toBe(BIDDER_MESSAGES.trades)
    await expect.poll(() => focusedId(page)).toBe('bid-tradesServices')
    await page.getByLabel('Roofing').check()

    await submit(page)
    await expect.poll(() => alertText(page)).toBe(BIDDER_MESSAGES.reference(1))
    await expect.poll(() => focusedId(page)).toBe('bid-references-0-name')
    await fillReference(page, 0)
    await submit(page)
    await expect.poll(() => alertText(page)).toBe(BIDDER_MESSAGES.reference(2))
    await fillReference(page, 1)
    await page.getByRole('group', { name: 'Reference 2' }).getByLabel('Email').fill('')
    await submit(page)
    await expect.poll(() => alertText(page)).toBe(BIDDER_MESSAGES.reference(2))
    await expect.poll(() => focusedId(page)).toBe('bid-references-1-email')
    await page.getByRole('group', { name: 'Reference 2' }).getByLabel('Email').fill('client2@example.com')

    await submit(page)
    await expect.poll(() => alertText(page)).toBe(BIDDER_MESSAGES.agreements)
    await expect.poll(() => focusedId(page)).toBe('bid-agreeToProvideDocuments')
    await page.locator('#bid-agreeToProvideDocuments').check()
    await submit(page)
    await expect.poll(() => alertText(page)).toBe(BIDDER_MESSAGES.agreements)
    await expect.poll(() => focusedId(page)).toBe('bid-agreeToSiteRules')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('shows the conditional fields only when their answer asks for them, and keeps two references at least', async () => {
    const { page } = await open()
    const shown = (id: string) => field(page, id).isVisible()
    for (const id of ['bondingDetails', 'otherTradesDetails', 'broaderAreaDetails', 'violationsExplanation'])
      expect(await shown(id)).toBe(false)
    const group = (name: string) => page.getByRole('group', { name: new RegExp(`^${name}`) })
    await group('Bonding Status').getByLabel('Yes').check()
    expect(await shown('bondingDetails')).toBe(true)
    await group('Bonding Status').getByLabel('No').check()
    expect(await shown('bondingDetails')).toBe(false)
    await page.getByLabel('Other', { exact: true }).check()
    expect(await shown('otherTradesDetails')).toBe(true)
    await group('Service Area')
      .getByLabel(/Broader/)
      .check()
    expect(await shown('broaderAreaDetails')).toBe(true)
    await group('OSHA Violations').getByLabel('No').check()
    await group('Litigation History').getByLabel('Yes').check()
    expect(await shown('violationsExplanation')).toBe(true)
    await group('Litigation History').getByLabel('No').check()
    expect(await shown('violationsExplanation')).toBe(false)
    await group('OSHA Violations').getByLabel('Yes').check()
    expect(await shown('violationsExplanation')).toBe(true)

    const references = page.locator('fieldset.reference')
    const removes = page.getByRole('button', { name: /^Remove Reference/ })
    expect(await references.count()).toBe(2)
    expect(await removes.count()).toBe(0)
    await page.getByRole('button', { name: '+ Add Another Reference' }).click()
    expect(await references.count()).toBe(3)
    expect(await removes.count()).toBe(3)
    await page.getByRole('group', { name: 'Reference 3' }).getByLabel('Name').fill('Third')
    await page.getByRole('button', { name: 'Remove Reference 1' }).click()
    expect(await references.count()).toBe(2)
    expect(await removes.count()).toBe(0)
    // The third moved up to second place with what was typed in it.
    expect(await page.getByRole('group', { name: 'Reference 2' }).getByLabel('Name').inputValue()).toBe('Third')
    await page.context().close()
  })

  it('checks files as they are chosen, lists them with sizes, lets one be removed, shows upload progress, then resets', async () => {
    const { page, errors } = await open()
    const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer })
    const coi = page.getByLabel('Certificate of Insurance (COI)', { exact: true })
    await coi.setInputFiles(file('setup.exe', 'application/x-msdownload', files.bytes.exe))
    await expect
      .poll(() => page.locator('.file-picker [role="alert"]').first().textContent())
      .toContain('File "setup.exe" is not a supported format.')
    await coi.setInputFiles(file('coi.pdf', 'application/pdf', files.bytes.pdf))
    expect(await page.locator('.file-picker [role="alert"]').count()).toBe(0)
    const capability = page.getByLabel('Capability Statement (optional)', { exact: true })
    await capability.setInputFiles(file('photo.png', 'image/png', files.bytes.png))
    await expect
      .poll(() => page.locator('.file-picker [role="alert"]').first().textContent())
      .toBe('File "photo.png" is not a supported format. Please use PDF, DOC, DOCX files.')
    await capability.setInputFiles(file('capability.docx', '', files.bytes.docx))
    const projects = page.getByLabel('Project Photos or Documents', { exact: true })
    const big = Buffer.concat([files.bytes.pdf, Buffer.alloc(3 * 1024 * 1024)])
    await projects.setInputFiles([file('kitchen.jpg', 'image/jpeg', files.bytes.jpeg), file('plans.pdf', 'application/pdf', big)])
    await projects.setInputFiles([file('wrong.png', 'image/png', files.bytes.png)])
    const listed = page.getByRole('list', { name: 'Chosen files for Project Photos or Documents' }).getByRole('listitem')
    expect(await listed.allInnerTexts()).toEqual([
      expect.stringMatching(/kitchen\.jpg\s+0\.0 MB\s+Remove/),
      expect.stringMatching(/plans\.pdf\s+3\.0 MB\s+Remove/),
      expect.stringMatching(/wrong\.png\s+0\.0 MB\s+Remove/),
    ])
    await page.getByRole('button', { name: 'Remove wrong.png' }).click()
    expect(await listed.count()).toBe(2)

    await fillRequired(page)
    await page.getByLabel('Roofing').check()
    await fillReference(page, 0)
    await fillReference(page, 1)
    await page.locator('#bid-agreeToProvideDocuments').check()
    await page.locator('#bid-agreeToSiteRules').check()

    // A failed submit keeps everything filled in.
    await page.route('**/api/preferred-bidders', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
    )
    await submit(page)
    await expect.poll(() => alertText(page)).toBe(BIDDER_MESSAGES.failure)
    expect(await field(page, 'companyName').inputValue()).toBe('Prairie Roofing LLC')
    expect(await listed.count()).toBe(2)
    await page.unrouteAll()

    // A slow connection (512 KB/s up) while the page shows its progress, then a fast one again, so the 3 MB do not take 6 s.
    const fullSpeed = await slowUploads(page, 512 * 1024, 0)
    await submit(page)
    const busy = page.getByRole('button', { name: 'Submitting...' })
    await busy.waitFor()
    expect(await busy.isDisabled()).toBe(true)
    const bar = page.locator('progress#bidder-progress')
    await bar.waitFor()
    await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 15_000 }).toBeGreaterThan(0)
    expect(await page.locator('.upload-progress label').textContent()).toMatch(/^Uploading… \d+%$/)
    await fullSpeed()

    await expect.poll(() => page.locator('.form-message.is-success').textContent(), { timeout: 30_000 }).toBe(BIDDER_MESSAGES.success)
    expect(await bar.count()).toBe(0)
    expect(await field(page, 'companyName').inputValue()).toBe('')
    expect(await page.locator('fieldset.reference').count()).toBe(2)
    expect(await page.getByRole('group', { name: 'Reference 1' }).getByLabel('Name').inputValue()).toBe('')
    expect(await page.getByLabel('Roofing').isChecked()).toBe(false)
    expect(await page.locator('.file-list li').count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Submit Application' }).isEnabled()).toBe(true)

    const row = await suite.site.database.db
      .selectFrom('bidder_applications')
      .selectAll()
      .where('company_name', '=', 'Prairie Roofing LLC')
      .executeTakeFirstOrThrow()
    const stored = await suite.site.database.db
      .selectFrom('bidder_application_files')
      .select(['field', 'original_name'])
      .where('application_id', '=', row.id)
      .execute()
    expect(stored.map((f) => `${f.field}:${f.original_name}`).sort()).toEqual([
      'capabilityStatement:capability.docx',
      'insuranceCOI:coi.pdf',
      'projectFiles:kitchen.jpg',
      'projectFiles:plans.pdf',
    ])
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([])

    // The confirmation's private link shows the status, and is not for search engines.
    await page.goto(`${suite.site.url}/application-status?token=${row.status_token}`)
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    expect(await page.locator('.status-badge').textContent()).toBe('Received')
    expect(await page.locator('.status-card').innerText()).toContain(row.id)
    await suite.site.database.db.updateTable('bidder_applications').set({ status: 'approved' }).where('id', '=', row.id).execute()
    await page.reload()
    expect(await page.locator('.status-badge').textContent()).toBe('Approved')
    await page.goto(`${suite.site.url}/application-status?token=${'0'.repeat(64)}`)
    expect(await page.getByRole('status').textContent()).toContain('This status link is not valid.')
    await page.context().close()
  })
})
