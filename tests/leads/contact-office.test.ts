import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailServer, type ReceivedMail } from '#tests/helpers/mail-server.ts'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { expectBodyChecks, expectThirdPostLimited } from '#tests/helpers/http-checks.ts'
import { countRows } from '#tests/helpers/databases.ts'
import { mailText } from '#tests/helpers/mail-text.ts'
import { expectRefused, expectStoredFlagged } from '#tests/helpers/leads.ts'

let smtp: Awaited<ReturnType<typeof startMailServer>>
let t: TestApp

beforeAll(async () => {
  smtp = await startMailServer()
  t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, officeEmail: 'office@example.com' } })
})
afterAll(async () => {
  await t.close()
  await smtp.stop()
})

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object })
const count = () => countRows(t.database.db, 'inquiries')
const mailsTo = (address: string): ReceivedMail[] => smtp.received.filter((m) => m.to.includes(address))
const headersOf = (m: ReceivedMail) => m.raw.split(/\r?\n\r?\n/)[0]

const consultation = (over: object = {}) => ({
  clientName: '  Jordan Seller\u202e ',
  clientEmail: 'jordan@example.com',
  clientPhone: '(402) 555-0177',
  preferredTime: 'Weekday evening',
  message: 'We are thinking of selling\r\nour house in Benson next spring.',
  website: '',
  ...over,
})
const general = (over: object = {}) => ({
  clientName: 'Riley Renter',
  clientEmail: 'riley@example.com',
  clientPhone: '',
  message: 'Do you allow cats in your rentals?',
  ...over,
})

describe('POST /api/contact/consultation', () => {
  it('stores the request, mails the office and confirms to the visitor', async () => {
    const res = await post('/api/contact/consultation', consultation())
    expect(res.statusCode).toBe(200)
    const { message, inquiryId } = res.json()
    expect(message).toBe('Consultation request sent')
    expect(inquiryId).toMatch(/^[0-9a-f]{24}$/)
    const row = await t.database.db.selectFrom('inquiries').selectAll().where('id', '=', inquiryId).executeTakeFirstOrThrow()
    // Text is normalised before it is stored (core/clean-text.ts).
    expect(row).toMatchObject({
      kind: 'consultation',
      property_id: null,
      name: 'Jordan Seller',
      email: 'jordan@example.com',
      phone: '(402) 555-0177',
      message: 'We are thinking of selling\nour house in Benson next spring.',
    })
    expect(JSON.parse(row.payload)).toMatchObject({ preferredTime: 'Weekday evening' })
    expect(await t.app.outbox.drain()).toBe(2)
    const office = mailsTo('office@example.com').at(-1)!
    expect(headersOf(office)).toContain('Subject: Consultation Request - Jordan Seller')
    expect(headersOf(office)).toContain('Reply-To: jordan@example.com')
    expect(mailText(office.raw)).toContain('Preferred time: Weekday evening')
    expect(mailText(office.raw)).toContain('Phone: (402) 555-0177')
    const visitor = mailsTo('jordan@example.com').at(-1)!
    expect(headersOf(visitor)).toMatch(/Subject: We received your consultation request/)
    expect(mailText(visitor.raw)).toContain('within one business day')
    // The confirmation repeats nothing the visitor typed.
    expect(mailText(visitor.raw)).not.toContain('Benson')
    expect(mailText(visitor.raw)).not.toContain('Jordan')
  })

  it.each([
    ['no name', { clientName: '   ' }, 'Missing required fields: clientName'],
    ['no phone', { clientPhone: '' }, 'Missing required fields: clientPhone'],
    ['no preferred time', { preferredTime: undefined }, 'Missing required fields: preferredTime'],
    ['a malformed email', { clientEmail: 'jordan-at-example' }, 'Please check these fields: clientEmail'],
    ['a phone with letters', { clientPhone: 'call me maybe' }, 'Please check these fields: clientPhone'],
    ['a time that is not offered', { preferredTime: '3 AM' }, 'Please check these fields: preferredTime'],
    ['a 6,000-character message', { message: 'x'.repeat(6000) }, 'message'],
    ['a number as name', { clientName: 42 }, 'clientName'],
    ['an object as email', { clientEmail: { a: 1 } }, 'clientEmail'],
  ])('answers 400 for %s and stores nothing', (_label, over, text) =>
    expectRefused(() => post('/api/contact/consultation', consultation(over)), count, text),
  )

  it('stores a consultation request with offensive language, flagged for staff (it was refused with 400 before)', async () => {
    await expectStoredFlagged(t.database.db, () => post('/api/contact/consultation', consultation({ message: 'This is fucking urgent' })), {
      kind: 'consultation',
      message: 'This is fucking urgent',
    })
  })

  it('answers a filled honeypot exactly like a real request, storing and mailing nothing', async () => {
    const before = await count()
    await t.app.outbox.drain()
    const sent = smtp.received.length
    const bot = await post('/api/contact/consultation', consultation({ website: 'http://spam.example' }))
    const real = await post('/api/contact/consultation', consultation())
    expect(bot.statusCode).toBe(real.statusCode)
    expect(Object.keys(bot.json()).sort()).toEqual(Object.keys(real.json()).sort())
    expect(bot.json().message).toBe(real.json().message)
    expect(bot.json().inquiryId).toMatch(/^[0-9a-f]{24}$/)
    expect(bot.json().inquiryId).not.toBe(real.json().inquiryId)
    expect(bot.headers['content-type']).toBe(real.headers['content-type'])
    expect(bot.body.length).toBe(real.body.length)
    expect(await count()).toBe(before + 1)
    await t.app.outbox.drain()
    expect(smtp.received.length).toBe(sent + 2)
  })

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    await expectBodyChecks(t.app, '/api/contact/consultation')
  })
})

describe('POST /api/contact/general', () => {
  it('stores the message, mails the office and confirms to the visitor', async () => {
    const res = await post('/api/contact/general', general())
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Message sent')
    const row = await t.database.db.selectFrom('inquiries').selectAll().where('id', '=', res.json().inquiryId).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ kind: 'contact', name: 'Riley Renter', phone: '', message: 'Do you allow cats in your rentals?' })
    expect(await t.app.outbox.drain()).toBe(2)
    const office = mailsTo('office@example.com').at(-1)!
    expect(headersOf(office)).toContain('Subject: Website Contact Message - Riley Renter')
    expect(mailText(office.raw)).toContain('Do you allow cats in your rentals?')
    expect(mailText(office.raw)).toContain('Phone: not given')
    expect(headersOf(mailsTo('riley@example.com').at(-1)!)).toMatch(/Subject: We received your message/)
  })

  it('cannot inject mail headers through the name', async () => {
    const res = await post('/api/contact/general', general({ clientName: 'Eve\r\nBcc: victim@example.com' }))
    expect(res.statusCode).toBe(200)
    await t.app.outbox.drain()
    const mail = mailsTo('office@example.com').at(-1)!
    expect(mail.to).not.toContain('victim@example.com')
    expect(headersOf(mail)).not.toMatch(/^Bcc:/im)
    expect(mailText(mail.raw)).toContain('Name: Eve Bcc: victim@example.com')
  })

  it.each([
    ['no message', { message: ' \n ' }, 'Missing required fields: message'],
    ['no email', { clientEmail: '' }, 'Missing required fields: clientEmail'],
    ['a malformed phone', { clientPhone: '12' }, 'Please check these fields: clientPhone'],
    ['a 201-character name', { clientName: 'n'.repeat(201) }, 'clientName'],
  ])('answers 400 for %s', (_label, over, text) => expectRefused(() => post('/api/contact/general', general(over)), count, text))

  it('answers 429 with a message once a client sends too many', async () => {
    const limited = await createTestApp({ build: { contactRateLimitMax: 2 } })
    try {
      await expectThirdPostLimited(limited.app, '/api/contact/general')
    } finally {
      await limited.close()
    }
  })
})

describe('OpenAPI', () => {
  it('documents both endpoints', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const paths = Object.keys(res.json().paths)
    expect(paths).toEqual(expect.arrayContaining(['/api/contact/consultation', '/api/contact/general']))
  })
})
