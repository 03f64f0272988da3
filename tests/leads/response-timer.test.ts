import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { authHeader, createStaffUser, signIn, staffCall } from '#tests/helpers/admin.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { contactForm } from '#tests/helpers/leads.ts'
import { businessInstant } from '#core/business-time.ts'
import { DEFAULT_RESPONSE_TIMER, type ResponseTimer, type ResponseTimes } from '#core/leads/response-timer.ts'
import type { LeadDetail, LeadList } from '#core/leads/lead-inbox.ts'
import type { ActivityEntry } from '#core/staff/staff-users.ts'
import { startResponseTimer } from '#server/leads/response-timer.job.ts'

// The first-response timer (docs/decisions/0123-first-response-timer.md), with a moved clock: office hours Monday to
// Friday 9 to 5 in Omaha's time, a target of 60 office minutes and a limit of 240. The leads come in on Friday
// 2026-03-06 at 3:30 PM; daylight saving time starts that Sunday, so Monday's 9 AM is an hour earlier in UTC.

const at = (date: string, time: string) => businessInstant(date, time)
const FRIDAY_330 = at('2026-03-06', '15:30')

for (const dialect of dialects) {
  describe(`first-response timer on ${dialect}`, () => {
    let t: TestApp
    let clock = new Date()
    let owner = ''
    const ids = { admin: '', quinn: '', bo: '', cy: '' }
    const send: ReturnType<typeof staffCall> = (...call) => staffCall(t.app)(...call)
    const detail = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/contacts/${id}`, headers: authHeader(owner) })).json() as LeadDetail
    /** The timer's mails about a lead (its reminders and notices of a move), oldest first. */
    const mailsAbout = async (id: string) =>
      (
        await t.database.db
          .selectFrom('mail_outbox')
          .select(['to_address', 'subject', 'text_body'])
          .where('related_id', '=', id)
          .orderBy('created_at')
          .execute()
      ).filter((m) => /^(Waiting for an answer|A lead is now yours)/.test(m.subject))
    /** A new contact-form lead that came in (and got its owner) on Friday at 3:30 PM. */
    const fridayLead = async (name: string) => {
      const id = await contactForm(t.app, name)
      await t.database.db
        .updateTable('inquiries')
        .set({ created_at: FRIDAY_330.toISOString(), owner_since: FRIDAY_330.toISOString() })
        .where('id', '=', id)
        .execute()
      await t.database.db.updateTable('lead_notes').set({ created_at: FRIDAY_330.toISOString() }).where('lead_id', '=', id).execute()
      return id
    }
    const runAt = async (when: Date) => {
      clock = when
      return t.app.responseTimer.runDue()
    }

    beforeAll(async () => {
      t = await createTestApp({ dialect, build: { now: () => clock, scheduleIntervalMs: 3_600_000 } })
      const db = t.database.db
      owner = await signIn(t.app)
      ids.admin = (await db.selectFrom('admin_users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id
      ids.quinn = await createStaffUser(db, 'quinn', undefined, { role: 'editor', displayName: 'Quinn', email: 'quinn@example.com' })
      ids.bo = await createStaffUser(db, 'bo', undefined, { role: 'editor', displayName: 'Bo', email: 'bo@example.com' })
      ids.cy = await createStaffUser(db, 'cy', undefined, { role: 'editor', displayName: 'Cy', email: 'cy@example.com' })
      const rules = await send(owner, 'PUT', '/api/admin/leads/routing', {
        rules: [{ kind: 'contact', mode: 'turns', userId: null, users: [ids.quinn, ids.bo, ids.cy] }],
      })
      expect(rules.statusCode, rules.body).toBe(200)
    })
    afterAll(() => t?.close())

    it('starts with Monday to Friday 9 to 5 and a 60-minute target; owners save hours, target and limit', async () => {
      const first = (await send(owner, 'GET', '/api/admin/leads/response-timer')).json() as ResponseTimer
      expect(first).toEqual({ ...DEFAULT_RESPONSE_TIMER, version: 'initial' })
      const bad = await send(owner, 'PUT', '/api/admin/leads/response-timer', { ...DEFAULT_RESPONSE_TIMER, limitMinutes: 30 })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().message).toContain('Reassign after more minutes than the target')
      const saved = await send(
        owner,
        'PUT',
        '/api/admin/leads/response-timer',
        { ...DEFAULT_RESPONSE_TIMER, limitMinutes: 240 },
        { 'if-match': '"initial"' },
      )
      expect(saved.statusCode, saved.body).toBe(200)
      expect(saved.json()).toMatchObject({ targetMinutes: 60, limitMinutes: 240 })
      const stale = await send(owner, 'PUT', '/api/admin/leads/response-timer', DEFAULT_RESPONSE_TIMER, { 'if-match': '"initial"' })
      expect(stale.statusCode).toBe(409)
      const editor = await signIn(t.app, 'quinn')
      expect((await send(editor, 'PUT', '/api/admin/leads/response-timer', DEFAULT_RESPONSE_TIMER)).statusCode).toBe(403)
    })

    it('reminds the owner once past the target, counts no weekend, and moves the lead on at the limit', async () => {
      const lead = await fridayLead('Tess Timer')
      const answered = await fridayLead('Ann Answered')
      const archived = await fridayLead('Arch Ived')
      expect((await detail(lead)).assignee?._id).toBe(ids.quinn)
      expect((await detail(answered)).assignee?._id).toBe(ids.bo)
      // Bo answers theirs with a note; the third lead is archived: neither is timed.
      const bo = await signIn(t.app, 'bo')
      expect((await send(bo, 'POST', `/api/admin/contacts/${answered}/notes`, { body: 'Called back.' })).statusCode).toBe(201)
      const archive = await send(owner, 'POST', '/api/admin/leads/bulk', { action: 'archive', leads: [{ id: archived }], archived: true })
      expect(archive.statusCode, archive.body).toBe(200)

      // 4 PM: half an office hour.
      expect(await runAt(at('2026-03-06', '16:00'))).toEqual({ state: 'done', reminded: 0, reassigned: 0 })
      // 4:45 PM: 75 office minutes, past the target: Quinn is reminded, once.
      expect(await runAt(at('2026-03-06', '16:45'))).toMatchObject({ reminded: 1, reassigned: 0 })
      expect(await runAt(at('2026-03-06', '16:50'))).toMatchObject({ reminded: 0, reassigned: 0 })
      const reminders = await mailsAbout(lead)
      expect(reminders).toHaveLength(1)
      expect(reminders[0]).toMatchObject({ to_address: 'quinn@example.com', subject: 'Waiting for an answer: Tess Timer (Contact form)' })
      expect(reminders[0].text_body).toContain(`/admin/contacts?lead=${lead}`)
      expect(reminders[0].text_body).toContain('1 office hour')
      expect(await mailsAbout(answered)).toEqual([])
      expect(await mailsAbout(archived)).toEqual([])

      // The weekend and Monday before 9 count nothing: 90 office minutes all along.
      expect(await runAt(at('2026-03-07', '12:00'))).toMatchObject({ reminded: 0, reassigned: 0 })
      expect(await runAt(at('2026-03-09', '08:30'))).toMatchObject({ reminded: 0, reassigned: 0 })
      // Monday 11:29 AM (daylight saving time now): 90 + 149 = 239 office minutes.
      expect(await runAt(at('2026-03-09', '11:29'))).toMatchObject({ reassigned: 0 })
      expect((await detail(lead)).assignee?._id).toBe(ids.quinn)

      // 11:30: 240 office minutes; the lead goes to the next of the contact rule's turns, Bo.
      expect(await runAt(at('2026-03-09', '11:30'))).toMatchObject({ reassigned: 1 })
      const moved = await detail(lead)
      expect(moved.assignee).toEqual({ _id: ids.bo, name: 'Bo' })
      expect(moved.notes.at(-1)).toMatchObject({
        kind: 'note',
        body: 'Reassigned from Quinn to Bo: no first response within 4 office hours.',
        author: 'Response timer',
      })
      const mails = await mailsAbout(lead)
      expect(mails.at(-1)).toMatchObject({ to_address: 'bo@example.com', subject: 'A lead is now yours: Tess Timer (Contact form)' })
      const log = (await send(owner, 'GET', '/api/admin/activity?limit=10')).json() as ActivityEntry[]
      expect(log.find((e) => e.action === 'lead.reassign')).toMatchObject({
        username: 'Response timer',
        subject: { id: lead, name: 'Tess Timer · Contact form' },
      })

      // Bo's own timer starts at the move: nothing more happens at once, and the answered lead never moves.
      expect(await runAt(at('2026-03-09', '11:31'))).toMatchObject({ reminded: 0, reassigned: 0 })
      expect((await detail(answered)).assignee?._id).toBe(ids.bo)
    })

    it('passes over the owner and anyone who can no longer sign in; a second server finds the job claimed', async () => {
      const lead = await fridayLead('Sam Second')
      // The contact rule's turn is back at Quinn. Bo can no longer sign in: at the limit the lead goes on to Cy.
      expect((await detail(lead)).assignee?._id).toBe(ids.quinn)
      await t.database.db.updateTable('admin_users').set({ disabled_at: new Date().toISOString() }).where('id', '=', ids.bo).execute()
      clock = at('2026-03-10', '10:00')
      const other = startResponseTimer(t.database.db, {
        now: () => clock,
        publicUrl: 'http://localhost',
        officeEmail: 'office@example.com',
      })
      try {
        const outcomes = await Promise.all([t.app.responseTimer.runDue(), other.runDue()])
        expect(outcomes.filter((o) => o.state === 'done' && o.reassigned > 0)).toHaveLength(1)
      } finally {
        await other.stop()
      }
      expect((await detail(lead)).assignee?._id).toBe(ids.cy)
      expect((await mailsAbout(lead)).filter((m) => m.subject.startsWith('A lead is now yours'))).toHaveLength(1)
    })

    it('counts a status or stage change as the first response, once', async () => {
      const lead = await fridayLead('Stella Stage')
      const res = await send(owner, 'PATCH', `/api/admin/contacts/${lead}/stage`, { stage: 'contacted' })
      expect(res.statusCode, res.body).toBe(200)
      await send(owner, 'POST', `/api/admin/contacts/${lead}/notes`, { body: 'Later note' })
      const row = await t.database.db
        .selectFrom('inquiries')
        .select(['first_response_at', 'first_response_by'])
        .where('id', '=', lead)
        .executeTakeFirstOrThrow()
      expect(row.first_response_by).toBe(ids.admin)
      const notes = (await detail(lead)).notes
      expect(row.first_response_at).toBe(notes.find((n) => n.kind === 'stage')?.createdAt)
    })

    it('shows the leads waiting longest and each person’s median first response, and marks the inbox', async () => {
      clock = at('2026-03-11', '09:00')
      const waiting = await fridayLead('Wendy Waiting')
      const times = (await send(owner, 'GET', '/api/admin/leads/response-times')).json() as ResponseTimes
      const wendy = times.waiting.find((w) => w._id === waiting)
      // Friday 90 minutes, Monday and Tuesday 8 hours each.
      expect(wendy).toMatchObject({
        name: 'Wendy Waiting',
        waitingMinutes: 90 + 2 * 480,
        overdue: true,
        owner: { name: expect.any(String) },
      })
      expect(times.waiting.map((w) => w.waitingMinutes)).toEqual([...times.waiting.map((w) => w.waitingMinutes)].sort((a, b) => b - a))
      expect(times.waiting.some((w) => w.name === 'Ann Answered' || w.name === 'Arch Ived')).toBe(false)

      // Bo answered "Ann Answered" 45 minutes after it came in, with the office open round the clock.
      clock = new Date()
      await t.database.db
        .updateTable('inquiries')
        .set({ created_at: new Date(clock.getTime() - 45 * 60_000).toISOString() })
        .where('first_response_by', '=', ids.bo)
        .execute()
      const always = DEFAULT_RESPONSE_TIMER.days.map((d) => ({ ...d, closed: false, open: '00:00', close: '24:00' }))
      const current = (await send(owner, 'GET', '/api/admin/leads/response-timer')).json() as ResponseTimer
      await send(
        owner,
        'PUT',
        '/api/admin/leads/response-timer',
        { days: always, targetMinutes: 60, limitMinutes: 240 },
        {
          'if-match': `"${current.version}"`,
        },
      )
      const people = ((await send(owner, 'GET', '/api/admin/leads/response-times')).json() as ResponseTimes).people
      const boTimes = people.find((p) => p._id === ids.bo)
      expect(boTimes?.count).toBeGreaterThan(0)
      expect(boTimes?.medianMinutes).toBeGreaterThanOrEqual(44)
      expect(boTimes?.medianMinutes).toBeLessThanOrEqual(46)

      const list = (await send(owner, 'GET', '/api/admin/contacts?q=Wendy')).json() as LeadList
      expect(list.items[0]).toMatchObject({ _id: waiting, overdue: true })
      expect(list.items[0].waitingMinutes).toBeGreaterThan(60)
    })
  })
}
