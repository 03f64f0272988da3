import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { newId } from '#server/db/ids.ts'
import { createLeadRepository } from '#server/leads/lead.repository.ts'
import { addScaleData, generatedContact } from '../../bench/scale-data.ts'
import type { LeadList } from '#core/leads/lead-inbox.ts'

// The inbox's search box over the full-text index of migration 0016: what a
// staff member types (the start of a name, part of an e-mail address, a phone
// number written another way) finds the lead, the index follows every change
// and removal of a lead, and the CSV export streams every lead page by page.

for (const dialect of dialects) {
  describe(`lead search and export on ${dialect}`, () => {
    let t: TestApp
    let token = ''
    const ids = { maria: newId(), mario: newId(), other: newId() }

    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: authHeader(token) })
    const found = async (q: string) => {
      const res = await get(`/api/admin/contacts?q=${encodeURIComponent(q)}&pageSize=100`)
      expect(res.statusCode, res.body).toBe(200)
      const list = res.json() as LeadList
      expect(list.total).toBe(list.items.length)
      return list.items.map((l) => l._id).sort()
    }
    const inquiry = (id: string, name: string, email: string, phone: string, message: string) =>
      createLeadRepository(t.database.db).insertInquiry({
        id,
        kind: 'contact',
        property_id: null,
        name,
        email,
        phone,
        message,
        payload: '{}',
        status: 'new',
        created_at: new Date().toISOString(),
      })

    beforeAll(async () => {
      t = await createTestApp({ dialect })
      token = await signIn(t.app)
      await inquiry(ids.maria, 'María Garcia-Lopez', 'maria.garcia77@example.com', '+1 (402) 555-0134', 'Is the roof new?')
      await inquiry(ids.mario, 'Mario Nguyen', 'mnguyen@omaha.example', '402.555.0199', 'Looking to sell in Benson')
      await inquiry(ids.other, 'Olivia Brown', 'maria.garcia770@example.com', '712-555-0101', 'Garage questions')
    })
    afterAll(async () => t?.close())

    it('finds a lead by the start of a name, any part of its e-mail address and its phone in another format', async () => {
      expect(await found('mar')).toEqual(Object.values(ids).sort())
      expect(await found('MARIA')).toEqual([ids.maria, ids.other].sort())
      expect(await found('garcia mar lop')).toEqual([ids.maria])
      expect(await found('lopez')).toEqual([ids.maria])
      expect(await found('maria.garcia77@example.com')).toEqual([ids.maria])
      expect(await found('garcia77@exa')).toEqual([ids.maria])
      expect(await found('maria.garcia77')).toEqual([ids.maria, ids.other].sort())
      expect(await found('omaha.example')).toEqual([ids.mario])
      expect(await found('402-555-0134')).toEqual([ids.maria])
      expect(await found('4025550134')).toEqual([ids.maria])
      expect(await found('(402) 555')).toEqual([ids.maria, ids.mario].sort())
      expect(await found('5550199')).toEqual([ids.mario])
      expect(await found('0101')).toEqual([ids.other])
      expect(await found('roof')).toEqual([ids.maria])
      expect(await found('nobody')).toEqual([])
      // Nothing to search for: the whole list.
      expect(await found('@')).toHaveLength(3)
    })

    it('follows a change and a removal of a lead', async () => {
      const db = t.database.db
      await db.updateTable('inquiries').set({ name: 'Maria Svoboda', phone: '531-555-0177' }).where('id', '=', ids.maria).execute()
      expect(await found('lopez')).toEqual([])
      expect(await found('0134')).toEqual([])
      expect(await found('svoboda')).toEqual([ids.maria])
      expect(await found('5310177')).toEqual([])
      expect(await found('531 555 0177')).toEqual([ids.maria])
      // A status change keeps the lead findable.
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/contacts/${ids.mario}`,
        headers: authHeader(token),
        payload: { status: 'closed' },
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(await found('mario')).toEqual([ids.mario])
      await db.deleteFrom('inquiries').where('id', '=', ids.other).execute()
      expect(await found('olivia')).toEqual([])
      const rows = await sql<{ n: number }>`select count(*) as n from lead_search`.execute(db)
      expect(Number(rows.rows[0].n)).toBe(2)
    })

    it('finds applications by company and sign-ups by address, and forgets a removed sign-up', async () => {
      const db = t.database.db
      await addScaleData(db, { propertyIds: [], leads: 0, applications: 1, activity: 0 })
      const applicant = generatedContact(0)
      const [application] = await found(`${applicant.name.split(' ')[1]} renovation`)
      expect(application).toMatch(/^PB-/)
      const subscriber = newId()
      await db
        .insertInto('upcoming_subscribers')
        .values({ id: subscriber, email: 'first.home@mail.example', created_at: new Date().toISOString(), unsubscribe_token: newId() })
        .execute()
      expect(await found('first.home')).toEqual([subscriber])
      const subscribers = await get('/api/admin/subscribers?q=home%40mail')
      expect(subscribers.json()).toMatchObject({ total: 1, items: [{ _id: subscriber }] })
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/admin/subscribers/${subscriber}`, headers: authHeader(token) })).statusCode,
      ).toBe(204)
      expect(await found('first.home')).toEqual([])
    })

    it('exports every lead newest first across pages, each once, as the list shows them', async () => {
      const db = t.database.db
      await db.deleteFrom('inquiries').execute()
      await db.deleteFrom('bidder_applications').execute()
      await db.deleteFrom('mail_outbox').execute()
      await db.deleteFrom('persons').execute()
      // 2,600 leads over three pages of the export's reads, many on the same instant (ties broken by id).
      await addScaleData(db, { propertyIds: [], leads: 2_500, applications: 100, activity: 0, since: new Date(Date.now() - 1_000) })
      const res = await get('/api/admin/contacts/export')
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(
        res.body.startsWith(
          '\uFEFF"Date","Kind","Status","Name","Email","Phone","Property","Message or company","Consent","Consent given"\r\n',
        ),
      ).toBe(true)
      const lines = res.body.slice(1).split('\r\n').slice(1, -1)
      expect(lines).toHaveLength(2_600)
      const emails = lines.map((line) => line.split('","')[4])
      expect(new Set(emails).size).toBe(2_600)
      // The same leads in the same order as the inbox's pages.
      const listed: string[] = []
      for (let page = 1; page <= 26; page++) {
        const list = (await get(`/api/admin/contacts?page=${page}&pageSize=100`)).json() as LeadList
        listed.push(...list.items.map((l) => l.email))
      }
      expect(emails).toEqual(listed)
      const tours = (await get('/api/admin/contacts/export?kind=tour&q=example')).body.slice(1).split('\r\n').slice(1, -1)
      expect(tours.length).toBe((await get('/api/admin/contacts?kind=tour&q=example').then((r) => r.json() as LeadList)).total)
      expect(tours.every((line) => line.split('","')[1] === 'Tour request')).toBe(true)
    })
  })
}
