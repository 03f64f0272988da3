import type { FastifyInstance } from 'fastify'
import path from 'node:path'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { createTestDatabase, type TestDatabase } from '../../tests/helpers/databases.ts'
import { seedDemoBusiness } from '../../server/seed/seed.ts'

export interface RunningSite {
  url: string
  app: FastifyInstance
  database: TestDatabase
  close(): Promise<void>
}

/** The production build served on a free port over a fresh SQLite database seeded with the demo business. */
export async function startSite(): Promise<RunningSite> {
  const database = await createTestDatabase('sqlite')
  await seedDemoBusiness(database.db, { mediaDir: path.join(database.dataDir, 'media') })
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: database.dataDir, PORT: '0' },
    { seedWhenEmpty: false, adminPassword: 'e2e-password-123' },
  )
  const app = await buildApp(config, { database })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    async close() {
      await app.close()
      await database.destroy()
    },
  }
}
