import os from 'node:os'
import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import type { Kysely } from 'kysely'
import { migrateToLatest, openDatabase, type DatabaseHandle, type Dialect } from '#server/db/database.ts'
import type { Database } from '#server/db/schema.ts'
import { copyDemoBusiness } from './demo-template.ts'
import { databaseUrl, dropDatabase, withAdminClient } from '#tests/setup/postgres-template.ts'

/** The databases the data-layer tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const dialects: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

export interface TestDatabase extends DatabaseHandle {
  dataDir: string
  /** The PostgreSQL database's URL (unset on SQLite), for a second server on the same database. */
  databaseUrl?: string
  /** Closes the connection and removes the database and its files. */
  destroy(): Promise<void>
}

/**
 * A fresh, migrated database of the given dialect, private to the caller;
 * with `seeded`, a copy of the demo business made once per run (SQLite only).
 */
export async function createTestDatabase(dialect: Dialect, options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'))
  if (options.seeded && dialect !== 'sqlite') throw new Error('The seeded demo business is a SQLite copy')
  if (options.seeded) await copyDemoBusiness(dataDir)
  if (dialect === 'sqlite') {
    const handle = openDatabase({ dataDir })
    await migrateToLatest(handle.db)
    return {
      ...handle,
      dataDir,
      async destroy() {
        await handle.close()
        fs.rmSync(dataDir, { recursive: true, force: true })
      },
    }
  }
  const baseUrl = process.env.TEST_DATABASE_URL
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `site_test_${randomBytes(6).toString('hex')}`
  // A copy of the database the global setup migrated (tests/setup/postgres-template.ts); migrating it again is a quick check.
  const template = inject('postgresTemplate')
  await withAdminClient(baseUrl, (client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`))
  const url = databaseUrl(baseUrl, name)
  const handle = openDatabase({ databaseUrl: url, dataDir, poolSize: 4 })
  await migrateToLatest(handle.db)
  return {
    ...handle,
    dataDir,
    databaseUrl: url,
    async destroy() {
      await handle.close()
      await dropDatabase(baseUrl, name)
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A second connection to the same database, as another app server would have (its own pool, its own write watch). */
export function openSecondConnection(database: TestDatabase): DatabaseHandle {
  if (database.dialect === 'sqlite') return openDatabase({ dataDir: database.dataDir })
  return openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, poolSize: 1 })
}

/** How many rows a table holds now. */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** An empty folder and, on PostgreSQL, an empty database (no migration run): what a restore rebuilds. */
export async function createEmptyTarget(dialect: Dialect): Promise<{ dataDir: string; databaseUrl?: string; destroy(): Promise<void> }> {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-restore-target-')), 'data')
  const removeFolder = () => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true })
  if (dialect === 'sqlite') return { dataDir, destroy: async () => removeFolder() }
  const baseUrl = process.env.TEST_DATABASE_URL
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `site_restore_${randomBytes(6).toString('hex')}`
  await withAdminClient(baseUrl, (client) => client.query(`CREATE DATABASE ${name}`))
  return {
    dataDir,
    databaseUrl: databaseUrl(baseUrl, name),
    async destroy() {
      await dropDatabase(baseUrl, name)
      removeFolder()
    },
  }
}

/** The database of an existing data folder (or PostgreSQL database), as a test app's; destroy() only closes it. */
export function openExistingDatabase(at: { dataDir: string; databaseUrl?: string }): TestDatabase {
  const handle = openDatabase({ dataDir: at.dataDir, databaseUrl: at.databaseUrl, poolSize: 4 })
  return { ...handle, dataDir: at.dataDir, databaseUrl: at.databaseUrl, destroy: () => handle.close() }
}
