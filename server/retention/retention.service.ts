import fs from 'node:fs/promises'
import path from 'node:path'
import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { RETENTION_PERIODS } from '#core/content/legal-defaults.ts'
import { UNCONFIRMED_DAYS } from '#core/leads/upcoming-messages.ts'
import { createSavedSearchRepository } from '#server/leads/saved-searches.repository.ts'
import { createRetentionRepository, type RetentionRepository } from './retention.repository.ts'
import { createSubscriberRepository } from '#server/leads/subscriber.repository.ts'
import { APPLICATIONS_PREFIX, applicationFileKey } from '#server/leads/bidders/bidder-applications.service.ts'
import { deletePrefix, type ObjectStore } from '#server/storage/object-store.ts'
import { createDisclosureRepository } from '#server/leads/disclosures/disclosures.repository.ts'
import { leftoverUploadAgeMs, removeLeftoverUploads, uploadTmpDirs } from '#server/uploads/leftover-uploads.ts'

// The retention periods the privacy policy states (core/content/legal-defaults.ts
// RETENTION, docs/decisions/0052-data-retention.md), applied: at start and every hour on each app
// server. Every step is a plain delete of what has expired, so servers running
// it at the same moment do no harm. Server logs go to standard output; their
// 30 days are the log collector's to keep (README, Retention).

const DAY_MS = 24 * 60 * 60 * 1000

export interface RetentionOptions {
  /** Its upload folders in progress are swept of leftovers (server/uploads/leftover-uploads.ts). */
  dataDir: string
  /** Where applications' files are kept (server/storage/). */
  storage: ObjectStore
  /** Where mail is written as .eml files when no SMTP server is set (server/mail/outbox-worker.ts). */
  mailDir: string
  /** Upload folders untouched this long are leftovers of a server that died (default: from the default request timeout). */
  leftoverUploadAgeMs?: number
  /** The time the periods are counted to (tests move it). */
  now?: Date
  /** Months a decided rental application is kept (RENTAL_RETENTION_MONTHS; default: the policy's). */
  rentalApplicationMonths?: number
}

/** REQUEST_TIMEOUT_SECONDS's default (server/config.ts), when the caller does not say. */
const DEFAULT_LEFTOVER_UPLOAD_AGE_MS = leftoverUploadAgeMs(30_000)

export interface PurgeCounts {
  inquiries: number
  applications: number
  /** Rental applications decided longer ago than their period, with their files. */
  rentalApplications: number
  unconfirmedSignUps: number
  mailCopies: number
  /** Licensee-interest disclosures: signed ones after their five years, unsigned ones with their lead. */
  disclosures: number
  notes: number
  files: number
  /** Temporary upload folders left by a server that died mid-upload. */
  uploads: number
}

const monthsBefore = (now: Date, months: number) => {
  const d = new Date(now)
  d.setUTCMonth(d.getUTCMonth() - months)
  return d.toISOString()
}
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()

/** Removes every record and file kept longer than the privacy policy says; returns how many of each. */
export async function purgeExpired(db: Kysely<Database>, options: RetentionOptions): Promise<PurgeCounts> {
  const now = options.now ?? new Date()
  const records = createRetentionRepository(db)

  const inquiries = await records.removeInquiries(await records.expiredInquiries(monthsBefore(now, RETENTION_PERIODS.inquiryMonths)))
  const expired = await records.expiredApplications(
    monthsBefore(now, RETENTION_PERIODS.notAddedApplicationMonths),
    monthsBefore(now, RETENTION_PERIODS.formerBidderMonths),
  )
  const applications = await records.removeApplications(expired)
  for (const id of expired) await deletePrefix(options.storage, applicationFileKey(id, ''))
  const rentals = await records.expiredRentalApplications(
    monthsBefore(now, options.rentalApplicationMonths ?? RETENTION_PERIODS.rentalApplicationMonths),
  )
  // The rows go first: files whose row is gone are also swept as leftovers, so a failure here is mended next hour.
  const rentalApplications = await records.removeRentalApplications(rentals, now.toISOString())
  for (const id of rentals) await deletePrefix(options.storage, applicationFileKey(id, ''))
  // Get Notified's sign-ups and the saved-search addresses and browsers that were never confirmed, after the same week.
  const alerts = createSavedSearchRepository(db)
  const unconfirmedSignUps =
    (await createSubscriberRepository(db).removeUnconfirmedBefore(daysBefore(now, UNCONFIRMED_DAYS))) +
    (await alerts.removeUnconfirmedBefore(daysBefore(now, UNCONFIRMED_DAYS)))
  await alerts.removeChangesBefore(daysBefore(now, RETENTION_PERIODS.listingChangeDays))
  // After the inquiries: a signed disclosure outlives its lead; an unsigned one goes with it (a listing buyer's one
  // unsigned after the inquiries' period).
  const disclosures = await createDisclosureRepository(db).removeExpired(
    monthsBefore(now, RETENTION_PERIODS.signedDisclosureMonths),
    monthsBefore(now, RETENTION_PERIODS.inquiryMonths),
  )
  const mailCutoff = daysBefore(now, RETENTION_PERIODS.mailCopyDays)
  const mailCopies = await records.removeMailCopies(mailCutoff)
  const notes = await records.removeOrphanNotes()
  await records.removeOrphanPersons()
  const files =
    expired.length +
    rentals.length +
    (await removeLeftFolders(records, options.storage, now)) +
    (await removeFilesBefore(options.mailDir, /\.eml$/, Date.parse(mailCutoff)))
  const uploadDirs = Object.values(uploadTmpDirs(options.dataDir))
  const uploads = (
    await removeLeftoverUploads(uploadDirs, options.leftoverUploadAgeMs ?? DEFAULT_LEFTOVER_UPLOAD_AGE_MS, { now: now.getTime() })
  ).removed
  return { inquiries, applications, rentalApplications, unconfirmedSignUps, mailCopies, disclosures, notes, files, uploads }
}

/**
 * Files of applications that were never stored (a crash between keeping the
 * files and writing the row), one application's folder at a time. A folder
 * with a file younger than a day is kept: an application being received has
 * its files kept before its row (server/leads/bidders/bidder-applications.service.ts).
 */
async function removeLeftFolders(records: RetentionRepository, storage: ObjectStore, now: Date): Promise<number> {
  const newest = new Map<string, number>()
  for await (const object of storage.list(APPLICATIONS_PREFIX)) {
    const id = object.key.slice(APPLICATIONS_PREFIX.length).split('/')[0]
    newest.set(id, Math.max(newest.get(id) ?? 0, object.lastModified.getTime()))
  }
  const stored = await records.existingApplications([...newest.keys()])
  let removed = 0
  for (const [id, modified] of newest) {
    if (stored.has(id) || now.getTime() - modified < DAY_MS) continue
    await deletePrefix(storage, applicationFileKey(id, ''))
    removed++
  }
  return removed
}

/** Files in `dir` whose names match, last written before `cutoffMs`. */
async function removeFilesBefore(dir: string, pattern: RegExp, cutoffMs: number): Promise<number> {
  const names = await fs.readdir(dir).catch(() => [] as string[])
  let removed = 0
  for (const name of names.filter((n) => pattern.test(n))) {
    const file = path.join(dir, name)
    const stat = await fs.stat(file).catch(() => null)
    if (!stat?.isFile() || stat.mtimeMs >= cutoffMs) continue
    await fs.rm(file, { force: true })
    removed++
  }
  return removed
}

/** Runs purgeExpired at start and every `intervalMs` (an hour); returns the function that stops it (after a run in progress). */
export function startRetention(
  db: Kysely<Database>,
  options: RetentionOptions & {
    intervalMs?: number
    log?: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void }
  },
): () => Promise<void> {
  let running: Promise<void> | null = null
  const run = () => {
    running ??= purgeExpired(db, options)
      .then((counts) => {
        if (Object.values(counts).some((n) => n > 0)) options.log?.info({ removed: counts }, 'retention: expired records removed')
      })
      .catch((err: unknown) => options.log?.warn({ err }, 'retention: expired records not removed'))
      .finally(() => (running = null))
  }
  run()
  const timer = setInterval(run, options.intervalMs ?? 60 * 60 * 1000)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
