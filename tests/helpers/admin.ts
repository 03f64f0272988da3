import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { createStaffUserRepository } from '#server/staff/staff-user.repository.ts'
import { hashPassword } from '#server/staff/passwords.ts'
import { newId } from '#server/db/ids.ts'
import type { StaffRole } from '#core/staff/permissions.ts'

/** Signs in through POST /api/auth/login and answers the token (createTestApp creates "admin" with this password). */
export async function signIn(app: FastifyInstance, username = 'admin', password = 'test-password-123'): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } })
  if (res.statusCode !== 200) throw new Error(`sign-in as ${username} failed: ${res.statusCode} ${res.body}`)
  return (res.json() as { token: string }).token
}

/** The Authorization header of a signed-in request. */
export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` })

/** The headers of a staff member's save naming the version it started from (If-Match), when one is given. */
export const savingFrom = (token: string, version?: string) => ({
  ...authHeader(token),
  ...(version !== undefined && { 'if-match': `"${version}"` }),
})

/** A staff member's call to the API (`headers` beside their token, such as If-Match). */
export const staffCall =
  (app: FastifyInstance) =>
  (
    token: string,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    app.inject({ method, url, headers: { ...authHeader(token), ...headers }, ...(payload && { payload }) })

/** Adds a staff user straight to the database (username as given, already normalized). */
export async function createStaffUser(
  db: Kysely<Database>,
  username: string,
  password = 'test-password-123',
  options: { mustChangePassword?: boolean; email?: string; displayName?: string; role?: StaffRole; agentId?: string | null } = {},
): Promise<string> {
  const id = newId()
  await createStaffUserRepository(db).insert({
    id,
    username,
    passwordHash: await hashPassword(password),
    displayName: username,
    ...options,
    // Tests written before roles expect every power.
    role: options.role ?? 'owner',
  })
  return id
}

/** Adds staff users with one password and signs each in; answers their tokens in the same order. */
export async function signedInStaff(
  app: FastifyInstance,
  db: Kysely<Database>,
  usernames: string[],
  password = 'correct-horse-battery',
): Promise<string[]> {
  const tokens: string[] = []
  for (const username of usernames) {
    await createStaffUser(db, username, password)
    tokens.push(await signIn(app, username, password))
  }
  return tokens
}
