import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { inLeadScope, leadScopeOf, type LeadActor, type LeadScope } from '#server/leads/lead.repository.ts'

/**
 * What came in since a moment: inquiries and preferred-bidder applications (dashboard). With an agent's scope,
 * only the leads the inbox shows them: inquiries about their listings, and leads assigned to them.
 */
export function createDashboardRepository(db: Kysely<Database>) {
  const inquiries = (scope?: LeadScope) => db.selectFrom('inquiries').$if(scope !== undefined, (qb) => qb.where(inLeadScope(db, scope!)))
  const applications = (scope?: LeadScope) =>
    db.selectFrom('bidder_applications').$if(scope !== undefined, (qb) => qb.where('assigned_to', '=', scope!.userId))
  return {
    /** The leads an actor's dashboard shows (the lead inbox's rule). */
    scopeOf: (actor: LeadActor) => leadScopeOf(db, actor),
    async countSince(table: 'inquiries' | 'bidder_applications', since: string, scope?: LeadScope): Promise<number> {
      const base = table === 'inquiries' ? inquiries(scope) : applications(scope)
      const row = await (base as ReturnType<typeof inquiries>)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
    recentInquiries: (limit: number, scope?: LeadScope) =>
      inquiries(scope).select(['id', 'kind', 'name', 'created_at', 'property_id']).orderBy('created_at', 'desc').limit(limit).execute(),
    recentApplications: (limit: number, scope?: LeadScope) =>
      applications(scope).select(['id', 'company_name', 'contact_name', 'created_at']).orderBy('created_at', 'desc').limit(limit).execute(),
  }
}
