import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { authHeader, createStaffUser, signIn, signedInStaff } from '#tests/helpers/admin.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { activityLabel } from '#core/staff/activity-label.ts'
import { cursorOf } from '#core/staff/activity.ts'
import type { ActivityEntry } from '#core/staff/staff-users.ts'
import { newId } from '#server/db/ids.ts'

// The activity log (docs/decisions/0101-activity-log-filters.md): entries name the item they are about, filter by
// person, kind and Omaha days, page by place in the log, and export as CSV with the same filters; owners only.

for (const dialect of dialects) {
  describe(`activity log on ${dialect}`, () => {
    let t: TestApp
    let owner = ''
    let ana = ''
    let listingId = ''
    const get = async (query: string, token = owner) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/activity?${query}`, headers: authHeader(token) })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<ActivityEntry[]>()
    }

    beforeAll(async () => {
      t = await createTestApp({ dialect })
      owner = await signIn(t.app)
      ;[ana] = await signedInStaff(t.app, t.database.db, ['ana'])
      listingId = await insertProperty(t.database.db, { title: '123 Maple St' })
      const listing = (await t.app.inject({ method: 'GET', url: `/api/admin/properties/${listingId}`, headers: authHeader(ana) })).json()
      const { _id, images, thumbnail, createdAt, updatedAt, priceHistory, archivedAt, agent, renovation, ...fields } = listing
      void [_id, images, thumbnail, createdAt, updatedAt, priceHistory, archivedAt, agent, renovation]
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/properties/${listingId}`,
        payload: { ...fields, renovation: null, price: 239000 },
        headers: authHeader(ana),
      })
      expect(saved.statusCode, saved.body).toBe(200)
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/agents',
        payload: { name: 'Maria Lopez' },
        headers: authHeader(owner),
      })
      expect(created.statusCode).toBe(201)
      // Photos of the listing name it too, though their entries keep only its id.
      await t.app.inject({
        method: 'PUT',
        url: `/api/admin/properties/${listingId}/images/order`,
        payload: { ids: [] },
        headers: authHeader(ana),
      })
    })
    afterAll(() => t?.close())

    it('names the item each entry is about, with its kind', async () => {
      const entries = await get('limit=10')
      const lines = entries.map((e) => `${e.username}: ${activityLabel(e)} [${e.kind}]`)
      expect(lines).toContain('ana: Updated listing 123 Maple St [listing]')
      expect(lines).toContain('ana: Reordered the photos of listing 123 Maple St [listing]')
      expect(lines).toContain('admin: Created agent Maria Lopez [agent]')
      expect(lines).toContain('ana: Signed in [sign-in]')
      expect(entries.find((e) => e.action === 'property.update')!.subject).toEqual({ id: listingId, name: '123 Maple St' })
    })

    it('filters by person and kind, and lists the people', async () => {
      const listings = await get('kind=listing&user=ana')
      expect(listings.length).toBe(2)
      expect(listings.every((e) => e.kind === 'listing' && e.username === 'ana')).toBe(true)
      expect((await get('kind=agent')).map((e) => e.action)).toEqual(['agent.create'])
      const people = await t.app.inject({ method: 'GET', url: '/api/admin/activity/people', headers: authHeader(owner) })
      expect(people.json()).toEqual(['admin', 'ana'])
    })

    it('filters by days in Omaha time, both days included', async () => {
      // 05:30 UTC on Nov 3 is still Nov 2 in Omaha (UTC-6); 06:30 UTC is Nov 3.
      const row = (at: string, action: string) => ({
        id: newId(),
        user_id: null,
        username: 'night-owl',
        action,
        method: 'PUT',
        path: '/api/admin/agents/x',
        details: '{}',
        ip: '127.0.0.1',
        created_at: at,
        kind: 'agent',
      })
      await t.database.db
        .insertInto('audit_log')
        .values([row('2026-11-03T05:30:00.000Z', 'agent.late'), row('2026-11-03T06:30:00.000Z', 'agent.early')])
        .execute()
      expect((await get('user=night-owl&from=2026-11-03&to=2026-11-03')).map((e) => e.action)).toEqual(['agent.early'])
      expect((await get('user=night-owl&from=2026-11-02&to=2026-11-02')).map((e) => e.action)).toEqual(['agent.late'])
      expect((await get('user=night-owl&from=2026-11-02&to=2026-11-03')).length).toBe(2)
      const bad = await t.app.inject({ method: 'GET', url: '/api/admin/activity?from=11/02/2026', headers: authHeader(owner) })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().message).toContain('From is a date such as 2026-11-25')
      const reversed = await t.app.inject({
        method: 'GET',
        url: '/api/admin/activity?from=2026-11-03&to=2026-11-02',
        headers: authHeader(owner),
      })
      expect(reversed.statusCode).toBe(400)
    })

    it('pages through everything by place, older and newer, with no entry twice or left out', async () => {
      const all = await get('limit=100')
      const seen: string[] = []
      let page = await get('limit=3')
      while (page.length > 0) {
        seen.push(...page.map((e) => e._id))
        page = await get(`limit=3&before=${encodeURIComponent(cursorOf(page.at(-1)!))}`)
      }
      expect(seen).toEqual(all.map((e) => e._id))
      // Back from the third page: the second page again.
      const second = await get(`limit=3&before=${encodeURIComponent(cursorOf(all[2]))}`)
      const back = await get(`limit=3&after=${encodeURIComponent(cursorOf(second[0]))}`)
      expect(back.map((e) => e._id)).toEqual(all.slice(0, 3).map((e) => e._id))
    })

    it('exports the filtered log as CSV, every matching entry', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/activity.csv?kind=listing&user=ana', headers: authHeader(owner) })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/)
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
      expect(lines[0]).toBe('"Date (Omaha time)","Who","Kind","What","Item id"')
      expect(lines.slice(1)).toHaveLength(2)
      expect(lines.slice(1).every((l) => l.includes('"ana","Listing"'))).toBe(true)
      expect(res.body).toContain(`"Updated listing 123 Maple St","${listingId}"`)
    })

    it('names a lead by its sender and kind, also in entries kept before they named it', async () => {
      const lead = newId()
      await t.database.db
        .insertInto('inquiries')
        .values({
          id: lead,
          kind: 'tour',
          property_id: null,
          name: 'Jane Doe',
          email: 'jane@example.com',
          phone: '',
          message: 'Saturday?',
          payload: '{}',
          status: 'new',
          created_at: new Date().toISOString(),
          assigned_to: null,
          archived_at: null,
          open_house_id: null,
          consent_text: null,
          consent_at: null,
          consent_ip: null,
          consent_user_agent: null,
        })
        .execute()
      const as = { headers: authHeader(owner) }
      const status = await t.app.inject({ method: 'PATCH', url: `/api/admin/contacts/${lead}`, payload: { status: 'in-progress' }, ...as })
      expect(status.statusCode, status.body).toBe(200)
      const note = await t.app.inject({ method: 'POST', url: `/api/admin/contacts/${lead}/notes`, payload: { body: 'Called back' }, ...as })
      expect(note.statusCode, note.body).toBe(201)
      const archive = { action: 'archive', leads: [{ id: lead }], archived: true }
      expect((await t.app.inject({ method: 'POST', url: '/api/admin/leads/bulk', payload: archive, ...as })).statusCode).toBe(200)
      // An entry kept before entries named their lead: named from the lead as it is now.
      await t.database.db
        .insertInto('audit_log')
        .values({
          id: newId(),
          user_id: null,
          username: 'old-timer',
          action: 'lead.note',
          method: 'POST',
          path: `/api/admin/contacts/${lead}/notes`,
          details: JSON.stringify({ id: lead }),
          ip: '127.0.0.1',
          created_at: new Date().toISOString(),
          kind: 'lead',
        })
        .execute()
      const entries = await get('kind=lead')
      // Entries made in the same millisecond may come in either order: each line is checked, not their order.
      expect(entries.map((e) => `${e.username}: ${activityLabel(e)}`).sort()).toEqual(
        [
          'old-timer: Added a note to lead Jane Doe · Tour request',
          'admin: Archived lead Jane Doe · Tour request',
          'admin: Added a note to lead Jane Doe · Tour request',
          'admin: Changed the status of lead Jane Doe · Tour request',
        ].sort(),
      )
      expect(entries.every((e) => e.subject?.id === lead && e.subject.name === 'Jane Doe · Tour request')).toBe(true)
      expect(entries.find((e) => e.action === 'lead.archive')?.details.name).toBe('Jane Doe · Tour request')
    })

    it('is shown only to roles that read the activity log', async () => {
      await createStaffUser(t.database.db, 'edna', 'correct-horse-battery', { role: 'editor' })
      const edna = await signIn(t.app, 'edna', 'correct-horse-battery')
      for (const url of ['/api/admin/activity', '/api/admin/activity.csv', '/api/admin/activity/people']) {
        expect((await t.app.inject({ method: 'GET', url, headers: authHeader(edna) })).statusCode).toBe(403)
      }
    })
  })
}
