import type { Kysely } from 'kysely'
import type { Config } from '#server/config.ts'
import type { Database } from '#server/db/schema.ts'
import type { Lang } from '#core/i18n/locale.ts'
import type { TourRequestBody } from '#core/leads/inquiry.ts'
import type { InterestBody } from '#core/leads/upcoming.ts'
import type { SellToUsBody } from '#core/leads/sell-to-us.ts'
import type { ConsultationBody, GeneralContactBody, OfficeRequestKind } from '#core/leads/office-requests.ts'
import type { BidderApplication } from '#core/leads/bidder-application.ts'
import type { Listing } from '#core/listings/listing.ts'
import type { ReceivedFile } from '#server/uploads/receive-upload.ts'
import type { OpenHouse } from '#core/listings/open-house.ts'
import type { OpenHouseSignIn } from '#core/leads/open-house-sign-in.ts'
import { createListingRepository } from '#server/listings/listing.repository.ts'
import { createListingCatalog } from '#server/listings/listing.catalog.ts'
import { recordOpenHouseSignIn } from './open-house-sign-in.service.ts'
import type { ConsentEvidence } from './consent.ts'
import { createContentCatalog } from '#server/content/content.catalog.ts'
import { recordListingInquiry } from './inquiries.service.ts'
import { showingContext, showingDays, slotNotFreeMessage } from './showings.service.ts'
import { recordInterest } from './interest.service.ts'
import { recordOfficeRequest } from './office-requests.service.ts'
import { recordSellToUs } from './sell-to-us.service.ts'
import { recordCopyReport } from './copy-report.service.ts'
import type { CopyReportBody } from '#core/leads/copy-report.ts'
import { confirmSubscription, signUp, unsubscribe } from './subscriptions.service.ts'
import {
  confirmApplication,
  recordApplication,
  uploadTmpDir,
  type ApplicationSettings,
} from '#server/leads/bidders/bidder-applications.service.ts'

/**
 * Every way a visitor's message comes in, bound to the database and the
 * office's settings. Each stores its lead and queues its mail in one
 * transaction; the mail goes out once that has committed.
 */
export function createLeadIntake(db: Kysely<Database>, settings: ApplicationSettings) {
  const { officeEmail, publicUrl } = settings
  const listings = createListingRepository(db)
  return {
    /** Contact Agent and Schedule Tour on a listing's page. */
    propertyInquiry: (kind: 'agent' | 'tour', body: TourRequestBody, consent: ConsentEvidence, lang: Lang = 'en') =>
      recordListingInquiry(db, kind, body, consent, { officeEmail, publicUrl, lang }),
    /** A published listing's tour slots from `from` to `to`, free or why not; undefined when it is not public. */
    showingSlots: async (propertyId: string, range: { from?: string; to?: string }) => {
      if (!(await listings.findPublished(propertyId))) return undefined
      const context = await showingContext(db, propertyId)
      return context && showingDays(db, context, range)
    },
    /** The 409's words for a tour slot that is not free: the nearest free ones. */
    slotNotFreeMessage: (propertyId: string, date: string) => slotNotFreeMessage(db, propertyId, date),
    /** The disclosures under the listing page's buttons: the words a visitor agrees to by sending (as the page shows them). */
    disclosures: async () => (await createContentCatalog(db).generalContent()).disclosures,
    findListing: (id: string): Promise<Listing | undefined> => listings.findPublished(id),
    /** Express Interest in an upcoming listing. */
    interest: (listing: Listing, body: InterestBody, lang: Lang = 'en') => recordInterest(db, listing, body, officeEmail, lang),
    /** An open house with its listing, read fresh (not from the pages' cache): undefined once cancelled or not public. */
    findOpenHouse: (id: string) => createListingCatalog(db).findOpenHouse(id),
    /** A visitor's sign-in at an open house. */
    openHouseSignIn: (
      at: { listing: Listing; openHouse: OpenHouse },
      signIn: OpenHouseSignIn,
      consent: ConsentEvidence,
      lang: Lang = 'en',
    ) => recordOpenHouseSignIn(db, at, signIn, consent, officeEmail, lang),
    /** Schedule Consultation and the contact page's form. */
    officeRequest: (kind: OfficeRequestKind, body: ConsultationBody & GeneralContactBody, lang: Lang = 'en') =>
      recordOfficeRequest(db, kind, body, officeEmail, lang),
    sellToUs: (body: SellToUsBody, lang: Lang = 'en') => recordSellToUs(db, body, officeEmail, lang),
    /** "Report a copy" on /verify. */
    copyReport: (body: CopyReportBody) => recordCopyReport(db, body, { officeEmail, publicUrl }),
    /** Get Notified: true when a confirmation mail was queued. */
    signUp: (email: string, lang: Lang = 'en') => signUp(db, email, publicUrl, lang),
    confirmSubscription: (token: string) => confirmSubscription(db, token),
    /** Any marketing mail's unsubscribe link: no more marketing mail to the person. */
    unsubscribe: (token: string) => unsubscribe(db, token),
    /** The preferred-bidder application, its files and its confirmation. */
    application: (answers: BidderApplication, files: ReceivedFile[], consent: ConsentEvidence, lang: Lang = 'en') =>
      recordApplication(db, settings, answers, files, consent, lang),
    confirmApplication: (request: { applicationId: string; to: string }) => confirmApplication(db, settings, request),
    applicationUploadDir: uploadTmpDir(settings.dataDir),
  }
}

export type LeadIntake = ReturnType<typeof createLeadIntake>

/** What each public form's routes get: the intake, and the form limit per client address. */
export interface FormRoutesOptions {
  intake: LeadIntake
  rateLimit: Config['rateLimits']['forms']
}
