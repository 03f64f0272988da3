import type { FastifyInstance } from 'fastify'
import path from 'node:path'
import type { Deps } from '#server/deps.ts'
import { startRetention } from './retention.service.ts'

/** The privacy policy's retention periods, applied at start and every hour on each server; stopped when the app closes. */
export async function register(app: FastifyInstance, { database, config }: Deps): Promise<void> {
  const stop = startRetention(database.db, { dataDir: config.dataDir, mailDir: path.join(config.dataDir, 'mail'), log: app.log })
  app.addHook('onClose', stop)
}
