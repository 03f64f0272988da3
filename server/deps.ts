import type { Config } from './config.ts'
import type { DatabaseHandle } from '#server/db/database.ts'
import type { OutboxWorker } from '#server/mail/outbox-worker.ts'
import type { PublicCatalog } from '#server/catalog/public-catalog.ts'
import type { Nominatim } from '#server/places/nominatim.ts'
import type { Metrics } from '#server/operations/metrics.ts'
import type { ObjectStore } from '#server/storage/object-store.ts'

/**
 * What every feature's `register(app, deps)` is given, built once in
 * server/app.ts. A feature builds its services and repositories from these and
 * hands them to its route plugins as options: routes read nothing else.
 */
export interface Deps {
  config: Config
  database: DatabaseHandle
  /** The mail sender: mail queued with withMail goes out after its transaction commits. */
  outbox: OutboxWorker
  /** The public read model, cached per catalog version (server/catalog/). */
  catalog: PublicCatalog
  /** Where media (served under /media/) and private files are kept (server/storage/). */
  storage: ObjectStore
  /** The temporary folder of uploads in progress, on this server's disk. */
  tmpDir: string
  /** The clock of sessions and sign-in limits (tests move it). */
  now: () => Date
  /** The request limits in force (FORM_RATE_LIMIT_* and the others), for routes to declare as `config: { rateLimit }`. */
  rateLimits: Config['rateLimits']
  /** The app's Prometheus registry and request counters (server/operations/metrics.ts). */
  metrics: Metrics
  /** How often each server looks whether the scheduled backup is due (tests shorten or stop it). */
  backupIntervalMs?: number
  /** How often each server looks for listings' scheduled changes that are due (a minute; tests call runDue()). */
  scheduleIntervalMs?: number
  /** The address geocoder when GEOCODER_URL is set. */
  nominatim?: Nominatim
}
