import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { authHeader, createStaffUser, signIn } from '#tests/helpers/admin.ts'
import { insertAgent, insertProperty } from '#tests/helpers/factories.ts'
import type { Listing } from '#core/listings/listing.ts'
import { OPEN_HOUSE_MESSAGES } from '#core/listings/open-house.ts'
import { startOpenHouseEnding } from '#server/listings/open-house-ending.ts'
import { createOpenHouseRepository } from '#server/listings/open-house.repository.ts'
import { omahaParts } from '#core/listings/open-house-times.ts'
import { icsInstant, parseIcs } from '#tests/helpers/icalendar.ts'

// Open houses through the real API (docs/decisions/0112-open-houses.md): staff schedule them on Omaha's clock, the
// public payload carries them, "this weekend" follows the clock past a cached answer, and ended ones drop out of the
// cached pages once a server marks them.

// Wednesday 4 March 2026, 9:00 in Omaha (CST, UTC−6); the clocks go forward on Sunday 8 March at 2:00.
const WEDNESDAY = new Date('2026-03-04T15:00:00Z')

for (const dialect of dialects) {
  describe(`open houses on ${dialect}`, () => {
    let t: TestApp
    let clock = WEDNESDAY
    let owner = ''
    let agent = ''
    let editor = ''
    let own = ''
    let other = ''
    let cardId = ''

    beforeAll(async () => {
      t = await createTestApp({ dialect, build: { now: () => clock } })
      cardId = (await insertAgent(t.database.db, { name: 'Riley Park', email: 'riley@example.com' }))._id
      own = await insertProperty(t.database.db, { title: 'Agent’s own', agentId: cardId })
      other = await insertProperty(t.database.db, { title: 'Someone else’s', agentId: null })
      await createStaffUser(t.database.db, 'riley', 'test-password-123', { role: 'agent', agentId: cardId })
      await createStaffUser(t.database.db, 'eddie', 'test-password-123', { role: 'editor' })
      await signAll()
    })
    afterAll(() => t?.close())

    /** Sessions follow the test clock too: after moving it far, everybody signs in again. */
    async function signAll() {
      ;[owner, agent, editor] = await Promise.all([signIn(t.app), signIn(t.app, 'riley'), signIn(t.app, 'eddie')])
    }
    const schedule = (token: string, id: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/admin/properties/${id}/open-houses`, headers: authHeader(token), payload })
    const publicListing = async (id: string) => (await t.app.inject({ url: `/api/properties/${id}` })).json() as Listing
    const weekendTitles = async () => {
      const res = await t.app.inject({ url: '/api/properties?openHouse=weekend' })
      expect(res.statusCode).toBe(200)
      return (res.json() as Listing[]).map((l) => l.title).sort()
    }

    it('refuses times that make no sense, each next to its field, in plain words', async () => {
      const cases: Array<[object, string, string]> = [
        [{ date: '2026-03-07', startTime: '15:00', endTime: '13:00' }, 'endTime', OPEN_HOUSE_MESSAGES.endBeforeStart],
        [{ date: '2026-03-03', startTime: '13:00', endTime: '15:00' }, 'startTime', OPEN_HOUSE_MESSAGES.past],
        [{ date: '2026-12-01', startTime: '13:00', endTime: '15:00' }, 'date', OPEN_HOUSE_MESSAGES.tooFar],
        [{ date: '2026-03-08', startTime: '02:30', endTime: '04:00' }, 'startTime', OPEN_HOUSE_MESSAGES.noSuchTime],
        [{ date: '2026-02-30', startTime: '13:00', endTime: '15:00' }, 'date', OPEN_HOUSE_MESSAGES.date],
        [{ date: '2026-03-07', startTime: '1 PM', endTime: '15:00' }, 'startTime', OPEN_HOUSE_MESSAGES.time],
        [{ date: '2026-03-07', startTime: '06:00', endTime: '19:00' }, 'endTime', OPEN_HOUSE_MESSAGES.tooLong],
      ]
      for (const [payload, field, message] of cases) {
        const res = await schedule(owner, other, payload)
        expect(res.statusCode, JSON.stringify(payload)).toBe(400)
        expect(res.json().message).toContain(`Invalid field "${field}": ${message}`)
      }
      expect((await publicListing(other)).openHouses).toEqual([])
    })

    it('keeps Omaha’s wall clock across the change to daylight saving time and lists open houses soonest first', async () => {
      const sunday = await schedule(owner, other, { date: '2026-03-08', startTime: '13:00', endTime: '15:00' })
      expect(sunday.statusCode).toBe(201)
      const saturday = await schedule(owner, other, { date: '2026-03-07', startTime: '13:00', endTime: '15:00' })
      expect(saturday.statusCode).toBe(201)
      const listing = saturday.json() as Listing
      // 13:00 CST is 19:00 UTC; after the change, 13:00 CDT is 18:00 UTC.
      expect(listing.openHouses?.map((o) => [o.startsAt, o.endsAt])).toEqual([
        ['2026-03-07T19:00:00.000Z', '2026-03-07T21:00:00.000Z'],
        ['2026-03-08T18:00:00.000Z', '2026-03-08T20:00:00.000Z'],
      ])
      // The cached public answer changed at once.
      expect((await publicListing(other)).openHouses).toEqual(listing.openHouses)
      const overlap = await schedule(owner, other, { date: '2026-03-07', startTime: '14:00', endTime: '16:00' })
      expect(overlap.statusCode).toBe(400)
      expect(overlap.json().message).toContain(OPEN_HOUSE_MESSAGES.overlaps)
    })

    it('gives each open house a calendar file at Omaha’s time, on both sides of the daylight saving change', async () => {
      const { openHouses } = await publicListing(other)
      const files = await Promise.all(
        openHouses!.map((o) => t.app.inject({ url: `/api/properties/${other}/open-houses/${o._id}/calendar.ics` })),
      )
      for (const [i, res] of files.entries()) {
        expect(res.statusCode).toBe(200)
        expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
        expect(res.headers['content-disposition']).toMatch(/^attachment; filename="open-house-2026-03-0[78]\.ics"$/)
        const { calendar, events } = parseIcs(res.body)
        expect(calendar.METHOD).toBe('PUBLISH')
        const event = events[0]!
        expect(event.UID).toBe(`open-house-${openHouses![i]!._id}@localhost`)
        expect(event.DTSTAMP).toMatch(/^\d{8}T\d{6}Z$/)
        expect(event.SUMMARY).toBe('Open house: Someone else’s')
        expect(event.LOCATION).toMatch(/^\d+ .+, Omaha, NE \d{5}$/)
        // Both start at 13:00 and end at 15:00 on Omaha's clock, whether the clocks say CST or CDT.
        const start = omahaParts(icsInstant(event.DTSTART!))
        const end = omahaParts(icsInstant(event.DTEND!))
        expect([start.day, start.hour, start.minute, end.hour]).toEqual([i === 0 ? 7 : 8, 13, 0, 15])
      }
      const unknown = await t.app.inject({ url: `/api/properties/${own}/open-houses/${openHouses![0]!._id}/calendar.ics` })
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json().message).toBe(OPEN_HOUSE_MESSAGES.notFound)
    })

    it('shows no open house of a listing the public cannot see', async () => {
      const archived = await insertProperty(t.database.db, { title: 'Soon archived' })
      const res = await schedule(owner, archived, { date: '2026-03-07', startTime: '10:00', endTime: '11:00' })
      const [openHouse] = (res.json() as Listing).openHouses!
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/admin/properties/${archived}`, headers: authHeader(owner) })).statusCode,
      ).toBe(200)
      expect(await weekendTitles()).not.toContain('Soon archived')
      expect((await t.app.inject({ url: `/api/properties/${archived}/open-houses/${openHouse!._id}/calendar.ics` })).statusCode).toBe(404)
    })

    it('lets an agent schedule on their own listings only, and an editor on any', async () => {
      const refused = await schedule(agent, other, { date: '2026-03-10', startTime: '17:00', endTime: '18:30' })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toMatch(/belongs to another agent/)
      expect((await schedule(agent, own, { date: '2026-03-10', startTime: '17:00', endTime: '18:30' })).statusCode).toBe(201)
      expect((await schedule(editor, other, { date: '2026-03-10', startTime: '17:00', endTime: '18:30' })).statusCode).toBe(201)
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/admin/properties/${own}/open-houses`,
        payload: { date: '2026-03-10', startTime: '17:00', endTime: '18:30' },
      })
      expect(anonymous.statusCode).toBe(401)
    })

    it('cancels an open house: only its listing’s staff, and it leaves the public answer at once', async () => {
      const [first] = (await publicListing(own)).openHouses!
      const url = `/api/admin/properties/${own}/open-houses/${first!._id}`
      const wrongListing = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/properties/${other}/open-houses/${first!._id}`,
        headers: authHeader(owner),
      })
      expect(wrongListing.statusCode).toBe(404)
      expect(wrongListing.json().message).toBe(OPEN_HOUSE_MESSAGES.notFound)
      const removed = await t.app.inject({ method: 'DELETE', url, headers: authHeader(agent) })
      expect(removed.statusCode).toBe(200)
      expect((removed.json() as Listing).openHouses).toEqual([])
      expect((await publicListing(own)).openHouses).toEqual([])
    })

    it('filters "open houses this weekend" by the clock, also when the same URL was answered last week', async () => {
      const nextWeekend = await insertProperty(t.database.db, { title: 'Next weekend' })
      expect((await schedule(owner, nextWeekend, { date: '2026-03-14', startTime: '10:00', endTime: '12:00' })).statusCode).toBe(201)
      expect(await weekendTitles()).toEqual(['Someone else’s'])
      const listed = (await t.app.inject({ url: '/api/properties?openHouse=weekend' })).json() as Listing[]
      expect(listed[0]!.openHouses?.[0]?.startsAt).toBe('2026-03-07T19:00:00.000Z')
      // Sunday evening the weekend is still this one; on Monday morning it is the next.
      clock = new Date('2026-03-09T01:00:00Z')
      expect(await weekendTitles()).toEqual(['Someone else’s'])
      clock = new Date('2026-03-09T15:00:00Z')
      expect(await weekendTitles()).toEqual(['Next weekend'])
      const bad = await t.app.inject({ url: '/api/properties?openHouse=someday' })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().message).toContain('openHouse')
      clock = WEDNESDAY
    })

    it('drops ended open houses from cached answers once a server marks them, each marked once by two servers', async () => {
      expect((await publicListing(other)).openHouses).toHaveLength(3)
      // Saturday 15:00: two servers mark at once; the two open houses that ended (this listing's and the archived
      // one's) are each marked by one of them.
      const repo = createOpenHouseRepository(t.database.db)
      const counts = await Promise.all([repo.markEnded('2026-03-07T21:00:00.000Z'), repo.markEnded('2026-03-07T21:00:00.000Z')])
      expect(counts.reduce((a, b) => a + b)).toBe(2)
      expect((await publicListing(other)).openHouses?.map((o) => o.startsAt)).toEqual([
        '2026-03-08T18:00:00.000Z',
        '2026-03-10T22:00:00.000Z',
      ])
      // Sunday 15:00 Omaha time: the job each server runs marks Sunday's, and the cached answer drops it.
      clock = new Date('2026-03-08T20:00:00Z')
      await startOpenHouseEnding(t.database.db, { now: () => clock })()
      expect((await publicListing(other)).openHouses?.map((o) => o.startsAt)).toEqual(['2026-03-10T22:00:00.000Z'])
      expect(await weekendTitles()).toEqual([])
      clock = WEDNESDAY
      await signAll()
    })
  })
}
