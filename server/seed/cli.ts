import 'dotenv/config'
import { loadConfig } from '#server/config.ts'
import { migrateToLatest, openDatabase } from '#server/db/database.ts'
import { openObjectStore } from '#server/storage/open-store.ts'
import { clearDemoBusiness, seedDemoBusiness } from './seed.ts'

// `npm run seed`: resets the demo business (listings, people, content, media).
const config = loadConfig()
const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
const storage = openObjectStore(config)
try {
  await migrateToLatest(handle.db)
  await clearDemoBusiness(handle.db, storage)
  await seedDemoBusiness(handle.db, { storage, log: { info: (m: string) => console.log(m), warn: (m: string) => console.warn(m) } })
} finally {
  await storage.close()
  await handle.close()
}
