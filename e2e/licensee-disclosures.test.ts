import { describe, expect, it } from 'vitest'
import { hasChromium, openPage, openPortalAt, toastText, unexpectedErrors, shotIfAsked } from './helpers/browser.ts'
import { siteForFile } from './helpers/server.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import { sellToUsBody } from '#tests/helpers/factories.ts'

// Licensee-interest disclosures (docs/decisions/0155-licensee-disclosures.md) and the lead-based paint notice
// (docs/decisions/0156-lead-paint-notice.md) in a real browser: staff send the disclosure from a sell-to-us lead, the
// homeowner signs it on the private page (a wrong name refused in words), the lead shows it signed; a 1965 home's page
// shows the notice and a 1990 home's does not. Axe finds nothing at 390 and 1280 px.

describe.skipIf(!hasChromium)('licensee-interest disclosures and the lead-paint notice in a real browser', () => {
  const suite = siteForFile()
  const db = () => suite.site.database.db

  it('sends the disclosure from a sell-to-us lead; the homeowner signs it; the lead shows it signed', async () => {
    const res = await fetch(`${suite.site.url}/api/contact/sell-to-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sellToUsBody({ name: 'Opal Owner', email: 'opal@example.com', phone: '(402) 555-0161' })),
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const { inquiryId } = (await res.json()) as { inquiryId: string }

    const portal = await openPortalAt(suite, '/admin/contacts', 1280)
    await portal.page.getByRole('button', { name: /Opal Owner/ }).click()
    const detail = portal.page.locator('.lead-detail')
    await detail.getByText('Offer accepted needs the homeowner’s signed licensee-interest disclosure.').waitFor()
    await detail.getByText('Not sent yet.').waitFor()
    await detail.getByLabel('Stage').selectOption('offer-accepted')
    await detail.getByRole('button', { name: 'Move' }).click()
    await expect.poll(() => toastText(portal.page)).toContain('must sign the licensee-interest disclosure')
    await detail.getByRole('button', { name: 'Send disclosure' }).click()
    await expect.poll(() => toastText(portal.page)).toContain('Disclosure sent to Opal Owner.')
    await detail.getByText('Sent, not signed').waitFor()
    expect(await accessibilityProblems(portal.page, 'lead with a sent disclosure')).toEqual([])
    await shotIfAsked(portal.page, 'disclosure-lead-sent-1280')

    const { token } = await db()
      .selectFrom('licensee_disclosures')
      .select('token')
      .where('lead_id', '=', inquiryId)
      .executeTakeFirstOrThrow()
    for (const width of [390, 1280]) {
      const { page, context, errors } = await openPage(suite.browser, `${suite.site.url}/disclosure?token=${token}`, { width })
      await page.getByRole('heading', { name: 'Licensee-interest disclosure' }).waitFor()
      await page.getByText('buy and sell homes for their own account').waitFor()
      expect(await accessibilityProblems(page, `${width} px disclosure page`)).toEqual([])
      await shotIfAsked(page, `disclosure-sign-${width}`)
      if (width === 390) {
        await page.getByRole('button', { name: 'Sign the disclosure' }).click()
        await page.getByText('Type your full name to sign.').waitFor()
        await page.getByLabel('Your full name').fill('Opal Ownr')
        await page.getByRole('button', { name: 'Sign the disclosure' }).click()
        await page.getByText('Type your full name exactly as this disclosure names you: Opal Owner.').waitFor()
        expect(await page.getByLabel('Your full name').getAttribute('aria-invalid')).toBe('true')
        await page.getByText('Tick the box to confirm').waitFor()
        expect(await accessibilityProblems(page, `${width} px disclosure page with errors`)).toEqual([])
        await shotIfAsked(page, `disclosure-sign-errors-${width}`)
        await page.getByLabel('Your full name').fill('opal owner')
        await page.getByRole('checkbox').check()
        await page.getByRole('button', { name: 'Sign the disclosure' }).click()
        await page.getByText(/Signed by opal owner on/).waitFor()
        await shotIfAsked(page, `disclosure-signed-${width}`)
      } else await page.getByText(/Signed by opal owner on/).waitFor()
      expect(errors).toEqual([])
      await context.close()
    }

    await portal.page.reload()
    await portal.page.getByRole('button', { name: /Opal Owner/ }).click()
    await detail.getByText('Signed', { exact: true }).waitFor()
    expect(await detail.getByText('Offer accepted needs the homeowner’s signed licensee-interest disclosure.').count()).toBe(0)
    await detail.getByLabel('Stage').selectOption('offer-accepted')
    await detail.getByRole('button', { name: 'Move' }).click()
    await expect.poll(() => toastText(portal.page)).toContain('Stage saved.')
    await shotIfAsked(portal.page, 'disclosure-lead-signed-1280')
    // The refused move above is the one 422 the browser logs.
    expect(unexpectedErrors(portal.errors).filter((e) => !/status of 422/.test(e))).toEqual([])
    await portal.page.context().close()

    const phone = await openPortalAt(suite, '/admin/contacts', 390)
    await phone.page.getByRole('button', { name: /Opal Owner/ }).click()
    await phone.page.locator('.lead-detail').getByText('Signed', { exact: true }).waitFor()
    expect(await accessibilityProblems(phone.page, 'lead with a signed disclosure at 390')).toEqual([])
    await shotIfAsked(phone.page, 'disclosure-lead-signed-390')
    await phone.page.context().close()
  })

  it('shows the lead-paint notice on a 1965 home’s page and not on a 1990 home’s', async () => {
    const listings = await db()
      .selectFrom('properties')
      .select(['id', 'details'])
      .where('published_at', 'is not', null)
      .where('archived_at', 'is', null)
      .where('type', '=', 'sale')
      .orderBy('id')
      .limit(2)
      .execute()
    const [old, newer] = listings
    for (const [row, year] of [
      [old, 1965],
      [newer, 1990],
    ] as const) {
      const details = JSON.parse(row!.details)
      details.exterior = { ...details.exterior, yearBuilt: year }
      await db()
        .updateTable('properties')
        .set({ details: JSON.stringify(details), updated_at: new Date().toISOString() })
        .where('id', '=', row!.id)
        .execute()
    }
    for (const width of [390, 1280]) {
      const { page, context, errors } = await openPage(suite.browser, `${suite.site.url}/property/${old!.id}`, { width })
      const notice = page.getByRole('complementary', { name: 'Lead-based paint notice' })
      await notice.getByText('This home was built in 1965.').waitFor()
      expect(await notice.getByRole('link', { name: /Protect Your Family From Lead in Your Home/ }).getAttribute('href')).toBe(
        'https://www.epa.gov/lead/protect-your-family-lead-your-home-real-estate-disclosure',
      )
      expect(await accessibilityProblems(page, `${width} px 1965 home`)).toEqual([])
      await notice.screenshot({ path: `${process.env.E2E_SHOTS_DIR ?? '/tmp'}/lead-paint-notice-${width}.png` })
      await page.getByRole('button', { name: 'Schedule Tour' }).first().click()
      await page.getByRole('checkbox', { name: /I have read the lead-based paint notice/ }).waitFor()
      expect(await accessibilityProblems(page, `${width} px 1965 home's tour form`)).toEqual([])
      if (process.env.E2E_SHOTS_DIR)
        await page.locator('form.inquiry-form').screenshot({ path: `${process.env.E2E_SHOTS_DIR}/lead-paint-tour-${width}.png` })
      expect(errors).toEqual([])
      await context.close()

      const later = await openPage(suite.browser, `${suite.site.url}/property/${newer!.id}`, { width })
      await later.page.getByRole('heading', { level: 1 }).waitFor()
      expect(await later.page.getByRole('complementary', { name: 'Lead-based paint notice' }).count()).toBe(0)
      await later.page.getByRole('button', { name: 'Schedule Tour' }).first().click()
      await later.page.getByRole('button', { name: 'Request Showing' }).waitFor()
      expect(await later.page.getByRole('checkbox', { name: /lead-based paint/ }).count()).toBe(0)
      await later.context.close()
    }
  })
})
