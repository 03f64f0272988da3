import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { authHeader, createStaffUser, signIn, staffCall } from '#tests/helpers/admin.ts'
import { insertAgent, insertProperty, sellToUsBody } from '#tests/helpers/factories.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { submitApplication } from '#tests/helpers/applications.ts'
import { contactAgent, contactForm as contactOffice } from '#tests/helpers/leads.ts'
import type { LeadDetail } from '#core/leads/lead-inbox.ts'
import type { RoutingRule, RoutingRules } from '#core/leads/lead-routing.ts'
import type { ActivityEntry } from '#core/staff/staff-users.ts'

// The routing rules (docs/decisions/0117-lead-routing-rules.md): a new lead is stored with the owner its kind's rule
// names and a note saying so; the defaults send a listing's leads to its agent and the rest by turns; owners change
// the rules, and nobody else can.

for (const dialect of dialects) {
  describe(`lead routing on ${dialect}`, () => {
    let t: TestApp
    let owner = ''
    let editor = ''
    const ids = { admin: '', avery: '', acq: '', builder: '' }
    const listings = { avery: '', orphan: '' }

    const send: ReturnType<typeof staffCall> = (...call) => staffCall(t.app)(...call)
    const detail = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/contacts/${id}`, headers: authHeader(owner) })).json() as LeadDetail
    const ownerOf = async (id: string) => (await detail(id)).assignee?._id ?? null
    const rules = async () => (await send(owner, 'GET', '/api/admin/leads/routing')).json() as RoutingRules
    const save = async (changed: RoutingRule[], status = 200) => {
      const res = await send(owner, 'PUT', '/api/admin/leads/routing', { rules: changed })
      expect(res.statusCode, res.body).toBe(status)
      return res.json() as RoutingRules & { message?: string }
    }
    const contactForm = (name: string) => contactOffice(t.app, name)

    beforeAll(async () => {
      t = await createTestApp({ dialect })
      const db = t.database.db
      const card = await insertAgent(db, { name: 'Avery Agent', email: 'avery@example.com' })
      const lonely = await insertAgent(db, { name: 'Nora Nologin', email: 'nora@example.com' })
      listings.avery = await insertProperty(db, { title: 'Avery Ranch', agentId: card._id })
      listings.orphan = await insertProperty(db, { title: 'Nora Bungalow', agentId: lonely._id })
      owner = await signIn(t.app)
      ids.admin = (await db.selectFrom('admin_users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id
      ids.avery = await createStaffUser(db, 'avery', 'test-password-123', { role: 'agent', agentId: card._id, displayName: 'Avery' })
      ids.acq = await createStaffUser(db, 'quinn', 'test-password-123', { role: 'editor', displayName: 'Quinn Acquisitions' })
      ids.builder = await createStaffUser(db, 'bo', 'test-password-123', { role: 'editor', displayName: 'Bo Construction' })
      editor = await signIn(t.app, 'quinn')
    })
    afterAll(() => t?.close())

    it('starts with a listing’s leads to its agent and every other kind by turns', async () => {
      const { rules: all, version } = await rules()
      expect(version).toBe('initial')
      expect(all.find((r) => r.kind === 'agent')).toEqual({ kind: 'agent', mode: 'agent', userId: null, users: [] })
      expect(all.find((r) => r.kind === 'sell-to-us')).toEqual({ kind: 'sell-to-us', mode: 'turns', userId: null, users: [] })
      expect(all.find((r) => r.kind === 'copy-report')).toEqual({ kind: 'copy-report', mode: 'turns', userId: null, users: [] })
      expect(all.find((r) => r.kind === 'rental-application')).toEqual({
        kind: 'rental-application',
        mode: 'agent',
        userId: null,
        users: [],
      })
      expect(all).toHaveLength(11)
    })

    it('gives a listing’s lead to the staff user of its agent card, with a note saying so', async () => {
      const id = await contactAgent(t.app, listings.avery, 'Lena Listing-Lead')
      const lead = await detail(id)
      expect(lead.assignee).toEqual({ _id: ids.avery, name: 'Avery' })
      expect(lead.notes[0]).toMatchObject({ kind: 'note', body: 'Assigned to Avery by the routing rules.', author: 'Routing rules' })
      // The lead is new all the same: its status version is its first.
      expect(lead.statusVersion).toBe('initial')
    })

    it('gives the other kinds, and a listing whose agent cannot sign in, to everyone by turns in the order they joined', async () => {
      const order = [ids.admin, ids.avery, ids.acq, ids.builder]
      const owners = [await ownerOf(await contactForm('Cal One')), await ownerOf(await contactForm('Cal Two'))]
      expect(owners).toEqual(order.slice(0, 2))
      // The listing rule falls back to its own turns.
      expect(await ownerOf(await contactAgent(t.app, listings.orphan, 'Orla Orphan-Lead'))).toBe(order[0])
      expect(await ownerOf(await contactForm('Cal Three'))).toBe(order[2])
    })

    it('lets an owner send sell-to-us to one person and bidders to another, and takes turns among named people', async () => {
      const before = await rules()
      const res = await send(
        owner,
        'PUT',
        '/api/admin/leads/routing',
        {
          rules: [
            { kind: 'sell-to-us', mode: 'user', userId: ids.acq, users: [] },
            { kind: 'application', mode: 'user', userId: ids.builder, users: [] },
            { kind: 'contact', mode: 'turns', userId: null, users: [ids.acq, ids.builder] },
            { kind: 'subscriber', mode: 'none', userId: null, users: [] },
          ],
        },
        { 'if-match': `"${before.version}"` },
      )
      expect(res.statusCode, res.body).toBe(200)
      const saved = res.json() as RoutingRules
      expect(saved.version).not.toBe('initial')
      expect(saved.rules.find((r) => r.kind === 'sell-to-us')).toMatchObject({ mode: 'user', userId: ids.acq })
      const sell = await t.app.inject({ method: 'POST', url: '/api/contact/sell-to-us', payload: sellToUsBody({ name: 'Sam Seller' }) })
      expect(sell.statusCode, sell.body).toBe(200)
      expect(await ownerOf(sell.json().inquiryId)).toBe(ids.acq)
      const application = await submitApplication(t.app, { company: 'Routed Roofing' })
      expect(await ownerOf(application.id)).toBe(ids.builder)
      const turns = [await contactForm('Tia One'), await contactForm('Tia Two'), await contactForm('Tia Three')]
      // The turn goes on from the last contact form (Quinn's): Bo, Quinn, Bo.
      expect(await Promise.all(turns.map(ownerOf))).toEqual([ids.builder, ids.acq, ids.builder])
      const signUp = await t.app.inject({ method: 'POST', url: '/api/upcoming/subscribers', payload: { email: 'nobody-owns@example.com' } })
      expect(signUp.statusCode, signUp.body).toBeLessThan(300)
      const sub = await t.database.db
        .selectFrom('upcoming_subscribers')
        .select(['assigned_to'])
        .where('email', '=', 'nobody-owns@example.com')
        .executeTakeFirstOrThrow()
      expect(sub.assigned_to).toBeNull()
      const log = (
        await t.app.inject({ method: 'GET', url: '/api/admin/activity?limit=5', headers: authHeader(owner) })
      ).json() as ActivityEntry[]
      expect(log.some((e) => e.action === 'lead.routing')).toBe(true)
    })

    it('refuses a stale save, a person who cannot sign in, and anyone but an owner', async () => {
      const stale = await send(
        owner,
        'PUT',
        '/api/admin/leads/routing',
        { rules: [{ kind: 'tour', mode: 'none', userId: null, users: [] }] },
        { 'if-match': '"initial"' },
      )
      expect(stale.statusCode).toBe(409)
      expect(stale.json()).toMatchObject({ savedBy: 'admin' })
      const unknown = await save([{ kind: 'tour', mode: 'user', userId: 'f'.repeat(24), users: [] }], 400)
      expect(unknown.message).toBe('Tour request: choose staff members who can sign in.')
      const missing = await save([{ kind: 'tour', mode: 'user', userId: null, users: [] }], 400)
      expect(missing.message).toBe('Tour request: choose the person its leads go to.')
      expect(
        (await send(editor, 'PUT', '/api/admin/leads/routing', { rules: [{ kind: 'tour', mode: 'none', userId: null, users: [] }] }))
          .statusCode,
      ).toBe(403)
      expect((await send(editor, 'GET', '/api/admin/leads/routing')).statusCode).toBe(403)
    })

    it('passes over a person who can no longer sign in', async () => {
      await t.database.db.updateTable('admin_users').set({ disabled_at: new Date().toISOString() }).where('id', '=', ids.acq).execute()
      const sell = await t.app.inject({ method: 'POST', url: '/api/contact/sell-to-us', payload: sellToUsBody({ name: 'Sue Seller' }) })
      const lead = await detail(sell.json().inquiryId)
      expect(lead.assignee).toBeNull()
      expect(await ownerOf(await contactForm('Tia Four'))).toBe(ids.builder)
    })
  })
}
