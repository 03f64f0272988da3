import { PRIVATE_TOKEN, newPrivateToken, privateLink } from '#server/leads/private-link.ts'
import type { Insertable, Kysely } from 'kysely'
import type { Database, RentalApplicantsTable, RentalApplicationFilesTable } from '#server/db/schema.ts'
import type { Listing } from '#core/listings/listing.ts'
import {
  OPEN_RENTAL_STATUSES,
  RENTAL_MESSAGES,
  RENTAL_STATUS_LABELS,
  type ApplicantPart,
  type CoApplicantPartBody,
  type Household,
  type RentalApplication,
  type RentalApplicationStatus,
} from '#core/leads/rental-application.ts'
import type { ReceivedFile } from '#server/uploads/receive-upload.ts'
import { checkImage } from '#server/media/image-pipeline.ts'
import { deletePrefix, isSafeKey, type ObjectStore } from '#server/storage/object-store.ts'
import { enqueueMail, withMail } from '#server/mail/outbox.ts'
import { localizedPath, type Lang } from '#core/i18n/locale.ts'
import { storedLang } from '#server/mail/mail-words.ts'
import { newId } from '#server/db/ids.ts'
import { consentColumns, consentFields, type ConsentEvidence } from '#server/leads/consent.ts'
import { applicationFileKey, keepFile } from '#server/leads/bidders/bidder-applications.service.ts'
import { createListingRepository } from '#server/listings/listing.repository.ts'
import { createRentalApplicationRepository } from './rental-application.repository.ts'
import { followApplicationStatus, insertRentalLead } from './rental-lead.ts'
import { adverseNoticeMail, inviteMail, officeMail, receivedMail, statusMail } from './rental-applications.mail.ts'
import { compareRow, occupancyLimitOf, type RentalCompare } from '#core/leads/rental-compare.ts'
import type { ScreeningCriteria } from '#core/leads/rental-screening.ts'
import { ADVERSE_ACTION_MESSAGES, type AdverseAction, type AdverseNotice } from '#core/leads/adverse-action.ts'

import { LEAD_PAINT_ACK_MESSAGE, needsLeadPaintNotice } from '#core/listings/lead-paint.ts'
// Rental applications (docs/decisions/0130-rental-applications.md). An application to an available rental stores
// the household's part, the main applicant's own part and files, and one row per co-applicant with a private link;
// the confirmation, the invitations and the office's mail are queued in the same transaction. Files are private: in
// the store under private/applications/<id>/ (the bidder applications' folder and mechanism), never public, read by
// signed-in staff only. Each change of status mails every applicant once, in the transaction that made the change.

type Db = Kysely<Database>

export interface RentalApplicationSettings {
  storage: ObjectStore
  officeEmail: string
  publicUrl: string
  now: () => Date
}

/** A refusal with its status, for the routes to answer. */
export class RentalApplicationError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
  ) {
    super(message)
    this.name = 'RentalApplicationError'
  }
}

const TOKEN = PRIVATE_TOKEN
const newToken = newPrivateToken
/** The applicant's private page: their status, their part to complete, and (main applicant) the withdraw button. */
export const rentalApplicationUrl = (publicUrl: string, token: string, lang: Lang = 'en') =>
  privateLink(publicUrl, localizedPath('/rental-application', lang), token)
const reviewUrl = (publicUrl: string, id: string) => `${publicUrl.replace(/\/$/, '')}/admin/rental-applications?open=${id}`

/** Whether a listing takes applications: a published rental that is available. */
export const takesApplications = (listing: Pick<Listing, 'type' | 'status'>) => listing.type === 'rental' && listing.status === 'available'

/** takesApplications for a listing read as staff read it, drafts and archived ones too. */
const stillTakes = (listing: Pick<Listing, 'type' | 'status' | 'publishedAt' | 'archivedAt'>) =>
  takesApplications(listing) && Boolean(listing.publishedAt) && !listing.archivedAt

const home = (l: { title: string; address: string; city?: string; exterior?: { yearBuilt: number | null } }) => ({
  title: l.title,
  address: l.city ? `${l.address}, ${l.city}` : l.address,
  yearBuilt: l.exterior?.yearBuilt ?? null,
})

/** Mails every applicant of an application the status it now has, in the caller's transaction. */
async function mailStatus(
  trx: Db,
  publicUrl: string,
  applicationId: string,
  listing: { title: string; address: string; city?: string },
  status: RentalApplicationStatus,
  reason: string | null,
) {
  for (const a of await createRentalApplicationRepository(trx).applicants(applicationId, trx))
    await enqueueMail(
      trx,
      statusMail(a, home(listing), status, reason, rentalApplicationUrl(publicUrl, a.token, storedLang(a.locale)), applicationId),
    )
}

/** Declines a listing's open applications (but `except`) with `reason`, each applicant told once; the ids declined. */
async function declineOpen(
  trx: Db,
  listing: Pick<Listing, '_id' | 'title' | 'address' | 'city'>,
  reason: string,
  settings: Pick<RentalApplicationSettings, 'publicUrl' | 'now'>,
  except = '',
): Promise<string[]> {
  const repo = createRentalApplicationRepository(trx)
  const at = settings.now().toISOString()
  const declined: string[] = []
  for (const open of await repo.openOfListing(listing._id, except, trx))
    // Only if it is still open: a second save of the listing, or a race with staff, mails nobody twice.
    if (await repo.setStatus(open.id, 'declined', reason, at, trx)) {
      await mailStatus(trx, settings.publicUrl, open.id, listing, 'declined', reason)
      await followApplicationStatus(trx, open.id, 'declined')
      declined.push(open.id)
    }
  return declined
}

/**
 * In a listing save's transaction: a rental that no longer takes applications (not available, taken off the site, or
 * archived) closes its open ones, each applicant told kindly once (docs/decisions/0150-rental-applications-closing-and-retention.md).
 */
export async function closeApplicationsOfUnavailable(
  trx: Db,
  listingId: string,
  settings: Pick<RentalApplicationSettings, 'publicUrl' | 'now'>,
): Promise<string[]> {
  const listing = await createListingRepository(trx).findForStaff(listingId, trx)
  if (!listing || listing.type !== 'rental' || stillTakes(listing)) return []
  return declineOpen(trx, listing, RENTAL_MESSAGES.closedReason, settings)
}

const RECENT_AGENCIES = 5

function noticeOf(row: NonNullable<Awaited<ReturnType<ReturnType<typeof createRentalApplicationRepository>['notice']>>>): AdverseNotice {
  return {
    _id: row.id,
    agency: { name: row.agency_name, address: row.agency_address, phone: row.agency_phone },
    creditScore: row.credit_score ? (JSON.parse(row.credit_score) as AdverseNotice['creditScore']) : null,
    text: row.notice,
    createdAt: row.created_at,
    createdBy: row.created_by_name,
  }
}

export function createRentalApplications(db: Db, settings: RentalApplicationSettings) {
  const repo = createRentalApplicationRepository(db)
  const listings = createListingRepository(db)

  /** Keeps an applicant's files; the records to insert with them. */
  async function keep(applicationId: string, applicantId: string, files: ReceivedFile[]) {
    for (const file of files) if (file.group === 'image') await checkImage(file.path, { name: file.originalName })
    const records: Array<Insertable<RentalApplicationFilesTable>> = []
    for (const file of files)
      records.push({
        ...(await keepFile(file, settings.storage, applicationId)),
        application_id: applicationId,
        applicant_id: applicantId,
        field: file.field,
        original_name: file.originalName,
      })
    return records
  }

  async function listingOf(id: string) {
    const listing = await listings.findById(id)
    if (!listing) throw new RentalApplicationError(404, 'This application’s home was not found.')
    return listing
  }

  /** Keeps the adverse-action notice and mails it to every applicant, in the decline's transaction. */
  async function sendNotice(trx: Db, applicationId: string, action: AdverseAction, by: { id: string; name: string }, at: string) {
    await repo.insertNotice(
      {
        id: newId(),
        application_id: applicationId,
        agency_name: action.agency.name,
        agency_address: action.agency.address,
        agency_phone: action.agency.phone,
        credit_score: action.creditScore ? JSON.stringify(action.creditScore) : null,
        notice: action.notice,
        created_at: at,
        created_by: by.id,
        created_by_name: by.name,
      },
      trx,
    )
    for (const a of await repo.applicants(applicationId, trx)) await enqueueMail(trx, adverseNoticeMail(a, action.notice, applicationId))
  }

  return {
    /** Stores an application to `listing` with the main applicant's files; refused with 409 when the home is taken. */
    async submit(
      listing: Listing,
      a: RentalApplication,
      files: ReceivedFile[],
      consent: ConsentEvidence,
      lang: Lang = 'en',
    ): Promise<string> {
      if (!takesApplications(listing)) throw new RentalApplicationError(409, RENTAL_MESSAGES.notAvailable)
      const leadPaint = needsLeadPaintNotice(listing.exterior.yearBuilt)
      if (leadPaint && a.leadPaintAcknowledged !== true) throw new RentalApplicationError(400, LEAD_PAINT_ACK_MESSAGE)
      const now = settings.now().toISOString()
      const id = newId()
      const mainId = newId()
      try {
        const fileRecords = await keep(id, mainId, files)
        const applicants: Array<Insertable<RentalApplicantsTable>> = [
          {
            id: mainId,
            application_id: id,
            role: 'main',
            position: 0,
            name: a.applicant.name,
            email: a.applicant.email,
            phone: a.applicant.phone,
            token: newToken(),
            part: JSON.stringify(a.part),
            completed_at: now,
            created_at: now,
            // Co-applicants are invited in the main applicant's language, the only one known of them until they complete their
            // part; the invitation gives their link in the other language too (inviteMail).
            locale: lang,
            ...consentColumns(consent),
          },
          ...a.coApplicants.map((c, i) => ({
            id: newId(),
            application_id: id,
            role: 'co',
            position: i + 1,
            name: c.name,
            email: c.email,
            phone: '',
            token: newToken(),
            part: null,
            completed_at: null,
            created_at: now,
            locale: lang,
            ...consentColumns(undefined),
          })),
        ]
        await withMail(db, async (trx) => {
          // Taken meanwhile (approved elsewhere, changed by staff): refused inside the transaction too.
          const fresh = await createListingRepository(trx).findForStaff(listing._id, trx)
          if (!fresh || !stillTakes(fresh)) throw new RentalApplicationError(409, RENTAL_MESSAGES.notAvailable)
          await repo.insert(
            {
              id,
              listing_id: listing._id,
              status: 'received' satisfies RentalApplicationStatus,
              status_reason: null,
              move_in_date: a.household.moveInDate,
              household: JSON.stringify(a.household),
              created_at: now,
              status_changed_at: now,
              lead_paint_acknowledged_at: leadPaint ? now : null,
              lead_id: null,
            },
            applicants,
            fileRecords,
            trx,
          )
          const [main, ...co] = applicants
          await insertRentalLead(trx, {
            id,
            listing_id: listing._id,
            move_in_date: a.household.moveInDate,
            created_at: now,
            main: a.applicant,
            applicants: applicants.length,
          })
          const where = home(listing)
          await enqueueMail(trx, receivedMail(main, where, rentalApplicationUrl(settings.publicUrl, main.token, lang), id, co.length))
          for (const c of co) {
            const partUrl = (l: Lang) => rentalApplicationUrl(settings.publicUrl, c.token, l)
            await enqueueMail(trx, inviteMail(c, where, partUrl, id))
          }
          await enqueueMail(trx, officeMail(settings.officeEmail, where, 'a new application', id, reviewUrl(settings.publicUrl, id)))
        })
        return id
      } catch (err) {
        await deletePrefix(settings.storage, applicationFileKey(id, ''))
        throw err
      }
    },

    /** What an applicant's private page shows; undefined for a link that names nobody. */
    async view(token: string) {
      if (!TOKEN.test(token)) return undefined
      const me = await repo.applicantByToken(token)
      if (!me) return undefined
      const application = await repo.findById(me.application_id)
      if (!application) return undefined
      const listing = await listings.findById(application.listing_id)
      const open = OPEN_RENTAL_STATUSES.includes(application.status as RentalApplicationStatus)
      return {
        status: application.status as RentalApplicationStatus,
        statusLabel: RENTAL_STATUS_LABELS[application.status as RentalApplicationStatus] ?? application.status,
        reason: application.status_reason,
        submittedAt: application.created_at,
        moveInDate: application.move_in_date,
        listing: listing ? { _id: listing._id, title: listing.title, address: home(listing).address } : null,
        me: { name: me.name, role: me.role as 'main' | 'co', completed: Boolean(me.completed_at) },
        applicants: (await repo.applicants(application.id)).map((a) => ({
          name: a.name,
          role: a.role,
          completed: Boolean(a.completed_at),
        })),
        needsPart: me.role === 'co' && !me.completed_at && open,
        canWithdraw: me.role === 'main' && open,
      }
    },

    /** A co-applicant's own part, through their private link; once. From then on their mails are in the language they used. */
    async completePart(
      token: string,
      body: CoApplicantPartBody,
      files: ReceivedFile[],
      consent: ConsentEvidence,
      lang: Lang = 'en',
    ): Promise<void> {
      const me = TOKEN.test(token) ? await repo.applicantByToken(token) : undefined
      if (!me) throw new RentalApplicationError(404, 'This link is not valid. Please use the link in your invitation mail.')
      if (me.role !== 'co' || me.completed_at) throw new RentalApplicationError(409, 'Your part of this application is already complete.')
      const application = await repo.findById(me.application_id)
      if (!application || !OPEN_RENTAL_STATUSES.includes(application.status as RentalApplicationStatus))
        throw new RentalApplicationError(409, 'This application is closed, so it no longer takes changes.')
      const listing = await listingOf(application.listing_id)
      let records: Array<Insertable<RentalApplicationFilesTable>> = []
      try {
        records = await keep(application.id, me.id, files)
        await withMail(db, async (trx) => {
          const stored = await repo.completePart(
            me.id,
            {
              phone: body.phone,
              part: JSON.stringify(body.part),
              completed_at: settings.now().toISOString(),
              locale: lang,
              ...consentColumns(consent),
            },
            records,
            trx,
          )
          if (!stored) throw new RentalApplicationError(409, 'Your part of this application is already complete.')
          const where = home(listing)
          await enqueueMail(
            trx,
            officeMail(
              settings.officeEmail,
              where,
              'a co-applicant completed their part',
              application.id,
              reviewUrl(settings.publicUrl, application.id),
            ),
          )
        })
      } catch (err) {
        // Only this applicant's new files go: the application's others stay.
        if (records.length) await settings.storage.delete(records.map((r) => applicationFileKey(application.id, r.stored_file)))
        throw err
      }
    },

    /** The main applicant withdraws the application through their private link; every applicant is told. */
    async withdraw(token: string): Promise<void> {
      const me = TOKEN.test(token) ? await repo.applicantByToken(token) : undefined
      if (!me) throw new RentalApplicationError(404, 'This link is not valid. Please use the link in your confirmation mail.')
      if (me.role !== 'main') throw new RentalApplicationError(409, 'Only the main applicant can withdraw the application.')
      const application = await repo.findById(me.application_id)
      if (!application) throw new RentalApplicationError(404, 'This application no longer exists.')
      const listing = await listingOf(application.listing_id)
      await withMail(db, async (trx) => {
        if (!(await repo.setStatus(application.id, 'withdrawn', null, settings.now().toISOString(), trx)))
          throw new RentalApplicationError(409, 'This application is closed, so it can no longer be withdrawn.')
        await followApplicationStatus(trx, application.id, 'withdrawn')
        await mailStatus(trx, settings.publicUrl, application.id, listing, 'withdrawn', null)
        await enqueueMail(
          trx,
          officeMail(
            settings.officeEmail,
            home(listing),
            'withdrawn by the applicant',
            application.id,
            reviewUrl(settings.publicUrl, application.id),
          ),
        )
      })
    },

    /**
     * Staff set under review, approved or declined. Approving one application declines the listing's other open ones
     * (their applicants are told, kindly, that the home is taken) and returns the listing, for the caller to move to
     * pending.
     */
    async setStatus(
      id: string,
      status: 'under-review' | 'approved' | 'declined',
      report?: { notice: AdverseAction; by: { id: string; name: string } },
    ): Promise<{ listingId: string; declined: string[] }> {
      const application = await repo.findById(id)
      if (!application) throw new RentalApplicationError(404, 'This application no longer exists.')
      if (report && status !== 'declined') throw new RentalApplicationError(400, ADVERSE_ACTION_MESSAGES.onlyWithDecline)
      if (report && !report.notice.notice.toLowerCase().includes(report.notice.agency.name.toLowerCase()))
        throw new RentalApplicationError(400, ADVERSE_ACTION_MESSAGES.agencyNotNamed)
      const listing = await listingOf(application.listing_id)
      const at = settings.now().toISOString()
      return withMail(db, async (trx) => {
        if (!(await repo.setStatus(id, status, null, at, trx)))
          throw new RentalApplicationError(
            409,
            application.status === status
              ? `This application is already ${RENTAL_STATUS_LABELS[status].toLowerCase()}.`
              : 'This application is closed (approved, declined or withdrawn), so its status can no longer change.',
          )
        await mailStatus(trx, settings.publicUrl, id, listing, status, null)
        if (report) await sendNotice(trx, id, report.notice, report.by, at)
        await followApplicationStatus(trx, id, status)
        const declined = status === 'approved' ? await declineOpen(trx, listing, RENTAL_MESSAGES.takenReason, settings, id) : []
        return { listingId: listing._id, declined }
      })
    },

    /** Staff's list of applications, newest first. */
    async list(filter: { listingId?: string | undefined; status?: string | undefined }) {
      const rows = await repo.list(filter)
      const counts = await repo.applicantCounts(rows.map((r) => r.id))
      return rows.map((r) => ({
        _id: r.id,
        status: r.status as RentalApplicationStatus,
        createdAt: r.created_at,
        moveInDate: r.move_in_date,
        name: r.name,
        email: r.email,
        listing: { _id: r.listing_id, title: r.listing_title, address: r.listing_address },
        applicants: counts.get(r.id)?.all ?? 1,
        completed: counts.get(r.id)?.done ?? 1,
      }))
    },

    /** One application with every applicant's part, consent and files, for staff's review. */
    async detail(id: string) {
      const application = await repo.findById(id)
      if (!application) return undefined
      const listing = await listings.findById(application.listing_id)
      const files = await repo.files(id)
      const notice = await repo.notice(id)
      return {
        _id: application.id,
        adverseNotice: notice ? noticeOf(notice) : null,
        status: application.status as RentalApplicationStatus,
        statusReason: application.status_reason,
        createdAt: application.created_at,
        statusChangedAt: application.status_changed_at,
        listing: listing
          ? { _id: listing._id, title: listing.title, address: home(listing).address, status: listing.status, price: listing.price }
          : null,
        household: JSON.parse(application.household) as Household,
        applicants: (await repo.applicants(id)).map((a) => ({
          _id: a.id,
          role: a.role as 'main' | 'co',
          name: a.name,
          email: a.email,
          phone: a.phone,
          completedAt: a.completed_at,
          part: a.part ? (JSON.parse(a.part) as ApplicantPart) : null,
          consent: consentFields(a, 'Agreement'),
          files: files
            .filter((f) => f.applicant_id === a.id)
            .map((f) => ({ _id: f.id, field: f.field, name: f.original_name, bytes: f.bytes, warnings: f.warnings })),
        })),
      }
    },

    /** The applications for one home side by side against its criteria (withdrawn ones left out); undefined without the home. */
    async compare(listingId: string, criteria: ScreeningCriteria): Promise<RentalCompare | undefined> {
      const listing = await listings.findById(listingId)
      if (!listing) return undefined
      const terms = { price: listing.price, status: listing.status, petPolicy: listing.building.petPolicy }
      const limit = occupancyLimitOf(criteria.occupancyLimit, listing.bedrooms)
      const rows: RentalCompare['rows'] = []
      for (const r of (await repo.list({ listingId })).filter((r) => r.status !== 'withdrawn').reverse()) {
        const found = await this.detail(r.id)
        if (found) rows.push(compareRow(found, terms, criteria, limit))
      }
      return {
        listing: { _id: listing._id, ...terms, title: listing.title, address: home(listing).address, bedrooms: listing.bedrooms },
        criteria,
        occupancyLimit: limit,
        rows,
      }
    },

    /** The consumer reporting agencies staff named lately, offered at the next decline. */
    recentAgencies: () => repo.recentAgencies(RECENT_AGENCIES),

    /** A private file of an application, to stream to signed-in staff. */
    async file(id: string, fileId: string) {
      const file = await repo.findFile(id, fileId)
      if (!file || file.stored_file.includes('/')) return undefined
      const key = applicationFileKey(id, file.stored_file)
      if (!isSafeKey(key)) return undefined
      const read = await settings.storage.get(key)
      if (!read) return undefined
      return { body: read.body, name: file.original_name, mimeType: file.mime_type, bytes: read.size }
    },
  }
}

export type RentalApplications = ReturnType<typeof createRentalApplications>
