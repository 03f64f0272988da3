import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { bidderAnswers, sendApplication } from '#tests/helpers/applications.ts'
import { CONTENT_DEFAULTS } from '#core/content/content-defaults.ts'
import { BIDDER_AGREEMENTS_TEXT } from '#core/leads/bidder-rules.ts'
import { CONSENT_MESSAGES, consentVersion } from '#core/leads/consent.ts'
import { freeTourSlots } from '#tests/helpers/tour-slots.ts'
import type { LeadDetail } from '#core/leads/lead-inbox.ts'
import { purgeExpired } from '#server/retention/retention.service.ts'
import { RENTAL_CONSENT_TEXT } from '#core/leads/rental-application.ts'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { rentalAnswers, sendRentalApplication } from '#tests/helpers/rental-applications.ts'
import esBidders from '#app/locales/es/bidders.json' with { type: 'json' }
import esRentals from '#app/locales/es/rentals.json' with { type: 'json' }

// Consent kept as evidence (docs/decisions/0125-consent-evidence.md) through the real API: each form that asks for an
// agreement stores the words the page showed, their version, when, the page, the address and the browser; words that
// are not the form's current ones are refused in plain words; a page from before sends none and is still accepted,
// its words marked unknown. Staff read it in the lead's detail and the CSV; retention removes it with its lead.

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) ConsentTest'
const { contactAgent, requestShowing } = CONTENT_DEFAULTS.disclosures

for (const dialect of dialects) {
  describe(`consent kept as evidence on ${dialect}`, () => {
    let t: TestApp
    let propertyId = ''
    let tourSlots: Awaited<ReturnType<typeof freeTourSlots>>
    beforeAll(async () => {
      t = await createTestApp({ dialect })
      propertyId = await insertProperty(t.database.db, { address: '4812 S 167th Ave' })
      tourSlots = await freeTourSlots(t.app, propertyId)
    })
    afterAll(() => t?.close())

    const inquiry = (kind: 'agent' | 'tour', over: object = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/contact/${kind}`,
        headers: { 'user-agent': BROWSER },
        remoteAddress: '203.0.113.9',
        payload: {
          propertyId,
          propertyAddress: '4812 S 167th Ave',
          clientName: 'Jamie Buyer',
          clientEmail: 'jamie@example.com',
          clientPhone: '402-555-0199',
          message: '',
          ...(kind === 'tour' ? tourSlots.next() : { preferredContact: 'email' }),
          ...over,
        },
      })
    const inquiryRow = (id: string) => t.database.db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    const detail = async (id: string) =>
      (await t.app.inject({ url: `/api/admin/contacts/${id}`, headers: authHeader(await signIn(t.app)) })).json() as LeadDetail

    it('keeps the disclosure a visitor agreed to by sending Contact Agent or Request Showing, with its version, time, page and address', async () => {
      for (const [kind, words] of [
        ['agent', contactAgent],
        ['tour', requestShowing],
      ] as const) {
        const before = Date.now()
        const res = await inquiry(kind, { consentText: words, consentPage: '/property/4812-s-167th-ave' })
        expect(res.statusCode, res.body).toBe(200)
        const row = await inquiryRow(res.json().inquiryId)
        expect(row).toMatchObject({
          consent_text: words,
          consent_version: consentVersion(words),
          consent_page: '/property/4812-s-167th-ave',
          consent_ip: '203.0.113.9',
          consent_user_agent: BROWSER,
        })
        expect(Date.parse(row.consent_at!)).toBeGreaterThanOrEqual(before - 1000)
        const fields = (await detail(row.id)).fields
        expect(fields).toEqual(
          expect.arrayContaining([
            { label: 'Consent to be contacted', value: words },
            { label: 'Consent text version', value: consentVersion(words) },
            { label: 'Consent page', value: '/property/4812-s-167th-ave' },
          ]),
        )
        expect(fields.find((f) => f.label === 'Consent given')?.value).toContain(`from 203.0.113.9 with ${BROWSER}`)
        // The words sent are shown once, from the evidence, not again among the answers.
        expect(fields.filter((f) => f.value === words)).toHaveLength(1)
      }
    })

    it('keeps the words a staff member saved as the disclosure, and refuses the old ones after the change', async () => {
      const changed = 'By sending a message you agree that our team may call, text or email you about this home.'
      const token = await signIn(t.app)
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/content/disclosures',
        headers: authHeader(token),
        payload: { contactAgent: changed, requestShowing },
      })
      expect(saved.statusCode, saved.body).toBeLessThan(300)
      const stale = await inquiry('agent', { consentText: contactAgent })
      expect(stale.statusCode).toBe(400)
      expect(stale.json()).toEqual({ message: CONSENT_MESSAGES.outdated })
      const fresh = await inquiry('agent', { consentText: changed })
      expect(fresh.statusCode, fresh.body).toBe(200)
      expect((await inquiryRow(fresh.json().inquiryId)).consent_text).toBe(changed)
    })

    it('refuses words the page never showed with a clear 400 and stores nothing', async () => {
      const count = async () => (await t.database.db.selectFrom('inquiries').select('id').execute()).length
      const before = await count()
      for (const kind of ['agent', 'tour'] as const) {
        const res = await inquiry(kind, { consentText: 'I agree to nothing at all.' })
        expect(res.statusCode).toBe(400)
        expect(res.json()).toEqual({ message: CONSENT_MESSAGES.outdated })
      }
      expect(await count()).toBe(before)
    })

    it('still accepts a page from before, keeping when and where with the words marked unknown', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact/tour',
        headers: { 'user-agent': BROWSER, referer: 'http://localhost/property/old-page' },
        remoteAddress: '203.0.113.9',
        payload: {
          propertyId,
          clientName: 'Old Page',
          clientEmail: 'old@example.com',
          clientPhone: '402-555-0199',
          ...tourSlots.next(),
        },
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toEqual({ message: 'Tour request sent', inquiryId: expect.any(String) })
      const row = await inquiryRow(res.json().inquiryId)
      expect(row).toMatchObject({
        consent_text: null,
        consent_version: null,
        consent_page: '/property/old-page',
        consent_ip: '203.0.113.9',
      })
      expect((await detail(row.id)).fields).toContainEqual({ label: 'Consent to be contacted', value: CONSENT_MESSAGES.unknown })
    })

    /** A bidder application agreeing to `consentText` on `consentPage`: its id and stored row. */
    const bidderApplied = async (consentText: string, consentPage: string, headers: Record<string, string>) => {
      const sent = await sendApplication(t.app, bidderAnswers({ consentText, consentPage }), headers)
      expect(sent.res.statusCode, sent.res.body).toBe(200)
      const id = sent.res.json().applicationId as string
      return { id, row: await t.database.db.selectFrom('bidder_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow() }
    }

    it("keeps a bidder application's two agreements, refuses other words, and accepts an older page", async () => {
      const headers = { 'user-agent': BROWSER }
      const { id, row } = await bidderApplied(BIDDER_AGREEMENTS_TEXT, '/preferred-bidders', headers)
      expect(row).toMatchObject({
        consent_text: BIDDER_AGREEMENTS_TEXT,
        consent_version: consentVersion(BIDDER_AGREEMENTS_TEXT),
        consent_page: '/preferred-bidders',
        consent_user_agent: BROWSER,
      })
      expect(row.consent_at).toEqual(expect.any(String))
      expect((await detail(id)).fields).toEqual(
        expect.arrayContaining([
          { label: 'Agreed to', value: BIDDER_AGREEMENTS_TEXT },
          { label: 'Consent page', value: '/preferred-bidders' },
        ]),
      )

      const tampered = await sendApplication(t.app, bidderAnswers({ consentText: 'I agree to follow no rules.' }), headers)
      expect(tampered.res.statusCode).toBe(400)
      expect(tampered.res.json()).toEqual({ message: CONSENT_MESSAGES.outdated })

      const old = await sendApplication(t.app, bidderAnswers(), headers)
      expect(old.res.statusCode, old.res.body).toBe(200)
      const oldRow = await t.database.db
        .selectFrom('bidder_applications')
        .select(['consent_text', 'consent_at'])
        .where('id', '=', old.res.json().applicationId)
        .executeTakeFirstOrThrow()
      expect(oldRow.consent_text).toBeNull()
      expect(oldRow.consent_at).toEqual(expect.any(String))
    })

    it('keeps the Spanish words a visitor agreed to on the Spanish page, with their language, and names it to staff', async () => {
      // The Spanish files' words, as the Spanish page shows and sends them (docs/decisions/0187-spanish-open-houses-answers-and-evidence.md).
      const spanishBidders = `${esBidders.agreement.agreeToProvideDocuments} ${esBidders.agreement.agreeToSiteRules}`
      const spanishRental = esRentals.consent.replace('{{company}}', COMPANY_NAME)
      const headers = { 'user-agent': BROWSER, 'accept-language': 'es' }
      const { id, row } = await bidderApplied(spanishBidders, '/es/preferred-bidders', headers)
      expect(row).toMatchObject({ consent_text: spanishBidders, consent_version: consentVersion(spanishBidders), consent_lang: 'es' })
      expect((await detail(id)).fields).toEqual(
        expect.arrayContaining([
          { label: 'Agreed to', value: spanishBidders },
          { label: 'Consent language', value: 'Spanish' },
          { label: 'Consent page', value: '/es/preferred-bidders' },
        ]),
      )
      // The English words from the English page keep their language too; a Spanish text that was never shown is refused.
      const english = await sendApplication(t.app, bidderAnswers({ consentText: BIDDER_AGREEMENTS_TEXT }), { 'user-agent': BROWSER })
      const englishId = english.res.json().applicationId as string
      expect((await detail(englishId)).fields).toEqual(expect.arrayContaining([{ label: 'Consent language', value: 'English' }]))
      const invented = await sendApplication(t.app, bidderAnswers({ consentText: `${spanishBidders} Y nada más.` }), headers)
      expect(invented.res.json()).toEqual({ message: CONSENT_MESSAGES.outdated })

      const rental = await insertProperty(t.database.db, { type: 'rental', status: 'available', price: 1500, title: 'Casa Roble' })
      const applied = await sendRentalApplication(
        t.app,
        rental,
        rentalAnswers({ consentText: spanishRental, consentPage: `/es/property/${rental}/apply` }),
      )
      expect(applied.statusCode, applied.body).toBe(200)
      const applicationId = applied.json().applicationId as string
      const staff = await t.app.inject({ url: `/api/admin/rental-applications/${applicationId}`, headers: authHeader(await signIn(t.app)) })
      const [main] = staff.json().applicants as Array<{ consent: Array<{ label: string; value: string }> }>
      expect(main!.consent).toEqual(
        expect.arrayContaining([
          { label: 'Agreement', value: spanishRental },
          { label: 'Consent language', value: 'Spanish' },
        ]),
      )
      expect(spanishRental).not.toBe(RENTAL_CONSENT_TEXT)
    })

    it('puts the consent in the CSV export, and retention removes it with its lead', async () => {
      const csv = await t.app.inject({ url: '/api/admin/contacts/export', headers: authHeader(await signIn(t.app)) })
      expect(csv.statusCode).toBe(200)
      const [header, ...lines] = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/)
      expect(header).toContain('"Consent","Consent given"')
      expect(lines.some((l) => l.includes(requestShowing) && l.includes(`version ${consentVersion(requestShowing)}`))).toBe(true)
      expect(lines.some((l) => l.includes('on /property/4812-s-167th-ave') && l.includes('from 203.0.113.9'))).toBe(true)
      expect(lines.some((l) => l.includes(CONSENT_MESSAGES.unknown))).toBe(true)

      const withConsent = async () =>
        (await t.database.db.selectFrom('inquiries').select('id').where('consent_at', 'is not', null).execute()).length +
        (await t.database.db.selectFrom('bidder_applications').select('id').where('consent_at', 'is not', null).execute()).length
      expect(await withConsent()).toBeGreaterThan(0)
      const later = new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000)
      const mailDir = path.join(t.database.dataDir, 'mail')
      await purgeExpired(t.database.db, { dataDir: t.database.dataDir, storage: t.app.storage, mailDir, now: later })
      expect(await withConsent()).toBe(0)
    })
  })
}
