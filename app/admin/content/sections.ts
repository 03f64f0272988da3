import { AboutForm, AboutUsForm, LeadershipForm, ValuesForm } from './about-forms.tsx'
import { BannerTextForm, BiddersBannerForm, LegalPageForm, SellToUsForm } from './banner-forms.tsx'
import { ContactForm, DisclosuresForm, FooterForm, SocialMediaForm } from './contact-forms.tsx'
import { HeroForm } from './hero-form.tsx'
import { TeamForm } from './team-section.tsx'
import { VisionForm } from './vision-form.tsx'
import { section, type SectionDef, type SectionGroup } from './types.ts'
import { CONTENT_SECTION_TEXT, sectionMatches } from '#core/content/content-sections.ts'

// The sections of the content manager in the order of
// docs/product.md#website-content-screen, with their save messages and the
// filter group each belongs to; the two legal pages (/privacy, /terms) last.

const failure = (name: string) => `Error saving ${name} content. Please try again.`

export const SECTIONS: SectionDef[] = [
  section({
    slug: 'about-us',
    ...CONTENT_SECTION_TEXT['about-us'],
    success: 'About Us content saved successfully!',
    failure: failure('About Us'),
    saveLabel: 'Save About Us',
    publicPath: '/about-us',
    Form: AboutUsForm,
  }),
  section({
    slug: 'hero',
    ...CONTENT_SECTION_TEXT['hero'],
    success: 'Hero content saved successfully!',
    failure: 'Error saving content. Please try again.',
    saveLabel: 'Save Hero',
    publicPath: '/',
    Form: HeroForm,
  }),
  section({
    slug: 'about',
    ...CONTENT_SECTION_TEXT['about'],
    success: 'About content saved successfully!',
    failure: 'Error saving content. Please try again.',
    saveLabel: 'Save About',
    publicPath: '/about-us',
    Form: AboutForm,
  }),
  section({
    slug: 'leadership',
    ...CONTENT_SECTION_TEXT['leadership'],
    success: 'Leadership content saved successfully!',
    failure: failure('Leadership'),
    saveLabel: 'Save Leadership',
    publicPath: '/about',
    Form: LeadershipForm,
  }),
  section({
    slug: 'values',
    ...CONTENT_SECTION_TEXT['values'],
    success: 'Values content saved successfully!',
    failure: failure('Values'),
    saveLabel: 'Save Values',
    publicPath: '/about-us',
    Form: ValuesForm,
  }),
  section({
    slug: 'team',
    ...CONTENT_SECTION_TEXT['team'],
    success: 'Team content saved successfully!',
    failure: 'Error saving content. Please try again.',
    saveLabel: 'Save Team',
    publicPath: '/about',
    Form: TeamForm,
  }),
  section({
    slug: 'footer',
    ...CONTENT_SECTION_TEXT['footer'],
    success: 'Footer content saved successfully!',
    failure: failure('Footer'),
    saveLabel: 'Save Footer',
    publicPath: '/',
    Form: FooterForm,
  }),
  section({
    slug: 'contact',
    ...CONTENT_SECTION_TEXT['contact'],
    success: 'Contact content saved successfully!',
    failure: 'Error saving contact content',
    saveLabel: 'Save Contact',
    publicPath: '/contact',
    Form: ContactForm,
  }),
  section({
    slug: 'properties-banner',
    ...CONTENT_SECTION_TEXT['properties-banner'],
    success: 'Properties banner updated successfully!',
    failure: 'Failed to save properties banner',
    toast: true,
    saveLabel: 'Save Properties Banner',
    publicPath: '/properties',
    Form: BannerTextForm,
  }),
  section({
    slug: 'rentals-banner',
    ...CONTENT_SECTION_TEXT['rentals-banner'],
    success: 'Rentals banner updated successfully!',
    failure: 'Failed to save rentals banner',
    toast: true,
    saveLabel: 'Save Rentals Banner',
    publicPath: '/rentals',
    Form: BannerTextForm,
  }),
  section({
    slug: 'preferred-bidders-banner',
    ...CONTENT_SECTION_TEXT['preferred-bidders-banner'],
    success: 'Preferred bidders banner updated successfully!',
    failure: 'Failed to save preferred bidders banner',
    toast: true,
    saveLabel: 'Save Preferred Bidders Banner',
    publicPath: '/preferred-bidders',
    Form: BiddersBannerForm,
  }),
  section({
    slug: 'sell-to-us',
    ...CONTENT_SECTION_TEXT['sell-to-us'],
    success: 'Sell To Us content saved successfully!',
    failure: failure('Sell To Us'),
    saveLabel: 'Save Sell To Us',
    publicPath: '/sell-to-us',
    Form: SellToUsForm,
  }),
  section({
    slug: 'vision',
    ...CONTENT_SECTION_TEXT['vision'],
    success: 'Vision content saved successfully!',
    failure: failure('Vision'),
    saveLabel: 'Save Vision',
    publicPath: '/our-vision',
    Form: VisionForm,
  }),
  section({
    slug: 'social-media-sales',
    ...CONTENT_SECTION_TEXT['social-media-sales'],
    success: 'Social Media Sales content saved successfully!',
    failure: failure('Social Media Sales'),
    saveLabel: 'Save Social Media (Sales)',
    previewOn: 'sale',
    Form: SocialMediaForm,
  }),
  section({
    slug: 'social-media-rentals',
    ...CONTENT_SECTION_TEXT['social-media-rentals'],
    success: 'Social Media Rentals content saved successfully!',
    failure: failure('Social Media Rentals'),
    saveLabel: 'Save Social Media (Rentals)',
    previewOn: 'rental',
    Form: SocialMediaForm,
  }),
  section({
    slug: 'disclosures',
    ...CONTENT_SECTION_TEXT['disclosures'],
    success: 'Disclosure statements saved successfully!',
    failure: failure('disclosure statements'),
    saveLabel: 'Save Disclosures',
    previewOn: 'sale',
    Form: DisclosuresForm,
  }),
  section({
    slug: 'privacy-policy',
    ...CONTENT_SECTION_TEXT['privacy-policy'],
    success: 'Privacy Policy content saved successfully!',
    failure: failure('Privacy Policy'),
    saveLabel: 'Save Privacy Policy',
    publicPath: '/privacy',
    Form: LegalPageForm,
  }),
  section({
    slug: 'terms-of-service',
    ...CONTENT_SECTION_TEXT['terms-of-service'],
    success: 'Terms of Service content saved successfully!',
    failure: failure('Terms of Service'),
    saveLabel: 'Save Terms of Service',
    publicPath: '/terms',
    Form: LegalPageForm,
  }),
]

export const FILTERS: Array<{ id: SectionGroup | 'all'; label: string }> = [
  { id: 'all', label: 'All Sections' },
  { id: 'hero-about', label: 'Hero & About' },
  { id: 'banners', label: 'Page Banners' },
  { id: 'contact-footer', label: 'Contact & Footer' },
]

/** Sections matching the search (every word in the title or keywords: core/content/content-sections.ts) and the filter. */
export function matchingSections(query: string, filter: SectionGroup | 'all'): SectionDef[] {
  return SECTIONS.filter((s) => (filter === 'all' || s.group === filter) && sectionMatches(s, query))
}
