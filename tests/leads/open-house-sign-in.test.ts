import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailTestApp, type MailTestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { authHeader, createStaffUser, signIn } from '#tests/helpers/admin.ts'
import { insertAgent, insertProperty } from '#tests/helpers/factories.ts'
import { mailText } from '#tests/helpers/mail-text.ts'
import { createOpenHouseRepository } from '#server/listings/open-house.repository.ts'
import type { Listing } from '#core/listings/listing.ts'
import type { OpenHouseSheet, StaffOpenHouse } from '#core/listings/open-house.ts'
import type { LeadDetail, LeadList } from '#core/leads/lead-inbox.ts'
import { OPEN_HOUSE_CONSENT_TEXT, SIGN_IN_MESSAGES } from '#core/leads/open-house-sign-in.ts'

// Signing in at an open house through the real API (docs/decisions/0115-open-house-sign-in.md): a lead of the
// listing owned by its agent, with the consent's evidence, mailed through the outbox; refused in plain words without
// consent, outside the sign-in window, and once the open house is cancelled or its listing is not public.

// Wednesday 4 March 2026, 8:00 in Omaha (CST, UTC−6). The open house: 10:00 to 12:00, 16:00 to 18:00 UTC.
const MORNING = new Date('2026-03-04T14:00:00Z')
const BROWSER = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Kiosk'

for (const dialect of dialects) {
  describe(`open house sign-in on ${dialect}`, () => {
    let t: MailTestApp
    // Sessions follow the test clock too: each staff call signs in at the clock's time.
    let clock = MORNING
    let rileyId = ''
    let listingId = ''
    let openHouseId = ''

    beforeAll(async () => {
      t = await createMailTestApp({ dialect, build: { now: () => clock }, config: { officeEmail: 'office@example.com' } })
      const card = await insertAgent(t.database.db, { name: 'Riley Park', email: 'riley@example.com' })
      listingId = await insertProperty(t.database.db, {
        address: '4812 S 167th Ave',
        agentId: card._id,
        agent: { name: 'Riley Park', title: 'Agent', phone: '', email: 'riley@example.com', photo: '' },
      })
      rileyId = await createStaffUser(t.database.db, 'riley', 'test-password-123', { role: 'agent', agentId: card._id })
      openHouseId = await schedule(listingId, '10:00', '12:00')
    })
    afterAll(() => t?.close())

    async function schedule(id: string, startTime: string, endTime: string): Promise<string> {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/properties/${id}/open-houses`,
        headers: authHeader(await signIn(t.app)),
        payload: { date: '2026-03-04', startTime, endTime },
      })
      expect(res.statusCode).toBe(201)
      return (res.json() as Listing).openHouses!.at(-1)!._id
    }
    const body = (over: object = {}) => ({
      name: 'Jamie Buyer',
      email: 'jamie@example.com',
      phone: '',
      workingWithAgent: 'no',
      preApproval: 'not-yet',
      consent: true,
      consentText: OPEN_HOUSE_CONSENT_TEXT,
      website: '',
      ...over,
    })
    const signInAt = (id: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/open-houses/${id}/sign-ins`,
        payload,
        headers: { 'user-agent': BROWSER },
        remoteAddress: '203.0.113.7',
      })
    const leadsOf = async (id: string) =>
      t.database.db.selectFrom('inquiries').selectAll().where('open_house_id', '=', id).orderBy('created_at').execute()

    it('is not open until an hour before the open house starts', async () => {
      clock = new Date('2026-03-04T14:59:00Z')
      const res = await signInAt(openHouseId, body())
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe('Sign-in opens at 9:00 AM on Wed, Mar 4, an hour before the open house starts.')
      expect(await leadsOf(openHouseId)).toEqual([])
    })

    it('stores a lead of the listing owned by its agent, with the consent given, and mails the agent through the outbox', async () => {
      clock = new Date('2026-03-04T16:30:00Z')
      await t.clearMail()
      const res = await signInAt(openHouseId, body())
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ message: SIGN_IN_MESSAGES.thanks, inquiryId: expect.stringMatching(/^[0-9a-f]{24}$/) })
      const [lead] = await leadsOf(openHouseId)
      expect(lead).toMatchObject({
        id: res.json().inquiryId,
        kind: 'open-house',
        property_id: listingId,
        open_house_id: openHouseId,
        name: 'Jamie Buyer',
        email: 'jamie@example.com',
        assigned_to: rileyId,
        consent_text: OPEN_HOUSE_CONSENT_TEXT,
        consent_at: '2026-03-04T16:30:00.000Z',
        consent_ip: '203.0.113.7',
        consent_user_agent: BROWSER,
      })
      const queued = await t.database.db.selectFrom('mail_outbox').selectAll().where('related_id', '=', lead!.id).execute()
      expect(queued.map((m) => [m.to_address, m.cc, m.subject])).toEqual([
        ['riley@example.com', 'office@example.com', 'Open house sign-in - 4812 S 167th Ave, Omaha'],
      ])
      await t.app.outbox.drain()
      const mail = t.smtp.received.at(-1)!
      expect(mail.to.sort()).toEqual(['office@example.com', 'riley@example.com'])
      const text = mailText(mail.raw)
      expect(text).toContain('Working with an agent: No')
      expect(text).toContain('Pre-approved for a mortgage: Not yet')
      expect(text).toContain(OPEN_HOUSE_CONSENT_TEXT)
    })

    it('shows the sign-in in the inbox as "Open house sign-in", with the consent beside the answers', async () => {
      const list = (
        await t.app.inject({ url: '/api/admin/contacts?kind=open-house', headers: authHeader(await signIn(t.app)) })
      ).json() as LeadList
      expect(list.items.map((l) => [l.kind, l.name, l.assignee?.name])).toEqual([['open-house', 'Jamie Buyer', 'riley']])
      const detail = (
        await t.app.inject({ url: `/api/admin/contacts/${list.items[0]!._id}`, headers: authHeader(await signIn(t.app)) })
      ).json() as LeadDetail
      expect(detail.fields).toEqual(
        expect.arrayContaining([
          { label: 'Working with an agent', value: 'No' },
          { label: 'Pre-approved for a mortgage', value: 'Not yet' },
          { label: 'Consent to be contacted', value: OPEN_HOUSE_CONSENT_TEXT },
          { label: 'Consent given', value: `Mar 4, 2026, 10:30 AM, from 203.0.113.7 with ${BROWSER}` },
        ]),
      )
      const csv = await t.app.inject({ url: '/api/admin/contacts/export?kind=open-house', headers: authHeader(await signIn(t.app)) })
      expect(csv.body).toContain('Open house sign-in')
      // The listing's agent sees it among their own leads.
      const agent = await signIn(t.app, 'riley')
      const theirs = (await t.app.inject({ url: '/api/admin/contacts?kind=open-house', headers: authHeader(agent) })).json() as LeadList
      expect(theirs.total).toBe(1)
    })

    it('refuses a sign-in without consent, without a way to reach the visitor, or from a page out of date, in plain words', async () => {
      const cases: Array<[object, string]> = [
        [{ consent: false }, SIGN_IN_MESSAGES.consent],
        [{ consent: undefined }, SIGN_IN_MESSAGES.consent],
        [{ email: '', phone: '' }, SIGN_IN_MESSAGES.contact],
        [{ email: 'jamie@' }, SIGN_IN_MESSAGES.email],
        [{ workingWithAgent: '' }, SIGN_IN_MESSAGES.workingWithAgent],
        [{ name: '  ' }, SIGN_IN_MESSAGES.name],
        [{ consentText: 'I agree to anything.' }, SIGN_IN_MESSAGES.outdated],
      ]
      for (const [over, message] of cases) {
        const res = await signInAt(openHouseId, body(over))
        expect(res.statusCode, JSON.stringify(over)).toBe(400)
        expect(res.json()).toEqual({ message })
      }
      expect(await leadsOf(openHouseId)).toHaveLength(1)
      // A phone number alone will do.
      expect((await signInAt(openHouseId, body({ name: 'Sam Lee', email: '', phone: '402-555-0199', preApproval: '' }))).statusCode).toBe(
        200,
      )
    })

    it('counts the sign-ins in the staff panel and prints a sheet with a QR code of the sign-in page', async () => {
      const res = await t.app.inject({ url: `/api/admin/properties/${listingId}/open-houses`, headers: authHeader(await signIn(t.app)) })
      expect(res.statusCode).toBe(200)
      const { items } = res.json() as { items: StaffOpenHouse[] }
      expect(items).toEqual([
        expect.objectContaining({
          _id: openHouseId,
          ended: false,
          signIns: 2,
          signInUrl: `http://localhost:3000/open-house/${openHouseId}/sign-in`,
        }),
      ])
      const sheet = await t.app.inject({
        url: `/api/admin/properties/${listingId}/open-houses/${openHouseId}/sheet`,
        headers: authHeader(await signIn(t.app)),
      })
      expect(sheet.statusCode).toBe(200)
      expect(sheet.json()).toMatchObject({
        address: '4812 S 167th Ave, Omaha, NE 68144',
        price: '$250,000',
        signInUrl: items[0]!.signInUrl,
        qrCode: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      } satisfies Partial<OpenHouseSheet>)
    })

    it('closes four hours after the open house ends, also after the ending job marked it ended', async () => {
      clock = new Date('2026-03-04T21:59:00Z')
      expect(await createOpenHouseRepository(t.database.db).markEnded(clock.toISOString())).toBe(1)
      expect((await signInAt(openHouseId, body({ name: 'Late Visitor' }))).statusCode).toBe(200)
      clock = new Date('2026-03-04T22:01:00Z')
      const res = await signInAt(openHouseId, body({ name: 'Too Late' }))
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe(SIGN_IN_MESSAGES.closed)
      expect(await leadsOf(openHouseId)).toHaveLength(3)
    })

    it('answers 404 once the open house is cancelled or its listing is not public, and keeps the leads it made', async () => {
      clock = new Date('2026-03-04T13:00:00Z')
      const later = await schedule(listingId, '15:00', '16:00')
      clock = new Date('2026-03-04T20:30:00Z')
      expect((await signInAt(later, body())).statusCode).toBe(200)
      const cancelled = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/properties/${listingId}/open-houses/${later}`,
        headers: authHeader(await signIn(t.app)),
      })
      expect(cancelled.statusCode).toBe(200)
      const gone = await signInAt(later, body())
      expect(gone.statusCode).toBe(404)
      expect(gone.json().message).toBe(SIGN_IN_MESSAGES.notFound)
      const kept = await t.database.db.selectFrom('inquiries').select(['open_house_id']).where('kind', '=', 'open-house').execute()
      expect(kept).toHaveLength(4)

      // A listing without a staff user for its agent: the lead is the listing's, given by the routing rule's turns
      // (docs/decisions/0117-lead-routing-rules.md); archived, no sign-in.
      clock = new Date('2026-03-04T13:00:00Z')
      const unowned = await insertProperty(t.database.db, { agentId: null })
      const itsOpenHouse = await schedule(unowned, '15:00', '16:00')
      clock = new Date('2026-03-04T20:30:00Z')
      const signed = await signInAt(itsOpenHouse, body())
      expect(signed.statusCode).toBe(200)
      const lead = await t.database.db
        .selectFrom('inquiries')
        .selectAll()
        .where('id', '=', signed.json().inquiryId)
        .executeTakeFirstOrThrow()
      expect(lead.property_id).toBe(unowned)
      expect(lead.assigned_to).not.toBeNull()
      const archive = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/properties/${unowned}`,
        headers: authHeader(await signIn(t.app)),
      })
      expect(archive.statusCode).toBe(200)
      expect((await signInAt(itsOpenHouse, body())).statusCode).toBe(404)
    })
  })
}
