import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { newId } from '#server/db/ids.ts'
import { DEFAULT_BUSINESS_TIME_ZONE, setBusinessTimeZone } from '#core/business-time.ts'
import type { LeadList } from '#core/leads/lead-inbox.ts'

// BUSINESS_TIME_ZONE (docs/decisions/0106-one-business-time-zone.md): one setting decides the day and time staff and
// visitors read, in the inbox's date filters, the CSV export and the public pages. Its own file: the zone is set for
// the whole process.

// 20:30 UTC on March 1st: 2:30 PM that day in Omaha, 5:30 AM on March 2nd in Tokyo.
const SENT_AT = '2026-03-01T20:30:00.000Z'

for (const dialect of dialects) {
  describe(`the business time zone on ${dialect}`, () => {
    let t: TestApp
    let token = ''
    const statusToken = 'a'.repeat(64)

    beforeAll(async () => {
      t = await createTestApp({ dialect, web: true, config: { businessTimeZone: 'Asia/Tokyo' } })
      token = await signIn(t.app)
      const db = t.database.db
      await db
        .insertInto('inquiries')
        .values({
          id: newId(),
          kind: 'contact',
          property_id: null,
          name: 'Kenji Sato',
          email: 'kenji@example.com',
          phone: '',
          message: 'Do you buy houses in Benson?',
          payload: '{}',
          status: 'new',
          created_at: SENT_AT,
        })
        .execute()
      await db
        .insertInto('bidder_applications')
        .values({
          id: 'PB-1772397000000-abcdefg',
          company_name: 'Sato Roofing',
          contact_name: 'Kenji Sato',
          email: 'kenji@example.com',
          phone: '4025550100',
          payload: '{}',
          status: 'received',
          created_at: SENT_AT,
          status_token: statusToken,
          confirmation_sent_at: null,
          status_changed_at: null,
        })
        .execute()
    })
    afterAll(async () => {
      await t?.close()
      setBusinessTimeZone(DEFAULT_BUSINESS_TIME_ZONE)
    })

    const list = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/contacts?${query}`, headers: authHeader(token) })
      expect(res.statusCode, res.body).toBe(200)
      return (res.json() as LeadList).items.map((l) => l.name)
    }

    it("counts the inbox's date filters in the configured zone", async () => {
      expect(await list('kind=contact&from=2026-03-02&to=2026-03-02')).toEqual(['Kenji Sato'])
      expect(await list('kind=contact&from=2026-03-01&to=2026-03-01')).toEqual([])
    })

    it('writes the CSV export in the configured zone', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/contacts/export?kind=contact', headers: authHeader(token) })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('"2026-03-02 05:30","Contact form","New","Kenji Sato"')
    })

    it('shows the day an application was sent in the configured zone on its public status page', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/application-status?token=${statusToken}` })
      expect(res.statusCode).toBe(200)
      expect(res.body.replace(/<!-- -->/g, '')).toMatch(/submitted\s+March 2, 2026\./)
    })
  })
}
