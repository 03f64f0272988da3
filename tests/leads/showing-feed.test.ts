import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { insertAgent, insertProperty } from '#tests/helpers/factories.ts'
import { createStaffUser, signIn, staffCall } from '#tests/helpers/admin.ts'
import { parseIcs } from '#tests/helpers/icalendar.ts'
import { storeInquiry } from '#server/leads/inquiries.service.ts'
import { bookShowing } from '#server/leads/showings.service.ts'
import { createShowingRepository } from '#server/leads/showings.repository.ts'
import type { NewShowingFeed, ShowingFeed } from '#core/leads/showing-feed.ts'
import { redactUrl } from '#server/plugins/log-redaction.ts'

// Each agent's private calendar feed (docs/decisions/0149-agent-calendar-feeds.md) on SQLite and PostgreSQL: the
// address is made in the portal, read without signing in by a strict iCalendar parser, lists exactly that agent's
// showings from 30 days back on, and stops working at once when a new address is made.

const EVERY_DAY = JSON.stringify({ week: Array.from({ length: 7 }, () => ({ open: '08:00', close: '18:00' })), daysOff: [] })
const DAY_MS = 86_400_000
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)
const pathOf = (url: string) => new URL(url).pathname

for (const dialect of dialects) {
  describe(`agents' calendar feeds on ${dialect}`, () => {
    let t: TestApp
    let call: ReturnType<typeof staffCall>
    let robin = ''
    let sam = ''
    const ids = { robin: [] as string[], cancelled: '', requested: '', old: '', sam: '' }
    const tokens = { robin: '', sam: '', owner: '' }

    beforeAll(async () => {
      t = await createTestApp({ dialect, config: { publicUrl: 'https://homes.example' } })
      call = staffCall(t.app)
      const db = t.database.db
      const agents = [
        await insertAgent(db, { name: 'Robin Agent', email: 'robin@example.com', phone: '(402) 555-0142' }),
        await insertAgent(db, { name: 'Sam Agent', email: 'sam@example.com' }),
      ]
      ;[robin, sam] = agents.map((a) => a._id)
      await db.updateTable('agents').set({ showing_hours: EVERY_DAY }).execute()
      const listing = async (agent: (typeof agents)[number], title: string, instant: boolean) => {
        const card = { name: agent.name, title: 'Agent', phone: agent.phone, email: agent.email, photo: '' }
        const id = await insertProperty(db, { agentId: agent._id, agent: card, title, address: `${title.length} Elm St` })
        const rules = { agentId: null, instant, lengthMinutes: 45, bufferMinutes: 0, noticeHours: 2, partiesPerSlot: 1 }
        await createShowingRepository(db).saveListingSettings(id, JSON.stringify(rules))
        return id
      }
      const elm = await listing(agents[0]!, 'Elm Bungalow', true)
      const oak = await listing(agents[0]!, 'Oak Cottage', false)
      const pine = await listing(agents[1]!, 'Pine House', true)
      const book = async (propertyId: string, days: number, name: string) => {
        const date = dayFromNow(days)
        let showingId = ''
        await storeInquiry(db, {
          kind: 'tour',
          propertyId,
          name,
          email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
          phone: '402-555-0199',
          message: '',
          payload: {},
          mail: { to: 'office@example.com', subject: 'Tour Request', text: 'A tour' },
          alsoStore: async (trx, inquiryId) => {
            showingId = (await bookShowing(trx, { propertyId, inquiryId, date, slot: '10-12 PM', now: new Date(`${date}T00:00:00Z`) })).id
          },
        })
        return showingId
      }
      ids.robin.push(await book(elm, 3, 'Dana Visitor'), await book(elm, -10, 'Lee Visitor'))
      ids.requested = await book(oak, 4, 'Kim Visitor')
      ids.cancelled = await book(elm, 6, 'Max Visitor')
      await createShowingRepository(db).update(ids.cancelled, { status: 'cancelled' })
      ids.old = await book(elm, -60, 'Old Visitor')
      ids.sam = await book(pine, 3, 'Pat Visitor')
      await createStaffUser(db, 'robin', 'test-password-123', { role: 'agent', agentId: robin })
      await createStaffUser(db, 'sam', 'test-password-123', { role: 'agent', agentId: sam })
      tokens.robin = await signIn(t.app, 'robin')
      tokens.sam = await signIn(t.app, 'sam')
      await createStaffUser(db, 'owner')
      tokens.owner = await signIn(t.app, 'owner')
    })
    afterAll(() => t?.close())

    const feeds = async (token: string) => (await call(token, 'GET', '/api/admin/showings/feeds')).json<{ items: ShowingFeed[] }>().items
    const reset = (token: string, agentId: string) => call(token, 'POST', `/api/admin/showings/feeds/${agentId}/reset`)
    const read = (url: string) => t.app.inject({ method: 'GET', url: pathOf(url) })

    it('shows an agent only their own feed, and refuses to reset another agent’s', async () => {
      expect(await feeds(tokens.robin)).toEqual([{ agentId: robin, agentName: 'Robin Agent', active: false, createdAt: null }])
      const refused = await reset(tokens.robin, sam)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toBe('You can only see and reset your own calendar feed.')
      expect((await reset(tokens.owner, '0'.repeat(24))).statusCode).toBe(404)
    })

    it('lists exactly the agent’s showings, from 30 days back, in the feed of the address made for them', async () => {
      const made = await reset(tokens.robin, robin)
      expect(made.statusCode).toBe(200)
      const feed = made.json<NewShowingFeed>()
      expect(feed.url).toMatch(/^https:\/\/homes\.example\/api\/showings\/feed\/[0-9a-f]{64}\.ics$/)
      expect(feed.webcalUrl).toBe(feed.url.replace('https:', 'webcal:'))
      expect(feed.active).toBe(true)
      // Only a hash of the secret is stored.
      const secret = /([0-9a-f]{64})\.ics$/.exec(feed.url)![1]!
      const stored = await t.database.db.selectFrom('agent_calendar_feeds').selectAll().execute()
      expect(stored.map((r) => r.agent_id)).toEqual([robin])
      expect(stored[0]!.token_hash).not.toBe(secret)

      const res = await read(feed.url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
      expect(res.headers['cache-control']).toBe('private, no-store')
      const { calendar, events } = parseIcs(res.body)
      expect(calendar.METHOD).toBe('PUBLISH')
      expect(calendar['X-WR-CALNAME']).toBe('Showings: Robin Agent')
      const uid = (id: string) => `showing-${id}@homes.example`
      expect(events.map((e) => e.UID).sort()).toEqual([...ids.robin, ids.requested, ids.cancelled].map(uid).sort())
      const byId = (id: string) => events.find((e) => e.UID === uid(id))!
      const next = byId(ids.robin[0]!)
      expect(next.STATUS).toBe('CONFIRMED')
      expect(next.SEQUENCE).toBe('0')
      expect(next.LOCATION).toMatch(/^12 Elm St, Omaha, NE \d{5}$/)
      expect(next.SUMMARY).toBe('Showing: Elm Bungalow (Dana Visitor)')
      expect(next.DESCRIPTION).toContain('Visitor: Dana Visitor\nPhone: 402-555-0199\nE-mail: dana@example.com')
      expect(next.ATTENDEE).toBeUndefined()
      expect(byId(ids.requested).STATUS).toBe('TENTATIVE')
      expect(byId(ids.cancelled)).toMatchObject({ STATUS: 'CANCELLED', SEQUENCE: '1' })
      expect((await feeds(tokens.robin))[0]).toMatchObject({ active: true, createdAt: feed.createdAt })
    })

    it('stops answering the old address at once when a new one is made, by the agent or an owner', async () => {
      const first = (await reset(tokens.robin, robin)).json<NewShowingFeed>()
      expect((await read(first.url)).statusCode).toBe(200)
      const second = (await reset(tokens.owner, robin)).json<NewShowingFeed>()
      expect(second.url).not.toBe(first.url)
      const gone = await read(first.url)
      expect(gone.statusCode).toBe(404)
      expect(gone.json().message).toMatch(/not valid/)
      expect((await read(second.url)).statusCode).toBe(200)
      const owners = await feeds(tokens.owner)
      expect(owners.map((f) => [f.agentName, f.active])).toEqual([
        ['Robin Agent', true],
        ['Sam Agent', false],
      ])
      const log = await t.database.db.selectFrom('audit_log').select(['action']).where('action', '=', 'showing.feed-reset').execute()
      expect(log.length).toBeGreaterThanOrEqual(3)
    })

    it('keeps the address’s secret out of the request log', () => {
      expect(redactUrl(`/api/showings/feed/${'a'.repeat(64)}.ics`)).toBe('/api/showings/feed/[redacted]')
    })

    it('answers 404 to an unknown or malformed address', async () => {
      for (const file of [`${'a'.repeat(64)}.ics`, 'nothing.ics', `${'a'.repeat(64)}`])
        expect((await t.app.inject({ method: 'GET', url: `/api/showings/feed/${file}` })).statusCode).toBe(404)
    })

    it('lists another agent’s showings only in their own feed', async () => {
      const feed = (await reset(tokens.sam, sam)).json<NewShowingFeed>()
      const { events } = parseIcs((await read(feed.url)).body)
      expect(events.map((e) => e.UID)).toEqual([`showing-${ids.sam}@homes.example`])
    })
  })
}
