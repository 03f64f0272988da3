import { z } from 'zod'
import { TeamMemberSchema } from '#core/people/people.ts'

// The site content, one schema per section (docs/product.md#content-sections). Every field has a
// default (content-defaults.ts) so a partly filled section still renders.

const text = z.string()
const SocialLinkSchema = z.object({ url: text, title: text, description: text })

export const HeroContentSchema = z.object({
  title: text,
  subtitle: text,
  backgroundImage: text,
  foregroundImage: text,
  companyImage: text,
  galleryImages: z.array(text),
})

export const AboutContentSchema = z.object({ storyTitle: text, story: text, mission: text })
export const AboutUsContentSchema = z.object({ missionImage: text })
export const LeadershipContentSchema = z.object({ logo: text })

export const ValueItemSchema = z.object({ title: text, description: text, icon: text })
export const ValuesContentSchema = z.object({ title: text, description: text, valuesList: z.array(ValueItemSchema) })

export const FooterContentSchema = z.object({
  phone: text,
  email: text,
  chrisEmail: text,
  address: text,
  officeHours: text,
  /** The brokerage's business name and its Nebraska licence number, shown in every footer, mail and flyer (docs/decisions/0134-fair-housing-statement.md). */
  brokerageName: text,
  licenseNumber: text,
  socialMedia: z.object({
    facebook: text.optional(),
    twitter: text.optional(),
    instagram: text.optional(),
    linkedin: text.optional(),
  }),
})

export const SocialMediaBlockSchema = z.object({
  title: text,
  subtitle: text,
  contactTitle: text,
  contactSubtitle: text,
  contactPhone: text,
  contactEmail: text,
  contactAddress: text,
  ctaTitle: text,
  ctaSubtitle: text,
  facebook: SocialLinkSchema,
  instagram: SocialLinkSchema,
  twitter: SocialLinkSchema,
  tiktok: SocialLinkSchema,
})

export const DisclosuresSchema = z.object({ contactAgent: text, requestShowing: text })
export const PreferredBiddersBannerSchema = z.object({ title: text, description: text })
export const SellToUsContentSchema = z.object({ benefitsMedia: text })

export const CityImageSchema = z.object({ title: text, description: text, image: text })
export const VisionContentSchema = z.object({
  heroSubtitle: text,
  mainTitle: text,
  statement: text,
  visionImage1: text,
  visionImage2: text,
  motivationTitle: text,
  motivation: text,
  motivationImage: text,
  goalsTitle: text,
  goalsDescription: text,
  futureGoals: text,
  ctaTitle: text,
  ctaDescription: text,
  cityImagesTitle: text,
  cityImagesDescription: text,
  socialMedia: z.object({
    title: text,
    subtitle: text,
    facebook: SocialLinkSchema,
    instagram: SocialLinkSchema,
    twitter: SocialLinkSchema,
    tiktok: SocialLinkSchema,
  }),
  cityImages: z.array(CityImageSchema),
})

export const ContactContentSchema = z.object({
  phone: text,
  phoneDescription: text,
  email: text,
  emailDescription: text,
  address: text,
  locationDescription: text,
  googleMapsLink: text,
})

/** A legal page (/privacy, /terms): body is rich HTML, sanitized when saved; updated is the date shown ("November 24, 2026"). */
export const LegalPageSchema = z.object({ title: text, body: text, updated: text })

/** The rich-text (HTML) fields of the sections: sanitized on save and on read (server/content/content-rich-text.ts), edited with the rich-text editor. */
export const RICH_TEXT_FIELDS = {
  about: ['story', 'mission'],
  vision: ['statement', 'motivation', 'futureGoals'],
  preferredBiddersBanner: ['description'],
  privacyPolicy: ['body'],
  termsOfService: ['body'],
} as const satisfies { [K in ContentSectionKey]?: ReadonlyArray<keyof ContentSections[K]> }

/** Sections stored by key in the site_content table. */
export const ContentSectionSchemas = {
  hero: HeroContentSchema,
  about: AboutContentSchema,
  aboutUs: AboutUsContentSchema,
  leadership: LeadershipContentSchema,
  values: ValuesContentSchema,
  footer: FooterContentSchema,
  contact: ContactContentSchema,
  vision: VisionContentSchema,
  socialMediaSales: SocialMediaBlockSchema,
  socialMediaRentals: SocialMediaBlockSchema,
  disclosures: DisclosuresSchema,
  preferredBiddersBanner: PreferredBiddersBannerSchema,
  sellToUs: SellToUsContentSchema,
  privacyPolicy: LegalPageSchema,
  termsOfService: LegalPageSchema,
} as const
export type ContentSectionKey = keyof typeof ContentSectionSchemas
export type ContentSections = { [K in ContentSectionKey]: z.infer<(typeof ContentSectionSchemas)[K]> }

/** GET /api/admin/content/public (docs/product.md#public-content-api). */
export const PublicContentSchema = z.object({
  hero: HeroContentSchema,
  about: AboutContentSchema,
  aboutUs: AboutUsContentSchema,
  leadership: LeadershipContentSchema,
  values: ValuesContentSchema,
  team: z.array(TeamMemberSchema),
  footer: FooterContentSchema,
  contact: ContactContentSchema,
  vision: VisionContentSchema,
})
export type PublicContent = z.infer<typeof PublicContentSchema>

/** GET /api/content (docs/product.md#public-content-api). */
export const GeneralContentSchema = z.object({
  disclosures: DisclosuresSchema,
  socialMediaSales: SocialMediaBlockSchema,
  socialMediaRentals: SocialMediaBlockSchema,
  preferredBiddersBanner: PreferredBiddersBannerSchema,
  sellToUs: SellToUsContentSchema,
})
export type GeneralContent = z.infer<typeof GeneralContentSchema>

/** The two legal pages, read by /privacy and /terms. */
export interface LegalContent {
  privacyPolicy: z.infer<typeof LegalPageSchema>
  termsOfService: z.infer<typeof LegalPageSchema>
}

export const BannerTextSchema = z.object({ text: text })
export const BANNER_KEYS = ['properties', 'rentals'] as const
export type BannerKey = (typeof BANNER_KEYS)[number]
