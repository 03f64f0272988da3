import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Migration, type MigrationProvider } from 'kysely'
import type { Database } from './schema.ts'
import * as initial from '#server/db/migrations/0001-initial.ts'
import * as upcomingSubscribers from '#server/db/migrations/0002-upcoming-subscribers.ts'
import * as catalogVersion from '#server/db/migrations/0003-catalog-version.ts'
import * as subscriberTokens from '#server/db/migrations/0004-subscriber-tokens.ts'
import * as rateLimits from '#server/db/migrations/0005-rate-limits.ts'
import * as mailOnceAndOptIn from '#server/db/migrations/0006-mail-once-and-opt-in.ts'
import * as staffAccounts from '#server/db/migrations/0007-staff-accounts.ts'
import * as applicationStatus from '#server/db/migrations/0008-application-status.ts'
import * as contentHistory from '#server/db/migrations/0009-content-history.ts'
import * as listingManagement from '#server/db/migrations/0010-listing-management.ts'
import * as leadInbox from '#server/db/migrations/0011-lead-inbox.ts'
import * as staffSignInGuard from '#server/db/migrations/0012-staff-sign-in-guard.ts'
import * as offensiveLanguageFlag from '#server/db/migrations/0013-offensive-language-flag.ts'
import * as applicationFileWarnings from '#server/db/migrations/0014-application-file-warnings.ts'
import * as backups from '#server/db/migrations/0015-backups.ts'
import * as leadSearch from '#server/db/migrations/0016-lead-search.ts'
import * as staffRoles from '#server/db/migrations/0017-staff-roles.ts'
import * as twoStepSignIn from '#server/db/migrations/0018-two-step-sign-in.ts'
import * as recordPresence from '#server/db/migrations/0019-record-presence.ts'
import * as listingPublishing from '#server/db/migrations/0020-listing-publishing.ts'
import * as recordHistory from '#server/db/migrations/0021-record-history.ts'
import * as imageFraming from '#server/db/migrations/0022-image-framing.ts'
import * as leadAssigneeAndArchive from '#server/db/migrations/0023-lead-assignee-and-archive.ts'
import * as listingSearch from '#server/db/migrations/0024-listing-search.ts'
import * as openHouses from '#server/db/migrations/0025-open-houses.ts'
import * as openHouseSignIns from '#server/db/migrations/0026-open-house-sign-ins.ts'
import * as leadStagesAndRouting from '#server/db/migrations/0028-lead-stages-and-routing.ts'
import * as publicListingIndexes from '#server/db/migrations/0029-public-listing-indexes.ts'
import * as leadResponseTimer from '#server/db/migrations/0030-lead-response-timer.ts'
import * as publicListingSearchIndex from '#server/db/migrations/0031-public-listing-search-index.ts'
import * as consentEvidence from '#server/db/migrations/0032-consent-evidence.ts'
import * as persons from '#server/db/migrations/0033-persons.ts'
import * as showings from '#server/db/migrations/0034-showings.ts'
import * as rentalApplications from '#server/db/migrations/0035-rental-applications.ts'
import * as marketingOptOuts from '#server/db/migrations/0036-marketing-opt-outs.ts'
import * as showingMail from '#server/db/migrations/0037-showing-mail.ts'
import * as monthlyCostAssumptions from '#server/db/migrations/0038-monthly-cost-assumptions.ts'
import * as fairHousingRules from '#server/db/migrations/0039-fair-housing-rules.ts'
import * as listingCodes from '#server/db/migrations/0040-listing-codes.ts'
import * as agentCalendarFeeds from '#server/db/migrations/0041-agent-calendar-feeds.ts'
import * as rentalApplicationLeads from '#server/db/migrations/0043-rental-application-leads.ts'
import * as adverseActionNotices from '#server/db/migrations/0044-adverse-action-notices.ts'
import * as listingFacts from '#server/db/migrations/0045-listing-facts.ts'
import * as licenseeDisclosures from '#server/db/migrations/0047-licensee-disclosures.ts'
import * as leadPaintAcknowledgements from '#server/db/migrations/0048-lead-paint-acknowledgements.ts'
import * as savedSearches from '#server/db/migrations/0050-saved-searches.ts'
import * as imageSizesClaim from '#server/db/migrations/0056-image-sizes-claim.ts'
import * as visitorLanguage from '#server/db/migrations/0059-visitor-language.ts'
import * as spanishDescriptions from '#server/db/migrations/0060-spanish-descriptions.ts'
import * as spanishPeopleAndBanners from '#server/db/migrations/0063-spanish-people-and-banners.ts'
import * as consentLanguage from '#server/db/migrations/0064-consent-language.ts'
import * as spanishPartnersAndSpecialties from '#server/db/migrations/0065-spanish-partners-and-specialties.ts'
import { WriteWatchPlugin, type WrittenTables } from './write-watch.ts'

export type Dialect = 'sqlite' | 'postgres'

export interface DatabaseHandle {
  db: Kysely<Database>
  dialect: Dialect
  close(): Promise<void>
  /** Calls `listener` after each write made through `db` (see server/db/write-watch.ts). */
  onWrite(listener: (tables: WrittenTables) => void): () => void
}

// Migrations are imported statically so the same list runs under tsx, Vitest
// and any bundler; a new migration is one more line here.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-upcoming-subscribers': upcomingSubscribers,
  '0003-catalog-version': catalogVersion,
  '0004-subscriber-tokens': subscriberTokens,
  '0005-rate-limits': rateLimits,
  '0006-mail-once-and-opt-in': mailOnceAndOptIn,
  '0007-staff-accounts': staffAccounts,
  '0008-application-status': applicationStatus,
  '0009-content-history': contentHistory,
  '0010-listing-management': listingManagement,
  '0011-lead-inbox': leadInbox,
  '0012-staff-sign-in-guard': staffSignInGuard,
  '0013-offensive-language-flag': offensiveLanguageFlag,
  '0014-application-file-warnings': applicationFileWarnings,
  '0015-backups': backups,
  '0016-lead-search': leadSearch,
  '0017-staff-roles': staffRoles,
  '0018-two-step-sign-in': twoStepSignIn,
  '0019-record-presence': recordPresence,
  '0020-listing-publishing': listingPublishing,
  '0021-record-history': recordHistory,
  '0022-image-framing': imageFraming,
  '0023-lead-assignee-and-archive': leadAssigneeAndArchive,
  '0024-listing-search': listingSearch,
  '0025-open-houses': openHouses,
  '0026-open-house-sign-ins': openHouseSignIns,
  '0028-lead-stages-and-routing': leadStagesAndRouting,
  '0029-public-listing-indexes': publicListingIndexes,
  '0030-lead-response-timer': leadResponseTimer,
  '0031-public-listing-search-index': publicListingSearchIndex,
  '0032-consent-evidence': consentEvidence,
  '0033-persons': persons,
  '0034-showings': showings,
  '0035-rental-applications': rentalApplications,
  '0036-marketing-opt-outs': marketingOptOuts,
  '0037-showing-mail': showingMail,
  '0038-monthly-cost-assumptions': monthlyCostAssumptions,
  '0039-fair-housing-rules': fairHousingRules,
  '0040-listing-codes': listingCodes,
  '0041-agent-calendar-feeds': agentCalendarFeeds,
  '0043-rental-application-leads': rentalApplicationLeads,
  '0044-adverse-action-notices': adverseActionNotices,
  '0045-listing-facts': listingFacts,
  '0047-licensee-disclosures': licenseeDisclosures,
  '0048-lead-paint-acknowledgements': leadPaintAcknowledgements,
  '0050-saved-searches': savedSearches,
  '0056-image-sizes-claim': imageSizesClaim,
  '0059-visitor-language': visitorLanguage,
  '0060-spanish-descriptions': spanishDescriptions,
  '0063-spanish-people-and-banners': spanishPeopleAndBanners,
  '0064-consent-language': consentLanguage,
  '0065-spanish-partners-and-specialties': spanishPartnersAndSpecialties,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

/** The name of the newest migration: the schema version a migrated database (and its backups) has. */
export const LATEST_MIGRATION = Object.keys(migrations).sort().at(-1)!

// PostgreSQL returns COUNT(*) and other int8 values as strings; every count we
// read fits in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v))

export function openDatabase(options: { databaseUrl?: string; dataDir: string; poolSize?: number }): DatabaseHandle {
  const writes = new WriteWatchPlugin()
  const onWrite = (listener: (tables: WrittenTables) => void) => writes.onWrite(listener)
  if (options.databaseUrl) {
    // A database that does not answer fails a request after 5 s (a 503) instead of holding it.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, connectionTimeoutMillis: 5000 })
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`))
    // A connection killed while a request holds it (between two queries of a transaction) reports on the
    // client itself; without a listener that would end the process. Its query fails (a 503) and the pool drops it.
    pool.on('connect', (client) => client.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`)))
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [writes] })
    return { db, dialect: 'postgres', close: () => db.destroy(), onWrite }
  }
  fs.mkdirSync(options.dataDir, { recursive: true })
  const sqlite = new SQLite(path.join(options.dataDir, 'site.db'))
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [writes] })
  return { db, dialect: 'sqlite', close: () => db.destroy(), onWrite }
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
  }
}

/** Migrations of this build that the database has not run yet (none while the schema is current). */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const all = await new Migrator({ db, provider }).getMigrations()
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name)
}

/** Fresh planner statistics let SQLite pick the price index over the type and status ones (PostgreSQL keeps its own). */
export async function refreshPlannerStatistics(database: Pick<DatabaseHandle, 'db' | 'dialect'>): Promise<void> {
  if (database.dialect === 'sqlite') await sql`pragma optimize=0x10002`.execute(database.db)
}
