import { describe, expect, it } from 'vitest'
import { hasChromium, openPage, openPortal } from './helpers/browser.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import { siteApi, siteForFile } from './helpers/server.ts'
import type { Listing } from '#core/listings/listing.ts'
import { CONTENT_DEFAULTS } from '#core/content/content-defaults.ts'
import { BIDDER_AGREEMENTS } from '#core/leads/bidder-rules.ts'
import { consentVersion } from '#core/leads/consent.ts'

// Consent kept as evidence in a real browser (docs/decisions/0125-consent-evidence.md): the agreement boxes start
// unticked; a Contact Agent message keeps the disclosure the visitor read, with its page; staff read the evidence in
// the lead's detail at a phone's and a desktop's width, with no axe problems.

const SHOTS = process.env.CONSENT_SHOTS

describe.skipIf(!hasChromium)('consent kept as evidence in a real browser', () => {
  const suite = siteForFile()

  it("starts the bidder application's agreement boxes unticked", async () => {
    const { page, context, errors } = await openPage(suite.browser, `${suite.site.url}/preferred-bidders`, { width: 390 })
    for (const words of Object.values(BIDDER_AGREEMENTS)) {
      const box = page.getByRole('checkbox', { name: words })
      await box.waitFor()
      expect(await box.isChecked()).toBe(false)
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it("keeps the words under Contact Agent with the lead, and shows them in the lead's detail", async () => {
    const { body } = await siteApi<Listing[]>(suite.site, '/api/properties?type=sale&status=available&limit=1')
    const listing = body[0]!
    const words = CONTENT_DEFAULTS.disclosures.contactAgent
    const visitor = await openPage(suite.browser, `${suite.site.url}/property/${listing._id}`, { width: 1280 })
    await visitor.page.getByRole('button', { name: 'Contact Agent' }).first().click()
    const form = visitor.page.locator('form.inquiry-form')
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Casey Consent')
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('casey.consent@example.com')
    await visitor.page.getByRole('button', { name: 'Send Message' }).click()
    await visitor.page.getByText('Your message has been sent to the agent!').waitFor()
    expect(visitor.errors).toEqual([])
    await visitor.context.close()
    const lead = await suite.site.database.db
      .selectFrom('inquiries')
      .selectAll()
      .where('email', '=', 'casey.consent@example.com')
      .executeTakeFirstOrThrow()
    expect(lead).toMatchObject({ consent_text: words, consent_version: consentVersion(words), consent_page: `/property/${listing._id}` })

    for (const width of [390, 1280]) {
      const { page, context, errors } = await openPortal(suite.browser, suite.site.url, { width })
      await page.goto(`${suite.site.url}/admin/contacts`)
      await page.getByRole('button', { name: /Casey Consent/ }).click()
      const detail = page.locator('.lead-detail')
      await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Casey Consent' }).isVisible()).toBe(true)
      const text = await detail.innerText()
      expect(text).toContain(words)
      expect(text).toContain(consentVersion(words))
      expect(text).toContain(`/property/${listing._id}`)
      expect(text).toMatch(/Consent given[\s\S]*from [\d.:a-f]+/)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/lead-detail-${width}.png`, fullPage: true })
      expect(await accessibilityProblems(page, `${width} px lead detail with consent`)).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    }
  })
})
