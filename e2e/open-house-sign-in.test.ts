import { beforeAll, describe, expect, it } from 'vitest'
import { hasChromium, openPage, openPortal, stubMapTiles } from './helpers/browser.ts'
import { accessibilityProblems } from './helpers/axe.ts'
import { siteApi, siteForFile } from './helpers/server.ts'
import { newId } from '#server/db/ids.ts'
import type { Listing } from '#core/listings/listing.ts'
import { KIOSK_RESET_SECONDS, OPEN_HOUSE_CONSENT_TEXT, SIGN_IN_MESSAGES } from '#core/leads/open-house-sign-in-rules.ts'

// The open house sign-in in a real browser (docs/decisions/0115-open-house-sign-in.md): the kiosk page takes a
// visitor's sign-in, thanks them and clears itself for the next one; a closed one says so; staff see the count and
// print the sheet with its QR code.

describe.skipIf(!hasChromium)('open house sign-in in a real browser', () => {
  const suite = siteForFile()
  let listing: Listing

  beforeAll(async () => {
    const { body } = await siteApi<Listing[]>(suite.site, '/api/properties?type=sale&status=available&limit=1')
    listing = body[0]!
    // One open house starting in half an hour (sign-in is open), one that ended five hours ago (closed).
    const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()
    await suite.site.database.db
      .insertInto('open_houses')
      .values([
        { id: openHouse, property_id: listing._id, starts_at: at(30), ends_at: at(120), ended: 0, created_at: at(0), created_by: null },
        { id: past, property_id: listing._id, starts_at: at(-420), ends_at: at(-300), ended: 1, created_at: at(-600), created_by: null },
      ])
      .execute()
  })
  const openHouse = newId()
  const past = newId()

  const signInUrl = (id: string) => `${suite.site.url}/open-house/${id}/sign-in`

  it('passes axe at 390 and 1280 px, and says plainly when sign-in has closed or the open house is gone', async () => {
    for (const width of [390, 1280]) {
      const { page, context, errors } = await openPage(suite.browser, signInUrl(openHouse), { width })
      await page.getByRole('heading', { name: 'Please sign in' }).waitFor()
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain(listing.address)
      expect(await page.getByRole('checkbox').isChecked()).toBe(false)
      expect(await page.getByText(OPEN_HOUSE_CONSENT_TEXT).count()).toBe(1)
      expect(await accessibilityProblems(page, `${width} px sign-in`)).toEqual([])
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.getByText(SIGN_IN_MESSAGES.consent).waitFor()
      expect(await accessibilityProblems(page, `${width} px sign-in with problems`)).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    }
    const { page, context } = await openPage(suite.browser, signInUrl(past))
    await page.getByRole('heading', { name: 'Sign-in has closed' }).waitFor()
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0)
    expect((await page.goto(signInUrl(newId())))?.status()).toBe(404)
    expect(await page.getByRole('heading', { name: 'Open house not found' }).count()).toBe(1)
    await context.close()
  })

  it('takes a sign-in on the kiosk, thanks the visitor and clears itself for the next one, without motion when asked', async () => {
    const { page, context, errors } = await openPage(suite.browser, signInUrl(openHouse), { width: 768, reducedMotion: true })
    const name = page.getByLabel('Your name')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name')
    expect(await page.locator('.field-error').allInnerTexts()).toEqual([
      SIGN_IN_MESSAGES.name,
      SIGN_IN_MESSAGES.contact,
      SIGN_IN_MESSAGES.workingWithAgent,
      SIGN_IN_MESSAGES.consent,
    ])

    await name.fill('Jamie Buyer')
    await page.getByRole('textbox', { name: 'Email' }).fill('jamie@example.com')
    await page.getByRole('radio', { name: 'No', exact: true }).check()
    await page.getByRole('radio', { name: 'Not yet' }).check()
    await page.getByRole('checkbox', { name: /I agree/ }).check()
    await page.getByRole('button', { name: 'Sign in' }).click()
    const thanks = page.getByRole('heading', { name: 'Thank you, Jamie!' })
    await thanks.waitFor()
    expect(await page.locator('.kiosk-thanks').evaluate((e) => getComputedStyle(e).animationName)).toBe('none')
    const lead = await suite.site.database.db
      .selectFrom('inquiries')
      .selectAll()
      .where('open_house_id', '=', openHouse)
      .executeTakeFirstOrThrow()
    expect(lead).toMatchObject({ kind: 'open-house', property_id: listing._id, name: 'Jamie Buyer', consent_text: OPEN_HOUSE_CONSENT_TEXT })

    // The empty form comes back by itself for the next visitor, its title focused.
    await page.getByRole('heading', { name: 'Please sign in' }).waitFor({ timeout: (KIOSK_RESET_SECONDS + 5) * 1000 })
    expect(await thanks.count()).toBe(0)
    expect(await name.inputValue()).toBe('')
    expect(await page.getByRole('checkbox').isChecked()).toBe(false)
    expect(await page.getByRole('radio', { name: 'No', exact: true }).isChecked()).toBe(false)
    expect(await page.locator('.field-error').count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Please sign in')

    // "Next visitor" clears it at once.
    await name.fill('Sam Lee')
    await page.getByRole('textbox', { name: 'Phone' }).fill('402-555-0199')
    await page.getByRole('radio', { name: 'Yes', exact: true }).first().check()
    await page.getByRole('checkbox', { name: /I agree/ }).check()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { name: 'Thank you, Sam!' }).waitFor()
    await page.getByRole('button', { name: 'Next visitor' }).click()
    expect(await name.inputValue()).toBe('')
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows staff the sign-ins and prints the sheet with a QR code of the sign-in page', async () => {
    const { page, context, errors } = await openPortal(suite.browser, suite.site.url, { before: stubMapTiles })
    await page.goto(`${suite.site.url}/admin/properties/${listing._id}`, { waitUntil: 'networkidle' })
    const row = page.locator('#pe-open-houses li').filter({ hasText: '2 sign-ins' })
    await row.waitFor()
    await row.getByRole('link', { name: /^Sign-in sheet/ }).click()
    await page.waitForURL(`**/admin/properties/${listing._id}/open-houses/${openHouse}/sheet`)
    const sheetUrl = page.url()

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(sheetUrl, { waitUntil: 'networkidle' })
      const sheet = page.getByRole('article', { name: 'Sign-in sheet' })
      await sheet.waitFor()
      const qr = sheet.getByRole('img', { name: /^QR code/ })
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
      expect(await sheet.innerText()).toContain(`/open-house/${openHouse}/sign-in`)
      expect(await sheet.innerText()).toContain(listing.address)
      expect(await accessibilityProblems(page, `${width} px sign-in sheet`)).toEqual([])
    }
    // On paper: the sheet alone, the portal's bar and the screen's header left out.
    await page.emulateMedia({ media: 'print' })
    expect(await page.locator('.admin-bar').isVisible()).toBe(false)
    expect(await page.getByRole('heading', { name: 'Open house sign-in sheet' }).isVisible()).toBe(false)
    expect(await page.getByRole('img', { name: /^QR code/ }).isVisible()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})
