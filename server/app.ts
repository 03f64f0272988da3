import path from 'node:path'
import fs from 'node:fs'
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import helmet from '@fastify/helmet'
import multipart from '@fastify/multipart'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Deps } from './deps.ts'
import { migrateToLatest, openDatabase, refreshPlannerStatistics, type DatabaseHandle } from '#server/db/database.ts'
import { createOutboxWorker, type OutboxWorker } from '#server/mail/outbox-worker.ts'
import { installErrorHandler } from '#server/plugins/error-handler.ts'
import { registerOpenApi } from '#server/plugins/openapi.ts'
import { imageDetailsRoutes } from '#server/media/image-details.routes.ts'
import { createImageDetails } from '#server/media/image-details.service.ts'
import { registerWebApp } from '#server/plugins/web-app.ts'
import { registerRateLimits } from '#server/plugins/rate-limit.ts'
import { installPermissionsPolicy, pagePolicy } from '#server/plugins/security-headers.ts'
import { installUnroutedAnswers } from '#server/plugins/unrouted.ts'
import { logSerializers } from '#server/plugins/log-redaction.ts'
import { collectRoutes } from '#server/plugins/route-table.ts'
import { uploadTmpDirs } from '#server/uploads/leftover-uploads.ts'
import { configureImagePipeline } from '#server/media/image-pipeline.ts'
import { mediaRoutes } from '#server/media/media.routes.ts'
import { openObjectStore } from '#server/storage/open-store.ts'
import type { ObjectStore } from '#server/storage/object-store.ts'
import { fastifyTrustProxy, limitConnectionsPerClient, serverTimeoutOptions } from '#server/plugins/connection-limits.ts'
import { createCatalog } from '#server/catalog/catalog.ts'
import { cachePublicCatalog } from '#server/catalog/cached-catalog.ts'
import { createPageStore } from '#server/catalog/page-cache.ts'
import { createStaffPreviews, previewContexts } from '#server/catalog/staff-previews.ts'
import { catalogVersionFor, responseCacheFor } from '#server/catalog/response-cache.ts'
import { createNominatim } from '#server/places/nominatim.ts'
import { ensureFirstStaffUser } from '#server/staff/first-admin.service.ts'
import type { ListingWriter } from '#server/listings/listing-writer.service.ts'
import * as staff from '#server/staff/index.ts'
import * as listings from '#server/listings/index.ts'
import * as leads from '#server/leads/index.ts'
import * as content from '#server/content/index.ts'
import * as people from '#server/people/index.ts'
import * as places from '#server/places/index.ts'
import * as catalogFeature from '#server/catalog/index.ts'
import * as retention from '#server/retention/index.ts'
import * as operations from '#server/operations/index.ts'
import { createMetrics } from '#server/operations/metrics.ts'
import { requestIdFor } from '#server/operations/request-id.ts'
import type { BackupScheduler } from '#server/operations/backup-schedule.ts'
import type { ListingScheduler } from '#server/listings/listing-schedule.job.ts'
import type { ResponseTimerJob } from '#server/leads/response-timer.job.ts'
import type { ShowingRemindersJob } from '#server/leads/showing-reminders.job.ts'
import { startMissingSizes, type MissingSizesJob } from '#server/media/missing-sizes.job.ts'
import type { SavedSearchAlertsJob } from '#server/leads/saved-search-alerts.job.ts'
import { setBusinessTimeZone } from '#core/business-time.ts'

// The app's handles for whoever built it (tests, the bench). Routes never read them: a feature's
// register(app, deps) hands its routes what they need as plugin options.
declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle
    config: Config
    outbox: OutboxWorker
    propertyWriter: ListingWriter
    backups: BackupScheduler
    listingSchedule: ListingScheduler
    responseTimer: ResponseTimerJob
    showingReminders: ShowingRemindersJob
    imageSizes: MissingSizesJob
    savedSearchAlerts: SavedSearchAlertsJob
    storage: ObjectStore
  }
}

export interface BuildOptions {
  /** Serve the web app (off for API-only tests). */
  web?: boolean
  /** Use an existing database handle instead of opening one from the config (tests). */
  database?: DatabaseHandle
  /** How often the outbox looks for due mail (tests drain it directly). */
  outboxIntervalMs?: number
  /** The outbox's claim lease and first retry delay (fault tests shorten them). */
  outboxLeaseMs?: number
  outboxRetryBaseMs?: number
  /** Requests per client and window on each public form, instead of FORM_RATE_LIMIT_MAX (tests raise or lower it). */
  contactRateLimitMax?: number
  /** The clock of sessions and sign-in limits (tests move it to check timeouts). */
  now?: () => Date
  /** How often the server looks whether the scheduled backup is due (five minutes; tests call app.backups.runDue()). */
  backupIntervalMs?: number
  /** How often the server looks for listings' scheduled changes and leads' first-response timers (a minute; tests call app.listingSchedule.runDue(), app.responseTimer.runDue()). */
  scheduleIntervalMs?: number
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: { write(line: string): void }
  /** Told of every render the page cache makes, with the address it rendered (tests count them). */
  onPageRender?: (url: string) => void
}

/**
 * Builds a ready Fastify instance in one order: the framework's own parts,
 * external plugins, infrastructure (database, outbox, catalog), the features,
 * then media and the web app. Only server/main.ts listens.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Request lines are logged without the keys of private links (server/plugins/log-redaction.ts).
    logger: { level: config.logLevel, serializers: logSerializers, ...(options.logStream && { stream: options.logStream }) },
    bodyLimit: 1024 * 1024,
    // Each request's id is in its log lines and in its answer (X-Request-Id, and the body of a 500), so a report
    // of a failure can be found in the log. A proxy's id is kept when it is a plain token (server/operations/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdFor,
    // request.ip (rate limits, logs) believes X-Forwarded-For only from configured proxies (TRUST_PROXY).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...serverTimeoutOptions(config.timeouts),
    // Errors before routing (an undecodable URL) answer in the house shape too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).code(error.statusCode ?? 400).send({ message: 'This address is not valid.' })
    },
  }).withTypeProvider<ZodTypeProvider>()
  limitConnectionsPerClient(app.server, { max: config.maxConnectionsPerClient, trustProxy: config.trustProxy })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  installErrorHandler(app)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  collectRoutes(app)
  installUnroutedAnswers(app, { pages: options.web !== false })

  const database = options.database ?? openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  app.decorate('database', database)
  app.decorate('config', config)
  await migrateToLatest(database.db)

  // Media and private files: the data folder or the S3-compatible store (server/storage/).
  const storage = openObjectStore(config)
  app.decorate('storage', storage)
  // The media folder is there from the start, as it always was (an operator may put files in it by hand).
  if (config.storage.kind === 'folder') fs.mkdirSync(path.join(config.dataDir, 'media'), { recursive: true })
  // One decode queue for the whole process: its size is the server's memory budget for images.
  configureImagePipeline({ concurrency: config.imageConcurrency })
  setBusinessTimeZone(config.businessTimeZone)
  if (config.seedWhenEmpty) {
    // Loaded only when needed: the image generators are not part of serving.
    const { seedIfEmpty } = await import('#server/seed/seed.ts')
    await seedIfEmpty(database.db, { storage, log: app.log })
  }
  await refreshPlannerStatistics(database)
  const admin = await ensureFirstStaffUser(database.db, { username: config.adminUsername, password: config.adminPassword })
  if (admin.created && admin.generatedPassword) {
    // Printed once, on the console only: there is no built-in default password.
    console.log(
      `\nCreated admin user "${admin.username}" with password: ${admin.generatedPassword}\nSet ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.\n`,
    )
  }

  // Repeated public listing reads and rendered public pages are answered before any other hook runs
  // (server/catalog/response-cache.ts, server/catalog/page-cache.ts).
  const apiCache = responseCacheFor(database)
  app.addHook('onRequest', apiCache.serveHit)
  const pageStore = createPageStore(catalogVersionFor(database))
  app.addHook('onRequest', pageStore.serveHit)
  // Every answer is counted, those of the caches' fast path too (server/operations/metrics.ts).
  const now = options.now ?? (() => new Date())
  const metrics = createMetrics({ db: database.db, caches: { pages: pageStore, api: apiCache }, now })
  app.addHook('onResponse', metrics.observe)
  await app.register(helmet, {
    // Pages get their own policy with a per-request nonce (server/plugins/web-app.ts, security-headers.ts).
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Other sites learn nothing; the site's own form posts keep their Origin, which React Router's
    // action check needs (with "no-referrer" browsers send "Origin: null" and the unsubscribe form fails).
    referrerPolicy: { policy: 'same-origin' },
    // Over plain http a browser ignores HSTS anyway; sent only where the site is https.
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  })
  installPermissionsPolicy(app)
  await registerOpenApi(app, config.publicUrl)
  const formLimit = config.rateLimits.forms
  const rateLimits = { ...config.rateLimits, forms: { ...formLimit, max: options.contactRateLimitMax ?? formLimit.max } }
  await registerRateLimits(app, { database })

  // Multipart bodies are read only through server/uploads/receive-upload.ts, which applies each route's own
  // limits while streaming; these are the outer bounds for any route (the largest file is a 100 MB video).
  await app.register(multipart, {
    limits: { fileSize: 100 * 1024 * 1024 + 1, files: 30, fields: 200, fieldSize: 100 * 1024, parts: 250, headerPairs: 200 },
  })

  // Mail goes out from the persistent outbox; a poll picks up anything left by a failure or another server.
  const outbox = createOutboxWorker(database.db, {
    smtpUrl: config.smtpUrl,
    mailDir: path.join(config.dataDir, 'mail'),
    from: config.mailFrom,
    intervalMs: options.outboxIntervalMs ?? 15_000,
    concurrency: config.mailConcurrency,
    connectionMessages: config.mailConnectionMessages,
    leaseMs: options.outboxLeaseMs,
    retryBaseMs: options.outboxRetryBaseMs,
    log: app.log,
  })
  app.decorate('outbox', outbox)
  // Added first, so it runs last: features stop their own work before the sender and the database close.
  app.addHook('onClose', async () => {
    await outbox.stop()
    await storage.close()
    if (!options.database) await database.close()
  })

  const catalog = cachePublicCatalog(createCatalog(database.db), catalogVersionFor(database))
  const deps: Deps = {
    config,
    database,
    outbox,
    catalog,
    storage,
    tmpDir: uploadTmpDirs(config.dataDir).shared,
    now,
    rateLimits,
    metrics,
    backupIntervalMs: options.backupIntervalMs,
    scheduleIntervalMs: options.scheduleIntervalMs,
    nominatim: config.geocoderUrl
      ? createNominatim({ baseUrl: config.geocoderUrl, userAgent: `HeartlandHomePartners/1.0 (+${config.publicUrl})`, log: app.log })
      : undefined,
  }
  // Staff first: its guard's hook covers every /api/admin route the other features add.
  for (const feature of [staff, listings, leads, content, people, places, catalogFeature, retention, operations])
    await feature.register(app, deps)

  await app.register(mediaRoutes, { store: storage })
  // Stored images get the sizes the pipeline added since they were uploaded, in the background from the start.
  const imageSizes = startMissingSizes(database.db, storage, { now, log: app.log })
  app.decorate('imageSizes', imageSizes)
  app.addHook('onClose', () => imageSizes.stop())
  void imageSizes.runDue()
  await app.register(imageDetailsRoutes, { details: createImageDetails(database.db, storage) })

  if (options.web !== false) {
    const context = {
      catalog,
      publicConfig: { publicUrl: config.publicUrl, mapTileUrl: config.mapTileUrl, businessTimeZone: config.businessTimeZone },
      actions: leads.pageActions(deps),
    }
    await registerWebApp(app, {
      dev: config.dev,
      pagePolicy: (inline, page) => pagePolicy(inline, config, page),
      pageStore,
      onPageRender: options.onPageRender,
      publicUrl: config.publicUrl,
      context,
      previewContext: previewContexts(database.db, context, createStaffPreviews(database.db, now)),
    })
  }

  await app.ready()
  // Mail left queued by the last run (a crash, a restart) goes out now, not at the first poll.
  outbox.start()
  return app
}
