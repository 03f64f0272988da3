import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { authHeader, createStaffUser, signIn } from '#tests/helpers/admin.ts'
import { insertAgent } from '#tests/helpers/factories.ts'
import { can, refusedMessage, STAFF_ROLES, type StaffRole } from '#core/staff/permissions.ts'

// Roles × routes (docs/decisions/0090-staff-roles.md): every /api/admin route the server
// has, read from its own route table, declares a permission, and each role is let
// through or refused exactly as core/staff/permissions.ts says. A route added without a
// permission fails here (and the guard refuses it to everybody).

describe('the role × route matrix of /api/admin', () => {
  let t: TestApp
  const tokens = {} as Record<StaffRole, string>

  beforeAll(async () => {
    t = await createTestApp()
    const card = await insertAgent(t.database.db)
    for (const role of STAFF_ROLES) {
      await createStaffUser(t.database.db, `matrix-${role}`, 'test-password-123', { role, agentId: role === 'agent' ? card._id : null })
      tokens[role] = await signIn(t.app, `matrix-${role}`)
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  const adminRoutes = () =>
    t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD' && r.method !== 'OPTIONS' && r.url !== '/api/admin/content/public',
    )
  // Well-formed ids that name nothing: an allowed request reaches its handler and answers 400 or 404, changing nothing.
  const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '0123456789abcdef01234567')

  it('has a permission declared on every staff route', () => {
    expect(adminRoutes().length).toBeGreaterThan(60)
    expect(
      adminRoutes()
        .filter((r) => !r.permission)
        .map((r) => `${r.method} ${r.url}`),
    ).toEqual([])
  })

  it('lets each role through, or refuses it with 403 and a plain message, as the permission table says', async () => {
    const outcomes: string[] = []
    const expected: string[] = []
    for (const route of adminRoutes()) {
      for (const role of STAFF_ROLES) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: authHeader(tokens[role]),
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        })
        const name = `${role} ${route.method} ${route.url}`
        const allowed = can(role, route.permission!)
        const refused = res.statusCode === 403 && (res.json() as { message: string }).message === refusedMessage(role, route.permission!)
        expected.push(`${name}: ${allowed ? 'allowed' : 'refused'}`)
        // Allowed requests may be refused further on (bad input, nothing found), never by the guard, never a 5xx.
        outcomes.push(
          `${name}: ${refused ? 'refused' : res.statusCode === 401 || res.statusCode >= 500 ? `answered ${res.statusCode}` : 'allowed'}`,
        )
      }
    }
    expect(outcomes).toEqual(expected)
  })

  it('names the role and what it cannot do in the refusal', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: authHeader(tokens.editor) })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: 'Your role (Editor) does not allow you to manage staff users. Ask an owner if you need to.' })
  })
})
