import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { leadScopeOf, type LeadScope } from '#server/leads/lead.repository.ts'
import { agentListingIds } from '#server/listings/listing.repository.ts'
import type { StaffActor } from '#core/staff/permissions.ts'

/**
 * What came in since a moment: inquiries and preferred-bidder applications (dashboard). With an agent's scope,
 * only the inquiries about their listings: applications are about no listing, so none is theirs.
 */
export function createDashboardRepository(db: Kysely<Database>) {
  const inquiries = (scope?: LeadScope) =>
    db
      .selectFrom('inquiries')
      .$if(scope !== undefined, (qb) => qb.where('property_id', 'in', agentListingIds(db, scope!.agentId, scope!.agentEmail)))
  return {
    /** The leads an actor's dashboard shows (the lead inbox's rule). */
    scopeOf: (actor: StaffActor) => leadScopeOf(db, actor),
    async countSince(table: 'inquiries' | 'bidder_applications', since: string, scope?: LeadScope): Promise<number> {
      if (scope && table === 'bidder_applications') return 0
      const base = table === 'inquiries' ? inquiries(scope) : db.selectFrom('bidder_applications')
      const row = await (base as ReturnType<typeof inquiries>)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
    recentInquiries: (limit: number, scope?: LeadScope) =>
      inquiries(scope).select(['id', 'kind', 'name', 'created_at', 'property_id']).orderBy('created_at', 'desc').limit(limit).execute(),
    recentApplications: async (limit: number, scope?: LeadScope) =>
      scope
        ? []
        : db
            .selectFrom('bidder_applications')
            .select(['id', 'company_name', 'contact_name', 'created_at'])
            .orderBy('created_at', 'desc')
            .limit(limit)
            .execute(),
  }
}
