import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { authHeader, signedInStaff } from '#tests/helpers/admin.ts'
import { PRESENCE_TTL_MS } from '#core/staff/presence.ts'

// A staff member opening a record that someone else has open is told so
// (docs/decisions/0095-who-else-is-editing.md): the portal's editors beat
// every few seconds, in the database, so every app server sees everyone.

for (const dialect of dialects) {
  describe(`who else has a record open on ${dialect}`, () => {
    let t: TestApp
    let ana = ''
    let ben = ''
    const beat = async (token: string, path = 'listing/abc123') => {
      const res = await t.app.inject({ method: 'PUT', url: `/api/admin/presence/${path}`, headers: authHeader(token) })
      expect(res.statusCode, res.body).toBe(200)
      return (res.json() as { others: Array<{ name: string }> }).others.map((o) => o.name)
    }

    beforeAll(async () => {
      t = await createTestApp({ dialect })
      ;[ana, ben] = await signedInStaff(t.app, t.database.db, ['ana', 'ben'])
    })
    afterAll(() => t?.close())

    it('tells each of two staff members on the same record about the other, and no one about themselves', async () => {
      expect(await beat(ana)).toEqual([])
      expect(await beat(ben)).toEqual(['ana'])
      expect(await beat(ana)).toEqual(['ben'])
      // Another record, or another kind with the same id, is someone else's business.
      expect(await beat(ben, 'agent/abc123')).toEqual([])
      expect(await beat(ana, 'content/hero')).toEqual([])
    })

    it('forgets a staff member who closed the record or was not heard from', async () => {
      const left = await t.app.inject({ method: 'DELETE', url: '/api/admin/presence/listing/abc123', headers: authHeader(ben) })
      expect(left.statusCode).toBe(204)
      expect(await beat(ana)).toEqual([])
      expect(await beat(ben)).toEqual(['ana'])
      // ana's editor stopped beating (a closed laptop): after the time allowed, ben is alone.
      const old = new Date(Date.now() - PRESENCE_TTL_MS - 1000).toISOString()
      await t.database.db.updateTable('record_presence').set({ seen_at: old }).where('record_id', '=', 'abc123').execute()
      expect(await beat(ben)).toEqual([])
    })

    it('needs a signed-in staff member and a known kind, and writes nothing to the activity log', async () => {
      expect((await t.app.inject({ method: 'PUT', url: '/api/admin/presence/listing/abc123' })).statusCode).toBe(401)
      const unknown = await t.app.inject({ method: 'PUT', url: '/api/admin/presence/lead/abc123', headers: authHeader(ana) })
      expect(unknown.statusCode).toBe(400)
      const logged = await t.database.db.selectFrom('audit_log').select('path').where('path', 'like', '%presence%').execute()
      expect(logged).toEqual([])
    })
  })
}
