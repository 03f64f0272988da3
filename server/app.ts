import path from 'node:path'
import fs from 'node:fs'
import Fastify, { type FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import fastifyStatic from '@fastify/static'
import helmet from '@fastify/helmet'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database.ts'
import { createCatalog } from './services/catalog.ts'
import { installErrorHandler } from './plugins/error-handler.ts'
import { registerOpenApi } from './plugins/openapi.ts'
import { registerWebApp } from './plugins/web-app.ts'
import { propertyRoutes } from './api/properties.ts'
import { contentRoutes } from './api/content.ts'
import { peopleRoutes } from './api/people.ts'
import { seoRoutes } from './api/seo.ts'
import { contactRoutes } from './api/contact.ts'
import { createOutboxWorker, type OutboxWorker } from './mail/outbox.ts'
import rateLimit from '@fastify/rate-limit'
import multipart from '@fastify/multipart'
import { ensureAdmin } from './services/admin-bootstrap.ts'
import { placeRoutes } from './api/places.ts'
import { createPlaceSearch } from './services/places.ts'
import { createNominatim } from './services/nominatim.ts'
import { createPropertyWriter, type PropertyWriter } from './services/property-writer.ts'
import { createPropertyGeocoder } from './services/property-geocoder.ts'
import { interestRoutes } from './api/contact-interest.ts'
import { upcomingRoutes } from './api/upcoming.ts'
import { createSubscriberRepository } from './repositories/subscriber-repository.ts'
import { listingAnnouncer } from './services/listing-announcements.ts'
import { adminPropertyRoutes } from './api/admin-properties.ts'
import { createPropertyAdmin } from './services/property-admin.ts'
import { createPropertyPhotos } from './services/property-photos.ts'
import { cachePublicCatalog } from './services/cached-catalog.ts'
import { catalogVersionFor, responseCacheFor } from './services/response-cache.ts'
import { registerStaffPortal } from './staff-portal.ts'
import { collectRoutes } from './plugins/route-table.ts'

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
  /** Requests per client per 10 minutes on the public forms (tests raise or lower it). */
  contactRateLimitMax?: number
  /** The clock of sessions and sign-in limits (tests move it to check timeouts). */
  now?: () => Date
}

/** Builds a ready Fastify instance; only server/main.ts listens (house style 9). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  installErrorHandler(app)
  collectRoutes(app)

  const database = options.database ?? openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  app.decorate('database', database)
  app.decorate('config', config)
  await migrateToLatest(database.db)

  const mediaDir = path.join(config.dataDir, 'media')
  fs.mkdirSync(mediaDir, { recursive: true })
  if (config.seedWhenEmpty) {
    // Loaded only when needed: the image generators are not part of serving.
    const { seedIfEmpty } = await import('./seed/seed.ts')
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

  // Repeated public listing reads are answered before any other hook runs (server/services/response-cache.ts).
  app.addHook('onRequest', responseCacheFor(database).serveHit)
  await app.register(helmet, {
    // React Router hydrates with inline scripts; see docs/decisions.md.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Other sites learn nothing; the site's own form posts keep their Origin, which React Router's
    // action check needs (with "no-referrer" browsers send "Origin: null" and the unsubscribe form fails).
    referrerPolicy: { policy: 'same-origin' },
  })
  await registerOpenApi(app, config.publicUrl)
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 60000)} minute(s).`,
    }),
  })

  // Multipart bodies are read only through server/uploads/receive-upload.ts, which applies each route's own
  // limits while streaming; these are the outer bounds for any route (the largest file is a 100 MB video).
  await app.register(multipart, {
    limits: { fileSize: 100 * 1024 * 1024 + 1, files: 30, fields: 200, fieldSize: 100 * 1024, parts: 250, headerPairs: 200 },
  })

  // Staff sign-in, the one /api/admin guard, the audit log and the staff API (issue 10).
  await registerStaffPortal(app, { now: options.now ?? (() => new Date()) })

  // Mail goes out from the persistent outbox; a poll picks up anything left by a failure or another server.
  const outbox = createOutboxWorker(database.db, {
    smtpUrl: config.smtpUrl,
    mailDir: path.join(config.dataDir, 'mail'),
    from: config.mailFrom,
    intervalMs: options.outboxIntervalMs ?? 15_000,
    log: app.log,
  })
  app.decorate('outbox', outbox)
  app.addHook('onClose', async () => {
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
  await app.register(peopleRoutes, { catalog })
  await app.register(contactRoutes, {
    officeEmail: config.officeEmail,
    onQueued: () => void outbox.drain().catch(() => undefined),
    rateLimitMax: options.contactRateLimitMax,
  })
  await app.register(seoRoutes, { catalog, publicUrl: config.publicUrl })
  await app.register(placeRoutes, { places: createPlaceSearch({ nominatim }) })
  await app.register(interestRoutes, {
    officeEmail: config.officeEmail,
    onQueued: () => void outbox.drain().catch(() => undefined),
    rateLimitMax: options.contactRateLimitMax,
  })
  await app.register(upcomingRoutes, { rateLimitMax: options.contactRateLimitMax })
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
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  })

  if (options.web !== false) {
    await registerWebApp(app, {
      dev: config.dev,
      context: {
        catalog,
        publicConfig: { publicUrl: config.publicUrl, mapTileUrl: config.mapTileUrl },
        actions: { unsubscribe: (token) => createSubscriberRepository(database.db).unsubscribe(token) },
      },
    })
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ message: `No API route ${request.method} ${request.url.split('?')[0]}` }),
    )
  }

  await app.ready()
  return app
}
