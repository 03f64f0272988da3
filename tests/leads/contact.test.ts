import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailServer } from '#tests/helpers/mail-server.ts'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { businessDate } from '#core/business-time.ts'
import { mailText } from '#tests/helpers/mail-text.ts'
import { expectBodyChecks } from '#tests/helpers/http-checks.ts'
import { countRows } from '#tests/helpers/databases.ts'
import { freeTourSlots } from '#tests/helpers/tour-slots.ts'
import type { ShowingSlots } from '#core/leads/showing-settings.ts'
import { expectRefused, expectStoredFlagged } from '#tests/helpers/leads.ts'

const smtp = mailServer()
let t: TestApp
let port = 0
let propertyId = ''
let tourSlots: Awaited<ReturnType<typeof freeTourSlots>>

beforeAll(async () => {
  port = await smtp.start(0)
  t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, officeEmail: 'office@example.com' } })
  propertyId = await insertProperty(t.database.db, {
    address: '4812 S 167th Ave',
    city: 'Omaha',
    agent: { name: 'Dana', title: 'Agent', phone: '', email: 'dana@example.com', photo: '' },
  })
  tourSlots = await freeTourSlots(t.app, propertyId)
})
afterAll(async () => {
  await t.close()
  await smtp.stop()
})

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object })
const agentPayload = (over: object = {}) => ({
  propertyId,
  propertyAddress: '4812 S 167th Ave',
  agentEmail: 'attacker@evil.test',
  agentName: 'Dana',
  clientName: 'Jamie Buyer',
  clientEmail: 'jamie@example.com',
  clientPhone: '402-555-0199',
  message: '',
  subject: 'Property Inquiry - 4812 S 167th Ave',
  ...over,
})
/** A tour of a free slot (each taken once: tours book real slots, docs/decisions/0127-showing-slots.md). */
const tourPayload = (over: object = {}) => ({
  ...agentPayload(),
  ...tourSlots.next(),
  subject: 'Tour Request - 4812 S 167th Ave',
  ...over,
})
/** A day `n` days after today in Omaha, as the tour form sends it. */
function daysAhead(n: number): string {
  const day = new Date(`${businessDate()}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + n)
  return day.toISOString().slice(0, 10)
}
const count = (table: 'inquiries' | 'mail_outbox') => countRows(t.database.db, table)

describe('POST /api/contact/agent', () => {
  it('stores the inquiry and mails the listing agent with the office in copy', async () => {
    const res = await post('/api/contact/agent', agentPayload())
    expect(res.statusCode).toBe(200)
    await t.app.outbox.drain()
    const row = await t.database.db.selectFrom('inquiries').selectAll().where('id', '=', res.json().inquiryId).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ kind: 'agent', property_id: propertyId, name: 'Jamie Buyer', message: 'No additional message' })
    const mail = smtp.received.at(-1)!
    // The agent comes from the listing, never from the request body.
    expect(mail.to.sort()).toEqual(['dana@example.com', 'office@example.com'])
    expect(mail.raw).toContain('Subject: Property Inquiry - 4812 S 167th Ave, Omaha')
    expect(mail.raw).toContain('Reply-To: jamie@example.com')
    expect(mail.raw).toContain('No additional message')
  })

  it.each([
    ['no name', { clientName: '' }, 'Missing required fields'],
    ['a blank email', { clientEmail: '   ' }, 'Missing required fields'],
    ['a malformed email', { clientEmail: 'not-an-email' }, 'clientEmail'],
    ['a 6,000-character message', { message: 'x'.repeat(6000) }, '"message"'],
    ['a number as name', { clientName: 42 }, '"clientName"'],
  ])('answers 400 for %s', (_label, over, text) =>
    expectRefused(
      () => post('/api/contact/agent', agentPayload(over)),
      () => count('inquiries'),
      text,
    ),
  )

  it('stores and mails a message with offensive language, flagged for staff (it was refused with 400 before)', async () => {
    const { row } = await expectStoredFlagged(
      t.database.db,
      () => post('/api/contact/agent', agentPayload({ message: 'This is fucking overpriced' })),
      { message: 'This is fucking overpriced' },
    )
    const mails = await t.database.db.selectFrom('mail_outbox').select('id').where('related_id', '=', row.id).execute()
    expect(mails).toHaveLength(1)
  })

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    await expectBodyChecks(t.app, '/api/contact/agent')
  })

  it.each([
    ['agent', agentPayload],
    ['tour', tourPayload],
  ] as const)('answers a bot that fills the honeypot exactly as a person on /api/contact/%s, and drops it', async (kind, payload) => {
    await t.app.outbox.drain()
    const before = await count('inquiries')
    const mails = smtp.received.length
    const bot = await post(`/api/contact/${kind}`, payload({ website: 'http://spam.example' }))
    await t.app.outbox.drain()
    expect(await count('inquiries')).toBe(before)
    expect(smtp.received.length).toBe(mails)
    const person = await post(`/api/contact/${kind}`, payload())
    expect(await count('inquiries')).toBe(before + 1)
    // Same status, headers that matter and body bytes, except the (random) id itself.
    expect(bot.statusCode).toBe(person.statusCode)
    expect(bot.headers['content-type']).toBe(person.headers['content-type'])
    expect(bot.headers['content-length']).toBe(person.headers['content-length'])
    expect(bot.json().inquiryId).toMatch(/^[0-9a-f]{24}$/)
    expect(bot.body.replace(bot.json().inquiryId, 'ID')).toBe(person.body.replace(person.json().inquiryId, 'ID'))
    // An invalid form gets the same 400 whether or not the honeypot is filled.
    const invalidBot = await post(`/api/contact/${kind}`, payload({ clientEmail: 'nope', website: 'x' }))
    const invalidPerson = await post(`/api/contact/${kind}`, payload({ clientEmail: 'nope' }))
    expect([invalidBot.statusCode, invalidBot.body]).toEqual([invalidPerson.statusCode, invalidPerson.body])
    await t.app.outbox.drain()
  })

  it('cannot inject mail headers through any field', async () => {
    const res = await post(
      '/api/contact/agent',
      agentPayload({
        propertyId: undefined,
        propertyAddress: 'Main St\r\nBcc: victim@example.com',
        clientName: 'Eve\r\nBcc: victim@example.com',
      }),
    )
    expect(res.statusCode).toBe(200)
    await t.app.outbox.drain()
    const mail = smtp.received.at(-1)!
    expect(mail.to).not.toContain('victim@example.com')
    const headers = mail.raw.split(/\r?\n\r?\n/)[0]
    expect(headers).not.toMatch(/^Bcc:/im)
    expect(mail.raw).toContain('Name: Eve Bcc: victim@example.com')
    // Without a listing the subject says so; what the sender named is only in the body.
    expect(mail.raw).toContain('Subject: Property Inquiry - no listing given')
    expect(mailText(mail.raw)).toContain('the sender wrote: Main St Bcc: victim@example.com')
  })
})

describe('hostile text', () => {
  it('stores and mails names and messages without control, bidirectional-override or lone surrogate characters, in NFC', async () => {
    const res = await post(
      '/api/contact/agent',
      agentPayload({
        clientName: '  Jo\u0000s\u202Ee\u0301 \uD800Buyer\u0007 ',
        message: 'Line one\u0000\r\nline two \u2066hidden\u2069',
      }),
    )
    expect(res.statusCode).toBe(200)
    await t.app.outbox.drain()
    const row = await t.database.db.selectFrom('inquiries').selectAll().where('id', '=', res.json().inquiryId).executeTakeFirstOrThrow()
    expect(row.name).toBe('Jos\u00e9 \uFFFDBuyer')
    expect(row.message).toBe('Line one\nline two hidden')
    expect(JSON.parse(row.payload).clientName).toBe('Jos\u00e9 \uFFFDBuyer')
    const text = mailText(smtp.received.at(-1)!.raw)
    expect(text).toContain('Name: Jos\u00e9 \uFFFDBuyer')
    expect(text).toContain('Line one\nline two hidden')
    // eslint-disable-next-line no-control-regex -- the point: none of these reach the mail
    expect(text).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u202A-\u202E\u2066-\u2069]/)
  })

  it.each(['call me maybe', '12', '<script>alert(1)</script>', '++4025550199'])('answers 400 for the phone number %j', async (phone) => {
    const res = await post('/api/contact/agent', agentPayload({ clientPhone: phone }))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Please check these fields: clientPhone')
  })

  it('takes phone numbers as people write them', async () => {
    for (const phone of ['(402) 555-0199', '+1 402.555.0199 ext. 12']) {
      expect((await post('/api/contact/agent', agentPayload({ clientPhone: phone }))).statusCode).toBe(200)
    }
    await t.app.outbox.drain()
  })

  it('names the listing from the database in the subject, whatever subject or address the sender gives', async () => {
    const res = await post('/api/contact/agent', agentPayload({ subject: 'URGENT: wire transfer', propertyAddress: 'Somewhere else' }))
    expect(res.statusCode).toBe(200)
    await t.app.outbox.drain()
    expect(smtp.received.at(-1)!.raw).toContain('Subject: Property Inquiry - 4812 S 167th Ave, Omaha')
    expect(smtp.received.at(-1)!.raw).not.toContain('wire transfer')
  })
})

describe('POST /api/contact/tour', () => {
  it.each([
    ['yesterday', -1, 400],
    ['today', 0, 200],
    ['90 days ahead', 90, 200],
    ['91 days ahead', 91, 400],
  ])('answers a tour date %s with %i', async (_label, days, status) => {
    // A date in range is taken when one of its slots is free (late today or on a day off none is: 409).
    const date = daysAhead(days)
    const open = await t.app.inject({ url: `/api/properties/${propertyId}/showing-slots?from=${date}&to=${date}` })
    const free = (open.json() as ShowingSlots).days[0]?.slots.findLast((s) => s.free)?.slot
    const res = await post('/api/contact/tour', tourPayload({ selectedDate: date, ...(free && { selectedTime: free }) }))
    expect(res.statusCode).toBe(status === 200 && !free ? 409 : status)
    if (status === 400) expect(res.json().message).toBe('Please choose a tour date from today up to 90 days ahead.')
    await t.app.outbox.drain()
  })

  it('answers a date that is no day of the calendar with 400', async () => {
    const res = await post('/api/contact/tour', tourPayload({ selectedDate: `${businessDate().slice(0, 4)}-02-31` }))
    expect(res.statusCode).toBe(400)
  })

  it('requires date, time, name, email and phone, and a listed time slot', async () => {
    const missing = await post('/api/contact/tour', tourPayload({ clientPhone: '', selectedTime: '' }))
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('Missing required fields: clientPhone, selectedTime')
    const slot = await post('/api/contact/tour', tourPayload({ selectedTime: '3 AM' }))
    expect(slot.statusCode).toBe(400)
    expect(slot.json().message).toContain('selectedTime')
  })

  it('keeps a request while SMTP is down and delivers it once the server is back', async () => {
    smtp.down()
    const before = smtp.received.length
    const res = await post('/api/contact/tour', tourPayload({ message: 'Weekend please' }))
    expect(res.statusCode).toBe(200)
    await t.app.outbox.drain()
    const queued = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('related_id', '=', res.json().inquiryId)
      .executeTakeFirstOrThrow()
    expect(queued.sent_at).toBeNull()
    expect(queued.attempts).toBe(1)
    expect(queued.last_error).toBeTruthy()
    expect(Date.parse(queued.next_attempt_at)).toBeGreaterThan(Date.now())

    smtp.up()
    // The retry is due after its backoff; bring it forward instead of waiting.
    await t.database.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where('id', '=', queued.id)
      .execute()
    expect(await t.app.outbox.drain()).toBe(1)
    const mail = smtp.received.at(-1)!
    expect(smtp.received.length).toBe(before + 1)
    expect(mail.raw).toContain('Subject: Tour Request - 4812 S 167th Ave, Omaha')
    expect(mail.raw).toContain('Preferred time: 10-12 PM')
    expect(mail.raw).toContain('Weekend please')
  })
})

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file under DATA_DIR/mail', async () => {
    const local = await createTestApp()
    try {
      const id = await insertProperty(local.database.db)
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/contact/agent',
        payload: { propertyId: id, clientName: 'Sam', clientEmail: 'sam@example.com', message: 'Is the basement finished?' },
      })
      expect(res.statusCode).toBe(200)
      await local.app.outbox.drain()
      const dir = path.join(local.database.dataDir, 'mail')
      const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'))
      expect(files).toHaveLength(1)
      expect(fs.readFileSync(path.join(dir, files[0]), 'utf8')).toContain('Is the basement finished?')
    } finally {
      await local.close()
    }
  })
})

describe('rate limit', () => {
  it('answers 429 with a message once a client sends too many', async () => {
    const limited = await createTestApp({ build: { contactRateLimitMax: 2 } })
    try {
      const send = () => limited.app.inject({ method: 'POST', url: '/api/contact/agent', payload: { clientName: '', clientEmail: '' } })
      expect((await send()).statusCode).toBe(400)
      expect((await send()).statusCode).toBe(400)
      const third = await send()
      expect(third.statusCode).toBe(429)
      expect(third.json().message).toMatch(/Too many requests/)
    } finally {
      await limited.close()
    }
  })
})
