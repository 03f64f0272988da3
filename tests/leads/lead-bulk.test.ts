import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { createStaffUser, signIn, staffCall } from '#tests/helpers/admin.ts'
import { insertAgent, insertProperty } from '#tests/helpers/factories.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { submitApplication } from '#tests/helpers/applications.ts'
import { contactAgent } from '#tests/helpers/leads.ts'
import type { LeadBulkResult, LeadDetail, LeadList } from '#core/leads/lead-inbox.ts'
import type { ActivityEntry } from '#core/staff/staff-users.ts'

// Bulk actions in the lead inbox (docs/decisions/0107-lead-bulk-actions-and-assignee.md): one call changes the
// status of, assigns or archives the selected leads; a lead changed by someone else since is left alone and named; an
// agent acts only on their own leads, and the leads assigned to them are theirs.

for (const dialect of dialects) {
  describe(`bulk lead actions on ${dialect}`, () => {
    let t: TestApp
    const tokens = { owner: '', agent: '', editor: '' }
    const users = { agent: '', editor: '' }
    const leads: Record<string, string> = {}

    const send: ReturnType<typeof staffCall> = (...call) => staffCall(t.app)(...call)
    const bulk = async (token: string, payload: object, status = 200) => {
      const res = await send(token, 'POST', '/api/admin/leads/bulk', payload)
      expect(res.statusCode, res.body).toBe(status)
      return res.json() as LeadBulkResult & { message?: string }
    }
    const detail = async (id: string, token = tokens.owner) => {
      const res = await send(token, 'GET', `/api/admin/contacts/${id}`)
      expect(res.statusCode, res.body).toBe(200)
      return res.json() as LeadDetail
    }
    const names = async (token: string, query = '') => {
      const res = await send(token, 'GET', `/api/admin/contacts?${query}`)
      expect(res.statusCode, res.body).toBe(200)
      return (res.json() as LeadList).items.map((l) => l.name).sort()
    }
    const asSelected = async (...ids: string[]) =>
      Promise.all(ids.map(async (id) => ({ id, statusVersion: (await detail(id)).statusVersion })))

    beforeAll(async () => {
      t = await createTestApp({ dialect })
      const db = t.database.db
      const card = await insertAgent(db, { name: 'Avery Agent', email: 'avery@example.com' })
      const other = await insertAgent(db, { name: 'Blake Broker', email: 'blake@example.com' })
      const mine = await insertProperty(db, { title: 'Avery Ranch', agentId: card._id })
      const theirs = await insertProperty(db, { title: 'Blake Split-Level', agentId: other._id })
      users.agent = await createStaffUser(db, 'avery.agent', 'test-password-123', {
        role: 'agent',
        agentId: card._id,
        displayName: 'Avery',
      })
      users.editor = await createStaffUser(db, 'eli.editor', 'test-password-123', { role: 'editor', displayName: 'Eli' })
      tokens.owner = await signIn(t.app)
      // Listing leads stay unassigned here, as before the routing rules (docs/decisions/0117-lead-routing-rules.md).
      const off = await send(tokens.owner, 'PUT', '/api/admin/leads/routing', {
        rules: [{ kind: 'agent', mode: 'none', userId: null, users: [] }],
      })
      if (off.statusCode !== 200) throw new Error(off.body)
      tokens.agent = await signIn(t.app, 'avery.agent')
      tokens.editor = await signIn(t.app, 'eli.editor')
      const contact = (propertyId: string, clientName: string) => contactAgent(t.app, propertyId, clientName)
      leads.ana = await contact(mine, 'Ana Avery-Lead')
      leads.ben = await contact(mine, 'Ben Avery-Lead')
      leads.cai = await contact(theirs, 'Cai Blake-Lead')
      leads.dee = await contact(theirs, 'Dee Blake-Lead')
      leads.application = (await submitApplication(t.app, { company: 'Bulk Roofing' })).id
    })
    afterAll(() => t?.close())

    it('sets the status of the selected leads in one call, and the new-lead count follows', async () => {
      const before = await send(tokens.owner, 'GET', '/api/admin/contacts/summary')
      const result = await bulk(tokens.owner, { action: 'status', status: 'in-progress', leads: await asSelected(leads.ana, leads.cai) })
      expect(result).toEqual({ changed: [leads.ana, leads.cai], unchanged: [], stale: [], missing: [] })
      expect((await detail(leads.ana)).status).toBe('in-progress')
      expect((await detail(leads.cai)).status).toBe('in-progress')
      const after = await send(tokens.owner, 'GET', '/api/admin/contacts/summary')
      expect(after.json().totalNew).toBe(before.json().totalNew - 2)
    })

    it('leaves a lead someone else changed since the screen read it, and names it', async () => {
      const selected = await asSelected(leads.ben, leads.dee)
      // Eli closes Ben's lead after the owner's screen read it.
      const eli = await send(tokens.editor, 'PATCH', `/api/admin/contacts/${leads.ben}`, { status: 'closed' })
      expect(eli.statusCode, eli.body).toBe(200)
      const result = await bulk(tokens.owner, { action: 'status', status: 'in-progress', leads: selected })
      expect(result.changed).toEqual([leads.dee])
      expect(result.stale).toEqual([{ _id: leads.ben, name: 'Ben Avery-Lead', changedBy: 'Eli', changedAt: expect.any(String) }])
      expect((await detail(leads.ben)).status).toBe('closed')
    })

    it('assigns leads to a staff member, records it in the lead and the activity log, and filters by assignee', async () => {
      const result = await bulk(tokens.owner, { action: 'assign', assigneeId: users.editor, leads: await asSelected(leads.ana, leads.dee) })
      expect(result.changed).toEqual([leads.ana, leads.dee])
      const ana = await detail(leads.ana)
      expect(ana.assignee).toEqual({ _id: users.editor, name: 'Eli' })
      expect(ana.notes.at(-1)).toMatchObject({ kind: 'assign', body: 'Eli', author: 'admin' })
      expect(await names(tokens.editor, 'assignee=me')).toEqual(['Ana Avery-Lead', 'Dee Blake-Lead'])
      expect(await names(tokens.owner, `assignee=${users.editor}`)).toEqual(['Ana Avery-Lead', 'Dee Blake-Lead'])
      expect(await names(tokens.owner, 'assignee=none&kind=agent')).toEqual(['Ben Avery-Lead', 'Cai Blake-Lead'])
      const log = (await send(tokens.owner, 'GET', '/api/admin/activity?limit=10')).json() as ActivityEntry[]
      expect(log.filter((e) => e.action === 'lead.assign').map((e) => e.details.id)).toEqual(expect.arrayContaining([leads.ana, leads.dee]))
      // The same assignment again changes nothing.
      const again = await bulk(tokens.owner, { action: 'assign', assigneeId: users.editor, leads: await asSelected(leads.ana) })
      expect(again).toMatchObject({ changed: [], unchanged: [leads.ana] })
    })

    it('refuses an assignee who is not a staff member, in plain words', async () => {
      const res = await bulk(tokens.owner, { action: 'assign', assigneeId: 'f'.repeat(24), leads: [{ id: leads.ana }] }, 400)
      expect(res.message).toBe('Assignee: choose a staff member who can sign in.')
    })

    it('archives leads out of the inbox, shows them when asked, and restores them', async () => {
      const result = await bulk(tokens.owner, { action: 'archive', archived: true, leads: await asSelected(leads.cai) })
      expect(result.changed).toEqual([leads.cai])
      expect(await names(tokens.owner, 'kind=agent')).not.toContain('Cai Blake-Lead')
      expect(await names(tokens.owner, 'kind=agent&archived=only')).toEqual(['Cai Blake-Lead'])
      expect(await names(tokens.owner, 'kind=agent&archived=all')).toContain('Cai Blake-Lead')
      expect((await detail(leads.cai)).archived).toBe(true)
      await bulk(tokens.owner, { action: 'archive', archived: false, leads: await asSelected(leads.cai) })
      expect(await names(tokens.owner, 'kind=agent')).toContain('Cai Blake-Lead')
    })

    it("refuses an agent's action on a lead that is not theirs, and changes nothing", async () => {
      const before = await detail(leads.ben)
      const res = await bulk(tokens.agent, { action: 'archive', archived: true, leads: [{ id: leads.ben }, { id: leads.cai }] }, 403)
      expect(res.message).toMatch(/^Some of the selected leads are not yours/)
      expect((await detail(leads.ben)).archived).toBe(before.archived)
      expect((await detail(leads.cai)).archived).toBe(false)
    })

    it('makes a lead assigned to an agent theirs, even about another listing', async () => {
      expect(await names(tokens.agent, 'kind=agent')).toEqual(['Ana Avery-Lead', 'Ben Avery-Lead'])
      expect((await send(tokens.agent, 'GET', `/api/admin/contacts/${leads.cai}`)).statusCode).toBe(404)
      await bulk(tokens.owner, { action: 'assign', assigneeId: users.agent, leads: await asSelected(leads.cai) })
      expect(await names(tokens.agent, 'kind=agent')).toEqual(['Ana Avery-Lead', 'Ben Avery-Lead', 'Cai Blake-Lead'])
      const result = await bulk(tokens.agent, { action: 'status', status: 'closed', leads: await asSelected(leads.cai) })
      expect(result.changed).toEqual([leads.cai])
    })

    it('changes application statuses one at a time only, and checks the selection', async () => {
      const res = await bulk(tokens.owner, { action: 'status', status: 'closed', leads: [{ id: leads.application }] }, 400)
      expect(res.message).toMatch(/^Preferred bidder applications have statuses of their own/)
      const none = await send(tokens.owner, 'POST', '/api/admin/leads/bulk', { action: 'archive', archived: true, leads: [] })
      expect(none.statusCode).toBe(400)
      expect(none.json().message).toMatch(/Select at least one lead/)
    })

    it('lists the staff leads can be assigned to', async () => {
      const res = await send(tokens.agent, 'GET', '/api/admin/leads/assignees')
      expect(res.statusCode).toBe(200)
      expect((res.json() as Array<{ name: string }>).map((u) => u.name)).toEqual(['admin', 'Avery', 'Eli'])
    })
  })
}
