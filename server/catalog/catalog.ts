import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { CONTENT_DEFAULTS, DEFAULT_PROPERTIES_BANNER, DEFAULT_RENTALS_BANNER, mergeDefaults } from '#core/content/content-defaults.ts'
import type { ContentSections } from '#core/content/content.ts'
import { createListingRepository } from '#server/listings/listing.repository.ts'
import { createAgentRepository, createPartnerRepository, createTeamRepository } from '#server/people/people.repository.ts'
import { createContentRepository } from '#server/content/content.repository.ts'
import { createMediaRepository } from '#server/media/media.repository.ts'
import type { PublicCatalog } from './public-catalog.ts'
import { groupPins } from './map-pins.ts'
import { MAP_DEFAULT_ZOOM } from '#core/constants.ts'
import { sanitizeSections, sanitizeTeam } from '#server/content/content-rich-text.ts'
import { isRecentlyArchived } from '#core/listings/listing-form.ts'

const DEFAULT_BANNERS = { properties: DEFAULT_PROPERTIES_BANNER, rentals: DEFAULT_RENTALS_BANNER } as const

export function createCatalog(db: Kysely<Database>): PublicCatalog {
  const properties = createListingRepository(db)
  const agents = createAgentRepository(db)
  const partners = createPartnerRepository(db)
  const team = createTeamRepository(db)
  const content = createContentRepository(db)
  const media = createMediaRepository(db)

  async function sections(): Promise<ContentSections> {
    // Rich text is sanitized on read too (once per catalog version, see cached-catalog.ts).
    return sanitizeSections(mergeDefaults(CONTENT_DEFAULTS, await content.readSections()))
  }

  return {
    listProperties: (query) => properties.list(query),
    findProperty: (id) => properties.findById(id),
    listingGone: async (id) => isRecentlyArchived(await properties.archivedAt(id)),
    async propertyPins({ zoom, ...query }) {
      const pins = await properties.pins(query, { excludeSold: query.type === 'sale' })
      return groupPins(pins, zoom ?? MAP_DEFAULT_ZOOM)
    },
    async publicContent() {
      const [s, members] = await Promise.all([sections(), team.list()])
      return {
        hero: s.hero,
        about: s.about,
        aboutUs: s.aboutUs,
        leadership: s.leadership,
        values: s.values,
        team: sanitizeTeam(members),
        footer: s.footer,
        contact: s.contact,
        vision: s.vision,
      }
    },
    async generalContent() {
      const s = await sections()
      return {
        disclosures: s.disclosures,
        socialMediaSales: s.socialMediaSales,
        socialMediaRentals: s.socialMediaRentals,
        preferredBiddersBanner: s.preferredBiddersBanner,
        sellToUs: s.sellToUs,
      }
    },
    async bannerText(key) {
      return (await content.readBanner(key))?.trim() || DEFAULT_BANNERS[key]
    },
    listActiveAgents: () => agents.listActive(),
    listPartners: () => partners.list(),
    async legalContent() {
      const s = await sections()
      return { privacyPolicy: s.privacyPolicy, termsOfService: s.termsOfService }
    },
    mediaImages: (urls) => media.imagesByUrl(urls),
  }
}
