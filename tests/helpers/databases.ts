import os from 'node:os'
import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { migrateToLatest, openDatabase, type DatabaseHandle, type Dialect } from '../../server/db/database.ts'

/** The databases the data-layer tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const dialects: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

export interface TestDatabase extends DatabaseHandle {
  dataDir: string
  /** The PostgreSQL database's URL (unset on SQLite), for a second server on the same database. */
  databaseUrl?: string
  /** Closes the connection and removes the database and its files. */
  destroy(): Promise<void>
}

/** A fresh, migrated database of the given dialect, private to the caller. */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'))
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
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  const handle = openDatabase({ databaseUrl: url.toString(), dataDir, poolSize: 4 })
  await migrateToLatest(handle.db)
  return {
    ...handle,
    dataDir,
    databaseUrl: url.toString(),
    async destroy() {
      await handle.close()
      const cleanup = new pg.Client({ connectionString: baseUrl })
      await cleanup.connect()
      // Let the closed pool's connections finish leaving before the drop, so none is killed mid-goodbye.
      for (let i = 0; i < 20; i++) {
        const { rows } = await cleanup.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name])
        if (rows[0].n === 0) break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
