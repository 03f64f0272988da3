import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { createStaffUser, signIn, staffCall } from '#tests/helpers/admin.ts'
import { insertAgent, insertProperty } from '#tests/helpers/factories.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { contactAgent } from '#tests/helpers/leads.ts'
import { newId } from '#server/db/ids.ts'
import * as personsMigration from '#server/db/migrations/0033-persons.ts'
import type { LeadDetail, LeadList } from '#core/leads/lead-inbox.ts'
import type { Person, PersonMatch } from '#core/leads/persons.ts'
import type { ActivityEntry } from '#core/staff/staff-users.ts'
import { activityLabel } from '#core/staff/activity-label.ts'

// One person behind several leads (docs/decisions/0126-one-person-behind-many-leads.md): leads of one e-mail (any
// case, any spaces) or, without one, of one phone number are one person with a timeline of all that happened;
// merging and splitting keep every lead, note and mail with exactly one person.

for (const dialect of dialects) {
  describe(`persons behind leads on ${dialect}`, () => {
    let t: TestApp
    const tokens = { owner: '', agent: '' }
    const send: ReturnType<typeof staffCall> = (...call) => staffCall(t.app)(...call)
    const ok = async <T>(token: string, method: 'GET' | 'POST', url: string, body?: object, status = 200) => {
      const res = await send(token, method, url, body)
      expect(res.statusCode, res.body).toBe(status)
      return res.json() as T
    }
    const personOf = async (leadId: string) => (await ok<LeadDetail>(tokens.owner, 'GET', `/api/admin/contacts/${leadId}`)).personId!
    const person = (id: string, token = tokens.owner) => ok<Person>(token, 'GET', `/api/admin/persons/${id}`)
    const general = async (clientName: string, clientEmail: string, clientPhone = '', message = 'Hello there') => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact/general',
        payload: { clientName, clientEmail, clientPhone, message },
      })
      expect(res.statusCode, res.body).toBe(200)
      return (res.json() as { inquiryId: string }).inquiryId
    }
    /** Every lead, note and mail of these persons, each with the person it belongs to. */
    const items = async (...ids: string[]) => {
      const all = await Promise.all(ids.map((id) => person(id)))
      return all.flatMap((p) => p.timeline.map((i) => `${i.kind}:${i._id}→${p._id}`)).sort()
    }
    let propertyId = ''

    beforeAll(async () => {
      t = await createTestApp({ dialect })
      const db = t.database.db
      const card = await insertAgent(db, { name: 'Avery Agent', email: 'avery@example.com' })
      const other = await insertAgent(db, { name: 'Blake Broker', email: 'blake@example.com' })
      propertyId = await insertProperty(db, { title: 'Avery Ranch', agentId: card._id })
      await insertProperty(db, { title: 'Blake Split-Level', agentId: other._id })
      await createStaffUser(db, 'avery.agent', 'test-password-123', { role: 'agent', agentId: card._id, displayName: 'Avery' })
      tokens.owner = await signIn(t.app)
      tokens.agent = await signIn(t.app, 'avery.agent')
      const off = await send(tokens.owner, 'PUT', '/api/admin/leads/routing', {
        rules: ['agent', 'contact'].map((kind) => ({ kind, mode: 'none', userId: null, users: [] })),
      })
      expect(off.statusCode, off.body).toBe(200)
    })
    afterAll(() => t?.close())

    it('three messages from one e-mail, in any case and with spaces, are one person with every message on the timeline', async () => {
      const first = await general('Pat Jones', 'pat.jones@example.com', '', 'First question')
      const second = await general('Pat Jones', 'Pat.Jones@Example.COM', '', 'Second question')
      const third = await contactAgent(t.app, propertyId, 'Patricia Jones', 'About the ranch', '  PAT.JONES@example.com ')
      const id = await personOf(first)
      expect(await personOf(second)).toBe(id)
      expect(await personOf(third)).toBe(id)
      await ok(tokens.owner, 'POST', `/api/admin/contacts/${second}/notes`, { body: 'Called back, left a message' }, 201)
      const pat = await person(id)
      expect(pat.name).toBe('Pat Jones')
      expect(pat.leads.map((l) => l._id)).toEqual([third, second, first])
      const leadsOnTimeline = pat.timeline.filter((i) => i.kind === 'lead')
      expect(leadsOnTimeline.map((i) => [i.leadId, i.text])).toEqual([
        [third, 'About the ranch'],
        [second, 'Second question'],
        [first, 'First question'],
      ])
      expect(pat.timeline.find((i) => i.kind === 'note')).toMatchObject({ leadId: second, href: `/admin/contacts?lead=${second}` })
      expect(pat.timeline.find((i) => i.kind === 'mail')?.title).toMatch(/^E-mail to /)
      const list = await ok<LeadList>(tokens.owner, 'GET', '/api/admin/contacts?q=pat.jones')
      expect(list.items.map((l) => [l._id, l.otherLeads])).toEqual([
        [third, 2],
        [second, 2],
        [first, 2],
      ])
      const times = pat.timeline.map((i) => i.at)
      expect(times).toEqual([...times].sort().reverse())
    })

    it('a lead without a matching e-mail finds its person by phone number, in any format', async () => {
      const byPhone = await general('Robin Lee', 'robin@example.com', '(402) 555-0134')
      const samePhone = await general('Robin Lee', 'robin.lee@work.example', '+1 402.555.0134')
      const otherPhone = await general('Robin Lee', 'robin.home@example.net', '402-555-0199')
      expect(await personOf(samePhone)).toBe(await personOf(byPhone))
      expect(await personOf(otherPhone)).not.toBe(await personOf(byPhone))
      expect((await person(await personOf(byPhone))).emails).toEqual(['robin@example.com', 'robin.lee@work.example'])
    })

    it('merging keeps every lead, note and mail, now with one person, and is in the activity log', async () => {
      const a = await general('Sam Merge', 'sam@example.com')
      const b = await general('Samuel Merge', 'samuel@example.net')
      await ok(tokens.owner, 'POST', `/api/admin/contacts/${b}/notes`, { body: 'Same person as sam@' }, 201)
      const [pa, pb] = [await personOf(a), await personOf(b)]
      expect(pa).not.toBe(pb)
      const before = await items(pa, pb)
      const found = await ok<PersonMatch[]>(tokens.owner, 'GET', `/api/admin/persons?q=${encodeURIComponent('samuel')}`)
      expect(found.map((p) => p._id)).toContain(pb)
      const merged = await ok<Person>(tokens.owner, 'POST', `/api/admin/persons/${pa}/merge`, { otherId: pb })
      expect(merged.leads.map((l) => l._id).sort()).toEqual([a, b].sort())
      expect(merged.timeline.map((i) => `${i.kind}:${i._id}→${pa}`).sort()).toEqual(before.map((i) => i.replace(/→.*/, `→${pa}`)))
      expect((await send(tokens.owner, 'GET', `/api/admin/persons/${pb}`)).statusCode).toBe(404)
      expect(await personOf(b)).toBe(pa)
      const log = await ok<ActivityEntry[]>(tokens.owner, 'GET', '/api/admin/activity?kind=lead')
      const entry = log.find((e) => e.action === 'lead.person.merge')!
      expect(entry.details).toMatchObject({ personId: pa, otherPersonId: pb, moved: 1 })
      expect(activityLabel(entry)).toBe('Merged the person Samuel Merge into Sam Merge: 1 lead moved')
      // The other person is gone: merging it again (a second staff member a moment later) is refused, nothing moves.
      const again = await send(tokens.owner, 'POST', `/api/admin/persons/${pa}/merge`, { otherId: pb })
      expect(again.statusCode).toBe(404)
      expect(await personOf(b)).toBe(pa)
      const self = await send(tokens.owner, 'POST', `/api/admin/persons/${pa}/merge`, { otherId: pa })
      expect(self.statusCode).toBe(400)
    })

    it('splitting moves the ticked leads to a new person and keeps every item', async () => {
      const a = await general('Kim Split', 'kim@example.com', '', 'Mine')
      const b = await general('Kim Split', 'KIM@example.com', '', 'My neighbour’s, sent from my address')
      await ok(tokens.owner, 'POST', `/api/admin/contacts/${b}/notes`, { body: 'Really her neighbour' }, 201)
      const id = await personOf(a)
      const before = await items(id)
      const created = await ok<Person>(tokens.owner, 'POST', `/api/admin/persons/${id}/split`, { leadIds: [b] }, 201)
      expect(created.leads.map((l) => l._id)).toEqual([b])
      expect(await personOf(b)).toBe(created._id)
      expect((await person(id)).leads.map((l) => l._id)).toEqual([a])
      const after = await items(id, created._id)
      expect(after.map((i) => i.replace(/→.*/, ''))).toEqual(before.map((i) => i.replace(/→.*/, '')))
      expect(after.filter((i) => i.endsWith(`→${created._id}`)).length).toBe(created.timeline.length)
      const all = await send(tokens.owner, 'POST', `/api/admin/persons/${id}/split`, { leadIds: [a] })
      expect(all.statusCode).toBe(400)
      expect(all.json().message).toBe('Leave at least one lead with this person')
      const notHers = await send(tokens.owner, 'POST', `/api/admin/persons/${id}/split`, { leadIds: [b] })
      expect(notHers.statusCode).toBe(400)
    })

    it('an agent reads persons of their leads only, and merges only persons wholly theirs', async () => {
      const mine = await contactAgent(t.app, propertyId, 'Quinn Buyer', 'Ranch?', 'quinn@example.com')
      const elsewhere = await general('Una Stranger', 'una@example.com')
      const minePerson = await personOf(mine)
      const otherPerson = await personOf(elsewhere)
      expect((await person(minePerson, tokens.agent)).leads.map((l) => l._id)).toEqual([mine])
      const refused = await send(tokens.agent, 'GET', `/api/admin/persons/${otherPerson}`)
      expect(refused.statusCode).toBe(404)
      expect(refused.json().message).toBe('This person no longer exists')
      const merge = await send(tokens.agent, 'POST', `/api/admin/persons/${minePerson}/merge`, { otherId: otherPerson })
      expect(merge.statusCode).toBe(404)
      const search = await ok<PersonMatch[]>(tokens.agent, 'GET', '/api/admin/persons?q=una')
      expect(search.map((p) => p._id)).not.toContain(otherPerson)
      // A person with a lead of the agent's and one not: the agent sees only theirs on the timeline.
      const alsoQuinn = await general('Quinn Buyer', 'quinn@example.com', '', 'Office question')
      expect(await personOf(alsoQuinn)).toBe(minePerson)
      const seen = await person(minePerson, tokens.agent)
      expect(seen.timeline.map((i) => i.leadId)).not.toContain(alsoQuinn)
      const agentList = await ok<LeadList>(tokens.agent, 'GET', '/api/admin/contacts?q=quinn')
      expect(agentList.items.map((l) => [l._id, l.otherLeads])).toEqual([[mine, 0]])
      const ownerList = await ok<LeadList>(tokens.owner, 'GET', '/api/admin/contacts?q=quinn')
      expect(ownerList.items.find((l) => l._id === mine)?.otherLeads).toBe(1)
    })

    it('the migration gives leads stored before it their persons by the same rule', async () => {
      const db = t.database.db
      const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString()
      const row = (name: string, email: string, phone: string, s: number) => ({
        id: newId(),
        kind: 'contact',
        property_id: null,
        name,
        email,
        phone,
        message: 'Before persons',
        payload: '{}',
        status: 'new',
        created_at: at(s),
      })
      const old = [
        row('Old Timer', 'old@example.com', '', 1),
        row('Old Timer', ' OLD@Example.com', '', 2),
        row('Phone Only', 'one@example.com', '402 555 0100', 3),
        row('Phone Only', 'two@example.com', '1-402-555-0100', 4),
      ]
      await personsMigration.down(db)
      await db.insertInto('inquiries').values(old).execute()
      await personsMigration.up(db)
      const people = await db
        .selectFrom('inquiries')
        .select(['id', 'person_id'])
        .where(
          'id',
          'in',
          old.map((r) => r.id),
        )
        .execute()
      const of = (r: { id: string }) => people.find((p) => p.id === r.id)!.person_id
      expect(of(old[0])).toBeTruthy()
      expect(of(old[1])).toBe(of(old[0]))
      expect(of(old[3])).toBe(of(old[2]))
      expect(of(old[2])).not.toBe(of(old[0]))
      const names = await db
        .selectFrom('persons')
        .select('display_name')
        .where('id', 'in', [of(old[0])!, of(old[2])!])
        .execute()
      expect(names.map((n) => n.display_name).sort()).toEqual(['Old Timer', 'Phone Only'])
      // Leads stored through the forms before are still one person each e-mail after the backfill.
      const nulls = await db.selectFrom('inquiries').select('id').where('person_id', 'is', null).execute()
      expect(nulls).toEqual([])
    })
  })
}
