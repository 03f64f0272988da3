import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DashboardSchema } from '#core/staff/staff-users.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import type { createDashboardRepository } from './dashboard.repository.ts'
import type { StaffUserRepository } from './staff-user.repository.ts'
import type { BackupsRepository } from '#server/operations/backups.repository.ts'
import { staffRoute } from './staff-route.ts'

const RECENT = 5

/** The dashboard's reads: what is new since the last visit, and the activity log. */
interface DashboardReads {
  dashboard: ReturnType<typeof createDashboardRepository>
  users: StaffUserRepository
  backups: BackupsRepository
}

export const staffDashboardRoutes: FastifyPluginAsyncZod<DashboardReads> = async (app, { dashboard, users, backups }) => {
  app.get(
    '/api/admin/dashboard',
    staffRoute('signed-in', {
      summary: 'What came in since your last visit',
      description:
        'Inquiries and preferred-bidder applications received since your sign-in before this one (all of them at your first sign-in), the latest of each, and the last backup (its failure when the latest one failed).',
      response: { 200: DashboardSchema, 401: ErrorSchema },
    }),
    async (request) => {
      const user = await users.findById(request.adminUser!.id)
      const since = user?.previous_sign_in_at ?? null
      const from = since ?? ''
      // An agent's dashboard counts and lists only their own leads, as their inbox does.
      const scope = await dashboard.scopeOf(request.adminUser!)
      const [newInquiries, newApplications, inquiries, applications, lastOk, lastFinished] = await Promise.all([
        dashboard.countSince('inquiries', from, scope),
        dashboard.countSince('bidder_applications', from, scope),
        dashboard.recentInquiries(RECENT, scope),
        dashboard.recentApplications(RECENT, scope),
        backups.lastOk(),
        backups.lastFinished(),
      ])
      return {
        since,
        newInquiries,
        newApplications,
        recentInquiries: inquiries.map((r) => ({
          _id: r.id,
          kind: r.kind,
          name: r.name,
          createdAt: r.created_at,
          propertyId: r.property_id,
        })),
        recentApplications: applications.map((r) => ({
          _id: r.id,
          companyName: r.company_name,
          contactName: r.contact_name,
          createdAt: r.created_at,
        })),
        lastBackup: lastOk ? { at: lastOk.finished_at ?? lastOk.started_at, sizeBytes: Number(lastOk.size_bytes ?? 0) } : null,
        backupFailure:
          lastFinished?.status === 'failed'
            ? { at: lastFinished.finished_at ?? lastFinished.started_at, error: lastFinished.error ?? 'Unknown error' }
            : null,
      }
    },
  )
}
