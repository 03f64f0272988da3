import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

export function createAdminUserRepository(db: Kysely<Database>) {
  return {
    async count(): Promise<number> {
      const row = await db
        .selectFrom('admin_users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
    async insert(user: { id: string; username: string; passwordHash: string; displayName: string }): Promise<void> {
      await db
        .insertInto('admin_users')
        .values({
          id: user.id,
          username: user.username,
          password_hash: user.passwordHash,
          display_name: user.displayName,
          created_at: new Date().toISOString(),
        })
        .execute()
    },
    findByUsername(username: string) {
      return db.selectFrom('admin_users').selectAll().where('username', '=', username).executeTakeFirst()
    },
  }
}
