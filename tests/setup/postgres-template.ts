import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { migrateToLatest, openDatabase } from '#server/db/database.ts'

// PostgreSQL test databases are copies of one database migrated once per run:
// CREATE DATABASE … TEMPLATE copies it in one statement
// instead of running every migration again for each test database.

/** Runs `fn` with a connection to the server's maintenance database (TEST_DATABASE_URL). */
export async function withAdminClient<T>(baseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** Waits until the closed pool's connections to `name` have left, so a drop or a copy kills none mid-goodbye. */
export async function connectionsGone(client: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name])
    if (rows[0].n === 0) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Drops a scratch database once the closed pool's connections have left. */
export const dropDatabase = (baseUrl: string, name: string) =>
  withAdminClient(baseUrl, async (client) => {
    await connectionsGone(client, name)
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  })

export const databaseUrl = (baseUrl: string, name: string) => {
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** A migrated database to copy test databases from; its name. */
export async function createPostgresTemplate(baseUrl: string): Promise<string> {
  const name = `site_template_${randomBytes(6).toString('hex')}`
  await withAdminClient(baseUrl, (client) => client.query(`CREATE DATABASE ${name}`))
  const handle = openDatabase({ databaseUrl: databaseUrl(baseUrl, name), dataDir: '' })
  try {
    await migrateToLatest(handle.db)
  } finally {
    await handle.close()
  }
  // A database being copied may have no one connected to it.
  await withAdminClient(baseUrl, (client) => connectionsGone(client, name))
  return name
}

export async function dropPostgresDatabase(baseUrl: string, name: string): Promise<void> {
  await withAdminClient(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
}
