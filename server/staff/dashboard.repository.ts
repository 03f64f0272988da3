import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'

/** What came in since a moment: inquiries and preferred-bidder applications (dashboard). */
export function createDashboardRepository(db: Kysely<Database>) {
  const countSince = async (table: 'inquiries' | 'bidder_applications', since: string) => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }
  return {
    countSince,
    recentInquiries: (limit: number) =>
      db
        .selectFrom('inquiries')
        .select(['id', 'kind', 'name', 'created_at', 'property_id'])
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute(),
    recentApplications: (limit: number) =>
      db
        .selectFrom('bidder_applications')
        .select(['id', 'company_name', 'contact_name', 'created_at'])
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute(),
  }
}
