import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { createStaffUserRepository } from './staff-user.repository.ts'
import { newId } from '#server/db/ids.ts'
import { UsernameSchema } from '#core/staff/staff-users.ts'
import { hashPassword, passwordProblem } from './passwords.ts'

export { hashPassword }

/**
 * When no admin exists, creates one: from ADMIN_USERNAME/ADMIN_PASSWORD, or
 * "admin" with a random password that is returned so the caller prints it
 * once. There is never a built-in default password.
 */
export async function ensureFirstStaffUser(
  db: Kysely<Database>,
  options: { username?: string; password?: string },
): Promise<{ created: false } | { created: true; username: string; generatedPassword?: string }> {
  const users = createStaffUserRepository(db)
  if ((await users.count()) > 0) return { created: false }
  const parsed = UsernameSchema.safeParse(options.username ?? 'admin')
  if (!parsed.success) throw new Error(`ADMIN_USERNAME: ${parsed.error.issues[0]?.message}`)
  const username = parsed.data
  // The first account follows the password rules of every other one.
  const problem = options.password ? passwordProblem(options.password, { username }) : undefined
  if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`)
  const generatedPassword = options.password ? undefined : randomBytes(15).toString('base64url')
  const password = options.password ?? generatedPassword!
  try {
    await users.insert({
      id: newId(),
      username,
      passwordHash: await hashPassword(password),
      displayName: options.username?.trim() ?? username,
      // The first user can do everything, managing the staff that follows included.
      role: 'owner',
    })
  } catch (err) {
    // Several servers starting at once on a new database (docs/production.md): one of them made the first admin.
    if ((await users.count()) > 0) return { created: false }
    throw err
  }
  return { created: true, username, generatedPassword }
}
