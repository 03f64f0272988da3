import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { Listing } from '#core/listings/listing.ts'
import { readVerifyQuery } from '#core/listings/listing-code.ts'
import {
  NOT_OURS_CODE_MESSAGE,
  NOT_OURS_LINK_MESSAGE,
  OTHER_SITE_MESSAGE,
  OURS_MESSAGE,
  type VerifyAnswer,
  type VerifyContact,
} from '#core/listings/listing-verify.ts'
import { formatListingPrice, homeBadge } from '#core/format.ts'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { createContentCatalog } from '#server/content/content.catalog.ts'
import { createListingRepository } from './listing.repository.ts'

/**
 * Checks a code or a link a visitor gives on /verify (docs/decisions/0148-verify-a-listing.md): only a published
 * listing that is not archived is confirmed, read fresh (never from the pages' cache), so a draft's code or an
 * archived listing's link reads as not ours. Undefined: the text holds neither a code nor a link.
 */
export function createListingVerifier(db: Kysely<Database>, { publicUrl }: { publicUrl: string }) {
  const listings = createListingRepository(db)
  const content = createContentCatalog(db)

  const contactOf = async (listing: Listing): Promise<VerifyContact> => {
    const agent = listing.agent
    if (agent?.name.trim() && (agent.phone.trim() || agent.email.trim()))
      return { kind: 'agent', name: agent.name, phone: agent.phone, email: agent.email }
    const { footer } = await content.publicContent()
    return { kind: 'office', name: COMPANY_NAME, phone: footer.phone, email: footer.email }
  }

  return async function verify(text: string): Promise<VerifyAnswer | undefined> {
    const query = readVerifyQuery(text, publicUrl)
    if (query.otherSite) return { result: 'not-ours', message: OTHER_SITE_MESSAGE(query.otherSite), otherSite: query.otherSite }
    if (!query.listingId && query.codes.length === 0) return undefined
    const [listing] = query.listingId
      ? [await listings.findPublished(query.listingId)].filter((l) => l !== undefined)
      : await listings.findPublishedByCodes(query.codes)
    if (!listing) return { result: 'not-ours', message: query.listingId ? NOT_OURS_LINK_MESSAGE : NOT_OURS_CODE_MESSAGE }
    return {
      result: 'ours',
      message: OURS_MESSAGE,
      listing: {
        _id: listing._id,
        listingCode: listing.listingCode ?? '',
        title: listing.title,
        address: [listing.address, listing.city, listing.state].filter(Boolean).join(', '),
        price: formatListingPrice(listing),
        status: homeBadge(listing).label,
        photo: listing.thumbnail,
        url: `/property/${listing._id}`,
      },
      contact: await contactOf(listing),
    }
  }
}

export type ListingVerifier = ReturnType<typeof createListingVerifier>
