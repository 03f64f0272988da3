import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { CONTENT_DEFAULTS, DEFAULT_PROPERTIES_BANNER, DEFAULT_RENTALS_BANNER, mergeDefaults } from '#core/content/content-defaults.ts'
import type { BannerKey, ContentSections, GeneralContent, LegalContent, PublicContent } from '#core/content/content.ts'
import { createTeamRepository } from '#server/people/people.repository.ts'
import { createContentRepository } from './content.repository.ts'
import { sanitizeSections, sanitizeTeam } from './content-rich-text.ts'

/**
 * What the public pages and the content API read: the saved sections over
 * their defaults, rich text sanitized on read as well as on save (once per
 * catalog version: server/catalog caches these reads until a save moves it).
 */
export interface ContentCatalog {
  publicContent(): Promise<PublicContent>
  generalContent(): Promise<GeneralContent>
  bannerText(key: BannerKey): Promise<string>
  /** The privacy policy and terms of service (content sections privacyPolicy, termsOfService). */
  legalContent(): Promise<LegalContent>
}

const DEFAULT_BANNERS = { properties: DEFAULT_PROPERTIES_BANNER, rentals: DEFAULT_RENTALS_BANNER } as const

export function createContentCatalog(db: Kysely<Database>): ContentCatalog {
  const content = createContentRepository(db)
  const team = createTeamRepository(db)

  async function sections(): Promise<ContentSections> {
    return sanitizeSections(mergeDefaults(CONTENT_DEFAULTS, await content.readSections()))
  }

  return {
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
    async legalContent() {
      const s = await sections()
      return { privacyPolicy: s.privacyPolicy, termsOfService: s.termsOfService }
    },
  }
}
