import type { FastifyInstance } from 'fastify'
import { createStaffAuth } from './staff-auth.service.ts'
import { installAdminGuard } from './staff-guard.ts'
import { installAuditLog } from './audit.service.ts'
import { authRoutes } from './sign-in.routes.ts'
import { adminUserRoutes } from './staff-users.routes.ts'
import { adminDashboardRoutes } from './dashboard.routes.ts'
import { createStaffUsers } from './staff-users.service.ts'

/**
 * The staff side's shared parts (issue 10): the guard of every /api/admin
 * route, the audit log of admin writes, and the sign-in and staff routes.
 * Installed before any route, so the guard's hook covers them all.
 */
export async function registerStaffPortal(app: FastifyInstance, options: { now: () => Date }): Promise<void> {
  const { database } = app
  const auth = createStaffAuth(database.db, database.dialect, options.now)
  installAdminGuard(app, auth.sessions)
  installAuditLog(app, options.now)
  await app.register(authRoutes, { auth })
  await app.register(adminUserRoutes, { staff: createStaffUsers(database.db, options.now) })
  await app.register(adminDashboardRoutes)
  // GET /api/admin/properties and the listing routes are registered with the property writer (server/app.ts, issue 11).
}
