import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Fastify from 'fastify'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects, createTestDatabase } from '#tests/helpers/databases.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { insertAgent, insertProperty } from '#tests/helpers/factories.ts'
import { installAuditLog, recordAudit } from '#server/staff/audit.service.ts'
import { newId } from '#server/db/ids.ts'

// The dashboard's reads: every listing for the counts,
// what came in since the last visit, and the activity log.

for (const dialect of dialects) {
  describe(`dashboard API on ${dialect}`, () => {
    let t: TestApp
    let token = ''
    let clock = Date.parse('2026-11-20T08:00:00Z')
    beforeAll(async () => {
      t = await createTestApp({ dialect, build: { now: () => new Date(clock) } })
      const db = t.database.db
      const riley = await insertAgent(db, { name: 'Riley Park', email: 'riley@example.com' })
      const agent = { name: riley.name, title: 'Agent', phone: '', email: riley.email, photo: '' }
      await insertProperty(db, { title: 'Dundee Craftsman', status: 'available', price: 300000, agent })
      await insertProperty(db, { title: 'Benson Bungalow', status: 'sold', price: 200000 })
      await insertProperty(db, { title: 'Midtown Loft', type: 'rental', status: 'available', price: 1500 })
      await insertProperty(db, { title: 'Aksarben Townhome', status: 'upcoming', price: 400000, agent })
      token = await signIn(t.app)
    })
    afterAll(async () => {
      await t?.close()
    })

    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: authHeader(token) })
    const titles = (res: { json(): unknown }) => (res.json() as Array<{ title: string }>).map((p) => p.title).sort()

    it('lists every property in any status with _id, and the total in X-Total-Count', async () => {
      const all = await get('/api/admin/properties')
      expect(all.statusCode).toBe(200)
      expect(all.headers['x-total-count']).toBe('4')
      expect(titles(all)).toEqual(['Aksarben Townhome', 'Benson Bungalow', 'Dundee Craftsman', 'Midtown Loft'])
      expect((all.json() as Array<{ _id: string }>)[0]._id).toMatch(/^[0-9a-f]{24}$/)
      // The dashboard's counts: the client reads them from X-Total-Count with limit=1.
      expect((await get('/api/admin/properties?status=available&limit=1')).headers['x-total-count']).toBe('2')
      expect((await get('/api/admin/properties?status=sold&limit=1')).headers['x-total-count']).toBe('1')
      expect((await get('/api/admin/properties?type=rental&limit=1')).headers['x-total-count']).toBe('1')
    })

    it('filters by words, agent, sort, limit and offset', async () => {
      expect(titles(await get('/api/admin/properties?q=dundee'))).toEqual(['Dundee Craftsman'])
      const agents = await t.database.db.selectFrom('agents').select('id').execute()
      expect(titles(await get(`/api/admin/properties?agentId=${agents[0].id}`))).toEqual(['Aksarben Townhome', 'Dundee Craftsman'])
      const cheapest = await get('/api/admin/properties?sort=price-low&limit=2&offset=1')
      expect((cheapest.json() as Array<{ title: string }>).map((p) => p.title)).toEqual(['Benson Bungalow', 'Dundee Craftsman'])
      expect(cheapest.headers['x-total-count']).toBe('4')
      expect((await get('/api/admin/properties?status=gone')).statusCode).toBe(400)
      expect((await get('/api/admin/properties?agentId=nope')).statusCode).toBe(400)
    })

    it('counts inquiries and applications since the sign-in before this one', async () => {
      const db = t.database.db
      const inquiry = (name: string, at: string) =>
        db
          .insertInto('inquiries')
          .values({
            id: newId(),
            kind: 'agent',
            property_id: null,
            name,
            email: 'a@example.com',
            phone: '',
            message: 'Hi',
            payload: '{}',
            status: 'new',
            created_at: at,
          })
          .execute()
      await inquiry('Before', '2026-11-20T07:00:00.000Z')
      // Next morning: a new inquiry and an application came in, then the manager signs in again.
      await inquiry('Overnight', '2026-11-20T20:00:00.000Z')
      await db
        .insertInto('bidder_applications')
        .values({
          id: newId(),
          company_name: 'Prairie Builders',
          contact_name: 'Sam',
          email: 's@example.com',
          phone: '',
          payload: '{}',
          status: 'new',
          created_at: '2026-11-20T21:00:00.000Z',
        })
        .execute()
      clock = Date.parse('2026-11-21T08:00:00Z')
      token = await signIn(t.app)
      const res = await get('/api/admin/dashboard')
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({
        since: '2026-11-20T08:00:00.000Z',
        newInquiries: 1,
        newApplications: 1,
        recentInquiries: [{ name: 'Overnight' }, { name: 'Before' }],
        recentApplications: [{ companyName: 'Prairie Builders', contactName: 'Sam' }],
      })
    })

    it('shows the latest activity newest first', async () => {
      const res = await get('/api/admin/activity?limit=2')
      expect(res.statusCode).toBe(200)
      const entries = res.json() as Array<{ action: string; username: string; createdAt: string }>
      expect(entries).toHaveLength(2)
      expect(entries[0]).toMatchObject({ action: 'auth.sign-in', username: 'admin', createdAt: '2026-11-21T08:00:00.000Z' })
    })
  })
}

describe('the audit hook', () => {
  it('writes recorded actions, a generic entry for other admin writes, and nothing for failures or reads', async () => {
    const database = await createTestDatabase('sqlite')
    const app = Fastify()
    try {
      app.decorate('database', database)
      app.decorateRequest('adminUser', null)
      app.addHook('onRequest', async (request) => {
        request.adminUser = { id: 'u1', username: 'pat', displayName: 'Pat', role: 'owner', agentId: null }
      })
      installAuditLog(app, () => new Date('2026-11-24T09:00:00Z'))
      app.put('/api/admin/content/hero', async (request) => {
        recordAudit(request, 'content.hero.update', { fields: ['title'] })
        return { ok: true }
      })
      app.delete('/api/admin/things/:id', async () => ({ ok: true }))
      app.post('/api/admin/broken', async (_request, reply) => reply.code(400).send({ message: 'no' }))
      app.get('/api/admin/things', async () => [])
      for (const [method, url] of [
        ['PUT', '/api/admin/content/hero'],
        ['DELETE', '/api/admin/things/abc?x=1'],
        ['POST', '/api/admin/broken'],
        ['GET', '/api/admin/things'],
      ] as const) {
        await app.inject({ method, url })
      }
      const rows = await database.db.selectFrom('audit_log').selectAll().orderBy('action').execute()
      expect(
        rows.map((r) => ({ action: r.action, path: r.path, username: r.username, details: JSON.parse(r.details), at: r.created_at })),
      ).toEqual([
        {
          action: 'DELETE /api/admin/things/:id',
          path: '/api/admin/things/abc',
          username: 'pat',
          details: {},
          at: '2026-11-24T09:00:00.000Z',
        },
        {
          action: 'content.hero.update',
          path: '/api/admin/content/hero',
          username: 'pat',
          details: { fields: ['title'] },
          at: '2026-11-24T09:00:00.000Z',
        },
      ])
    } finally {
      await app.close()
      await database.destroy()
    }
  })
})
