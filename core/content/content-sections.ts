import type { ContentSlug } from './content-saves.ts'

// The content manager's sections as staff find them: title, one line on what the section is, the words it is found
// by, and its filter group. The manager's screen (app/admin/content/sections.ts) and the portal's search
// (server/staff/portal-search.service.ts) read the same list. No zod here: the portal's shell loads it.

export type SectionGroup = 'hero-about' | 'banners' | 'contact-footer'

export interface ContentSectionText {
  title: string
  /** One line under the title: what this part of the site is. */
  summary: string
  keywords: string
  group?: SectionGroup
}

export const CONTENT_SECTION_TEXT = {
  'about-us': {
    title: 'About Us Page',
    summary: 'Mission image of the About Us page',
    keywords: 'about us mission image photo',
    group: 'hero-about',
  },
  hero: {
    title: 'Homepage Hero Section',
    summary: 'Title, subtitle, hero images and gallery of the home page',
    keywords: 'homepage hero title subtitle background foreground company image gallery video slideshow',
    group: 'hero-about',
  },
  about: {
    title: 'About Section',
    summary: 'Our story and mission (home and About Us pages)',
    keywords: 'about story mission rich text',
    group: 'hero-about',
  },
  leadership: {
    title: 'Leadership Page',
    summary: 'Logo shown on the leadership page',
    keywords: 'leadership logo',
    group: 'hero-about',
  },
  values: {
    title: 'Company Values',
    summary: 'The values list of the About Us page',
    keywords: 'company values principles icons list',
    group: 'hero-about',
  },
  team: {
    title: 'Team Members',
    summary: 'People on the leadership page, with bios and photos',
    keywords: 'team members leadership people staff bio photo specialties linkedin',
    group: 'hero-about',
  },
  footer: {
    title: 'Footer Contact Information',
    summary: 'Phone, emails, address, hours and social links in every page footer',
    keywords: 'footer contact phone email address office hours social facebook twitter instagram linkedin',
    group: 'contact-footer',
  },
  contact: {
    title: 'Contact Page Buttons',
    summary: 'Phone, email and location buttons of the contact page',
    keywords: 'contact page buttons phone email location google maps',
    group: 'contact-footer',
  },
  'properties-banner': {
    title: 'Properties Banner',
    summary: 'Heading of the homes-for-sale page',
    keywords: 'properties banner buy homes for sale page title',
    group: 'banners',
  },
  'rentals-banner': {
    title: 'Rentals Banner',
    summary: 'Heading of the rentals page',
    keywords: 'rentals banner rent page title',
    group: 'banners',
  },
  'preferred-bidders-banner': {
    title: 'Bidders Banner',
    summary: 'Title and description of the preferred bidders page',
    keywords: 'bidders banner preferred contractors description',
    group: 'banners',
  },
  'sell-to-us': {
    title: 'Sell To Us',
    summary: 'Image or video beside the benefits of selling to us',
    keywords: 'sell to us benefits media video image cash offer',
  },
  vision: {
    title: 'Our Vision',
    summary: 'Vision page texts, images, communities and social cards',
    keywords: 'our vision page statement motivation goals future city images communities social',
  },
  'social-media-sales': {
    title: 'Social Media - Sales Properties',
    summary: 'Social and contact block on homes for sale',
    keywords: 'social media sales properties facebook instagram twitter tiktok contact cta',
  },
  'social-media-rentals': {
    title: 'Social Media - Rental Properties',
    summary: 'Social and contact block on rental homes',
    keywords: 'social media rentals rental properties facebook instagram twitter tiktok contact cta',
  },
  disclosures: {
    title: 'Disclosure Statements',
    summary: 'Shown under the Send Message and Request Showing buttons on property pages',
    keywords: 'disclosure statements legal contact agent request showing property',
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    summary: 'The privacy policy page',
    keywords: 'privacy policy legal page data',
  },
  'terms-of-service': {
    title: 'Terms of Service',
    summary: 'The terms of service page',
    keywords: 'terms of service conditions legal page',
  },
} satisfies Record<ContentSlug, ContentSectionText> as Record<ContentSlug, ContentSectionText>

/** Whether every word of the query is in the section's title, summary or keywords. */
export function sectionMatches(section: ContentSectionText, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  const text = `${section.title} ${section.summary} ${section.keywords}`.toLowerCase()
  return words.every((w) => text.includes(w))
}
