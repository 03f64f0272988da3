import type { FastifyInstance } from 'fastify'
import type { Deps } from '#server/deps.ts'
import { createStaffAuth } from './staff-auth.service.ts'
import { installStaffGuard } from './staff-guard.ts'
import { installAuditLog } from './audit.service.ts'
import { authRoutes } from './sign-in.routes.ts'
import { staffUserRoutes } from './staff-users.routes.ts'
import { accountSecurityRoutes } from './account-security.routes.ts'
import { staffDashboardRoutes } from './dashboard.routes.ts'
import { createStaffUsers } from './staff-users.service.ts'
import { createStaffUserRepository } from './staff-user.repository.ts'
import { createDashboardRepository } from './dashboard.repository.ts'
import { createBackupsRepository } from '#server/operations/backups.repository.ts'
import { presenceRoutes } from './presence.routes.ts'
import { activityRoutes } from './activity.routes.ts'
import { createActivity } from './activity.service.ts'
import { createRecordHistory } from '#server/history/record-history.service.ts'
import { createPresenceRepository } from './presence.repository.ts'
import { portalSearchRoutes } from './portal-search.routes.ts'
import { createPortalSearch } from './portal-search.service.ts'

/**
 * Staff: the guard of every /api/admin route, the audit log of staff writes,
 * sign-in, staff accounts and the dashboard. Registered before every other
 * feature, so the guard's hook covers all their routes.
 */
export async function register(app: FastifyInstance, { database: { db, dialect }, now, config }: Deps): Promise<void> {
  const auth = createStaffAuth(db, dialect, now, {
    officeEmail: config.officeEmail,
    publicUrl: config.publicUrl,
    twoStepRequired: config.twoStepRequired,
  })
  const users = createStaffUserRepository(db)
  installStaffGuard(app, auth.sessions)
  installAuditLog(app, now)
  await app.register(authRoutes, { auth, users })
  await app.register(accountSecurityRoutes, { auth, users })
  await app.register(staffUserRoutes, {
    staff: createStaffUsers(db, now, dialect),
    history: createRecordHistory(db),
  })
  await app.register(presenceRoutes, { presence: createPresenceRepository(db), now })
  await app.register(activityRoutes, { activity: createActivity(db) })
  await app.register(portalSearchRoutes, { search: createPortalSearch(db) })
  await app.register(staffDashboardRoutes, {
    dashboard: createDashboardRepository(db),
    users,
    backups: createBackupsRepository(db),
  })
}
