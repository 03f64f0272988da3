import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { CONTENT_DEFAULTS, DEFAULT_PROPERTIES_BANNER, DEFAULT_RENTALS_BANNER, mergeDefaults } from '#core/content/content-defaults.ts'
import type { BannerKey, ContentSections, GeneralContent, LegalContent, PublicContent } from '#core/content/content.ts'
import { CONTENT_SAVES, type ContentSlug } from '#core/content/content-saves.ts'
import type { TeamMember } from '#core/people/people.ts'
import { createTeamRepository } from '#server/people/people.repository.ts'
import { createContentRepository } from './content.repository.ts'
import type { BannerValue } from './content-editor.service.ts'
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
  /** The banner in Spanish, '' while staff have not written it (docs/decisions/0186-spanish-people-banners-and-footer.md). */
  bannerSpanish(key: BannerKey): Promise<string>
  /** The privacy policy and terms of service (content sections privacyPolicy, termsOfService). */
  legalContent(): Promise<LegalContent>
}

const DEFAULT_BANNERS = { properties: DEFAULT_PROPERTIES_BANNER, rentals: DEFAULT_RENTALS_BANNER } as const

/** One section's unsaved value, as a save would store it, shown in its place (a staff preview: docs/decisions/0099-staff-previews.md). */
export interface ContentDraft {
  slug: ContentSlug
  value: unknown
}

export function createContentCatalog(db: Kysely<Database>, draft?: ContentDraft): ContentCatalog {
  const content = createContentRepository(db)
  const team = createTeamRepository(db)
  const drafted = draft && CONTENT_SAVES[draft.slug].stored

  async function sections(): Promise<ContentSections> {
    const saved = await content.readSections()
    if (drafted?.kind === 'section') saved[drafted.key] = draft!.value
    return sanitizeSections(mergeDefaults(CONTENT_DEFAULTS, saved))
  }
  const teamMembers = (): Promise<TeamMember[]> => (drafted?.kind === 'team' ? Promise.resolve(draft!.value as TeamMember[]) : team.list())

  return {
    async publicContent() {
      const [s, members] = await Promise.all([sections(), teamMembers()])
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
      const text =
        drafted?.kind === 'banner' && drafted.key === key ? (draft!.value as { text: string }).text : await content.readBanner(key)
      return text?.trim() || DEFAULT_BANNERS[key]
    },
    async bannerSpanish(key) {
      if (drafted?.kind === 'banner' && drafted.key === key) return (draft!.value as BannerValue).es?.text?.trim() ?? ''
      return (await content.readBannerSpanish(key)).trim()
    },
    async legalContent() {
      const s = await sections()
      return { privacyPolicy: s.privacyPolicy, termsOfService: s.termsOfService }
    },
  }
}
