import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { authHeader, signedInStaff } from '#tests/helpers/admin.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { contactAgent } from '#tests/helpers/leads.ts'
import type { StaffAgent, StaffPartner } from '#core/people/people.ts'
import type { StaffUser } from '#core/staff/staff-users.ts'
import type { LeadDetail } from '#core/leads/lead-inbox.ts'

// No lost update on agents, partners, staff users and a lead's status
// (docs/decisions/0094-no-lost-edits-anywhere.md): each answers its version,
// a save sends it back as If-Match, and a save made from an older version is
// refused with 409, who changed the record, when, and the record now. A save
// without If-Match is not checked, so the spec's payloads stay valid.

const OUT_OF_DATE = (who: string, what: string) =>
  new RegExp(`^${who} saved this ${what} at .+ \\(Omaha time\\), after you opened it\\. Choose which version to keep\\.$`)

for (const dialect of dialects) {
  describe(`saves of agents, partners, staff users and lead statuses from an older version on ${dialect}`, () => {
    let t: TestApp
    let ana = ''
    let ben = ''

    const send = (token: string, method: 'PUT' | 'PATCH' | 'POST', url: string, payload?: object, version?: string) =>
      t.app.inject({
        method,
        url,
        ...(payload && { payload }),
        headers: { ...authHeader(token), ...(version !== undefined && { 'if-match': `"${version}"` }) },
      })

    beforeAll(async () => {
      t = await createTestApp({ dialect })
      ;[ana, ben] = await signedInStaff(t.app, t.database.db, ['ana', 'ben'])
    })
    afterAll(() => t?.close())

    it('refuses an agent save made before another one, names who saved it, and saves on purpose over the version shown', async () => {
      const created = await send(ana, 'POST', '/api/admin/agents', { name: 'Maria Lopez', title: 'Listing Agent', phone: '402-555-0100' })
      expect(created.statusCode, created.body).toBe(201)
      const opened = created.json() as StaffAgent
      const url = `/api/admin/agents/${opened._id}`
      const body = { name: opened.name, title: opened.title, bio: '', phone: opened.phone, email: '', isActive: true }

      const first = await send(ana, 'PUT', url, { ...body, phone: '402-555-0111' }, opened.updatedAt)
      expect(first.statusCode, first.body).toBe(200)
      const saved = first.json() as StaffAgent
      expect(saved.updatedAt > opened.updatedAt).toBe(true)

      const second = await send(ben, 'PUT', url, { ...body, bio: 'Twenty years in Dundee.' }, opened.updatedAt)
      expect(second.statusCode).toBe(409)
      const conflict = second.json()
      expect(conflict).toMatchObject({
        version: saved.updatedAt,
        savedBy: 'ana',
        savedAt: saved.updatedAt,
        current: { phone: '402-555-0111', bio: '' },
      })
      expect(conflict.message).toMatch(OUT_OF_DATE('ana', 'agent'))
      // The switch on the list is a save too.
      expect((await send(ben, 'PATCH', url, { isActive: false }, opened.updatedAt)).statusCode).toBe(409)

      const merged = await send(ben, 'PUT', url, { ...body, phone: '402-555-0111', bio: 'Twenty years in Dundee.' }, conflict.version)
      expect(merged.statusCode, merged.body).toBe(200)
      expect(merged.json()).toMatchObject({ phone: '402-555-0111', bio: 'Twenty years in Dundee.' })
      // Without If-Match the save is not checked.
      expect((await send(ana, 'PATCH', url, { isActive: false })).statusCode).toBe(200)
    })

    it('keeps an agent’s version through a reorder, which changes none of their fields', async () => {
      const list = (await send(ana, 'PUT', '/api/admin/agents/order', { ids: [] as string[] })).statusCode
      expect(list).toBe(400)
      const agents = (await t.app.inject({ method: 'GET', url: '/api/admin/agents', headers: authHeader(ana) })).json() as StaffAgent[]
      const reordered = await send(ben, 'PUT', '/api/admin/agents/order', { ids: agents.map((a) => a._id).reverse() })
      expect(reordered.statusCode, reordered.body).toBe(200)
      const [first] = agents
      const body = {
        name: first.name,
        title: first.title,
        bio: first.bio,
        phone: first.phone,
        email: first.email,
        isActive: first.isActive,
      }
      expect((await send(ana, 'PUT', `/api/admin/agents/${first._id}`, body, first.updatedAt)).statusCode).toBe(200)
    })

    it('refuses a partner save made before another one', async () => {
      const created = await send(ana, 'POST', '/api/admin/partners', { title: 'Dundee Roofing', website: 'dundeeroofing.com' })
      expect(created.statusCode, created.body).toBe(201)
      const opened = created.json() as StaffPartner
      const url = `/api/admin/partners/${opened._id}`
      const first = await send(ben, 'PATCH', url, { description: 'Roofs and gutters since 1988.' }, opened.updatedAt)
      expect(first.statusCode, first.body).toBe(200)

      const second = await send(ana, 'PUT', url, { title: 'Dundee Roofing Co.', website: 'dundeeroofing.com' }, opened.updatedAt)
      expect(second.statusCode).toBe(409)
      expect(second.json()).toMatchObject({
        savedBy: 'ben',
        current: { title: 'Dundee Roofing', description: 'Roofs and gutters since 1988.' },
      })
      expect(second.json().message).toMatch(OUT_OF_DATE('ben', 'partner'))
      const stored = (await t.app.inject({ method: 'GET', url, headers: authHeader(ana) })).json() as StaffPartner
      expect(stored.title).toBe('Dundee Roofing')
    })

    it('refuses to disable or reset a staff user who was changed since the screen showed them', async () => {
      const invited = await send(ana, 'POST', '/api/admin/users', { username: 'clerk' })
      expect(invited.statusCode, invited.body).toBe(201)
      const shown = (invited.json() as { user: StaffUser }).user
      const reset = await send(ben, 'POST', `/api/admin/users/${shown._id}/reset-password`, undefined, shown.version)
      expect(reset.statusCode, reset.body).toBe(200)
      const afterReset = (reset.json() as { user: StaffUser }).user
      expect(afterReset.version).not.toBe(shown.version)

      for (const action of ['disable', 'reset-password']) {
        const stale = await send(ana, 'POST', `/api/admin/users/${shown._id}/${action}`, undefined, shown.version)
        expect(stale.statusCode, action).toBe(409)
        expect(stale.json()).toMatchObject({ version: afterReset.version, savedBy: 'ben', current: { username: 'clerk', disabled: false } })
        expect(stale.json().message).toMatch(OUT_OF_DATE('ben', 'staff user'))
      }
      const disabled = await send(ana, 'POST', `/api/admin/users/${shown._id}/disable`, undefined, afterReset.version)
      expect(disabled.statusCode, disabled.body).toBe(200)
      expect((disabled.json() as StaffUser).disabled).toBe(true)
      expect((await send(ben, 'POST', `/api/admin/users/${shown._id}/enable`, undefined, afterReset.version)).statusCode).toBe(409)
    })

    it('refuses a lead status change made after someone else changed the status, and lets the same status through', async () => {
      const propertyId = await insertProperty(t.database.db, { title: 'Maple Street Ranch' })
      const leadId = await contactAgent(t.app, propertyId, 'Jamie Buyer', 'Is the basement finished?', 'jamie@example.com')
      const url = `/api/admin/contacts/${leadId}`
      const opened = (await t.app.inject({ method: 'GET', url, headers: authHeader(ana) })).json() as LeadDetail
      expect(opened.status).toBe('new')

      const first = await send(ana, 'PATCH', url, { status: 'in-progress' }, opened.statusVersion)
      expect(first.statusCode, first.body).toBe(200)
      const afterFirst = first.json() as LeadDetail
      expect(afterFirst.statusVersion).not.toBe(opened.statusVersion)

      const second = await send(ben, 'PATCH', url, { status: 'closed' }, opened.statusVersion)
      expect(second.statusCode).toBe(409)
      expect(second.json()).toMatchObject({ version: afterFirst.statusVersion, savedBy: 'ana', current: { status: 'in-progress' } })
      expect(second.json().message).toMatch(OUT_OF_DATE('ana', 'lead'))
      // Nothing of the refused change was kept: no status note, no new status.
      const now = (await t.app.inject({ method: 'GET', url, headers: authHeader(ana) })).json() as LeadDetail
      expect(now.status).toBe('in-progress')
      expect(now.notes.filter((n) => n.kind === 'status')).toHaveLength(1)

      // Asking for the status it already has changes nothing, so nothing is in the way.
      expect((await send(ben, 'PATCH', url, { status: 'in-progress' }, opened.statusVersion)).statusCode).toBe(200)
      expect((await send(ben, 'PATCH', url, { status: 'closed' }, afterFirst.statusVersion)).statusCode).toBe(200)
    })
  })
}
