import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { authHeader, createStaffUser, signIn, staffCall } from '#tests/helpers/admin.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { insertAgent, insertProperty } from '#tests/helpers/factories.ts'
import { contactAgent } from '#tests/helpers/leads.ts'
import { applyAs } from '#tests/helpers/rental-applications.ts'
import { businessInstant } from '#core/business-time.ts'
import { DEFAULT_RESPONSE_TIMER } from '#core/leads/response-timer.ts'
import type { LeadDetail, LeadList } from '#core/leads/lead-inbox.ts'

// Rental applications as leads of their own kind in the one inbox (docs/decisions/0151-rental-applications-as-leads.md):
// routed to the listing's agent, joined to the person of the same e-mail, timed and moved on like any lead, listed
// and exported under their kind, and opening the application's review from the lead.

const FRIDAY_330 = businessInstant('2026-03-06', '15:30')

for (const dialect of dialects) {
  describe(`rental applications in the lead inbox on ${dialect}`, () => {
    let t: TestApp
    let clock = new Date()
    let owner = ''
    let avery = ''
    let rental = ''
    const send: ReturnType<typeof staffCall> = (...call) => staffCall(t.app)(...call)
    const detail = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/contacts/${id}`, headers: authHeader(owner) })).json() as LeadDetail

    beforeAll(async () => {
      t = await createTestApp({ dialect, build: { now: () => clock, scheduleIntervalMs: 3_600_000 } })
      const db = t.database.db
      owner = await signIn(t.app)
      const card = await insertAgent(db, { name: 'Avery Agent', email: 'avery@example.com' })
      avery = await createStaffUser(db, 'avery', undefined, { role: 'agent', agentId: card._id, displayName: 'Avery' })
      await createStaffUser(db, 'quinn', undefined, { role: 'editor', displayName: 'Quinn', email: 'quinn@example.com' })
      rental = await insertProperty(db, { type: 'rental', status: 'available', price: 1650, title: 'Maple Duplex', agentId: card._id })
    })
    afterAll(() => t?.close())

    it('stores one lead of its kind, owned by the listing’s agent, on the person of an earlier inquiry by the same e-mail', async () => {
      const inquiry = await contactAgent(t.app, rental, 'Jordan Avery', 'Is it still free?', 'jordan@example.com')
      const applicationId = await applyAs(t.app, rental, 'Jordan Avery', 'JORDAN@example.com')

      const list = (await send(owner, 'GET', '/api/admin/contacts?kind=rental-application')).json() as LeadList
      expect(list.total).toBe(1)
      const [lead] = list.items
      expect(lead).toMatchObject({
        kind: 'rental-application',
        name: 'Jordan Avery',
        propertyId: rental,
        status: 'new',
        applicationStatus: null,
        assignee: { _id: avery, name: 'Avery' },
      })
      const full = await detail(lead._id)
      expect(full.rentalApplicationId).toBe(applicationId)
      expect(full.fields).toEqual(expect.arrayContaining([{ label: 'Desired move-in date', value: '2027-01-15' }]))
      expect(full.personId).toBe((await detail(inquiry)).personId)
      expect((await detail(inquiry)).rentalApplicationId).toBeUndefined()

      const stored = await t.database.db
        .selectFrom('rental_applications')
        .select('lead_id')
        .where('id', '=', applicationId)
        .executeTakeFirst()
      expect(stored?.lead_id).toBe(lead._id)

      const csv = await send(owner, 'GET', '/api/admin/contacts/export?kind=rental-application')
      expect(csv.statusCode).toBe(200)
      expect(csv.body).toContain('Rental application')
      expect(csv.body).toContain('Jordan Avery')
      expect(csv.body).not.toContain('Is it still free?')
    })

    it('is moved on by the response timer at the limit, as any lead', async () => {
      const saved = await send(owner, 'PUT', '/api/admin/leads/response-timer', { ...DEFAULT_RESPONSE_TIMER, limitMinutes: 240 })
      expect(saved.statusCode, saved.body).toBe(200)
      await applyAs(t.app, rental, 'Sam Lee', 'sam@example.com')
      const list = (await send(owner, 'GET', '/api/admin/contacts?kind=rental-application&q=sam')).json() as LeadList
      const lead = list.items[0]
      expect(lead.assignee?._id).toBe(avery)
      // Routing stamps the owner's start with the wall clock, as for every lead: moved to Friday as in the timer's own test.
      const friday = FRIDAY_330.toISOString()
      await t.database.db.updateTable('inquiries').set({ created_at: friday, owner_since: friday }).where('id', '=', lead._id).execute()

      clock = businessInstant('2026-03-09', '11:29')
      expect(await t.app.responseTimer.runDue()).toMatchObject({ reassigned: 0 })
      clock = businessInstant('2026-03-09', '11:30')
      expect(await t.app.responseTimer.runDue()).toMatchObject({ reassigned: 1 })
      const moved = await detail(lead._id)
      expect(moved.assignee?._id).toBeTruthy()
      expect(moved.assignee?._id).not.toBe(avery)
    })

    it('closes the leads with the decision: the approved one and the others it declined', async () => {
      const list = (await send(owner, 'GET', '/api/admin/contacts?kind=rental-application')).json() as LeadList
      const jordan = list.items.find((l) => l.name === 'Jordan Avery')!
      const { rentalApplicationId } = await detail(jordan._id)
      const approved = await send(owner, 'PUT', `/api/admin/rental-applications/${rentalApplicationId}/status`, { status: 'approved' })
      expect(approved.statusCode, approved.body).toBe(200)
      const after = (await send(owner, 'GET', '/api/admin/contacts?kind=rental-application&status=closed')).json() as LeadList
      expect(after.items.map((l) => l.name).sort()).toEqual(['Jordan Avery', 'Sam Lee'])
    })
  })
}
