import type { FastifyInstance } from 'fastify'
import type { Deps } from '#server/deps.ts'
import { healthRoutes } from './health.routes.ts'
import { startBackupSchedule } from './backup-schedule.ts'
import { openBackupStore } from './backup-copies.ts'

/**
 * Operations: health checks for a load balancer and a process manager, Prometheus metrics, and the scheduled
 * backup (BACKUP_SCHEDULE, copied to BACKUP_S3_BUCKET when set), stopped when the app closes.
 */
export async function register(app: FastifyInstance, { database, metrics, config, now, backupIntervalMs, storage }: Deps): Promise<void> {
  await app.register(healthRoutes, { database, metrics, metricsToken: config.metricsToken, now })
  const backupStore = config.backups.store && openBackupStore(config.backups.store)
  const backups = startBackupSchedule({
    source: { db: database.db, dialect: database.dialect, dataDir: config.dataDir, storage, databaseUrl: config.databaseUrl },
    schedule: config.backups.schedule,
    backupDir: config.backups.dir,
    key: config.backups.key,
    store: backupStore,
    now,
    intervalMs: backupIntervalMs,
    log: app.log,
  })
  app.decorate('backups', backups)
  app.addHook('onClose', async () => {
    await backups.stop()
    await backupStore?.close()
  })
}
