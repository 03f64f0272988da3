import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMailTestApp, type MailTestApp } from '#tests/helpers/app.ts'
import { createStaffUser, signIn, staffCall } from '#tests/helpers/admin.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { subscribeConfirmed } from '#tests/helpers/leads.ts'
import { insertAgent, insertProperty, makeProperty } from '#tests/helpers/factories.ts'
import { CONTENT_DEFAULTS } from '#core/content/content-defaults.ts'
import { tourDateRange } from '#core/leads/tour-dates.ts'
import type { LeadDetail } from '#core/leads/lead-inbox.ts'
import type { Person } from '#core/leads/persons.ts'
import type { ActivityEntry } from '#core/staff/staff-users.ts'
import { activityLabel } from '#core/staff/activity-label.ts'

// One unsubscribe for every marketing mail, and a person's consents, opt-outs and names on their timeline
// (docs/decisions/0133-one-unsubscribe-for-all-marketing-mail.md), through the real API and a real SMTP server: the
// link in any marketing mail stops marketing mail to every address of the person; a new double opt-in of an address
// starts it again for that address; staff stop it when asked by phone, and rename a person, kept as a version.

const PUBLIC_URL = 'https://homes.example.com'

for (const dialect of dialects) {
  describe(`one unsubscribe for every marketing mail on ${dialect}`, () => {
    let t: MailTestApp
    const tokens = { owner: '', agent: '' }
    const send: ReturnType<typeof staffCall> = (...call) => staffCall(t.app)(...call)
    const ok = async <T>(token: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, body?: object, status = 200) => {
      const res = await send(token, method, url, body)
      expect(res.statusCode, res.body).toBe(status)
      return res.json() as T
    }
    const personOf = async (leadId: string) => (await ok<LeadDetail>(tokens.owner, 'GET', `/api/admin/contacts/${leadId}`)).personId!
    const person = (id: string) => ok<Person>(tokens.owner, 'GET', `/api/admin/persons/${id}`)
    const general = async (clientName: string, clientEmail: string, clientPhone: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact/general',
        payload: { clientName, clientEmail, clientPhone, message: 'Looking for a rental' },
      })
      expect(res.statusCode, res.body).toBe(200)
      return (res.json() as { inquiryId: string }).inquiryId
    }
    /** Signs up for Get Notified and confirms as the address's owner would; the unsubscribe token of its mails. */
    const subscribe = (email: string) => subscribeConfirmed(t.app, t.database.db, email)
    /** Announces a new upcoming home; the addresses its mail went to. */
    const announce = async (title: string) => {
      await t.clearMail()
      await t.app.propertyWriter.create(makeProperty({ status: 'upcoming', title }))
      await t.app.outbox.drain()
      await t.app.outbox.drain()
      return t.smtp.received
        .filter((m) => m.raw.includes('New upcoming home'))
        .flatMap((m) => m.to)
        .sort()
    }

    beforeAll(async () => {
      t = await createMailTestApp({ dialect, config: { publicUrl: PUBLIC_URL } })
      const card = await insertAgent(t.database.db, { name: 'Avery Agent', email: 'avery@example.com' })
      await createStaffUser(t.database.db, 'avery.agent', 'test-password-123', { role: 'agent', agentId: card._id })
      tokens.owner = await signIn(t.app)
      tokens.agent = await signIn(t.app, 'avery.agent')
      // Leads stay unowned, so the agent sees none of them.
      await ok(tokens.owner, 'PUT', '/api/admin/leads/routing', {
        rules: ['contact', 'subscriber', 'tour'].map((kind) => ({ kind, mode: 'none', userId: null, users: [] })),
      })
    })
    afterAll(() => t?.close())
    beforeEach(() => t.clearMail())

    it("stops every marketing mail to all of a person's addresses from one link, until an address signs up again", async () => {
      // One person: two addresses, one phone number.
      const first = await general('Rae Ruiz', 'rae@example.com', '402-555-0101')
      const second = await general('Rae Ruiz', 'Rae.Work@example.com', '(402) 555-0101')
      const id = await personOf(first)
      expect(await personOf(second)).toBe(id)
      const token = await subscribe('rae@example.com')
      await subscribe('rae.work@example.com')
      await subscribe('someone.else@example.com')
      expect(await announce('Benson Bungalow')).toEqual(['rae.work@example.com', 'rae@example.com', 'someone.else@example.com'])

      const res = await t.app.inject({ method: 'POST', url: '/api/upcoming/subscribers/unsubscribe', payload: { token } })
      expect(res.statusCode, res.body).toBe(200)
      // Neither of Rae's addresses hears about the next home; the other subscriber does.
      expect(await announce('Dundee Craftsman')).toEqual(['someone.else@example.com'])
      const rae = await person(id)
      expect(rae.optOuts.map((o) => [o.email, o.by]).sort()).toEqual([
        ['rae.work@example.com', 'unsubscribe link'],
        ['rae@example.com', 'unsubscribe link'],
      ])
      const optOuts = rae.timeline.filter((i) => i.kind === 'opt-out')
      expect(optOuts.map((i) => [i.title, i.text, i.leadId, i.href]).sort()).toEqual([
        ['Opted out of marketing e-mail', 'rae.work@example.com, by the unsubscribe link in an e-mail', null, null],
        ['Opted out of marketing e-mail', 'rae@example.com, by the unsubscribe link in an e-mail', null, null],
      ])
      // The link works once: it is unknown now.
      expect((await t.app.inject({ method: 'POST', url: '/api/upcoming/subscribers/unsubscribe', payload: { token } })).statusCode).toBe(
        404,
      )

      // A new sign-up, confirmed by its owner, starts the mail again for that address only.
      await subscribe('rae.work@example.com')
      expect(await announce('Aksarben Townhome')).toEqual(['rae.work@example.com', 'someone.else@example.com'])
      expect((await person(id)).optOuts.map((o) => o.email)).toEqual(['rae@example.com'])
      // A sign-up that is not confirmed changes nothing.
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/upcoming/subscribers', payload: { email: 'rae@example.com' } })).statusCode,
      ).toBe(200)
      expect(await announce('Elmwood Colonial')).toEqual(['rae.work@example.com', 'someone.else@example.com'])
    })

    it('lets staff stop marketing mail to a person who asks by phone, and rename a person, each kept and logged', async () => {
      const lead = await general('Sam Stone', 'sam@example.com', '402-555-0177')
      await subscribe('sam@example.com')
      const id = await personOf(lead)
      // An agent cannot act on a person none of whose leads are theirs.
      expect((await send(tokens.agent, 'POST', `/api/admin/persons/${id}/stop-marketing`)).statusCode).toBe(404)
      expect((await send(tokens.agent, 'PATCH', `/api/admin/persons/${id}`, { name: 'Nope' })).statusCode).toBe(404)

      const stopped = await ok<Person>(tokens.owner, 'POST', `/api/admin/persons/${id}/stop-marketing`)
      expect(stopped.optOuts).toEqual([{ email: 'sam@example.com', at: expect.any(String), by: 'admin' }])
      expect(stopped.timeline.find((i) => i.kind === 'opt-out')?.text).toBe('sam@example.com, by admin')
      expect(await t.database.db.selectFrom('upcoming_subscribers').select('id').where('email', '=', 'sam@example.com').execute()).toEqual(
        [],
      )
      expect(await announce('Florence Farmhouse')).not.toContain('sam@example.com')

      const empty = await send(tokens.owner, 'PATCH', `/api/admin/persons/${id}`, { name: '   ' })
      expect(empty.statusCode).toBe(400)
      expect(empty.json().message).toContain('Please enter a name')
      const renamed = await ok<Person>(tokens.owner, 'PATCH', `/api/admin/persons/${id}`, { name: '  Samuel Stone (landlord) ' })
      expect(renamed.name).toBe('Samuel Stone (landlord)')
      expect(renamed.timeline.find((i) => i.kind === 'rename')).toMatchObject({
        title: 'Name changed',
        text: 'Sam Stone → Samuel Stone (landlord) (admin)',
        leadId: null,
      })
      // The inbox's lead keeps the name it was sent with.
      expect((await ok<LeadDetail>(tokens.owner, 'GET', `/api/admin/contacts/${lead}`)).name).toBe('Sam Stone')

      const log = await ok<ActivityEntry[]>(tokens.owner, 'GET', '/api/admin/activity?kind=lead')
      const lines = log.map(activityLabel)
      expect(lines).toContain('Stopped marketing e-mail to the person Sam Stone')
      expect(lines).toContain('Renamed the person Sam Stone to Samuel Stone (landlord)')
    })

    it('refuses to stop marketing mail to a person without an e-mail address', async () => {
      const propertyId = await insertProperty(t.database.db, { title: 'Phone-only Place' })
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact/tour',
        payload: {
          propertyId,
          propertyAddress: '1 Main St',
          clientName: 'Pat Phone',
          clientEmail: 'pat.phone@example.com',
          clientPhone: '402-555-0188',
          message: '',
          selectedDate: tourDateRange().max,
          selectedTime: '10-12 PM',
          consentText: CONTENT_DEFAULTS.disclosures.requestShowing,
          consentPage: '/property/phone-only-place',
        },
      })
      expect(res.statusCode, res.body).toBe(200)
      const id = await personOf(res.json().inquiryId)
      // The showing request's consent is on the person's timeline, with its words and page.
      const consent = (await person(id)).timeline.find((i) => i.kind === 'consent')
      expect(consent?.title).toBe('Consent given')
      expect(consent?.text).toContain('on /property/phone-only-place')
      expect(consent?.text).toContain(CONTENT_DEFAULTS.disclosures.requestShowing.slice(0, 40))

      await t.database.db.updateTable('inquiries').set({ email: '', email_key: null }).where('person_id', '=', id).execute()
      const refused = await send(tokens.owner, 'POST', `/api/admin/persons/${id}/stop-marketing`)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toBe('This person has no e-mail address: there is no marketing e-mail to stop.')
    })
  })
}
