import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'

// One guard for the whole /api/admin prefix: every
// route the server has under it, read from its own route table so a route
// added later cannot be left open, answers 401 without a valid token.

describe('the /api/admin guard', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  const adminRoutes = () =>
    t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD' && r.method !== 'OPTIONS' && r.url !== '/api/admin/content/public',
    )
  // Path parameters get a well-formed value, so the guard, not validation, is what answers.
  const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '0123456789abcdef01234567').replace(/\*$/, 'x')

  it('finds the staff routes in the route table', () => {
    const urls = adminRoutes().map((r) => `${r.method} ${r.url}`)
    expect(urls).toContain('GET /api/admin/verify-token')
    expect(urls).toContain('POST /api/admin/account/password')
  })

  it('answers 401 on every /api/admin route without a token, with a wrong one and with a revoked one', async () => {
    const token = await signIn(t.app)
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: authHeader(token) })
    for (const route of adminRoutes()) {
      for (const headers of [{}, authHeader('A'.repeat(43)), authHeader(token), { authorization: 'Basic YWRtaW46eA==' }]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers,
          payload: route.method === 'GET' ? undefined : {},
        })
        expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 401,
        })
        expect(res.json()).toEqual({ message: 'Please sign in to continue.' })
        expect(res.headers['cache-control']).toBe('no-store')
      }
    }
  })

  it('guards unknown paths under the prefix too, so they reveal nothing', async () => {
    for (const url of [
      '/api/admin/nothing-here',
      '/api/admin',
      '/api/admin/content/public/../users',
      '/api/admin/content/publicx',
      '/api/%61dmin/users',
      '/api/admin/users?x=/api/admin/content/public',
      '/api/admin//users',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    }
  })

  it('describes the bearer token in the OpenAPI document of every staff route', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>
      components: { securitySchemes: Record<string, unknown> }
    }
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' })
    for (const route of adminRoutes()) {
      const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}')
      expect({ route: path, security: doc.paths[path]?.[route.method.toLowerCase()]?.security }).toEqual({
        route: path,
        security: [{ bearerAuth: [] }],
      })
    }
    expect(doc.paths['/api/auth/login'].post.security).toBeUndefined()
  })
})
