import pg from 'pg'

/**
 * Takes a test's PostgreSQL database away and brings it back, as an outage
 * would: while away, new connections are refused and every open one is
 * killed. end() always lets connections in again.
 */
export async function databaseSwitch(baseUrl: string, databaseUrl: string) {
  const name = new URL(databaseUrl).pathname.slice(1)
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  return {
    async away(): Promise<void> {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`)
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name])
    },
    async back(): Promise<void> {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`)
    },
    async end(): Promise<void> {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined)
      await admin.end()
    },
  }
}
