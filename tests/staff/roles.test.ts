import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { authHeader, createStaffUser, signIn } from '#tests/helpers/admin.ts'
import { insertAgent, insertProperty } from '#tests/helpers/factories.ts'
import { contactAgent as sendAgentMessage } from '#tests/helpers/leads.ts'
import { storeInquiry } from '#server/leads/inquiries.service.ts'
import { emptyListingForm, type ListingInputBody } from '#core/listings/listing-form.ts'
import type { LeadList } from '#core/leads/lead-inbox.ts'
import type { Agent } from '#core/people/people.ts'

// Roles through the real API (docs/decisions/0090-staff-roles.md): an agent works on
// their own listings and the leads about them and reads the rest; an editor cannot
// manage staff; nobody takes the last owner away. On SQLite and PostgreSQL.

for (const dialect of dialects) {
  describe(`staff roles on ${dialect}`, () => {
    let t: TestApp
    let owner = ''
    let editor = ''
    let agentA = ''
    let cardA: Agent
    let cardB: Agent
    const listings = { a: '', b: '', legacyA: '' }
    const leads = { a: '', b: '', legacyA: '', office: '' }
    const ids = { editor: '', agentA: '' }

    const send = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: authHeader(token), ...(payload && { payload }) })
    const contactAgent = (propertyId: string, clientName: string) => sendAgentMessage(t.app, propertyId, clientName)
    const listingBody = (over: Partial<ListingInputBody> = {}): ListingInputBody => ({
      ...emptyListingForm(),
      title: 'Benson Bungalow',
      address: '6105 Maple St',
      zip: '68104',
      price: 189000,
      description: 'Two bedrooms near Benson.',
      agentId: cardA._id,
      ...over,
    })

    beforeAll(async () => {
      t = await createTestApp({ dialect })
      const db = t.database.db
      cardA = await insertAgent(db, { name: 'Avery Agent', email: 'avery@example.com' })
      cardB = await insertAgent(db, { name: 'Blake Broker', email: 'blake@example.com' })
      const cardOf = (a: Agent) => ({ name: a.name, title: a.title, phone: a.phone, email: a.email, photo: '' })
      listings.a = await insertProperty(db, { title: 'Avery Ranch', agentId: cardA._id, agent: cardOf(cardA) })
      listings.b = await insertProperty(db, { title: 'Blake Split-Level', agentId: cardB._id, agent: cardOf(cardB) })
      // Saved before listings named their agent by id: the card's e-mail names Avery.
      listings.legacyA = await insertProperty(db, { title: 'Avery Legacy Cottage', agentId: null, agent: cardOf(cardA) })
      leads.a = await contactAgent(listings.a, 'Alma Buyer')
      leads.b = await contactAgent(listings.b, 'Bruno Buyer')
      leads.legacyA = await contactAgent(listings.legacyA, 'Lena Buyer')
      leads.office = await storeInquiry(db, {
        kind: 'contact',
        propertyId: null,
        name: 'Olive Office',
        email: 'olive@example.com',
        phone: '',
        message: 'Call me.',
        payload: {},
        mail: { to: 'office@example.com', subject: 'Contact Request', text: 'x' },
      })
      owner = await signIn(t.app)
      ids.editor = await createStaffUser(db, 'erin.editor', 'test-password-123', { role: 'editor' })
      ids.agentA = await createStaffUser(db, 'avery.agent', 'test-password-123', { role: 'agent', agentId: cardA._id })
      editor = await signIn(t.app, 'erin.editor')
      agentA = await signIn(t.app, 'avery.agent')
    })
    afterAll(async () => {
      await t?.close()
    })

    describe('an agent and the leads', () => {
      it('lists, counts and filters only the leads about their own listings', async () => {
        const mine = (await send(agentA, 'GET', '/api/admin/contacts')).json() as LeadList
        expect(mine.items.map((l) => l._id).sort()).toEqual([leads.a, leads.legacyA].sort())
        expect(mine.total).toBe(2)
        expect((await send(agentA, 'GET', `/api/admin/contacts?propertyId=${listings.b}`)).json()).toMatchObject({ items: [], total: 0 })
        expect((await send(agentA, 'GET', '/api/admin/contacts/summary')).json()).toMatchObject({ totalNew: 2, newByKind: { agent: 2 } })
        const properties = (await send(agentA, 'GET', '/api/admin/contacts/properties')).json() as Array<{ _id: string }>
        expect(properties.map((p) => p._id).sort()).toEqual([listings.a, listings.legacyA].sort())
        // Everyone else sees every lead.
        expect(((await send(editor, 'GET', '/api/admin/contacts')).json() as LeadList).total).toBe(4)
      })

      it("cannot open, change, note or re-send another agent's lead or the office's: it does not exist for them", async () => {
        expect((await send(agentA, 'GET', `/api/admin/contacts/${leads.a}`)).statusCode).toBe(200)
        for (const id of [leads.b, leads.office]) {
          for (const [method, url, payload] of [
            ['GET', `/api/admin/contacts/${id}`],
            ['PATCH', `/api/admin/contacts/${id}`, { status: 'closed' }],
            ['POST', `/api/admin/contacts/${id}/notes`, { body: 'Mine now.' }],
            ['POST', `/api/admin/contacts/${id}/mails/0123456789abcdef01234567/send-again`],
          ] as const) {
            const res = await send(agentA, method, url, payload)
            expect({ url, method, status: res.statusCode, body: res.json() }).toEqual({
              url,
              method,
              status: 404,
              body: { message: 'This lead no longer exists' },
            })
          }
        }
        const lead = (await send(owner, 'GET', `/api/admin/contacts/${leads.b}`)).json() as {
          status: string
          notes: Array<{ author: string }>
        }
        // Only the routing rules' note on who the lead went to (docs/decisions/0117-lead-routing-rules.md).
        expect(lead.status).toBe('new')
        expect(lead.notes.map((n) => n.author)).toEqual(['Routing rules'])
        expect((await send(agentA, 'PATCH', `/api/admin/contacts/${leads.a}`, { status: 'in-progress' })).statusCode).toBe(200)
      })

      it('exports only their own leads as CSV, and their dashboard shows only them', async () => {
        const csv = (await send(agentA, 'GET', '/api/admin/contacts/export')).body
        expect(csv).toContain('Alma Buyer')
        expect(csv).toContain('Lena Buyer')
        expect(csv).not.toContain('Bruno Buyer')
        expect(csv).not.toContain('Olive Office')
        expect((await send(editor, 'GET', '/api/admin/contacts/export')).body).toContain('Bruno Buyer')
        const dashboard = (await send(agentA, 'GET', '/api/admin/dashboard')).json() as {
          newInquiries: number
          recentInquiries: Array<{ name: string }>
        }
        expect(dashboard.newInquiries).toBe(2)
        expect(dashboard.recentInquiries.map((r) => r.name).sort()).toEqual(['Alma Buyer', 'Lena Buyer'])
        expect((await send(agentA, 'GET', '/api/admin/subscribers')).statusCode).toBe(403)
      })
    })

    describe('an agent and the listings', () => {
      it('reads every listing and changes only their own', async () => {
        expect((await send(agentA, 'GET', `/api/admin/properties/${listings.b}`)).statusCode).toBe(200)
        const own = await send(agentA, 'PUT', `/api/admin/properties/${listings.a}`, listingBody({ title: 'Avery Ranch, new roof' }))
        expect(own.statusCode, own.body).toBe(200)
        const legacy = await send(agentA, 'PUT', `/api/admin/properties/${listings.legacyA}`, listingBody({ title: 'Avery Cottage' }))
        expect(legacy.statusCode, legacy.body).toBe(200)
        const refused = 'This listing belongs to another agent: you can read it, but only its agent, an editor or an owner can change it.'
        for (const [method, url, payload] of [
          ['PUT', `/api/admin/properties/${listings.b}`, listingBody({ agentId: cardB._id })],
          ['DELETE', `/api/admin/properties/${listings.b}`],
          ['POST', '/api/admin/properties/bulk-status', { ids: [listings.a, listings.b], status: 'pending' }],
          ['PUT', `/api/admin/properties/${listings.b}/images/order`, { ids: [] }],
        ] as const) {
          const res = await send(agentA, method, url, payload)
          expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 403, body: { message: refused } })
        }
        expect(((await send(owner, 'GET', `/api/admin/properties/${listings.a}`)).json() as { status: string }).status).toBe('available')
      })

      it('creates listings only as their own and cannot hand one to another agent', async () => {
        const themselves = 'As an agent you can only name yourself as the listing’s agent.'
        const other = await send(agentA, 'POST', '/api/admin/properties', listingBody({ agentId: cardB._id }))
        expect({ status: other.statusCode, body: other.json() }).toEqual({ status: 403, body: { message: themselves } })
        const handOff = await send(agentA, 'PUT', `/api/admin/properties/${listings.a}`, listingBody({ agentId: cardB._id }))
        expect({ status: handOff.statusCode, body: handOff.json() }).toEqual({ status: 403, body: { message: themselves } })
        const created = await send(agentA, 'POST', '/api/admin/properties', listingBody())
        expect(created.statusCode, created.body).toBe(201)
        // An editor changes any listing.
        expect((await send(editor, 'PUT', `/api/admin/properties/${listings.b}`, listingBody({ agentId: cardB._id }))).statusCode).toBe(200)
      })
    })

    describe('an editor and staff users', () => {
      it('cannot list, invite, reset, disable, enable or change the role of staff users', async () => {
        const refused = { message: 'Your role (Editor) does not allow you to manage staff users. Ask an owner if you need to.' }
        for (const [method, url, payload] of [
          ['GET', '/api/admin/users'],
          ['POST', '/api/admin/users', { username: 'sneaky', role: 'owner' }],
          ['POST', `/api/admin/users/${ids.agentA}/reset-password`],
          ['POST', `/api/admin/users/${ids.agentA}/disable`],
          ['POST', `/api/admin/users/${ids.agentA}/enable`],
          ['PUT', `/api/admin/users/${ids.editor}/role`, { role: 'owner' }],
        ] as const) {
          const res = await send(editor, method, url, payload)
          expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 403, body: refused })
        }
        const users = (await send(owner, 'GET', '/api/admin/users')).json() as Array<{ username: string; role: string; disabled: boolean }>
        expect(users.find((u) => u.username === 'sneaky')).toBeUndefined()
        expect(users.find((u) => u.username === 'erin.editor')).toMatchObject({ role: 'editor' })
        expect(users.find((u) => u.username === 'avery.agent')).toMatchObject({ disabled: false })
        // Their own account stays theirs.
        expect((await send(editor, 'GET', '/api/admin/account')).json()).toMatchObject({ username: 'erin.editor', role: 'editor' })
      })
    })

    describe('an owner and roles', () => {
      it('invites with a role, links an agent to a free card, and changes roles', async () => {
        const noCard = await send(owner, 'POST', '/api/admin/users', { username: 'no.card', role: 'agent' })
        expect(noCard.statusCode).toBe(400)
        expect(noCard.json().message).toContain('Choose the agent card of this staff user.')
        const taken = await send(owner, 'POST', '/api/admin/users', { username: 'copy.cat', role: 'agent', agentId: cardA._id })
        expect({ status: taken.statusCode, body: taken.json() }).toEqual({
          status: 409,
          body: { message: 'This agent card already belongs to the staff user "avery.agent".' },
        })
        const invited = await send(owner, 'POST', '/api/admin/users', { username: 'blake.agent', role: 'agent', agentId: cardB._id })
        expect(invited.statusCode).toBe(201)
        const blake = invited.json().user as { _id: string }
        expect(invited.json().user).toMatchObject({ role: 'agent', agentId: cardB._id })
        const promoted = await send(owner, 'PUT', `/api/admin/users/${blake._id}/role`, { role: 'editor', agentId: cardB._id })
        // Only agents keep a card.
        expect(promoted.json()).toMatchObject({ role: 'editor', agentId: null })
        const session = await signIn(t.app, 'erin.editor')
        expect((await send(owner, 'PUT', `/api/admin/users/${ids.editor}/role`, { role: 'owner' })).json()).toMatchObject({ role: 'owner' })
        // The new role applies to the sessions already open.
        expect((await send(session, 'GET', '/api/admin/users')).statusCode).toBe(200)
        expect((await send(owner, 'PUT', `/api/admin/users/${ids.editor}/role`, { role: 'editor' })).json()).toMatchObject({
          role: 'editor',
        })
        expect((await send(session, 'GET', '/api/admin/users')).statusCode).toBe(403)
      })

      it('never lets the last owner be demoted or disabled, by themselves or anyone', async () => {
        const me = (await send(owner, 'GET', '/api/admin/account')).json() as { _id: string }
        const last = { message: 'This is the last owner. Make another staff user an owner first, so someone can still manage staff users.' }
        const demote = await send(owner, 'PUT', `/api/admin/users/${me._id}/role`, { role: 'editor' })
        expect({ status: demote.statusCode, body: demote.json() }).toEqual({ status: 409, body: last })
        // A second owner may demote the first; then the second is the last.
        const second = await createStaffUser(t.database.db, 'olga.owner', 'test-password-123', { role: 'owner' })
        const olga = await signIn(t.app, 'olga.owner')
        expect((await send(olga, 'PUT', `/api/admin/users/${me._id}/role`, { role: 'editor' })).statusCode).toBe(200)
        expect((await send(owner, 'GET', '/api/admin/users')).statusCode).toBe(403)
        const disable = await send(olga, 'POST', `/api/admin/users/${second}/disable`)
        expect(disable.statusCode).toBe(400)
        const self = await send(olga, 'PUT', `/api/admin/users/${second}/role`, { role: 'agent', agentId: cardB._id })
        expect({ status: self.statusCode, body: self.json() }).toEqual({ status: 409, body: last })
        expect((await send(olga, 'PUT', `/api/admin/users/${me._id}/role`, { role: 'owner' })).statusCode).toBe(200)
      })
    })
  })
}
