import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { createAdminUserRepository } from '../repositories/admin-user-repository.ts'
import { newId } from '../ids.ts'
import { normalizeUsername } from '#core/admin-auth'
import { hashPassword } from './passwords.ts'

export { hashPassword }

/**
 * When no admin exists, creates one: from ADMIN_USERNAME/ADMIN_PASSWORD, or
 * "admin" with a random password that is returned so the caller prints it
 * once. There is never a built-in default password.
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  options: { username?: string; password?: string },
): Promise<{ created: false } | { created: true; username: string; generatedPassword?: string }> {
  const users = createAdminUserRepository(db)
  if ((await users.count()) > 0) return { created: false }
  const username = normalizeUsername(options.username ?? 'admin')
  const generatedPassword = options.password ? undefined : randomBytes(15).toString('base64url')
  const password = options.password ?? generatedPassword!
  await users.insert({
    id: newId(),
    username,
    passwordHash: await hashPassword(password),
    displayName: options.username?.trim() ?? username,
  })
  return { created: true, username, generatedPassword }
}
