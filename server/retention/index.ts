import type { FastifyInstance } from 'fastify'
import path from 'node:path'
import type { Deps } from '#server/deps.ts'
import { leftoverUploadAgeMs, sweepLeftoverUploadsAtStart, uploadTmpDirs } from '#server/uploads/leftover-uploads.ts'
import { startRetention } from './retention.service.ts'

/**
 * The privacy policy's retention periods, applied at start and every hour on each server; stopped when the app closes.
 * Upload folders left by a server that died go too: at start (and each one younger then once it comes of age) and every hour.
 */
export async function register(app: FastifyInstance, { database, config, storage }: Deps): Promise<void> {
  const maxAgeMs = leftoverUploadAgeMs(config.timeouts.requestMs)
  const stopSweep = sweepLeftoverUploadsAtStart(Object.values(uploadTmpDirs(config.dataDir)), maxAgeMs, app.log)
  const stop = startRetention(database.db, {
    dataDir: config.dataDir,
    storage,
    mailDir: path.join(config.dataDir, 'mail'),
    leftoverUploadAgeMs: maxAgeMs,
    rentalApplicationMonths: config.rentalApplicationRetentionMonths,
    log: app.log,
  })
  app.addHook('onClose', async () => {
    await stopSweep()
    await stop()
  })
}
