import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailServer } from '#tests/helpers/mail-server.ts'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { insertProperty, sellToUsBody } from '#tests/helpers/factories.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { newId } from '#server/db/ids.ts'
import { storeInquiry } from '#server/leads/inquiries.service.ts'
import { submitApplication } from '#tests/helpers/applications.ts'
import { dialects } from '#tests/helpers/databases.ts'
import type { LeadDetail, LeadList } from '#core/leads/lead-inbox.ts'
import { freeTourSlots } from '#tests/helpers/tour-slots.ts'

// The staff lead inbox: leads sent through the public forms,
// read back, filtered, searched, paged, exported, and worked on by staff.

for (const dialect of dialects) {
  describe(`lead inbox on ${dialect}`, () => {
    const smtp = mailServer()
    let t: TestApp
    let token = ''
    let propertyId = ''
    let otherPropertyId = ''
    /** A free tour slot of the listing (tours book real slots: docs/decisions/0127-showing-slots.md). */
    let tourDate = ''
    let tourTime = ''
    let upcomingId = ''
    const ids: Record<string, string> = {}
    let application: { id: string; fileId: string; pdf: Buffer }

    const auth = () => authHeader(token)
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload })
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth() })
    const list = async (query = '') => {
      const res = await get(`/api/admin/contacts${query}`)
      expect(res.statusCode, res.body).toBe(200)
      return res.json() as LeadList
    }

    /** A preferred-bidder application sent through the public form (multipart, as the browser sends it), with its COI. */
    async function apply(over: { company?: string; email?: string } = {}) {
      const sent = await submitApplication(t.app, over)
      await t.app.outbox.drain()
      return sent
    }

    beforeAll(async () => {
      const port = await smtp.start(0)
      t = await createTestApp({ dialect, config: { smtpUrl: `smtp://127.0.0.1:${port}`, officeEmail: 'office@example.com' } })
      token = await signIn(t.app)
      propertyId = await insertProperty(t.database.db, { title: 'Maple Street Ranch', address: '4812 S 167th Ave' })
      otherPropertyId = await insertProperty(t.database.db, { title: 'Dundee Bungalow', address: '5011 Underwood Ave' })
      ;({ selectedDate: tourDate, selectedTime: tourTime } = (await freeTourSlots(t.app, otherPropertyId)).next())
      upcomingId = await insertProperty(t.database.db, { title: 'Elkhorn Two-Story', status: 'upcoming', estimatedPrice: 410000 })

      const sent = async (url: string, payload: object) => {
        const res = await post(url, payload)
        expect(res.statusCode, res.body).toBe(200)
        return (res.json() as { inquiryId?: string }).inquiryId ?? ''
      }
      const client = { clientEmail: 'jamie@example.com', clientPhone: '(402) 555-0199' }
      ids.agent = await sent('/api/contact/agent', {
        propertyId,
        clientName: 'Jamie Buyer',
        ...client,
        message: 'Is the basement finished?',
        preferredContact: 'phone',
      })
      ids.tour = await sent('/api/contact/tour', {
        propertyId: otherPropertyId,
        clientName: 'Tara Tour',
        clientEmail: 'tara@example.com',
        clientPhone: '402.555.0123',
        selectedDate: tourDate,
        selectedTime: tourTime,
        message: '=HYPERLINK("http://evil.example","click")',
      })
      ids.interest = await sent('/api/contact/interest', {
        propertyId: upcomingId,
        clientName: 'Ivy Interest',
        clientEmail: 'ivy@example.com',
        clientPhone: '402-555-0177',
        message: '',
      })
      expect((await post('/api/upcoming/subscribers', { email: 'sam@example.com' })).statusCode).toBe(200)
      ids.subscriber = (await t.database.db.selectFrom('upcoming_subscribers').select('id').executeTakeFirstOrThrow()).id
      ids['sell-to-us'] = await sent(
        '/api/contact/sell-to-us',
        sellToUsBody({ name: 'Sally Seller', email: 'sally@example.com', phone: '402-555-0166' }),
      )
      if (!ids['sell-to-us'])
        ids['sell-to-us'] = (
          await t.database.db.selectFrom('inquiries').select('id').where('kind', '=', 'sell-to-us').executeTakeFirstOrThrow()
        ).id
      // The consultation (/agents) and contact-page forms come with the company pages (branch pages); they store
      // their requests through the same storeInquiry, as here.
      for (const kind of ['consultation', 'contact'] as const) {
        ids[kind] = await storeInquiry(t.database.db, {
          kind,
          propertyId: null,
          name: kind === 'consultation' ? 'Cody Consult' : 'Connie Contact',
          email: `${kind}@example.com`,
          phone: '402-555-0188',
          message: 'Please call me in the morning.',
          payload: { preferredTime: 'Mornings', message: 'Please call me in the morning.' },
          mail: { to: 'office@example.com', subject: kind === 'consultation' ? 'Consultation Request' : 'Contact Request', text: 'x' },
        })
      }
      application = await apply()
      ids.application = application.id
      ids.applicationFile = application.fileId
      await t.app.outbox.drain()
    })

    afterAll(async () => {
      await t?.close()
      await smtp.stop()
    })

    describe('GET /api/admin/contacts', () => {
      it('answers 401 without a session', async () => {
        const res = await t.app.inject({ method: 'GET', url: '/api/admin/contacts' })
        expect(res.statusCode).toBe(401)
      })

      it('lists every lead sent through the public forms, newest first', async () => {
        const { items, total } = await list()
        expect(total).toBe(8)
        expect(items.map((l) => l.kind).sort()).toEqual([
          'agent',
          'application',
          'consultation',
          'contact',
          'interest',
          'sell-to-us',
          'subscriber',
          'tour',
        ])
        const dates = items.map((l) => l.createdAt)
        expect([...dates].sort().reverse()).toEqual(dates)
        const agent = items.find((l) => l.kind === 'agent')!
        expect(agent).toMatchObject({
          _id: ids.agent,
          name: 'Jamie Buyer',
          email: 'jamie@example.com',
          phone: '(402) 555-0199',
          propertyId,
          propertyTitle: 'Maple Street Ranch',
          status: 'new',
          preview: 'Is the basement finished?',
        })
        expect(items.find((l) => l.kind === 'application')).toMatchObject({
          applicationStatus: 'received',
          status: 'new',
          preview: 'Acme Roofing LLC',
        })
        expect(items.find((l) => l.kind === 'subscriber')).toMatchObject({ email: 'sam@example.com', status: 'new' })
      })

      it('filters by kind, property and status, and searches name, e-mail and phone digits', async () => {
        expect((await list('?kind=tour')).items.map((l) => l._id)).toEqual([ids.tour])
        expect((await list(`?propertyId=${propertyId}`)).items.map((l) => l._id)).toEqual([ids.agent])
        expect((await list('?q=IVY')).items.map((l) => l._id)).toEqual([ids.interest])
        expect((await list('?q=tara%40example')).items.map((l) => l._id)).toEqual([ids.tour])
        // Typed with other punctuation than stored: 402.555.0123 is found as 402-555-0123.
        expect((await list('?q=402-555-0123')).items.map((l) => l._id)).toEqual([ids.tour])
        expect((await list('?q=100%25')).total).toBe(0)
        expect((await list('?status=closed')).total).toBe(0)
      })

      it('filters by date range in Omaha time', async () => {
        const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date())
        expect((await list(`?from=${today}&to=${today}`)).total).toBe(8)
        expect((await list('?to=2020-01-01')).total).toBe(0)
        expect((await list('?from=2999-01-01')).total).toBe(0)
      })

      it('pages on the server', async () => {
        const first = await list('?pageSize=3&page=1')
        const second = await list('?pageSize=3&page=2')
        const third = await list('?pageSize=3&page=3')
        expect(first.items).toHaveLength(3)
        expect(third.items).toHaveLength(2)
        const all = [...first.items, ...second.items, ...third.items].map((l) => l._id)
        expect(new Set(all).size).toBe(8)
        expect(first.total).toBe(8)
      })

      it('rejects bad filters with a 400 naming the parameter', async () => {
        for (const [query, name] of [
          ['?kind=spam', 'kind'],
          ['?status=open', 'status'],
          ['?from=24/11/2026', 'from'],
          ['?to=2026-02-30', 'to'],
          ['?from=9999-99-99', 'from'],
          ['?page=0', 'page'],
          ['?pageSize=1000', 'pageSize'],
          ['?propertyId=../x', 'propertyId'],
        ]) {
          const res = await get(`/api/admin/contacts${query}`)
          expect(res.statusCode, query).toBe(400)
          expect((res.json() as { message: string }).message).toContain(name)
        }
      })
    })

    describe('GET /api/admin/contacts/summary', () => {
      it('counts new leads by kind', async () => {
        const res = await get('/api/admin/contacts/summary')
        expect(res.statusCode).toBe(200)
        const body = res.json() as { totalNew: number; newByKind: Record<string, number> }
        expect(body.totalNew).toBe(8)
        expect(body.newByKind).toEqual({
          agent: 1,
          tour: 1,
          interest: 1,
          'open-house': 0,
          consultation: 1,
          contact: 1,
          'sell-to-us': 1,
          application: 1,
          subscriber: 1,
          'copy-report': 0,
          'rental-application': 0,
        })
      })
    })

    describe('GET /api/admin/contacts/:id', () => {
      it('shows everything a tour request sent, its property and its mail', async () => {
        const res = await get(`/api/admin/contacts/${ids.tour}`)
        expect(res.statusCode).toBe(200)
        const lead = res.json() as LeadDetail
        expect(lead.fields).toEqual(
          expect.arrayContaining([
            { label: 'Name', value: 'Tara Tour' },
            { label: 'Tour date', value: tourDate },
            { label: 'Time slot', value: tourTime },
          ]),
        )
        expect(lead.fields.some((f) => f.label === 'Website')).toBe(false)
        expect(lead.property).toMatchObject({ _id: otherPropertyId, title: 'Dundee Bungalow' })
        expect(lead.mails).toHaveLength(1)
        expect(lead.mails[0]).toMatchObject({ status: 'sent' })
        expect(lead.replySubject).toMatch(/^Re: Tour Request - /)
      })

      it('shows an application with its answers, references and files', async () => {
        const lead = (await get(`/api/admin/contacts/${ids.application}`)).json() as LeadDetail
        expect(lead.kind).toBe('application')
        expect(lead.fields).toEqual(
          expect.arrayContaining([
            { label: 'Company name', value: 'Acme Roofing LLC' },
            { label: 'Primary contact', value: 'Pat Builder, Owner' },
            { label: 'Bonded', value: 'Yes' },
            { label: 'Crew size', value: '8' },
          ]),
        )
        expect(lead.references).toHaveLength(2)
        expect(lead.references[0]).toMatchObject({ name: 'Lee One', company: 'Alpha' })
        expect(lead.files).toEqual([
          {
            _id: ids.applicationFile,
            label: 'Certificate of insurance',
            name: 'Acme COI 2026.pdf',
            bytes: expect.any(Number),
            mimeType: 'application/pdf',
            warnings: [],
          },
        ])
      })

      it('answers 404 for an unknown lead and 400 for a malformed id', async () => {
        expect((await get(`/api/admin/contacts/${newId()}`)).statusCode).toBe(404)
        expect((await get('/api/admin/contacts/not-an-id')).statusCode).toBe(400)
      })
    })

    describe('application files', () => {
      const fileUrl = () => `/api/admin/contacts/${ids.application}/files/${ids.applicationFile}`

      it('downloads only with a session, as an attachment with nosniff', async () => {
        expect((await t.app.inject({ method: 'GET', url: fileUrl() })).statusCode).toBe(401)
        expect((await t.app.inject({ method: 'GET', url: fileUrl(), headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401)
        const res = await get(fileUrl())
        expect(res.statusCode).toBe(200)
        expect(res.rawPayload.equals(application.pdf)).toBe(true)
        expect(res.headers['content-type']).toBe('application/pdf')
        expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Acme COI 2026.pdf"/)
        expect(res.headers['x-content-type-options']).toBe('nosniff')
      })

      it("never serves another application's file", async () => {
        const other = await apply({ company: 'Other Co', email: 'other@example.com' })
        expect((await get(`/api/admin/contacts/${other.id}/files/${ids.applicationFile}`)).statusCode).toBe(404)
        await t.database.db.deleteFrom('bidder_applications').where('id', '=', other.id).execute()
      })
    })

    describe('PATCH /api/admin/contacts/:id (status)', () => {
      it('closes a tour request and notes who did it', async () => {
        const res = await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/contacts/${ids.tour}`,
          headers: auth(),
          payload: { status: 'closed' },
        })
        expect(res.statusCode, res.body).toBe(200)
        const lead = res.json() as LeadDetail
        expect(lead.status).toBe('closed')
        expect(lead.notes.at(-1)).toMatchObject({ kind: 'status', body: 'closed', author: 'admin' })
        expect((await list('?status=closed')).items.map((l) => l._id)).toEqual([ids.tour])
        const audit = await t.database.db
          .selectFrom('audit_log')
          .select(['action', 'username'])
          .where('action', '=', 'lead.status')
          .execute()
        expect(audit).toEqual([{ action: 'lead.status', username: 'admin' }])
      })

      it('mails the applicant at each status change, with the new status', async () => {
        const before = smtp.received.length
        for (const status of ['under-review', 'approved']) {
          const res = await t.app.inject({
            method: 'PATCH',
            url: `/api/admin/contacts/${ids.application}`,
            headers: auth(),
            payload: { status },
          })
          expect(res.statusCode, res.body).toBe(200)
          expect((res.json() as LeadDetail).applicationStatus).toBe(status)
        }
        // The same status again sends nothing.
        await t.app.inject({
          method: 'PATCH',
          url: `/api/admin/contacts/${ids.application}`,
          headers: auth(),
          payload: { status: 'approved' },
        })
        await t.app.outbox.drain()
        const mails = smtp.received.slice(before)
        expect(mails.map((m) => m.to)).toEqual([['pat@acme.example'], ['pat@acme.example']])
        expect(mails[0].raw).toMatch(/Subject: Your preferred bidder application: Under review/)
        expect(mails[1].raw).toMatch(/Subject: Your preferred bidder application: Approved/)
        // Each carries the applicant's private status link, as the confirmation mail does.
        const text = mails[1].raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
        expect(text).toMatch(/\/application-status\?token=[0-9a-f]{64}/)
        const lead = (await get(`/api/admin/contacts/${ids.application}`)).json() as LeadDetail
        expect(lead.status).toBe('closed')
        // The office's mail and the confirmation when it came in, then one per change.
        expect(lead.mails.filter((m) => m.status === 'sent')).toHaveLength(4)
      })

      it('refuses a status that does not fit the lead', async () => {
        const setStatus = (id: string, status: string) =>
          t.app.inject({ method: 'PATCH', url: `/api/admin/contacts/${id}`, headers: auth(), payload: { status } })
        const inquiry = await setStatus(ids.agent, 'approved')
        expect(inquiry.statusCode).toBe(400)
        expect((inquiry.json() as { message: string }).message).toContain('status')
        expect((await setStatus(ids.application, 'closed')).statusCode).toBe(400)
        expect((await setStatus(ids.agent, 'done')).statusCode).toBe(400)
      })
    })

    describe('notes and mail', () => {
      it('keeps internal notes with who wrote them and when', async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/admin/contacts/${ids.agent}/notes`,
          headers: auth(),
          payload: { body: '  Called back, wants a showing Friday.  ' },
        })
        expect(res.statusCode, res.body).toBe(201)
        const lead = (await get(`/api/admin/contacts/${ids.agent}`)).json() as LeadDetail
        // After the routing rules' note on who the lead went to (docs/decisions/0117-lead-routing-rules.md).
        expect(lead.notes.at(-1)).toEqual({
          _id: expect.any(String),
          kind: 'note',
          body: 'Called back, wants a showing Friday.',
          author: 'admin',
          createdAt: expect.any(String),
        })
        const empty = await t.app.inject({
          method: 'POST',
          url: `/api/admin/contacts/${ids.agent}/notes`,
          headers: auth(),
          payload: { body: '   ' },
        })
        expect(empty.statusCode).toBe(400)
      })

      it('sends a mail about a lead again', async () => {
        const lead = (await get(`/api/admin/contacts/${ids.agent}`)).json() as LeadDetail
        const before = smtp.received.length
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/admin/contacts/${ids.agent}/mails/${lead.mails[0].id}/send-again`,
          headers: auth(),
        })
        expect(res.statusCode, res.body).toBe(200)
        expect(res.json()).toMatchObject({ outcome: 'resent' })
        await t.app.outbox.drain()
        expect(smtp.received.length).toBe(before + 1)
        expect(smtp.received.at(-1)!.raw).toContain('Is the basement finished?')
        // A mail of another lead is not this lead's to resend.
        const other = (await get(`/api/admin/contacts/${ids.tour}`)).json() as LeadDetail
        const wrong = await t.app.inject({
          method: 'POST',
          url: `/api/admin/contacts/${ids.agent}/mails/${other.mails[0].id}/send-again`,
          headers: auth(),
        })
        expect(wrong.statusCode).toBe(404)
      })
    })

    describe('GET /api/admin/contacts/export', () => {
      it('exports the filtered list as CSV with formulas neutralised', async () => {
        const res = await get('/api/admin/contacts/export?kind=tour')
        expect(res.statusCode).toBe(200)
        expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
        expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/)
        const body = res.rawPayload.toString('utf8')
        expect(body.startsWith('\uFEFF"Date","Kind"')).toBe(true)
        const lines = body.slice(1).split('\r\n')
        expect(lines).toHaveLength(3)
        expect(lines[1]).toContain('"Tour request","Closed","Tara Tour","tara@example.com","402.555.0123","Dundee Bungalow"')
        expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`)
      })

      it('exports every lead without a filter', async () => {
        const body = (await get('/api/admin/contacts/export')).rawPayload.toString('utf8')
        expect(body.trim().split('\r\n')).toHaveLength(9)
        expect((await t.app.inject({ method: 'GET', url: '/api/admin/contacts/export' })).statusCode).toBe(401)
      })
    })

    describe('Get Notified sign-ups', () => {
      it('lists them with their date and confirmation, and unsubscribes one', async () => {
        const res = await get('/api/admin/subscribers')
        expect(res.statusCode).toBe(200)
        expect(res.json()).toEqual({
          total: 1,
          items: [{ _id: ids.subscriber, email: 'sam@example.com', createdAt: expect.any(String), confirmed: false, status: 'new' }],
        })
        const gone = await t.app.inject({ method: 'DELETE', url: `/api/admin/subscribers/${ids.subscriber}`, headers: auth() })
        expect(gone.statusCode).toBe(204)
        expect((await get('/api/admin/subscribers')).json()).toEqual({ total: 0, items: [] })
        expect(
          (await t.app.inject({ method: 'DELETE', url: `/api/admin/subscribers/${ids.subscriber}`, headers: auth() })).statusCode,
        ).toBe(404)
      })
    })
  })
}
