import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessDate } from '#core/business-time.ts'
import { SLOT_REASONS } from '#core/leads/showings.ts'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { countRows, dialects } from '#tests/helpers/databases.ts'
import { insertAgent, insertProperty } from '#tests/helpers/factories.ts'
import { bookShowing, isUniqueViolation } from '#server/leads/showings.service.ts'
import { newId } from '#server/db/ids.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'

// Showings on real availability (docs/decisions/0127-showing-slots.md, 0128-one-row-per-held-place.md), through the
// running API on SQLite and PostgreSQL: the slots' answers, the booking in the lead's transaction, and a slot's last
// place given once under 20 concurrent requests.

/** The first Wednesday at least `weeks` weeks after today (Omaha): a day the default office hours (Mon-Fri 9-5) are open. */
function wednesday(weeks: number): string {
  const day = new Date(`${businessDate()}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + 7 * weeks + ((3 - day.getUTCDay() + 7) % 7 || 7))
  return day.toISOString().slice(0, 10)
}

for (const dialect of dialects) {
  describe(`showings on ${dialect}`, () => {
    let t: TestApp
    let agentId = ''
    let first = ''
    let second = ''
    beforeAll(async () => {
      t = await createTestApp({ dialect })
      const agent = await insertAgent(t.database.db, { email: 'sam@example.com' })
      agentId = agent._id
      const card = { name: agent.name, title: 'Agent', phone: '', email: agent.email, photo: '' }
      first = await insertProperty(t.database.db, { agentId, agent: card })
      // The same agent shows a second listing; this one names them only by e-mail, as listings before agent ids did.
      second = await insertProperty(t.database.db, { agentId: null, agent: card })
    })
    afterAll(() => t?.close())

    const slots = async (id: string, date: string) => {
      const res = await t.app.inject({ url: `/api/properties/${id}/showing-slots?from=${date}&to=${date}` })
      expect(res.statusCode).toBe(200)
      return (res.json().days as Array<{ date: string; slots: Array<{ slot: string; free: boolean; reason?: string }> }>)[0].slots
    }
    /** The saved versions of a listing or agent, as their snapshots. */
    const versionsOf = async (kind: 'listing' | 'agent', id: string) =>
      (await t.database.db.selectFrom('record_history').select('data').where('kind', '=', kind).where('record_id', '=', id).execute()).map(
        (v) => JSON.parse(v.data) as { showing?: unknown; showingHours?: unknown },
      )
    const showingOf = (inquiryId: string) =>
      t.database.db.selectFrom('showings').selectAll().where('inquiry_id', '=', inquiryId).executeTakeFirstOrThrow()
    const tour = (propertyId: string, date: string, slot: string, n = 0) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact/tour',
        payload: {
          propertyId,
          propertyAddress: 'somewhere',
          clientName: `Visitor ${n}`,
          clientEmail: `visitor${n}@example.com`,
          clientPhone: '402-555-0199',
          selectedDate: date,
          selectedTime: slot,
          message: '',
        },
      })

    it('answers each date with the five slots, free or why not', async () => {
      const date = wednesday(1)
      expect(await slots(first, date)).toEqual([
        { slot: '8-10 AM', free: true },
        { slot: '10-12 PM', free: true },
        { slot: '12-2 PM', free: true },
        { slot: '2-4 PM', free: true },
        { slot: '4-6 PM', free: true },
      ])
      const sunday = new Date(`${date}T12:00:00Z`)
      sunday.setUTCDate(sunday.getUTCDate() + 4)
      const off = await slots(first, sunday.toISOString().slice(0, 10))
      expect(off.every((s) => s.reason === SLOT_REASONS.dayOff)).toBe(true)
      const whole = await t.app.inject({ url: `/api/properties/${first}/showing-slots` })
      expect(whole.json().days).toHaveLength(91)
      expect(whole.json().days[0].date).toBe(businessDate())
    })

    it('refuses an unknown listing and a malformed date', async () => {
      expect((await t.app.inject({ url: `/api/properties/${newId()}/showing-slots` })).statusCode).toBe(404)
      const bad = await t.app.inject({ url: `/api/properties/${first}/showing-slots?from=tomorrow` })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().message).toContain('from')
    })

    it('stores a requested showing with its lead, then shows the slot taken, also on the agent’s other listing', async () => {
      const date = wednesday(2)
      const res = await tour(first, date, '10-12 PM')
      expect(res.statusCode).toBe(200)
      const showing = await showingOf(res.json().inquiryId)
      expect(showing).toMatchObject({ property_id: first, agent_id: agentId, slot_date: date, slot_label: '10-12 PM', status: 'requested' })
      expect(new Date(showing.ends_at).getTime() - new Date(showing.starts_at).getTime()).toBe(30 * 60_000)
      expect((await slots(first, date))[1]).toEqual({ slot: '10-12 PM', free: false, reason: SLOT_REASONS.booked })
      expect((await slots(second, date))[1]).toEqual({ slot: '10-12 PM', free: false, reason: SLOT_REASONS.agent })
      const again = await tour(second, date, '10-12 PM')
      expect(again.statusCode).toBe(409)
      expect(again.json().message).toMatch(/^That time is no longer available\. The nearest free times are: .+, 12-2 PM;/)
    })

    it('confirms at once when the listing books instantly', async () => {
      const settings = { agentId: null, instant: true, lengthMinutes: 45, bufferMinutes: 15, noticeHours: 2, partiesPerSlot: 2 }
      await t.database.db
        .updateTable('properties')
        .set({ showing_settings: JSON.stringify(settings) })
        .where('id', '=', second)
        .execute()
      const date = wednesday(3)
      const answers = await Promise.all([tour(second, date, '2-4 PM', 1), tour(second, date, '2-4 PM', 2), tour(second, date, '2-4 PM', 3)])
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409])
      const rows = await t.database.db
        .selectFrom('showings')
        .selectAll()
        .where('property_id', '=', second)
        .where('slot_date', '=', date)
        .execute()
      expect(rows.map((r) => r.status)).toEqual(['confirmed', 'confirmed'])
    })

    it('gives the last place of a slot once among 20 concurrent requests', async () => {
      const date = wednesday(4)
      const before = await countRows(t.database.db, 'inquiries')
      const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => tour(first, date, '12-2 PM', n)))
      const codes = answers.map((a) => a.statusCode)
      expect(answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 409).map((a) => a.body)).toEqual([])
      expect(codes.filter((c) => c === 200)).toHaveLength(1)
      expect(codes.filter((c) => c === 409)).toHaveLength(19)
      for (const refused of answers.filter((a) => a.statusCode === 409))
        expect(refused.json().message).toMatch(/^That time is no longer available\. The nearest free times are: /)
      // The refused requests stored nothing: one lead, one showing.
      expect((await countRows(t.database.db, 'inquiries')) - before).toBe(1)
      const held = await t.database.db.selectFrom('showings').select('id').where('slot_date', '=', date).execute()
      expect(held).toHaveLength(1)
    })

    it('holds the guarantee in the database itself: a second row for a held place is refused', async () => {
      const date = wednesday(5)
      const db = t.database.db
      const lead = async () => {
        const id = newId()
        await db
          .insertInto('inquiries')
          .values({
            id,
            kind: 'tour',
            property_id: first,
            name: 'A',
            email: 'a@example.com',
            phone: '',
            message: '',
            payload: '{}',
            status: 'new',
            created_at: new Date().toISOString(),
            offensive_language: 0,
          } as never)
          .execute()
        return id
      }
      await bookShowing(db, { propertyId: first, inquiryId: await lead(), date, slot: '4-6 PM' })
      const place = await db.selectFrom('showing_places').selectAll().where('slot_date', '=', date).executeTakeFirstOrThrow()
      const copy = await db
        .insertInto('showing_places')
        .values({ ...place, showing_id: place.showing_id })
        .execute()
        .then(
          () => undefined,
          (error: unknown) => error,
        )
      expect(isUniqueViolation(copy)).toBe(true)
    })

    it('lets staff set a listing’s showing settings and an agent’s hours, each kept as a version of its record', async () => {
      const headers = authHeader(await signIn(t.app))
      const url = `/api/admin/properties/${first}/showing-settings`
      const before = await t.app.inject({ url, headers })
      expect(before.json()).toEqual({
        settings: { agentId: null, instant: false, lengthMinutes: 30, bufferMinutes: 15, noticeHours: 2, partiesPerSlot: 1 },
        listingAgentName: expect.any(String),
      })
      const bad = await t.app.inject({ method: 'PUT', url, headers, payload: { ...before.json().settings, lengthMinutes: 5 } })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().message).toContain('At least 10 minutes')
      const stranger = await t.app.inject({ method: 'PUT', url, headers, payload: { ...before.json().settings, agentId: newId() } })
      expect(stranger.statusCode).toBe(400)
      const settings = { agentId, instant: true, lengthMinutes: 60, bufferMinutes: 0, noticeHours: 24, partiesPerSlot: 3 }
      const saved = await t.app.inject({ method: 'PUT', url, headers, payload: settings })
      expect(saved.statusCode, saved.body).toBe(200)
      expect(saved.json().settings).toEqual(settings)
      expect((await versionsOf('listing', first)).some((v) => JSON.stringify(v.showing) === JSON.stringify(settings))).toBe(true)

      const hoursUrl = `/api/admin/agents/${agentId}/showing-hours`
      const office = await t.app.inject({ url: hoursUrl, headers })
      expect(office.json()).toMatchObject({ usesOfficeHours: true })
      const date = wednesday(6)
      const week = Array.from({ length: 7 }, () => ({ open: '12:00', close: '16:00' }))
      const refused = await t.app.inject({ method: 'PUT', url: hoursUrl, headers, payload: { week: week.slice(1), daysOff: [] } })
      expect(refused.statusCode).toBe(400)
      const put = await t.app.inject({ method: 'PUT', url: hoursUrl, headers, payload: { week, daysOff: [date, date] } })
      expect(put.statusCode, put.body).toBe(200)
      expect(put.json()).toEqual({ hours: { week, daysOff: [date] }, usesOfficeHours: false })
      expect((await slots(first, date)).every((s) => s.reason === SLOT_REASONS.dayOff)).toBe(true)
      const dayAfter = new Date(`${date}T12:00:00Z`)
      dayAfter.setUTCDate(dayAfter.getUTCDate() + 1)
      // Noon to four: a one-hour showing fits 12-2 and 2-4 only.
      expect((await slots(first, dayAfter.toISOString().slice(0, 10))).map((s) => s.free)).toEqual([false, false, true, true, false])
      const kept = await versionsOf('agent', agentId)
      expect(kept.some((v) => JSON.stringify(v.showingHours) === JSON.stringify({ week, daysOff: [date] }))).toBe(true)
    })
  })
}
