import 'dotenv/config'
import path from 'node:path'
import { loadConfig } from '#server/config.ts'
import { migrateToLatest, openDatabase } from '#server/db/database.ts'
import { clearDemoBusiness, seedDemoBusiness } from './seed.ts'

// `npm run seed`: resets the demo business (listings, people, content, media).
const config = loadConfig()
const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
try {
  await migrateToLatest(handle.db)
  const mediaDir = path.join(config.dataDir, 'media')
  await clearDemoBusiness(handle.db, mediaDir)
  await seedDemoBusiness(handle.db, { mediaDir, log: { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) } })
} finally {
  await handle.close()
}
