import { afterAll, beforeAll } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Browser } from 'playwright-core'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '#server/app.ts'
import { loadConfig, type Config } from '#server/config.ts'
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts'
import { copyDemoBusiness } from '#tests/helpers/demo-template.ts'
import { productionBuild, seededDemoBusiness } from '#tests/setup/setup-ready.ts'
import { objectStorageFor } from '#tests/helpers/object-storage.ts'
import { E2E_ADMIN_PASSWORD, launchBrowser } from './browser.ts'
import { TEST_LOG_LEVEL, testLogStream } from '#tests/helpers/test-log.ts'
import { closeApp } from '#tests/helpers/app.ts'

export interface RunningSite {
  url: string
  app: FastifyInstance
  database: DatabaseHandle & { dataDir: string }
  close(): Promise<void>
}

/**
 * The production build served on a free port over a private copy of the
 * seeded demo business (both made once per run by tests/setup/global-setup.ts).
 */
/** Reads the site's own API: the JSON answer and the X-Total-Count header. */
export async function siteApi<T>(site: RunningSite, path: string): Promise<{ body: T; total: number }> {
  const res = await fetch(site.url + path)
  return { body: (await res.json()) as T, total: Number(res.headers.get('x-total-count')) }
}

/** `twoStepRequired`: off unless a test of two-step sign-in asks for it (docs/decisions/0092-two-step-sign-in.md). */
export async function startSite(options: { twoStepRequired?: Config['twoStepRequired'] } = {}): Promise<RunningSite> {
  await Promise.all([productionBuild(), seededDemoBusiness()])
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'))
  await copyDemoBusiness(dataDir)
  const handle = openDatabase({ dataDir })
  const database = { ...handle, dataDir }
  // TEST_STORAGE=s3: the site keeps its media in an S3-compatible server (tests/helpers/object-storage.ts).
  const objectStore = await objectStorageFor(dataDir, { seeded: true })
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0' },
    {
      seedWhenEmpty: false,
      adminPassword: E2E_ADMIN_PASSWORD,
      logLevel: TEST_LOG_LEVEL,
      ...(objectStore && { storage: objectStore.setting }),
      twoStepRequired: options.twoStepRequired ?? 'off',
    },
  )
  // Logged as in production, into the run's log file, which the global teardown checks for tokens.
  const app = await buildApp(config, { database, logStream: testLogStream() })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    close: () =>
      closeApp(app, objectStore, async () => {
        await handle.close()
        fs.rmSync(dataDir, { recursive: true, force: true })
      }),
  }
}

/** The demo site and a browser for one test file: started before its tests, both closed after them. */
export async function openSite(options: Parameters<typeof startSite>[0] = {}): Promise<{ site: RunningSite; browser: Browser }> {
  const site = await startSite(options)
  return { site, browser: await launchBrowser() }
}

export async function closeSite(site: RunningSite | undefined, browser: Browser | undefined): Promise<void> {
  await browser?.close()
  await site?.close()
}

/**
 * The demo site and a browser for the tests of one file (or one `describe`): opened before them, closed after them.
 * The tests read `opened.site` and `opened.browser`.
 */
export function siteForFile(options: Parameters<typeof startSite>[0] = {}): { site: RunningSite; browser: Browser } {
  const opened = {} as { site: RunningSite; browser: Browser }
  beforeAll(async () => {
    Object.assign(opened, await openSite(options))
  })
  afterAll(() => closeSite(opened.site, opened.browser))
  return opened
}
