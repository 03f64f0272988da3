import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { createStaffUser, signIn, staffCall } from '#tests/helpers/admin.ts'
import { insertAgent, insertProperty } from '#tests/helpers/factories.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { contactAgent } from '#tests/helpers/leads.ts'
import type { LeadBulkResult, LeadDetail, LeadList } from '#core/leads/lead-inbox.ts'
import type { ActivityEntry } from '#core/staff/staff-users.ts'

// A lead's stage in the pipeline (docs/decisions/0116-lead-stages.md): apart from its status, moved on the lead with
// If-Match like a status change, moved in bulk, in the lead's history and the activity log, and filtered in the inbox
// with the owner filter.

for (const dialect of dialects) {
  describe(`lead stages on ${dialect}`, () => {
    let t: TestApp
    let owner = ''
    let editor = ''
    let editorId = ''
    const leads: Record<string, string> = {}

    const send: ReturnType<typeof staffCall> = (...call) => staffCall(t.app)(...call)
    const detail = async (id: string) => (await send(owner, 'GET', `/api/admin/contacts/${id}`)).json() as LeadDetail
    const names = async (query: string, token = owner) => {
      const res = await send(token, 'GET', `/api/admin/contacts?${query}`)
      expect(res.statusCode, res.body).toBe(200)
      return (res.json() as LeadList).items.map((l) => l.name).sort()
    }

    beforeAll(async () => {
      t = await createTestApp({ dialect })
      const db = t.database.db
      const card = await insertAgent(db, { name: 'Sage Agent', email: 'sage@example.com' })
      const listing = await insertProperty(db, { title: 'Stage Ranch', agentId: card._id })
      editorId = await createStaffUser(db, 'eve.editor', 'test-password-123', { role: 'editor', displayName: 'Eve' })
      owner = await signIn(t.app)
      // Listing leads stay unassigned here, as before the routing rules (docs/decisions/0117-lead-routing-rules.md).
      const off = await send(owner, 'PUT', '/api/admin/leads/routing', {
        rules: [{ kind: 'agent', mode: 'none', userId: null, users: [] }],
      })
      if (off.statusCode !== 200) throw new Error(off.body)
      editor = await signIn(t.app, 'eve.editor')
      leads.ann = await contactAgent(t.app, listing, 'Ann Stage-Lead')
      leads.bo = await contactAgent(t.app, listing, 'Bo Stage-Lead')
      leads.cy = await contactAgent(t.app, listing, 'Cy Stage-Lead')
    })
    afterAll(() => t?.close())

    it('starts every lead at New, apart from its status', async () => {
      const ann = await detail(leads.ann)
      expect(ann).toMatchObject({ stage: 'new', status: 'new' })
    })

    it('moves a lead to a stage with If-Match, in its history and the activity log; the status stays', async () => {
      const before = await detail(leads.ann)
      const res = await send(
        owner,
        'PATCH',
        `/api/admin/contacts/${leads.ann}/stage`,
        { stage: 'showing' },
        { 'if-match': `"${before.statusVersion}"` },
      )
      expect(res.statusCode, res.body).toBe(200)
      const ann = res.json() as LeadDetail
      expect(ann).toMatchObject({ stage: 'showing', status: 'new' })
      expect(ann.notes.at(-1)).toMatchObject({ kind: 'stage', body: 'showing', author: 'admin' })
      expect(ann.statusVersion).not.toBe(before.statusVersion)
      const log = (await send(owner, 'GET', '/api/admin/activity?limit=5')).json() as ActivityEntry[]
      expect(log.find((e) => e.action === 'lead.stage')?.details).toMatchObject({ id: leads.ann, stage: 'showing' })
    })

    it('refuses a stage change made from an older version with 409 and the lead now', async () => {
      const seen = await detail(leads.bo)
      const first = await send(editor, 'PATCH', `/api/admin/contacts/${leads.bo}/stage`, { stage: 'contacted' })
      expect(first.statusCode, first.body).toBe(200)
      const late = await send(
        owner,
        'PATCH',
        `/api/admin/contacts/${leads.bo}/stage`,
        { stage: 'lost' },
        { 'if-match': `"${seen.statusVersion}"` },
      )
      expect(late.statusCode, late.body).toBe(409)
      expect(late.json()).toMatchObject({ savedBy: 'Eve', current: { stage: 'contacted' } })
      expect((await detail(leads.bo)).stage).toBe('contacted')
    })

    it('refuses an unknown stage in plain words', async () => {
      const res = await send(owner, 'PATCH', `/api/admin/contacts/${leads.cy}/stage`, { stage: 'closing' })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/stage/i)
    })

    it('moves many leads in one bulk call', async () => {
      const selected = await Promise.all([leads.bo, leads.cy].map(async (id) => ({ id, statusVersion: (await detail(id)).statusVersion })))
      const res = await send(owner, 'POST', '/api/admin/leads/bulk', { action: 'stage', stage: 'application-or-offer', leads: selected })
      expect(res.statusCode, res.body).toBe(200)
      expect((res.json() as LeadBulkResult).changed).toEqual([leads.bo, leads.cy])
      expect((await detail(leads.cy)).notes.at(-1)).toMatchObject({ kind: 'stage', body: 'application-or-offer' })
    })

    it('filters the inbox by stage and by owner, and refuses unknown values with 400 in plain words', async () => {
      expect(await names('stage=showing')).toEqual(['Ann Stage-Lead'])
      expect(await names('stage=application-or-offer')).toEqual(['Bo Stage-Lead', 'Cy Stage-Lead'])
      expect(await names('stage=won')).toEqual([])
      const assign = await send(owner, 'POST', '/api/admin/leads/bulk', {
        action: 'assign',
        assigneeId: editorId,
        leads: [{ id: leads.cy }],
      })
      expect(assign.statusCode, assign.body).toBe(200)
      expect(await names('assignee=me&stage=application-or-offer', editor)).toEqual(['Cy Stage-Lead'])
      expect(await names(`assignee=${editorId}`)).toEqual(['Cy Stage-Lead'])
      expect(await names('assignee=none&stage=application-or-offer')).not.toContain('Cy Stage-Lead')
      for (const query of ['stage=closing', 'assignee=somebody']) {
        const res = await send(owner, 'GET', `/api/admin/contacts?${query}`)
        expect(res.statusCode, query).toBe(400)
        expect(res.json().message).toMatch(query.startsWith('stage') ? /stage/i : /assignee/i)
      }
    })
  })
}
