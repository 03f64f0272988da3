import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { runScript } from '#tests/helpers/run-script.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { insertAgent } from '#tests/helpers/factories.ts'

// `npm run admin -- …` run as the operator would, as a child process on the app's database.

describe('npm run admin', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t?.close())

  const admin = (args: string[], options: { password?: string; stdin?: string } = {}) =>
    runScript(
      'server/staff/cli.ts',
      args,
      { DATA_DIR: t.database.dataDir, ...(options.password && { ADMIN_PASSWORD: options.password }) },
      options.stdin,
    )

  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } })

  it('creates a staff user with the password from ADMIN_PASSWORD, who can then sign in', async () => {
    const res = await admin(['create', ' Pat.Doe ', 'Pat', 'Doe'], { password: 'lantern-orchard-41' })
    expect(res).toMatchObject({ code: 0, stdout: expect.stringContaining('Created staff user "pat.doe"') })
    const signedIn = await login('pat.doe', 'lantern-orchard-41')
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json().user).toMatchObject({ username: 'pat.doe', displayName: 'Pat Doe', mustChangePassword: false })
  })

  it('refuses a common password, a taken username and a mistyped repeat, with exit code 1', async () => {
    expect(await admin(['create', 'sam'], { password: 'qwerty123456' })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('commonly used passwords'),
    })
    expect(await admin(['create', 'PAT.DOE'], { password: 'lantern-orchard-41' })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('already exists'),
    })
    expect(await admin(['create', 'sam'], { stdin: 'lantern-orchard-41\nlantern-orchard-42\n' })).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('do not match'),
    })
    expect((await login('sam', 'lantern-orchard-41')).statusCode).toBe(401)
  })

  it('resets a password read from the prompt, ending the old sessions', async () => {
    const token = await signIn(t.app, 'pat.doe', 'lantern-orchard-41')
    const res = await admin(['reset-password', 'pat.doe'], { stdin: 'harbor-violet-2026\nharbor-violet-2026\n' })
    expect(res.code).toBe(0)
    expect(res.stdout).toContain('Password of "pat.doe" changed')
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/verify-token', headers: authHeader(token) })).statusCode).toBe(401)
    expect((await login('pat.doe', 'lantern-orchard-41')).statusCode).toBe(401)
    expect((await login('pat.doe', 'harbor-violet-2026')).statusCode).toBe(200)
  })

  it('lists users and disables one', async () => {
    const list = await admin(['list'])
    expect(list.code).toBe(0)
    expect(list.stdout).toMatch(/^admin\s/m)
    expect(list.stdout).toMatch(/^admin\s+admin\s+Owner\s+active/m)
    // Created from the shell without a role: an editor.
    expect(list.stdout).toMatch(/^pat\.doe\s+Pat Doe\s+Editor\s+active/m)
    expect(await admin(['disable', 'pat.doe'])).toMatchObject({ code: 0, stdout: expect.stringContaining('Disabled "pat.doe"') })
    expect((await login('pat.doe', 'harbor-violet-2026')).statusCode).toBe(401)
    expect((await admin(['list'])).stdout).toMatch(/^pat\.doe\s+Pat Doe\s+Editor\s+disabled/m)
    expect(await admin(['disable', 'nobody'])).toMatchObject({ code: 1, stderr: expect.stringContaining('No staff user named "nobody"') })
    expect((await admin(['frobnicate'])).code).toBe(1)
  })

  it('sets a role, links an agent to their card by its e-mail, and never takes the last owner away', async () => {
    const card = await insertAgent(t.database.db, { email: 'casey.card@example.com' })
    expect(await admin(['set-role', 'pat.doe', 'agent', 'casey.card@example.com'])).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('"pat.doe" is now an agent.'),
    })
    expect(
      await t.database.db.selectFrom('admin_users').select(['role', 'agent_id']).where('username', '=', 'pat.doe').executeTakeFirst(),
    ).toEqual({ role: 'agent', agent_id: card._id })
    expect(await admin(['set-role', 'admin', 'editor'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('This is the last owner.'),
    })
    expect(await admin(['set-role', 'admin', 'boss'])).toMatchObject({ code: 1, stderr: expect.stringContaining('owner, editor, agent') })
    expect(await admin(['disable', 'admin'])).toMatchObject({ code: 1, stderr: expect.stringContaining('This is the last owner.') })
  })
})
