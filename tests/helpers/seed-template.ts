import fs from 'node:fs'
import path from 'node:path'
import { migrateToLatest, openDatabase } from '#server/db/database.ts'
import { seedDemoBusiness } from '#server/seed/seed.ts'
import { createFolderStore } from '#server/storage/folder-store.ts'

// Kept apart from demo-template.ts because the global setup imports it, where vitest's inject() cannot be loaded.

export const READY = '.ready'

export async function seedDemoTemplate(dir: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true })
  const handle = openDatabase({ dataDir: dir })
  await migrateToLatest(handle.db)
  await seedDemoBusiness(handle.db, { storage: createFolderStore(dir) })
  // Closing checkpoints the WAL into site.db, so a plain file copy is a complete database.
  await handle.close()
  fs.writeFileSync(path.join(dir, READY), '')
}
