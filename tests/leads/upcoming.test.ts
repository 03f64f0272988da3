import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailServer } from '#tests/helpers/mail-server.ts'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects, countRows } from '#tests/helpers/databases.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { expectThirdPostLimited } from '#tests/helpers/http-checks.ts'
import { expectRefused, expectStoredFlagged } from '#tests/helpers/leads.ts'

// Express Interest and Get Notified on the upcoming listings.

for (const dialect of dialects) {
  describe(`upcoming listings' forms on ${dialect}`, () => {
    let smtp: Awaited<ReturnType<typeof startMailServer>>
    let t: TestApp
    let propertyId = ''

    beforeAll(async () => {
      smtp = await startMailServer()
      t = await createTestApp({ dialect, config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, officeEmail: 'office@example.com' } })
      propertyId = await insertProperty(t.database.db, {
        title: 'Dundee Craftsman',
        address: '5015 Underwood Ave',
        city: 'Omaha',
        status: 'upcoming',
        estimatedPrice: 342000,
        agent: { name: 'Riley', title: 'Agent', phone: '', email: 'riley@example.com', photo: '' },
      })
    })
    afterAll(async () => {
      await t?.close()
      await smtp?.stop()
    })

    const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object })
    const interest = (over: object = {}) => ({
      propertyId,
      clientName: 'Morgan Lee',
      clientEmail: 'morgan@example.com',
      clientPhone: '402-555-0142',
      message: 'Will it have a finished basement?',
      website: '',
      ...over,
    })
    const count = (table: 'inquiries' | 'upcoming_subscribers') => countRows(t.database.db, table)

    describe('GET /api/properties?status=upcoming', () => {
      it('filters and sorts upcoming listings on the estimated price their cards show, and sorts by bedrooms', async () => {
        // Priced at 190k but shown (and so filtered) at its 215k estimate.
        await insertProperty(t.database.db, {
          title: 'Benson Bungalow',
          status: 'upcoming',
          price: 190000,
          estimatedPrice: 215000,
          bedrooms: 2,
        })
        await insertProperty(t.database.db, {
          title: 'Millard Ranch',
          status: 'upcoming',
          price: 180000,
          estimatedPrice: null,
          bedrooms: 4,
        })
        const titles = async (query: string) =>
          ((await t.app.inject({ method: 'GET', url: `/api/properties?status=upcoming${query}` })).json() as Array<{ title: string }>).map(
            (p) => p.title,
          )
        expect(await titles('&maxPrice=200000')).toEqual(['Millard Ranch'])
        expect(await titles('&minPrice=200000&maxPrice=400000&sort=price-low')).toEqual(['Benson Bungalow', 'Dundee Craftsman'])
        expect(await titles('&sort=price-high')).toEqual(['Dundee Craftsman', 'Benson Bungalow', 'Millard Ranch'])
        expect(await titles('&sort=bedrooms')).toEqual(['Millard Ranch', 'Dundee Craftsman', 'Benson Bungalow'])
      })
    })

    describe('POST /api/contact/interest', () => {
      it("stores a lead and mails the listing's agent with the office in copy", async () => {
        const res = await post('/api/contact/interest', interest())
        expect(res.statusCode).toBe(200)
        const row = await t.database.db.selectFrom('inquiries').selectAll().where('id', '=', res.json().inquiryId).executeTakeFirstOrThrow()
        expect(row).toMatchObject({
          kind: 'interest',
          property_id: propertyId,
          name: 'Morgan Lee',
          email: 'morgan@example.com',
          phone: '402-555-0142',
          message: 'Will it have a finished basement?',
          status: 'new',
        })
        expect(JSON.parse(row.payload)).not.toHaveProperty('website')
        await t.app.outbox.drain()
        const mail = smtp.received.at(-1)!
        expect(mail.to.sort()).toEqual(['office@example.com', 'riley@example.com'])
        expect(mail.raw).toContain('Subject: Interest - 5015 Underwood Ave, Omaha')
        expect(mail.raw).toContain('Reply-To: morgan@example.com')
        // Quoted-printable wraps long lines with a trailing "=".
        expect(mail.raw.replace(/=\r?\n/g, '')).toContain('(Dundee Craftsman)')
        expect(mail.raw).toContain('Will it have a finished basement?')
      })

      it('sends "No additional message" when the message is left empty, and phone is optional', async () => {
        const res = await post('/api/contact/interest', interest({ message: '  ', clientPhone: undefined }))
        expect(res.statusCode).toBe(200)
        const row = await t.database.db.selectFrom('inquiries').selectAll().where('id', '=', res.json().inquiryId).executeTakeFirstOrThrow()
        expect(row.message).toBe('No additional message')
        expect(row.phone).toBe('')
      })

      it.each([
        ['no name', { clientName: '  ' }, 'Missing required fields: clientName'],
        ['no name nor email', { clientName: undefined, clientEmail: '' }, 'Missing required fields: clientName, clientEmail'],
        ['a malformed email', { clientEmail: 'morgan-at-example' }, 'Please check these fields: clientEmail'],
        ['a malformed property id', { propertyId: '12' }, '"propertyId"'],
        ['no property id', { propertyId: undefined }, '"propertyId"'],
        ['a 6,000-character message', { message: 'x'.repeat(6000) }, '"message"'],
      ])('answers 400 for %s and stores nothing', (_label, over, text) =>
        expectRefused(
          () => post('/api/contact/interest', interest(over)),
          () => count('inquiries'),
          text,
        ),
      )

      it('stores interest with offensive language, flagged for staff (it was refused with 400 before)', async () => {
        await expectStoredFlagged(t.database.db, () => post('/api/contact/interest', interest({ message: 'This shit better be cheap' })), {
          kind: 'interest',
          message: 'This shit better be cheap',
        })
      })

      it('answers 404 for a listing that does not exist', async () => {
        const res = await post('/api/contact/interest', interest({ propertyId: 'aaaaaaaaaaaaaaaaaaaaaaaa' }))
        expect(res.statusCode).toBe(404)
        expect(res.json().message).toBe('This property is no longer listed.')
      })

      it('accepts and drops what a bot types into the honeypot field', async () => {
        await t.app.outbox.drain()
        const before = await count('inquiries')
        const sent = smtp.received.length
        const res = await post('/api/contact/interest', interest({ website: 'http://spam.example' }))
        await t.app.outbox.drain()
        expect(await count('inquiries')).toBe(before)
        expect(smtp.received.length).toBe(sent)
        // The bot cannot tell: the same answer as a person's, byte for byte but for the random id.
        const person = await post('/api/contact/interest', interest())
        expect(res.statusCode).toBe(person.statusCode)
        expect(res.json().inquiryId).toMatch(/^[0-9a-f]{24}$/)
        expect(res.body.replace(res.json().inquiryId, 'ID')).toBe(person.body.replace(person.json().inquiryId, 'ID'))
        await t.app.outbox.drain()
      })

      it('stores a normalised lead and refuses a phone that is no phone number', async () => {
        const res = await post('/api/contact/interest', interest({ clientName: '\u202EMorgan\u0000 Lee\u200F', message: ' Hi\u0007 ' }))
        expect(res.statusCode).toBe(200)
        const row = await t.database.db.selectFrom('inquiries').selectAll().where('id', '=', res.json().inquiryId).executeTakeFirstOrThrow()
        expect([row.name, row.message]).toEqual(['Morgan Lee', 'Hi'])
        const phone = await post('/api/contact/interest', interest({ clientPhone: 'ring ring' }))
        expect(phone.statusCode).toBe(400)
        expect(phone.json().message).toBe('Please check these fields: clientPhone')
        await t.app.outbox.drain()
      })
    })

    describe('POST /api/upcoming/subscribers', () => {
      it('stores the address once, lower-cased; signing up again is not an error', async () => {
        const first = await post('/api/upcoming/subscribers', { email: '  Casey.Buyer@Example.com ' })
        expect(first.statusCode).toBe(200)
        expect(first.json().message).toMatch(/sent a confirmation email/)
        const again = await post('/api/upcoming/subscribers', { email: 'casey.buyer@example.com' })
        expect(again.statusCode).toBe(200)
        expect(again.json()).toEqual(first.json())
        const rows = await t.database.db.selectFrom('upcoming_subscribers').selectAll().execute()
        expect(rows.map((r) => r.email)).toEqual(['casey.buyer@example.com'])
      })

      it.each([
        ['a malformed email', { email: 'casey@' }],
        ['an empty email', { email: '' }],
        ['no email', {}],
        ['a number', { email: 42 }],
      ])('answers 400 for %s', async (_label, payload) => {
        const before = await count('upcoming_subscribers')
        const res = await post('/api/upcoming/subscribers', payload)
        expect(res.statusCode).toBe(400)
        expect(res.json().message).toContain('"email"')
        expect(await count('upcoming_subscribers')).toBe(before)
      })

      it('drops a sign-up with the honeypot filled', async () => {
        const before = await count('upcoming_subscribers')
        const res = await post('/api/upcoming/subscribers', { email: 'bot@example.com', website: 'x' })
        expect(res.statusCode).toBe(200)
        expect(await count('upcoming_subscribers')).toBe(before)
      })
    })
  })
}

describe('rate limit on the upcoming forms', () => {
  it('answers 429 with a message once a client sends too many', async () => {
    const limited = await createTestApp({ build: { contactRateLimitMax: 2 } })
    try {
      for (const url of ['/api/contact/interest', '/api/upcoming/subscribers']) {
        await expectThirdPostLimited(limited.app, url)
      }
    } finally {
      await limited.close()
    }
  })
})
