import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { omahaParts } from '#core/listings/open-house-times.ts'
import { createMailTestApp, type MailTestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { insertAgent, insertProperty } from '#tests/helpers/factories.ts'
import { authHeader, createStaffUser, signIn } from '#tests/helpers/admin.ts'
import { newId } from '#server/db/ids.ts'
import { freeTourSlots } from '#tests/helpers/tour-slots.ts'
import { icsInstant, parseIcs } from '#tests/helpers/icalendar.ts'
import { mailCalendar, mailText } from '#tests/helpers/mail-text.ts'
import type { ReceivedMail } from '#tests/helpers/mail-server.ts'
import { storeInquiry } from '#server/leads/inquiries.service.ts'
import { bookShowing } from '#server/leads/showings.service.ts'
import { mailVisitor } from '#server/leads/showing-link.service.ts'
import { createShowingRepository } from '#server/leads/showings.repository.ts'
import { startShowingReminders } from '#server/leads/showing-reminders.job.ts'

// The visitor's showing mails and private link (docs/decisions/0136-showing-mail-and-calendar.md,
// 0137-showing-private-link.md) through the running API and a real SMTP server, on SQLite and PostgreSQL: each mail's
// calendar invitation read by a strict parser, right in Omaha on both sides of a daylight-saving change; the link's
// page, a move to another free slot and a cancel, each freeing its places and telling the agent.

const TOKEN_LINK = /\/showing\?token=([0-9a-f]{64})/
const EVERY_DAY = JSON.stringify({ week: Array.from({ length: 7 }, () => ({ open: '08:00', close: '18:00' })), daysOff: [] })

for (const dialect of dialects) {
  describe(`showing mails and links on ${dialect}`, () => {
    let t: MailTestApp
    let instant = ''
    let approveFirst = ''
    const agentEmail = 'robin@example.com'

    beforeAll(async () => {
      t = await createMailTestApp({ dialect, config: { officeEmail: 'office@example.com', publicUrl: 'https://homes.example' } })
      const agent = await insertAgent(t.database.db, { name: 'Robin Agent', email: agentEmail, phone: '(402) 555-0142' })
      await t.database.db.updateTable('agents').set({ showing_hours: EVERY_DAY }).where('id', '=', agent._id).execute()
      const card = { name: agent.name, title: 'Agent', phone: agent.phone, email: agent.email, photo: '' }
      instant = await insertProperty(t.database.db, { agentId: agent._id, agent: card, title: 'Elm Bungalow', address: '4410 Elm St' })
      approveFirst = await insertProperty(t.database.db, { agentId: agent._id, agent: card, title: 'Oak Cottage' })
      const rules = { agentId: null, instant: true, lengthMinutes: 45, bufferMinutes: 0, noticeHours: 2, partiesPerSlot: 1 }
      await createShowingRepository(t.database.db).saveListingSettings(instant, JSON.stringify(rules))
    })
    afterAll(() => t?.close())

    const delivered = async (to: string) => {
      await t.app.outbox.drain()
      await t.app.outbox.drain()
      return t.smtp.received.filter((m) => m.to.includes(to))
    }
    const subjectOf = (m: ReceivedMail) => /^Subject: (.*(?:\r?\n[ \t].*)*)$/m.exec(m.raw)![1]!.replace(/\r?\n[ \t]/g, ' ')
    const invitation = (m: ReceivedMail) => {
      const attached = mailCalendar(m.raw)!
      const { calendar, events } = parseIcs(attached.ics)
      expect(attached.method).toBe(calendar.METHOD)
      return { method: calendar.METHOD, event: events[0]! }
    }
    const tour = (propertyId: string, slot: { selectedDate: string; selectedTime: string }, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact/tour',
        payload: { propertyId, clientName: 'Dana Visitor', clientEmail: email, clientPhone: '402-555-0199', message: '', ...slot },
      })

    const settings = { officeEmail: 'office@example.com', publicUrl: 'https://homes.example' }
    /** A tour booked with its lead and mails as the tour form books it, at a clock of the test's choosing (any date). */
    const bookDirect = async (propertyId: string, b: { date: string; slot: string; email: string; now: Date }) => {
      let showingId = ''
      await storeInquiry(t.database.db, {
        kind: 'tour',
        propertyId,
        name: 'Dana Visitor',
        email: b.email,
        phone: '',
        message: '',
        payload: {},
        mail: { to: agentEmail, subject: 'Tour Request', text: 'A tour' },
        alsoStore: async (trx, inquiryId) => {
          showingId = (await bookShowing(trx, { propertyId, inquiryId, date: b.date, slot: b.slot, now: b.now })).id
          await mailVisitor(trx, showingId, 'booked', settings)
        },
      })
      return showingId
    }

    it('writes the invitation in Omaha time on both sides of the daylight-saving changes', async () => {
      // Both Sundays the clocks change in 2027: 14 March (to CDT, UTC−5) and 7 November (to CST, UTC−6).
      for (const [date, utcHour] of [
        ['2027-03-14', 15],
        ['2027-11-07', 16],
      ] as const) {
        const email = `dst-${date}@example.com`
        await bookDirect(instant, { date, slot: '10-12 PM', email, now: new Date(`${date}T00:00:00Z`) })
        const [mail] = await delivered(email)
        expect(subjectOf(mail!)).toBe('Your showing is confirmed')
        const { method, event } = invitation(mail!)
        expect(method).toBe('REQUEST')
        const start = icsInstant(event.DTSTART!)
        const end = icsInstant(event.DTEND!)
        expect(start.getUTCHours()).toBe(utcHour)
        const local = [omahaParts(start), omahaParts(end)].map((p) => [p.day, p.hour, p.minute])
        expect(local).toEqual([
          [Number(date.slice(8)), 10, 0],
          [Number(date.slice(8)), 10, 45],
        ])
        expect(event.LOCATION).toMatch(/^4410 Elm St, Omaha, NE \d{5}$/)
        expect(event.DESCRIPTION).toContain('Your agent: Robin Agent, (402) 555-0142')
        expect(event.STATUS).toBe('CONFIRMED')
        expect(event.SEQUENCE).toBe('0')
        expect(event['ORGANIZER$params']).toBe(';CN="Robin Agent"')
        expect(event.ORGANIZER).toBe(`mailto:${agentEmail}`)
        expect(event.ATTENDEE).toBe(`mailto:${email}`)
      }
    })

    it('mails "Request received" for an approve-first listing and a confirmation for instant booking', async () => {
      const slots = await freeTourSlots(t.app, approveFirst)
      expect((await tour(approveFirst, slots.next(), 'ask@example.com')).statusCode).toBe(200)
      const [asked] = await delivered('ask@example.com')
      expect(subjectOf(asked!)).toBe('Request received')
      expect(mailText(asked!.raw)).toMatch(/Robin Agent will confirm it or suggest another time soon/)
      expect(mailText(asked!.raw)).toMatch(TOKEN_LINK)
      expect(invitation(asked!).event.STATUS).toBe('TENTATIVE')
      // The agent's own mail is unchanged: the lead, without an invitation.
      const agentMails = await delivered(agentEmail)
      expect(agentMails.some((m) => subjectOf(m).startsWith('Tour Request - '))).toBe(true)
      expect(agentMails.every((m) => !mailCalendar(m.raw))).toBe(true)
    })

    it('shows the showing on its private link, moves it to a free slot and cancels it, freeing the places', async () => {
      await t.clearMail()
      const slots = await freeTourSlots(t.app, instant)
      const first = slots.next()
      const second = slots.next()
      expect((await tour(instant, first, 'move@example.com')).statusCode).toBe(200)
      const [booked] = await delivered('move@example.com')
      const token = TOKEN_LINK.exec(mailText(booked!.raw))![1]!
      const uid = invitation(booked!).event.UID
      expect(uid).toMatch(/^showing-\w+@homes\.example$/)

      const page = await t.app.inject({ url: `/api/showings/link?token=${token}` })
      expect(page.statusCode).toBe(200)
      expect(page.json()).toMatchObject({ status: 'confirmed', statusLabel: 'Confirmed', canChange: true, agent: { name: 'Robin Agent' } })
      expect((await t.app.inject({ url: `/api/showings/link?token=${'0'.repeat(64)}` })).statusCode).toBe(404)
      expect((await t.app.inject({ url: '/api/showings/link?token=nope' })).json().message).toMatch(/This link is not valid/)

      const isFree = async (slot: { selectedDate: string; selectedTime: string }) => {
        const day = await t.app.inject({
          url: `/api/properties/${instant}/showing-slots?from=${slot.selectedDate}&to=${slot.selectedDate}`,
        })
        return (day.json().days[0].slots as Array<{ slot: string; free: boolean }>).find((s) => s.slot === slot.selectedTime)!.free
      }
      expect(await isFree(first)).toBe(false)
      await t.clearMail()
      const moved = await t.app.inject({ method: 'POST', url: '/api/showings/move', payload: { token, ...second } })
      expect(moved.statusCode, moved.body).toBe(200)
      expect(moved.json().status).toBe('confirmed')
      expect([await isFree(first), await isFree(second)]).toEqual([true, false])
      const [update] = await delivered('move@example.com')
      expect(subjectOf(update!)).toBe('Your showing has a new time')
      expect(invitation(update!).event).toMatchObject({ UID: uid, SEQUENCE: '1', STATUS: 'CONFIRMED' })
      const [told] = await delivered(agentEmail)
      expect(subjectOf(told!)).toMatch(/^Showing moved - /)
      expect(mailText(told!.raw)).toMatch(/Before: .+\nNow: .+/)

      // Another visitor takes the first slot again; moving back there is refused with the nearest free times.
      expect((await tour(instant, first, 'other@example.com')).statusCode).toBe(200)
      const taken = await t.app.inject({ method: 'POST', url: '/api/showings/move', payload: { token, ...first } })
      expect(taken.statusCode).toBe(409)
      expect(taken.json().message).toMatch(/^That time is no longer available\. The nearest free times are: /)
      const unnamed = await t.app.inject({
        method: 'POST',
        url: '/api/showings/move',
        payload: { token, selectedDate: 'soon', selectedTime: '' },
      })
      expect(unnamed.statusCode).toBe(400)
      expect(unnamed.json().message).toMatch(/Preferred date/)

      await t.clearMail()
      const cancelled = await t.app.inject({ method: 'POST', url: '/api/showings/cancel', payload: { token } })
      expect(cancelled.statusCode).toBe(200)
      expect(cancelled.json()).toMatchObject({ status: 'cancelled', canChange: false })
      expect(await isFree(second)).toBe(true)
      const [gone] = await delivered('move@example.com')
      expect(subjectOf(gone!)).toBe('Your showing is cancelled')
      const { method, event } = invitation(gone!)
      expect([method, event.UID, event.SEQUENCE, event.STATUS]).toEqual(['CANCEL', uid, '2', 'CANCELLED'])
      expect(subjectOf((await delivered(agentEmail))[0]!)).toMatch(/^Showing cancelled - /)
      const again = await t.app.inject({ method: 'POST', url: '/api/showings/cancel', payload: { token } })
      expect(again.statusCode).toBe(409)
      expect(again.json().message).toBe('This showing can no longer be changed. Please call your agent.')
    })

    it('lets staff confirm or decline a request and mark a no-show; an agent their own showings only', async () => {
      const owner = await signIn(t.app)
      const stranger = await insertAgent(t.database.db)
      await createStaffUser(t.database.db, 'other-agent', 'test-password-123', { role: 'agent', agentId: stranger._id })
      const other = await signIn(t.app, 'other-agent')
      const decide = (token: string, id: string, decision: string) =>
        t.app.inject({ method: 'POST', url: `/api/admin/showings/${id}/${decision}`, headers: authHeader(token) })
      const slots = await freeTourSlots(t.app, approveFirst)
      const [a, b] = [slots.next(), slots.next()]
      for (const [slot, email] of [
        [a, 'yes@example.com'],
        [b, 'no@example.com'],
      ] as const)
        expect((await tour(approveFirst, slot, email)).statusCode).toBe(200)

      const week = `from=${a.selectedDate}&to=${b.selectedDate}`
      const list = await t.app.inject({ url: `/api/admin/showings?${week}&propertyId=${approveFirst}`, headers: authHeader(owner) })
      expect(list.statusCode, list.body).toBe(200)
      const items = list.json().items as Array<{ _id: string; status: string; visitor: { email: string } }>
      const idOf = (email: string) => items.find((i) => i.visitor.email === email)!._id
      expect(['yes@example.com', 'no@example.com'].map((e) => items.find((i) => i.visitor.email === e)?.status)).toEqual([
        'requested',
        'requested',
      ])
      const theirs = await t.app.inject({ url: `/api/admin/showings?${week}`, headers: authHeader(other) })
      expect(theirs.json().items).toEqual([])
      expect((await decide(other, idOf('yes@example.com'), 'confirm')).statusCode).toBe(403)

      await t.clearMail()
      expect((await decide(owner, idOf('yes@example.com'), 'confirm')).json()).toEqual({ status: 'confirmed' })
      expect((await decide(owner, idOf('yes@example.com'), 'confirm')).statusCode).toBe(409)
      const [yes] = await delivered('yes@example.com')
      expect(subjectOf(yes!)).toBe('Your showing is confirmed')
      expect(invitation(yes!).event).toMatchObject({ SEQUENCE: '1', STATUS: 'CONFIRMED' })
      expect((await decide(owner, idOf('yes@example.com'), 'no-show')).json().message).toMatch(/has not ended yet/)

      expect((await decide(owner, idOf('no@example.com'), 'decline')).json()).toEqual({ status: 'declined' })
      const [no] = await delivered('no@example.com')
      expect(subjectOf(no!)).toBe('Your showing request was declined')
      expect(invitation(no!)).toMatchObject({ method: 'CANCEL', event: { STATUS: 'CANCELLED' } })
      const day = await t.app.inject({ url: `/api/properties/${approveFirst}/showing-slots?from=${b.selectedDate}&to=${b.selectedDate}` })
      expect((day.json().days[0].slots as Array<{ slot: string; free: boolean }>).find((s) => s.slot === b.selectedTime)!.free).toBe(true)

      // A confirmed showing that has passed (booked at a clock a week back) may be marked a no-show; nothing is mailed.
      const past = new Date(Date.now() - 7 * 86_400_000)
      const date = new Date(past.getTime() + 86_400_000).toISOString().slice(0, 10)
      const gone = await bookDirect(instant, { date, slot: '2-4 PM', email: 'late@example.com', now: past })
      await t.clearMail()
      expect((await decide(owner, gone, 'no-show')).json()).toEqual({ status: 'no-show' })
      expect(await delivered('late@example.com')).toEqual([])
      expect((await decide(owner, newId(), 'confirm')).statusCode).toBe(404)
    })

    it('reminds the visitor the day before and two hours before, once, from one server, never for a cancelled showing', async () => {
      const slots = await freeTourSlots(t.app, instant)
      let kept = slots.next()
      // Two days ahead at least: a reminder never comes right after the booking.
      while (Date.parse(`${kept.selectedDate}T00:00:00Z`) < Date.now() + 2 * 86_400_000) kept = slots.next()
      const dropped = { selectedDate: kept.selectedDate, selectedTime: slots.on(kept.selectedDate) ?? '' }
      expect((await tour(instant, kept, 'remind@example.com')).statusCode).toBe(200)
      expect((await tour(instant, dropped, 'dropped@example.com')).statusCode).toBe(200)
      const token = TOKEN_LINK.exec(mailText((await delivered('dropped@example.com'))[0]!.raw))![1]!
      expect((await t.app.inject({ method: 'POST', url: '/api/showings/cancel', payload: { token } })).statusCode).toBe(200)
      const startsAt = Date.parse(
        (
          await t.database.db
            .selectFrom('showings as s')
            .innerJoin('inquiries as i', 'i.id', 's.inquiry_id')
            .select('s.starts_at')
            .where('i.email', '=', 'remind@example.com')
            .executeTakeFirstOrThrow()
        ).starts_at,
      )
      await t.clearMail()
      let clock = new Date(startsAt - 23 * 3_600_000)
      const servers = [0, 1].map(() => startShowingReminders(t.database.db, { ...settings, now: () => clock, intervalMs: 3_600_000 }))
      try {
        const runs = await Promise.all(servers.map((s) => s.runDue()))
        expect(runs.reduce((n, r) => n + (r.state === 'done' ? r.sent : 0), 0)).toBe(1)
        expect(await servers[1]!.runDue()).toEqual({ state: 'done', sent: 0 })
        const [day] = await delivered('remind@example.com')
        expect(subjectOf(day!)).toBe('Reminder: your showing is tomorrow')
        expect(mailText(day!.raw)).toMatch(TOKEN_LINK)
        expect(await delivered('dropped@example.com')).toEqual([])

        clock = new Date(startsAt - 90 * 60_000)
        expect(await servers[0]!.runDue()).toEqual({ state: 'done', sent: 1 })
        expect(await servers[1]!.runDue()).toEqual({ state: 'done', sent: 0 })
        const soon = await delivered('remind@example.com')
        expect(soon.map(subjectOf)).toEqual(['Reminder: your showing is tomorrow', 'Reminder: your showing starts in two hours'])
        expect(await delivered('dropped@example.com')).toEqual([])
      } finally {
        await Promise.all(servers.map((s) => s.stop()))
      }
    })
  })
}
