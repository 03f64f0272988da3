import path from 'node:path'
import fs from 'node:fs'
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import { sql } from 'kysely'
import fastifyStatic from '@fastify/static'
import helmet from '@fastify/helmet'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import { migrateToLatest, openDatabase, type DatabaseHandle } from '#server/db/database.ts'
import { createCatalog } from '#server/catalog/catalog.ts'
import { installErrorHandler } from '#server/plugins/error-handler.ts'
import { registerOpenApi } from '#server/plugins/openapi.ts'
import { registerWebApp } from '#server/plugins/web-app.ts'
import { createPageStore } from '#server/catalog/page-cache.ts'
import { registerRateLimits } from '#server/plugins/rate-limit.ts'
import { installPermissionsPolicy, mediaHeaders, pagePolicy } from '#server/plugins/security-headers.ts'
import { installUnroutedAnswers } from '#server/plugins/unrouted.ts'
import { fastifyTrustProxy, limitConnectionsPerClient, serverTimeoutOptions } from '#server/plugins/connection-limits.ts'
import { propertyRoutes } from '#server/listings/listings.routes.ts'
import { contentRoutes } from '#server/content/content.routes.ts'
import { adminContentRoutes } from '#server/content/staff-content.routes.ts'
import { adminContentUploadRoutes } from '#server/content/staff-content-uploads.routes.ts'
import { createContentEditor } from '#server/content/content-editor.service.ts'
import { createContentMedia } from '#server/content/content-media.service.ts'
import { peopleRoutes } from '#server/people/people.routes.ts'
import { seoRoutes } from '#server/catalog/seo.routes.ts'
import { contactRoutes } from '#server/leads/inquiries.routes.ts'
import { preferredBidderRoutes } from '#server/leads/bidders/bidders.routes.ts'
import { sellToUsRoutes } from '#server/leads/sell-to-us.routes.ts'
import { applicationStatus } from '#server/leads/bidders/bidder-applications.service.ts'
import { createOutboxWorker, type OutboxWorker } from '#server/mail/outbox-worker.ts'
import multipart from '@fastify/multipart'
import { ensureAdmin } from '#server/staff/first-admin.service.ts'
import { placeRoutes } from '#server/places/places.routes.ts'
import { createPlaceSearch } from '#server/places/place-search.service.ts'
import { createNominatim } from '#server/places/nominatim.ts'
import { createPropertyWriter, type PropertyWriter } from '#server/listings/listing-writer.service.ts'
import { createPropertyGeocoder } from '#server/listings/listing-geocoder.service.ts'
import { interestRoutes } from '#server/leads/interest.routes.ts'
import { upcomingRoutes } from '#server/leads/subscriptions.routes.ts'
import { officeContactRoutes } from '#server/leads/office-requests.routes.ts'
import { createSubscriberRepository } from '#server/leads/subscriber.repository.ts'
import { startRetention } from '#server/retention/retention.service.ts'
import { listingAnnouncer } from '#server/leads/listing-announcements.service.ts'
import { adminPropertyRoutes } from '#server/listings/staff-listings.routes.ts'
import { createPropertyAdmin } from '#server/listings/listing-admin.service.ts'
import { createPropertyPhotos } from '#server/listings/listing-photos.service.ts'
import { cachePublicCatalog } from '#server/catalog/cached-catalog.ts'
import { catalogVersionFor, responseCacheFor } from '#server/catalog/response-cache.ts'
import { registerStaffPortal } from '#server/staff/index.ts'
import { collectRoutes } from '#server/plugins/route-table.ts'
import { registerLeadsAndPeople } from '#server/leads/index.ts'

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle
    config: Config
    outbox: OutboxWorker
    propertyWriter: PropertyWriter
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
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: { write(line: string): void }
}

/** Builds a ready Fastify instance; only server/main.ts listens (house style 9). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream && { stream: options.logStream }) },
    bodyLimit: 1024 * 1024,
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
  collectRoutes(app)
  installUnroutedAnswers(app, { pages: options.web !== false })

  const database = options.database ?? openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  app.decorate('database', database)
  app.decorate('config', config)
  await migrateToLatest(database.db)

  const mediaDir = path.join(config.dataDir, 'media')
  fs.mkdirSync(mediaDir, { recursive: true })
  if (config.seedWhenEmpty) {
    // Loaded only when needed: the image generators are not part of serving.
    const { seedIfEmpty } = await import('#server/seed/seed.ts')
    await seedIfEmpty(database.db, { mediaDir, log: app.log })
  }
  // Fresh planner statistics let SQLite pick the price index over type/status ones.
  if (database.dialect === 'sqlite') await sql`pragma optimize=0x10002`.execute(database.db)
  const admin = await ensureAdmin(database.db, { username: config.adminUsername, password: config.adminPassword })
  if (admin.created && admin.generatedPassword) {
    // Printed once, on the console only: there is no built-in default password.
    console.log(
      `\nCreated admin user "${admin.username}" with password: ${admin.generatedPassword}\nSet ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.\n`,
    )
  }

  // Repeated public listing reads and rendered public pages are answered before any other hook runs
  // (server/catalog/response-cache.ts, server/catalog/page-cache.ts).
  app.addHook('onRequest', responseCacheFor(database).serveHit)
  const pageStore = createPageStore(catalogVersionFor(database))
  app.addHook('onRequest', pageStore.serveHit)
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
  await registerRateLimits(app, {
    database,
    limits: { ...config.rateLimits, forms: { ...formLimit, max: options.contactRateLimitMax ?? formLimit.max } },
  })

  // Multipart bodies are read only through server/uploads/receive-upload.ts, which applies each route's own
  // limits while streaming; these are the outer bounds for any route (the largest file is a 100 MB video).
  await app.register(multipart, {
    limits: { fileSize: 100 * 1024 * 1024 + 1, files: 30, fields: 200, fieldSize: 100 * 1024, parts: 250, headerPairs: 200 },
  })

  // Staff sign-in, the one /api/admin guard, the audit log and the staff API (issue 10).
  await registerStaffPortal(app, { now: options.now ?? (() => new Date()) })

  // Mail goes out from the persistent outbox; a poll picks up anything left by a failure or another server.
  const mailDir = path.join(config.dataDir, 'mail')
  const outbox = createOutboxWorker(database.db, {
    smtpUrl: config.smtpUrl,
    mailDir,
    from: config.mailFrom,
    intervalMs: options.outboxIntervalMs ?? 15_000,
    concurrency: config.mailConcurrency,
    leaseMs: options.outboxLeaseMs,
    retryBaseMs: options.outboxRetryBaseMs,
    log: app.log,
  })
  app.decorate('outbox', outbox)
  // The privacy policy's retention periods, applied at start and every hour (server/retention/retention.service.ts).
  const stopRetention = startRetention(database.db, { dataDir: config.dataDir, mailDir, log: app.log })
  app.addHook('onClose', async () => {
    await stopRetention()
    await outbox.stop()
    if (!options.database) await database.close()
  })

  const nominatim = config.geocoderUrl
    ? createNominatim({ baseUrl: config.geocoderUrl, userAgent: `HeartlandHomePartners/1.0 (+${config.publicUrl})`, log: app.log })
    : undefined
  // Saves of listings (admin routes) go through the writer, which gives them their map point.
  // A listing that becomes upcoming is mailed to the Get Notified list (the seed's writer has no such hook).
  const announcer = listingAnnouncer({ publicUrl: config.publicUrl, onQueued: () => void outbox.drain().catch(() => undefined) })
  app.decorate('propertyWriter', createPropertyWriter(database.db, createPropertyGeocoder({ nominatim }), announcer))
  const catalog = cachePublicCatalog(createCatalog(database.db), catalogVersionFor(database))
  await app.register(propertyRoutes, { catalog })
  await app.register(contentRoutes, { catalog })
  // The content manager (issue 10 part 3): saves with kept versions, and its uploads.
  await app.register(adminContentRoutes, { editor: createContentEditor(database.db) })
  await app.register(adminContentUploadRoutes, {
    media: createContentMedia(database.db, { mediaDir, tmpDir: path.join(config.dataDir, 'tmp-uploads') }),
  })
  await app.register(peopleRoutes, { catalog })
  await app.register(contactRoutes, { officeEmail: config.officeEmail, onQueued: () => void outbox.drain().catch(() => undefined) })
  await app.register(seoRoutes, { catalog, publicUrl: config.publicUrl })
  await app.register(placeRoutes, { places: createPlaceSearch({ nominatim }) })
  await app.register(interestRoutes, { officeEmail: config.officeEmail, onQueued: () => void outbox.drain().catch(() => undefined) })
  await app.register(upcomingRoutes, {
    publicUrl: config.publicUrl,
    onQueued: () => void outbox.drain().catch(() => undefined),
  })

  // Preferred-bidder applications and sell-to-us inquiries (issue 9 parts 2-3).
  const queued = () => void outbox.drain().catch(() => undefined)
  const applications = { dataDir: config.dataDir, officeEmail: config.officeEmail, publicUrl: config.publicUrl }
  await app.register(preferredBidderRoutes, { ...applications, onQueued: queued })
  await app.register(sellToUsRoutes, { officeEmail: config.officeEmail, onQueued: queued })
  await app.register(officeContactRoutes, { officeEmail: config.officeEmail, onQueued: () => void outbox.drain().catch(() => undefined) })

  // Staff lead inbox, agents and partners (issue 11 parts 2-3).
  await registerLeadsAndPeople(app)
  // The staff's listing management (issue 11): saves through the property writer, photos through the upload intake.
  await app.register(adminPropertyRoutes, {
    admin: createPropertyAdmin(database.db, app.propertyWriter),
    photos: createPropertyPhotos(database.db, { mediaDir, tmpDir: path.join(config.dataDir, 'tmp-uploads') }),
  })

  // Media files never change under a given name: cache for a year.
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable')
      mediaHeaders(reply, filePath)
    },
  })

  if (options.web !== false) {
    await registerWebApp(app, {
      dev: config.dev,
      pagePolicy: (inline) => pagePolicy(inline, config),
      pageStore,
      publicUrl: config.publicUrl,
      context: {
        catalog,
        publicConfig: { publicUrl: config.publicUrl, mapTileUrl: config.mapTileUrl },
        actions: {
          unsubscribe: (token) => createSubscriberRepository(database.db).unsubscribe(token),
          confirmSubscription: (token) => createSubscriberRepository(database.db).confirm(token),
          applicationStatus: (token) => applicationStatus(database.db, token),
        },
      },
    })
  }

  await app.ready()
  // Mail left queued by the last run (a crash, a restart) goes out now, not at the first poll.
  outbox.start()
  return app
}
