import { randomBytes } from 'node:crypto'
import type { Insertable, Kysely } from 'kysely'
import type { BidderApplicationFilesTable, Database } from '#server/db/schema.ts'
import type { BidderApplication } from '#core/leads/bidder-application.ts'
import type { ApplicationStatus } from '#core/leads/bidder-rules.ts'
import type { ReceivedFile } from '#server/uploads/receive-upload.ts'
import { uploadTmpDirs } from '#server/uploads/leftover-uploads.ts'
import { deletePrefix, type ObjectStore } from '#server/storage/object-store.ts'
import { checkImage, reencodeImage } from '#server/media/image-pipeline.ts'
import { FILE_KINDS, nameWithExtension } from '#core/file-kinds.ts'
import { createPersonRepository } from '#server/leads/person.repository.ts'
import { routeNewLead } from '#server/leads/lead-routing.service.ts'
import { enqueueMail, withMail } from '#server/mail/outbox.ts'
import type { Lang } from '#core/i18n/locale.ts'
import { storedLang } from '#server/mail/mail-words.ts'
import { newId } from '#server/db/ids.ts'
import { mayBeOffensive } from '#server/leads/offensive-language.ts'
import { consentColumns, type ConsentEvidence } from '#server/leads/consent.ts'
import { createBidderApplicationRepository } from './bidder-application.repository.ts'
import { bidderStatusUrl, confirmationMail, officeMail } from './bidder-applications.mail.ts'

// Preferred-bidder applications. Files are private
// documents: they are kept in the store (server/storage/) under private/applications/<id>/ with names
// the server makes and the extension of the kind their bytes showed, never in
// the public media folder; pictures are re-encoded without their metadata
// first (every header is read before the first decode, so a refused picture
// costs no decoding, and the decodes wait in the image pipeline's one queue).
// The application, its file records and both
// mails are written in one transaction, and the files are removed if it fails.

export interface ApplicationSettings {
  /** Uploads in progress are received under it (uploadTmpDir). */
  dataDir: string
  storage: ObjectStore
  officeEmail: string
  publicUrl: string
}

/** Where every application's files are kept, one folder per application: never public. */
export const APPLICATIONS_PREFIX = 'private/applications/'
export const applicationFileKey = (applicationId: string, storedFile: string) => `${APPLICATIONS_PREFIX}${applicationId}/${storedFile}`
export const uploadTmpDir = (dataDir: string) => uploadTmpDirs(dataDir).applications

/** "PB-" + the server's time in ms + 7 random base-36 characters (24 characters, the id column's size). */
export function newApplicationId(now = Date.now()): string {
  const random = [...randomBytes(7)].map((b) => (b % 36).toString(36)).join('')
  return `PB-${now}-${random}`
}

/**
 * What the applicant wrote as free text (flagged for staff when it may contain
 * offensive language); names, companies, addresses and numbers are never read.
 */
const applicationFreeText = (a: BidderApplication) => [
  a.recentProjects,
  a.otherTradesDetails,
  a.broaderAreaDetails,
  a.violationsExplanation,
  ...a.references.map((r) => r.project),
]

export async function recordApplication(
  db: Kysely<Database>,
  settings: ApplicationSettings,
  answers: BidderApplication,
  files: ReceivedFile[],
  consent: ConsentEvidence,
  lang: Lang = 'en',
): Promise<string> {
  const now = new Date()
  const id = newApplicationId(now.getTime())
  for (const file of files) if (file.group === 'image') await checkImage(file.path, { name: file.originalName })
  try {
    const records: Array<Insertable<BidderApplicationFilesTable>> = []
    for (const file of files)
      records.push({
        ...(await keepFile(file, settings.storage, id)),
        application_id: id,
        field: file.field,
        original_name: file.originalName,
      })
    const token = randomBytes(32).toString('hex')
    const submittedAt = now.toISOString()
    const { website: _honeypot, ...payload } = answers
    await withMail(db, async (trx) => {
      await createBidderApplicationRepository(db).insert(
        {
          id,
          company_name: answers.companyName,
          contact_name: answers.primaryContact,
          email: answers.email,
          phone: answers.phone,
          payload: JSON.stringify(payload),
          status: 'received' satisfies ApplicationStatus,
          created_at: submittedAt,
          status_token: token,
          confirmation_sent_at: submittedAt,
          status_changed_at: submittedAt,
          offensive_language: mayBeOffensive(...applicationFreeText(answers)) ? 1 : 0,
          ...consentColumns(consent),
          locale: lang,
        },
        records,
        trx,
      )
      await createPersonRepository(trx).join('bidder_applications', id)
      await routeNewLead(trx, { table: 'bidder_applications', id, kind: 'application' })
      const mailed = files.map((f) => ({
        field: f.field,
        originalName: nameWithExtension(f.originalName, FILE_KINDS[f.kind].extensions[0]),
        bytes: f.bytes,
      }))
      await enqueueMail(trx, { ...officeMail(answers, { id, submittedAt }, mailed, settings.officeEmail), relatedId: id })
      const statusUrl = bidderStatusUrl(settings.publicUrl, token, lang)
      await enqueueMail(trx, { ...confirmationMail(answers, { id, statusUrl }, lang), relatedId: id })
    })
    return id
  } catch (err) {
    await deletePrefix(settings.storage, applicationFileKey(id, ''))
    throw err
  }
}

/**
 * Keeps one received file in the application's folder under a server-made name with the extension of its
 * detected kind; pictures are re-encoded first. Its warnings (PDF scripts, attachments) are kept for staff.
 */
export async function keepFile(file: ReceivedFile, storage: ObjectStore, applicationId: string) {
  const fileId = newId()
  const warnings = file.warnings.join(',')
  if (file.group === 'image') {
    const image = await reencodeImage(file.path, { name: file.originalName })
    const stored = `${fileId}.${image.ext}`
    await storage.put(applicationFileKey(applicationId, stored), image.data, { contentType: image.mime })
    return { id: fileId, stored_file: stored, mime_type: image.mime, bytes: image.data.length, warnings }
  }
  const stored = `${fileId}.${FILE_KINDS[file.kind].extensions[0]}`
  await storage.put(applicationFileKey(applicationId, stored), { path: file.path }, { contentType: file.mime })
  return { id: fileId, stored_file: stored, mime_type: file.mime, bytes: file.bytes, warnings }
}

/**
 * POST /api/send-confirmation-email: confirms an application that exists, only to
 * its own address, once. The confirmation is normally queued with the application
 * itself, so this call finds it sent and answers the same without a second mail.
 */
export async function confirmApplication(
  db: Kysely<Database>,
  settings: ApplicationSettings,
  request: { applicationId: string; to: string },
): Promise<boolean> {
  const repo = createBidderApplicationRepository(db)
  const application = await repo.findById(request.applicationId)
  if (!application || application.email.toLowerCase() !== request.to.toLowerCase()) return false
  await withMail(db, async (trx) => {
    if (!(await repo.markConfirmationSent(application.id, new Date().toISOString(), trx))) return
    let token = application.status_token
    if (!token) {
      token = randomBytes(32).toString('hex')
      await repo.setStatusToken(application.id, token, trx)
    }
    const lang = storedLang(application.locale)
    const mail = confirmationMail(
      { email: application.email, primaryContact: application.contact_name },
      { id: application.id, statusUrl: bidderStatusUrl(settings.publicUrl, token, lang) },
      lang,
    )
    await enqueueMail(trx, { ...mail, relatedId: application.id })
  })
  return true
}

/** What the applicant's private status page shows. */
export async function applicationStatus(
  db: Kysely<Database>,
  token: string,
): Promise<{ applicationId: string; companyName: string; status: ApplicationStatus; submittedAt: string } | undefined> {
  if (!/^[0-9a-f]{64}$/.test(token)) return undefined
  const row = await createBidderApplicationRepository(db).findByStatusToken(token)
  if (!row) return undefined
  return { applicationId: row.id, companyName: row.company_name, status: row.status as ApplicationStatus, submittedAt: row.created_at }
}
