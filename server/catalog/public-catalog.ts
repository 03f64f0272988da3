import type { ManageView } from '#core/leads/saved-searches.ts'
import type { ApplicationStatus } from '#core/leads/bidder-rules.ts'
import type { MediaImage } from '#core/media.ts'
import type { ListingCatalog } from '#server/listings/listing.catalog.ts'
import type { ContentCatalog } from '#server/content/content.catalog.ts'
import type { PeopleCatalog } from '#server/people/people.catalog.ts'
import type { Listing } from '#core/listings/listing.ts'
import type { VerifyAnswer } from '#core/listings/listing-verify.ts'
import type { ScreeningCriteria } from '#core/leads/rental-screening.ts'
import type { DisclosureView } from '#core/leads/disclosures.ts'
import type { ShowingView } from '#core/leads/showing-link.ts'
import type { RentalApplications } from '#server/leads/rentals/rental-applications.service.ts'

/**
 * What the public side reads: each feature's public reads (its `*.catalog.ts`)
 * and the stored images' sources. The REST handlers and the server-rendered
 * loaders call these same functions: no page fetches its own server over
 * HTTP during SSR.
 */
export interface PublicCatalog extends ListingCatalog, ContentCatalog, PeopleCatalog {
  /** Responsive sources of stored images by the URL a page has (/media/<id>/…); other URLs are left out. */
  mediaImages(urls: string[]): Promise<Record<string, MediaImage>>
  /** A QR code of one of the site's addresses, as an SVG data URL: a printed flyer's way back to its listing. */
  qrCode(url: string): Promise<string>
}

/** Settings the browser may see. */
export interface PublicConfig {
  publicUrl: string
  mapTileUrl: string
  /** The zone every page shows dates in (core/business-time.ts). */
  businessTimeZone: string
}

/** What a page's form may change: the unsubscribe page's button works without JavaScript. */
/** What a rental applicant's private page shows (server/leads/rentals/rental-applications.service.ts). */
export type RentalApplicationView = NonNullable<Awaited<ReturnType<RentalApplications['view']>>>

export interface PublicActions {
  /** A rental applicant's private page (/rental-application?token=); undefined for an unknown token. */
  rentalApplication(token: string): Promise<RentalApplicationView | undefined>
  /** A visitor's showing by its private link (/showing?token=); undefined for an unknown token. */
  showing(token: string): Promise<ShowingView | undefined>
  /** A licensee-interest disclosure by its private link (/disclosure?token=); undefined for an unknown token. */
  disclosure(token: string): Promise<DisclosureView | undefined>
  /** A rental's screening criteria, read fresh, and whether it takes applications; undefined when it is no rental. */
  rentalCriteria(listingId: string): Promise<{ listing: Listing; takesApplications: boolean; criteria: ScreeningCriteria } | undefined>

  /** /verify: whether a code or link is one of our published listings; undefined when the text holds neither (server/listings/listing-verify.service.ts). */
  verifyListing(text: string): Promise<VerifyAnswer | undefined>

  /** Removes the address with this unsubscribe token; false when no address has it. */
  unsubscribe(token: string): Promise<boolean>
  /** Confirms a Get Notified sign-up (double opt-in); false when no address has this token. */
  confirmSubscription(token: string): Promise<boolean>
  /** Confirms a browser's tie to an address for saved searches and homes; false for an unknown token. */
  confirmAlerts(token: string): Promise<boolean>
  /** Stops one saved search's alerts (its one-click unsubscribe); false when it is gone already. */
  stopAlert(token: string): Promise<boolean>
  /** The saved searches and homes of a private link's address (/saved-searches?token=); undefined for an unknown token. */
  savedSearches(token: string): Promise<Omit<ManageView, 'browserKey'> | undefined>

  /** A preferred-bidder application's status for its private link (/application-status?token=); undefined for an unknown token. */
  applicationStatus(
    token: string,
  ): Promise<{ applicationId: string; companyName: string; status: ApplicationStatus; submittedAt: string } | undefined>
}

export interface AppLoadContextValue {
  catalog: PublicCatalog
  publicConfig: PublicConfig
  actions: PublicActions
  /** This response's Content-Security-Policy nonce, for the page's inline scripts (set per request by the server). */
  cspNonce?: string
  /** Rendered for the page cache: the whole document at once, the same for every visitor (server/catalog/page-cache.ts). */
  completeDocument?: boolean
  /** A staff preview link's render: drafts shown in place, under a "not public" banner (server/catalog/staff-previews.ts). */
  preview?: boolean
}
