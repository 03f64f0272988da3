import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailTestApp, type MailTestApp } from '#tests/helpers/app.ts'
import { dialects, countRows } from '#tests/helpers/databases.ts'
import { mailText } from '#tests/helpers/mail-text.ts'
import { sellToUsBody } from '#tests/helpers/factories.ts'
import { expectRefused, expectStoredFlagged } from '#tests/helpers/leads.ts'

// POST /api/contact/sell-to-us: stored as an inquiry and mailed through a real SMTP server.

const payload = sellToUsBody

for (const dialect of dialects) {
  describe(`sell-to-us inquiries on ${dialect}`, () => {
    let t: MailTestApp
    beforeAll(async () => {
      t = await createMailTestApp({ dialect, config: { officeEmail: 'office@example.com' } })
    })
    afterAll(() => t?.close())
    const deliver = () => t.deliver()
    const post = (body: object) => t.app.inject({ method: 'POST', url: '/api/contact/sell-to-us', payload: body })
    const count = () => countRows(t.database.db, 'inquiries')

    it('stores the inquiry, mails the office under its own subject and confirms to the homeowner', async () => {
      const res = await post(payload({ subject: 'FREE MONEY', message: '' }))
      expect(res.statusCode, res.body).toBe(200)
      const { inquiryId } = res.json()
      const row = await t.database.db.selectFrom('inquiries').selectAll().where('id', '=', inquiryId).executeTakeFirstOrThrow()
      expect(row).toMatchObject({
        kind: 'sell-to-us',
        name: 'Jordan Lee',
        email: 'jordan@example.com',
        message: 'No additional details provided',
      })
      expect(JSON.parse(row.payload)).toMatchObject({
        address: '3120 S 95th St, Omaha, NE 68124',
        propertyType: 'single-family',
        timeframe: '3-months',
        type: 'sell-to-us',
        subject: 'Sell To Us Inquiry',
      })
      await deliver()
      const office = t.smtp.received.find((m) => m.to.includes('office@example.com'))!
      expect(office.to).toEqual(['office@example.com'])
      expect(office.raw).toMatch(/^Subject: Sell To Us Inquiry\r?$/m)
      expect(office.raw).not.toContain('FREE MONEY')
      expect(office.raw).toContain('Reply-To: jordan@example.com')
      expect(mailText(office.raw)).toContain('Property type: Single-Family Home')
      expect(mailText(office.raw)).toContain('Timeframe to sell: Within 3 months')
      const homeowner = t.smtp.received.filter((m) => m.to.includes('jordan@example.com'))
      expect(homeowner).toHaveLength(1)
      expect(mailText(homeowner[0].raw)).toContain('within 24 hours')
      // The address is not confirmed: the homeowner's own name and the labels they picked, nothing else they typed.
      const confirmation = mailText(homeowner[0].raw)
      expect(confirmation).toContain('Hello Jordan Lee,')
      expect(confirmation).toContain('Property type: Single-Family Home')
      expect(confirmation).not.toContain('95th St')
    })

    it('quotes no typed link to an unconfirmed address, not even in the name', async () => {
      const before = t.smtp.received.length
      const res = await post(
        payload({ name: 'Visit www.cheap-pills.example', email: 'victim@example.com', address: 'https://evil.example/win' }),
      )
      expect(res.statusCode, res.body).toBe(200)
      await deliver()
      const sent = t.smtp.received.slice(before).filter((m) => m.to.includes('victim@example.com'))
      expect(sent).toHaveLength(1)
      const text = mailText(sent[0].raw)
      expect(text).toMatch(/^Hello,$/m)
      expect(text).not.toMatch(/cheap-pills|evil\.example|https?:|www\./)
    })

    it.each([
      [{ name: '' }, 'Missing required fields: name'],
      [{ address: '', timeframe: '' }, 'Missing required fields: address, timeframe'],
      [{ email: 'jordan' }, 'Please enter a valid email address.'],
      [{ phone: '12' }, 'Please enter a valid phone number, such as 402-555-0199.'],
      [{ propertyType: 'castle' }, 'Please choose a property type from the list.'],
      [{ timeframe: 'someday' }, 'Please choose a timeframe from the list.'],
      [{ message: 'x'.repeat(5001) }, 'Invalid field "message"'],
      [{ name: 42 }, 'Invalid field "name"'],
    ])('answers %j with 400 and stores nothing', (over, message) => expectRefused(() => post(payload(over)), count, message))

    it('stores a request with offensive language, flagged for staff (it was refused with 400 before)', async () => {
      const { row } = await expectStoredFlagged(t.database.db, () => post(payload({ message: 'you are a piece of shit' })), {
        kind: 'sell-to-us',
        message: 'you are a piece of shit',
      })
      // Both mails go out like any other lead's.
      await deliver()
      const mails = await t.database.db.selectFrom('mail_outbox').select('sent_at').where('related_id', '=', row.id).execute()
      expect(mails).toHaveLength(2)
      expect(mails.every((m) => m.sent_at !== null)).toBe(true)
    })

    it('answers a filled honeypot like a real inquiry and stores nothing', async () => {
      const before = await count()
      const sent = t.smtp.received.length
      const res = await post(payload({ website: 'http://spam.example' }))
      expect(res.statusCode).toBe(200)
      expect(Object.keys(res.json())).toEqual(['message', 'inquiryId'])
      expect(res.json().inquiryId).toMatch(/^[0-9a-f]{24}$/)
      expect(await count()).toBe(before)
      await deliver()
      expect(t.smtp.received.length).toBe(sent)
    })
  })
}
