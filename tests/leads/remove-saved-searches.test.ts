import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '#tests/helpers/app.ts'
import { createStaffUser, signIn, staffCall } from '#tests/helpers/admin.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { insertAgent, insertProperty } from '#tests/helpers/factories.ts'
import type { LeadDetail } from '#core/leads/lead-inbox.ts'
import type { Person } from '#core/leads/persons.ts'
import type { ActivityEntry } from '#core/staff/staff-users.ts'
import { activityLabel } from '#core/staff/activity-label.ts'

// A deletion request taken by staff (docs/decisions/0185-staff-remove-saved-searches.md): from the person's timeline,
// an owner or an editor removes every saved search and saved home of the person's addresses, recorded in the activity
// log; an agent may not; other addresses keep theirs; nothing left to remove answers 409.

const PUBLIC_URL = 'https://homes.example.com'

for (const dialect of dialects) {
  describe(`removing a person's saved searches on ${dialect}`, () => {
    let t: Awaited<ReturnType<typeof createTestApp>>
    const tokens = { owner: '', editor: '', agent: '' }
    const send: ReturnType<typeof staffCall> = (...call) => staffCall(t.app)(...call)

    beforeAll(async () => {
      t = await createTestApp({ dialect, config: { publicUrl: PUBLIC_URL } })
      const card = await insertAgent(t.database.db, { name: 'Avery Agent', email: 'avery@example.com' })
      await createStaffUser(t.database.db, 'avery.agent', 'test-password-123', { role: 'agent', agentId: card._id })
      await createStaffUser(t.database.db, 'eddie.editor', 'test-password-123', { role: 'editor' })
      tokens.owner = await signIn(t.app)
      tokens.editor = await signIn(t.app, 'eddie.editor')
      tokens.agent = await signIn(t.app, 'avery.agent')
    })
    afterAll(() => t?.close())

    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload })
    /** Saves a search (and, with `homes`, a saved home) for `email` and confirms it as the address's owner would. */
    const saveConfirmed = async (email: string, homes = false) => {
      const saved = await post('/api/saved-searches', {
        email,
        page: '/properties',
        query: 'beds=3',
        name: 'Family homes',
        frequency: 'daily',
      })
      expect(saved.statusCode, saved.body).toBe(200)
      const { browserKey } = saved.json() as { browserKey: string }
      if (homes) {
        const id = await insertProperty(t.database.db, { title: 'Saved Bungalow' })
        const tied = await post('/api/saved-homes/address', { email, browserKey, homes: [{ id, title: 'Saved Bungalow' }] })
        expect(tied.statusCode, tied.body).toBe(200)
      }
      const confirm = await t.database.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('to_address', '=', email)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow()
      const token = /confirm-alerts\?token=([0-9a-f]{64})/.exec(confirm.text_body)![1]
      expect((await post('/api/saved-searches/confirm', { token })).statusCode).toBe(200)
    }
    const addressCount = async (email: string) =>
      (await t.database.db.selectFrom('alert_addresses').select('id').where('email_key', '=', email).execute()).length

    it('lets an owner or editor remove them from the timeline, logged, and refuses an agent', async () => {
      const contact = await post('/api/contact/general', {
        clientName: 'Rae Ruiz',
        clientEmail: 'rae@example.com',
        clientPhone: '402-555-0101',
        message: 'Please delete my data',
      })
      expect(contact.statusCode, contact.body).toBe(200)
      const lead = (contact.json() as { inquiryId: string }).inquiryId
      const personId = (await send(tokens.owner, 'GET', `/api/admin/contacts/${lead}`)).json<LeadDetail>().personId!
      await saveConfirmed('rae@example.com', true)
      await saveConfirmed('someone.else@example.com')
      const before = (await send(tokens.owner, 'GET', `/api/admin/persons/${personId}`)).json<Person>()
      expect(before.timeline.filter((i) => i.kind === 'saved-search').length).toBeGreaterThan(0)

      const url = `/api/admin/persons/${personId}/remove-saved-searches`
      const refused = await send(tokens.agent, 'POST', url)
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toEqual({ message: expect.stringContaining('does not allow you to see or remove Get Notified sign-ups') })
      expect(await addressCount('rae@example.com')).toBe(1)

      const removed = await send(tokens.editor, 'POST', url)
      expect(removed.statusCode, removed.body).toBe(200)
      expect(removed.json<Person>().timeline.filter((i) => i.kind === 'saved-search')).toEqual([])
      expect(await addressCount('rae@example.com')).toBe(0)
      for (const table of ['saved_searches', 'saved_search_homes', 'alert_browsers'] as const) {
        const left = await t.database.db
          .selectFrom(table)
          .select('address_id')
          .where('address_id', 'not in', t.database.db.selectFrom('alert_addresses').select('id'))
          .execute()
        expect(left, table).toEqual([])
      }
      // Another address keeps its search; the person's lead stays.
      expect(await addressCount('someone.else@example.com')).toBe(1)
      expect((await send(tokens.owner, 'GET', `/api/admin/contacts/${lead}`)).statusCode).toBe(200)

      const again = await send(tokens.owner, 'POST', url)
      expect(again.statusCode).toBe(409)
      expect(again.json()).toEqual({ message: 'This person has no saved searches or saved homes to remove.' })
      const log = (await send(tokens.owner, 'GET', '/api/admin/activity?kind=lead')).json<ActivityEntry[]>()
      expect(log.map(activityLabel)).toContain('Removed the saved searches of the person Rae Ruiz: 2 searches')
      expect((await send(tokens.owner, 'POST', '/api/admin/persons/nope/remove-saved-searches')).statusCode).toBe(400)
    })
  })
}
