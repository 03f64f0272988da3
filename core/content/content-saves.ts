import { z } from 'zod'
import { RecordVersionSchema } from '#core/history/record-history.ts'
import { cleanBlock, cleanLine } from '#core/clean-text.ts'
import type { BannerKey, ContentSectionKey, ContentSections } from './content.ts'
import type { TeamMember } from '#core/people/people.ts'
import { conflictSchema, type Conflict } from '#core/conflicts.ts'
import type { SpanishTexts } from './content-spanish.ts'

// What staff may save through the content manager (docs/product.md#content-saves-api):
// the section shapes of core/content/content.ts with length limits, one-line
// texts normalised, links and media restricted to web addresses. The browser
// checks with these before it sends; the server decides.

/** At most this many Spanish texts per section (a section with 50 values and cities has about 110). */
export const SPANISH_TEXTS_MAX = 400
const PATH = /^[A-Za-z]+(\.(\d{1,3}|[A-Za-z]+)){0,3}$/

/** The `es` part of a section's save (content-spanish.ts): paths checked for shape here; the server keeps only the section's own (cleanSpanish). */
export const SpanishTextsSchema = z
  .record(z.string().regex(PATH, 'Unknown field'), z.string().max(50_000, 'Spanish text must be at most 50000 characters'))
  .refine((texts) => Object.keys(texts).length <= SPANISH_TEXTS_MAX, `At most ${SPANISH_TEXTS_MAX} Spanish texts`)

/** Characters: one-line texts, paragraphs, rich-text HTML, addresses; items of a list, gallery entries. */
export const CONTENT_LIMITS = { line: 300, block: 3000, rich: 50_000, url: 2000, list: 50, gallery: 30 } as const
const L = CONTENT_LIMITS

const line = cleanLine(L.line)
const block = cleanBlock(L.block)
/** HTML from the editor; the server sanitizes it on save (server/content/rich-text.ts). */
const rich = z.string().max(L.rich, `Rich text must be at most ${L.rich} characters`)

const SCHEME = /^([a-z][a-z0-9+.-]*):/i
/** A link people follow: empty, http(s), or an address without a scheme (https is prefixed on public pages). */
export const LinkSchema = cleanLine(L.url).refine((v) => {
  const scheme = SCHEME.exec(v)?.[1]?.toLowerCase()
  return !scheme || scheme === 'http' || scheme === 'https'
}, 'Use a web address starting with https://')
/** An image or video: empty, an uploaded file (/media/...) or an http(s) address. */
export const MediaUrlSchema = cleanLine(L.url).refine(
  (v) => v === '' || v.startsWith('/media/') || /^https?:\/\//i.test(v),
  'Use an uploaded file or an address starting with https://',
)
const email = cleanLine(L.line).refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'Enter a valid email address')

const SocialLinkSaveSchema = z.object({ url: LinkSchema, title: line, description: block })

/** A text that may not be left empty (a blank one would be published as an empty heading or card). */
const needed = (message: string) => line.pipe(z.string().min(1, message))

export const HeroSaveSchema = z.object({
  title: needed('The home page needs a title'),
  subtitle: block,
  backgroundImage: MediaUrlSchema,
  foregroundImage: MediaUrlSchema,
  companyImage: MediaUrlSchema,
  galleryImages: z.array(MediaUrlSchema).max(L.gallery),
})
export const AboutSaveSchema = z.object({ storyTitle: line, story: rich, mission: rich })
export const AboutUsSaveSchema = z.object({ missionImage: MediaUrlSchema })
export const LeadershipSaveSchema = z.object({ logo: MediaUrlSchema })
export const ValueItemSaveSchema = z.object({ title: needed('Give this value a title'), description: block, icon: cleanLine(80) })
export const ValuesSaveSchema = z.object({ title: line, description: block, valuesList: z.array(ValueItemSaveSchema).max(L.list) })
export const FooterSaveSchema = z.object({
  phone: line,
  email,
  chrisEmail: email,
  address: line,
  officeHours: line,
  // Added later (docs/decisions/0134-fair-housing-statement.md): a save without them keeps working; an empty name shows the company's (mergeDefaults).
  brokerageName: line.default(''),
  licenseNumber: cleanLine(40).default(''),
  socialMedia: z.object({
    facebook: LinkSchema.optional(),
    twitter: LinkSchema.optional(),
    instagram: LinkSchema.optional(),
    linkedin: LinkSchema.optional(),
  }),
})
export const SocialMediaBlockSaveSchema = z.object({
  title: line,
  subtitle: block,
  contactTitle: line,
  contactSubtitle: block,
  contactPhone: line,
  contactEmail: email,
  contactAddress: line,
  ctaTitle: line,
  ctaSubtitle: block,
  facebook: SocialLinkSaveSchema,
  instagram: SocialLinkSaveSchema,
  twitter: SocialLinkSaveSchema,
  tiktok: SocialLinkSaveSchema,
})
export const DisclosuresSaveSchema = z.object({ contactAgent: block, requestShowing: block })
export const SellToUsSaveSchema = z.object({ benefitsMedia: MediaUrlSchema })
export const CityImageSaveSchema = z.object({ title: needed('Give this city a name'), description: block, image: MediaUrlSchema })
export const VisionSaveSchema = z.object({
  heroSubtitle: block,
  mainTitle: line,
  statement: rich,
  visionImage1: MediaUrlSchema,
  visionImage2: MediaUrlSchema,
  motivationTitle: line,
  motivation: rich,
  motivationImage: MediaUrlSchema,
  goalsTitle: line,
  goalsDescription: block,
  futureGoals: rich,
  ctaTitle: line,
  ctaDescription: block,
  cityImagesTitle: line,
  cityImagesDescription: block,
  socialMedia: z.object({
    title: line,
    subtitle: block,
    facebook: SocialLinkSaveSchema,
    instagram: SocialLinkSaveSchema,
    twitter: SocialLinkSaveSchema,
    tiktok: SocialLinkSaveSchema,
  }),
  cityImages: z.array(CityImageSaveSchema).max(L.list),
})
export const ContactSaveSchema = z.object({
  phone: line,
  phoneDescription: block,
  email,
  emailDescription: block,
  address: line,
  locationDescription: block,
  googleMapsLink: LinkSchema,
})
/** A team member as the modal sends it; a new member has no _id yet (the server gives one). */
export const TeamMemberSaveSchema = z.object({
  _id: z.string().max(40).optional(),
  name: needed('Give this team member a name'),
  title: needed('Give this team member a title'),
  bio: rich,
  // In Spanish, '' until written (docs/decisions/0186-spanish-people-banners-and-footer.md).
  titleEs: line.optional(),
  bioEs: rich.optional(),
  email,
  phone: line,
  photo: MediaUrlSchema,
  linkedin: LinkSchema,
  specialties: z.array(cleanLine(L.line)).max(L.list),
  /** Each specialty's Spanish, by its English words ({} until written); left out, the stored Spanish stays. */
  specialtiesEs: z.record(cleanLine(L.line), cleanLine(L.line)).optional(),
})
/** The legal pages added by the company-pages work (/privacy, /terms): "updated" is the date shown, as written. */
export const LegalPageSaveSchema = z.object({ title: line, body: rich, updated: line })
export const BannerTextSaveSchema = z.object({ text: line })
export const BiddersBannerSaveSchema = z.object({ title: line, description: rich })

/**
 * The editable parts of the site, by the path segment of their save endpoint
 * (PUT /api/admin/content/{slug}, POST for the three banners): the one list the
 * API, the content editor and the portal read. `wrap` names the key the body
 * and answer carry the value under ({contact}, {team}); `key` is the section's
 * name in GET /api/admin/content; `stored` is where it lives: a section of the
 * site content, the team table, or a page banner.
 */
export const CONTENT_SAVES = {
  hero: { schema: HeroSaveSchema, method: 'PUT', key: 'hero', stored: { kind: 'section', key: 'hero' } },
  about: { schema: AboutSaveSchema, method: 'PUT', key: 'about', stored: { kind: 'section', key: 'about' } },
  'about-us': { schema: AboutUsSaveSchema, method: 'PUT', key: 'aboutUs', stored: { kind: 'section', key: 'aboutUs' } },
  leadership: { schema: LeadershipSaveSchema, method: 'PUT', key: 'leadership', stored: { kind: 'section', key: 'leadership' } },
  footer: { schema: FooterSaveSchema, method: 'PUT', key: 'footer', stored: { kind: 'section', key: 'footer' } },
  values: { schema: ValuesSaveSchema, method: 'PUT', key: 'values', stored: { kind: 'section', key: 'values' } },
  'social-media-sales': {
    schema: SocialMediaBlockSaveSchema,
    method: 'PUT',
    key: 'socialMediaSales',
    stored: { kind: 'section', key: 'socialMediaSales' },
  },
  'social-media-rentals': {
    schema: SocialMediaBlockSaveSchema,
    method: 'PUT',
    key: 'socialMediaRentals',
    stored: { kind: 'section', key: 'socialMediaRentals' },
  },
  disclosures: { schema: DisclosuresSaveSchema, method: 'PUT', key: 'disclosures', stored: { kind: 'section', key: 'disclosures' } },
  'sell-to-us': { schema: SellToUsSaveSchema, method: 'PUT', key: 'sellToUs', stored: { kind: 'section', key: 'sellToUs' } },
  contact: { schema: ContactSaveSchema, method: 'PUT', wrap: 'contact', key: 'contact', stored: { kind: 'section', key: 'contact' } },
  vision: { schema: VisionSaveSchema, method: 'PUT', key: 'vision', stored: { kind: 'section', key: 'vision' } },
  team: { schema: z.array(TeamMemberSaveSchema).max(L.list), method: 'PUT', wrap: 'team', key: 'team', stored: { kind: 'team' } },
  'properties-banner': {
    schema: BannerTextSaveSchema,
    method: 'POST',
    key: 'propertiesBanner',
    stored: { kind: 'banner', key: 'properties' },
  },
  'rentals-banner': { schema: BannerTextSaveSchema, method: 'POST', key: 'rentalsBanner', stored: { kind: 'banner', key: 'rentals' } },
  'preferred-bidders-banner': {
    schema: BiddersBannerSaveSchema,
    method: 'POST',
    key: 'preferredBiddersBanner',
    stored: { kind: 'section', key: 'preferredBiddersBanner' },
  },
  'privacy-policy': { schema: LegalPageSaveSchema, method: 'PUT', key: 'privacyPolicy', stored: { kind: 'section', key: 'privacyPolicy' } },
  'terms-of-service': {
    schema: LegalPageSaveSchema,
    method: 'PUT',
    key: 'termsOfService',
    stored: { kind: 'section', key: 'termsOfService' },
  },
} as const satisfies Record<
  string,
  { schema: z.ZodType; method: 'PUT' | 'POST'; wrap?: string; key: keyof AdminContent; stored: ContentStorage }
>
/** Where a section's value lives. */
export type ContentStorage = { kind: 'section'; key: ContentSectionKey } | { kind: 'team' } | { kind: 'banner'; key: BannerKey }
export type ContentSlug = keyof typeof CONTENT_SAVES
export const CONTENT_SLUGS = Object.keys(CONTENT_SAVES) as ContentSlug[]
export const ContentSlugSchema = z.enum(CONTENT_SLUGS as [ContentSlug, ...ContentSlug[]])

/**
 * A section's value as a save sends it: a section of the site content may carry its Spanish texts beside the
 * English ones (`es`, docs/decisions/0182-spanish-content-and-descriptions.md), and so may a page banner
 * (docs/decisions/0186-spanish-people-banners-and-footer.md); the team members carry theirs in their own fields.
 */
export function sectionSaveSchema(slug: ContentSlug): z.ZodType {
  const save = CONTENT_SAVES[slug]
  return save.stored.kind !== 'team' && save.schema instanceof z.ZodObject
    ? save.schema.extend({ es: SpanishTextsSchema.optional() })
    : save.schema
}

/** The body of a save: the section, or {contact}/{team} for those two. */
export function saveBodySchema(slug: ContentSlug): z.ZodType {
  const save = CONTENT_SAVES[slug]
  return 'wrap' in save ? z.object({ [save.wrap]: sectionSaveSchema(slug) }) : sectionSaveSchema(slug)
}

/** One kept version of a section (GET /api/admin/content/history/:section). */
export const ContentHistoryEntrySchema = RecordVersionSchema.extend({ section: ContentSlugSchema })
export type ContentHistoryEntry = z.infer<typeof ContentHistoryEntrySchema>

/** GET /api/admin/content: every section as the site shows it, the team and both page banners. */
export type AdminContent = ContentSections & {
  team: TeamMember[]
  propertiesBanner: { text: string; es?: SpanishTexts }
  rentalsBanner: { text: string; es?: SpanishTexts }
}

/** A section that was never saved through the portal has this version. */
export const FIRST_CONTENT_VERSION = 'initial'

/** The content object with each section's version (by save slug), sent back as If-Match so a stale save is refused. */
export type VersionedAdminContent = AdminContent & { versions: Record<string, string> }

/** What a save refused as stale answers (409); `current` is the section as stored now, in the shape a save sends. */
export const ContentConflictSchema = conflictSchema(z.unknown())
export type ContentConflict = Conflict

/** The name of a section in GET /api/admin/content, by its save slug. */
export type ContentKeyOf<S extends ContentSlug> = (typeof CONTENT_SAVES)[S]['key']
