import type { FastifyInstance } from 'fastify'
import { buildApp, type BuildOptions } from '#server/app.ts'
import { loadConfig, type Config } from '#server/config.ts'
import { createTestDatabase, openExistingDatabase, type TestDatabase } from './databases.ts'
import { startMailServer } from './mail-server.ts'
import type { Dialect } from '#server/db/database.ts'
import { productionBuild } from '#tests/setup/setup-ready.ts'
import { TEST_LOG_LEVEL, testLogStream } from './test-log.ts'
import { objectStorageFor } from './object-storage.ts'

export interface TestApp {
  app: FastifyInstance
  database: TestDatabase
  close(): Promise<void>
}

/** A fresh API-only app on its own database. */
export async function createTestApp(
  options: {
    dialect?: Dialect
    config?: Partial<Config>
    web?: boolean
    /** Start from a copy of the seeded demo business (tests/helpers/demo-template.ts). */
    seeded?: boolean
    build?: Omit<BuildOptions, 'database' | 'web'>
    /** Serve an existing data folder (and PostgreSQL database) instead of a fresh one: a restored backup. */
    at?: { dataDir: string; databaseUrl?: string }
  } = {},
): Promise<TestApp> {
  // The web app serves this run's production build, which the global setup may still be making.
  if (options.web) await productionBuild()
  const database = options.at
    ? openExistingDatabase(options.at)
    : await createTestDatabase(options.dialect ?? 'sqlite', { seeded: options.seeded })
  // With TEST_STORAGE=s3 the app keeps media in an S3-compatible server of its own.
  const objectStore = options.config?.storage ? undefined : await objectStorageFor(database.dataDir, { seeded: options.seeded })
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: database.dataDir },
    // Logged as in production, into the run's log file (tests/helpers/test-log.ts).
    // Two-step sign-in is off unless a test asks for it: its own tests sign in with codes (docs/decisions/0092-two-step-sign-in.md).
    {
      seedWhenEmpty: false,
      adminPassword: 'test-password-123',
      logLevel: TEST_LOG_LEVEL,
      twoStepRequired: 'off',
      ...(objectStore && { storage: objectStore.setting }),
      ...options.config,
    },
  )
  const app = await buildApp(config, {
    outboxIntervalMs: 0,
    contactRateLimitMax: 1000,
    ...options.build,
    logStream: testLogStream(options.build?.logStream),
    database,
    web: options.web ?? false,
  })
  return { app, database, close: () => closeApp(app, objectStore, () => database.destroy()) }
}

/** Closes an app and then its object store; what `release` frees (its database, its folder) is freed even if that fails. */
export async function closeApp(
  app: FastifyInstance,
  objectStore: { close(): Promise<void> } | undefined,
  release: () => unknown,
): Promise<void> {
  try {
    await app.close()
    await objectStore?.close()
  } finally {
    await release()
  }
}

export interface MailTestApp extends TestApp {
  smtp: Awaited<ReturnType<typeof startMailServer>>
  clearMail(): Promise<void>
  /** Sends everything queued so far: a drain already under way (started by a route) may have looked before the last commit. */
  deliver(): Promise<void>
  /** The mails that arrived for `address`, oldest first. */
  mailsTo(address: string): Awaited<ReturnType<typeof startMailServer>>['received']
}

/**
 * A test app whose outbox sends to its own local SMTP server (`smtp.received`);
 * clearMail() sends what is queued and forgets what arrived; close() stops both.
 */
export async function createMailTestApp(options: Parameters<typeof createTestApp>[0] = {}): Promise<MailTestApp> {
  const smtp = await startMailServer()
  const t = await createTestApp({ ...options, config: { ...options.config, smtpUrl: `smtp://127.0.0.1:${smtp.port}` } })
  return {
    ...t,
    smtp,
    async clearMail() {
      await t.app.outbox.drain()
      smtp.received.length = 0
    },
    async deliver() {
      await t.app.outbox.drain()
      await t.app.outbox.drain()
    },
    mailsTo: (address) => smtp.received.filter((m) => m.to.includes(address)),
    async close() {
      await t.close()
      await smtp.stop()
    },
  }
}
