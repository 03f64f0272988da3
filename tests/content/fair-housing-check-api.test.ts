import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { authHeader, createStaffUser, signIn } from '#tests/helpers/admin.ts'

// POST /api/admin/fair-housing/check through the running app (docs/decisions/0135-fair-housing-language-check.md).

describe('POST /api/admin/fair-housing/check', () => {
  let t: TestApp
  let token = ''
  const check = (payload: unknown, headers: Record<string, string> = authHeader(token)) =>
    t.app.inject({ method: 'POST', url: '/api/admin/fair-housing/check', headers, payload: payload as object })

  beforeAll(async () => {
    t = await createTestApp()
    token = await signIn(t.app)
  })
  afterAll(() => t?.close())

  it('answers the flags of an HTML text with where, why and an alternative', async () => {
    const res = await check({ text: '<p>Bright ranch, <em>perfect for singles</em>, near church.</p>' })
    expect(res.statusCode).toBe(200)
    const { flags } = res.json() as { flags: { phrase: string; where: string; why: string; alternative: string }[] }
    expect(flags.map((f) => f.phrase)).toEqual(['perfect for singles', 'near church'])
    expect(flags[0]!.where).toContain('Bright ranch, perfect for singles')
    expect(flags[0]!.why).toMatch(/marital status/)
    expect(flags[1]!.alternative).not.toBe('')
  })

  it('answers no flags for a neutral description', async () => {
    const res = await check({ text: 'Three bedrooms, fenced yard, walking distance to Elmwood Park.' })
    expect(res.json()).toEqual({ flags: [] })
  })

  it('is for every staff role, and refuses strangers and bad bodies clearly', async () => {
    await createStaffUser(t.database.db, 'eddie', 'test-password-123', { role: 'editor' })
    const editor = await signIn(t.app, 'eddie')
    expect((await check({ text: 'adults only' }, authHeader(editor))).json().flags).toHaveLength(1)
    expect((await check({ text: 'adults only' }, {})).statusCode).toBe(401)
    const bad = await check({ words: 'adults only' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/text/)
    expect((await check({ text: 'x'.repeat(60_001) })).statusCode).toBe(400)
  })
})
