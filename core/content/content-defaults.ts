import type { ContentSections } from './content.ts'
import { LEGAL_DEFAULTS } from './legal-defaults.ts'

// Default copy for every content section. docs/product.md gives the hero title,
// footer address and office hours; the rest is written for this business.
// Stored values are merged over these (mergeDefaults), so a missing field
// never blanks a page (docs/product.md#content-sections).

const social = (title: string, description: string) => ({ url: '', title, description })

export const COMPANY_NAME = 'Heartland Home Partners'
export const DEFAULT_PHONE = '(402) 555-0142'
export const DEFAULT_EMAIL = 'info@heartlandhomepartners.com'
export const DEFAULT_ADDRESS = 'Omaha, Nebraska'
export const DEFAULT_OFFICE_HOURS = 'Mon-Fri: 9AM-6PM, Sat: 10AM-4PM'

export const DEFAULT_PROPERTIES_BANNER = 'Homes for Sale in the Omaha Metro'
export const DEFAULT_RENTALS_BANNER = 'Rental Homes in the Omaha Metro'

const socialBlock = (kind: 'sales' | 'rentals') => ({
  title: kind === 'sales' ? 'Follow Our Latest Listings' : 'Follow Our Latest Rentals',
  subtitle:
    kind === 'sales'
      ? 'New listings, open houses and renovation reveals, first on our social channels.'
      : 'Be the first to hear when a rental home opens up near you.',
  contactTitle: kind === 'sales' ? 'Questions About This Home?' : 'Questions About This Rental?',
  contactSubtitle: 'Our Omaha team answers every call and email within one business day.',
  contactPhone: DEFAULT_PHONE,
  contactEmail: DEFAULT_EMAIL,
  contactAddress: DEFAULT_ADDRESS,
  ctaTitle: kind === 'sales' ? 'Ready to Make It Yours?' : 'Ready to Move In?',
  ctaSubtitle:
    kind === 'sales'
      ? 'Schedule a private showing and see it in person this week.'
      : 'Request a tour and we will walk you through the application.',
  facebook: social('Facebook', 'Photo tours and neighbourhood news'),
  instagram: social('Instagram', 'Before-and-after renovation stories'),
  twitter: social('X (Twitter)', 'Price changes and new listings as they happen'),
  tiktok: social('TikTok', 'Quick video walk-throughs'),
})

export const CONTENT_DEFAULTS: ContentSections = {
  hero: {
    title: "Let's Find Your House. We Can Make It Home.",
    subtitle:
      'Renovated homes for sale, quality rentals and fair cash offers across Omaha, Papillion, Bellevue, Elkhorn and Council Bluffs.',
    backgroundImage: '',
    foregroundImage: '',
    companyImage: '',
    galleryImages: [],
  },
  about: {
    storyTitle: 'Our Story',
    story:
      '<p>We started by restoring one tired bungalow in Benson. Today our Omaha team buys, renovates, sells and rents homes across the metro, and every one of them gets the same care as the first: sound roofs, updated systems and finishes a family is proud of.</p>',
    mission:
      '<p>Our mission is to bring good homes back to Omaha neighbourhoods: honest renovation work, fair prices for sellers, and homes that buyers and renters can count on.</p>',
  },
  aboutUs: { missionImage: '' },
  leadership: { logo: '' },
  values: {
    title: 'What We Stand For',
    description: 'The principles behind every home we buy, renovate, sell and rent.',
    valuesList: [
      { title: 'Integrity', description: 'Clear numbers, written offers and no surprises at closing.', icon: 'fas fa-handshake' },
      { title: 'Craftsmanship', description: 'Licensed trades, permitted work and materials that last.', icon: 'fas fa-hammer' },
      { title: 'Community', description: 'We hire local crews and invest in the neighbourhoods we work in.', icon: 'fas fa-people-roof' },
      { title: 'Responsiveness', description: 'A real person answers within one business day.', icon: 'fas fa-star' },
    ],
  },
  footer: {
    phone: DEFAULT_PHONE,
    email: DEFAULT_EMAIL,
    chrisEmail: '',
    address: DEFAULT_ADDRESS,
    officeHours: DEFAULT_OFFICE_HOURS,
    brokerageName: COMPANY_NAME,
    licenseNumber: '',
    socialMedia: {},
  },
  contact: {
    phone: DEFAULT_PHONE,
    phoneDescription: 'Talk to our team Monday to Saturday.',
    email: DEFAULT_EMAIL,
    emailDescription: 'We reply within one business day.',
    address: DEFAULT_ADDRESS,
    locationDescription: 'Visit our office by appointment.',
    googleMapsLink: '',
  },
  vision: {
    heroSubtitle: 'Better homes, stronger neighbourhoods, one renovation at a time.',
    mainTitle: 'Our Vision',
    statement:
      '<p>We see an Omaha where every neighbourhood has homes worth coming home to. We buy houses others pass over, renovate them properly and return them to the market for families to own or rent.</p>',
    visionImage1: '',
    visionImage2: '',
    motivationTitle: 'What Drives Us',
    motivation:
      '<p>Every vacant or worn-out house is a missed chance for a family. Bringing those homes back raises the whole street, and that is the work we love.</p>',
    motivationImage: '',
    goalsTitle: 'Looking Ahead',
    goalsDescription: 'Where we are taking the business over the next five years.',
    futureGoals:
      '<ul><li>Renovate 100 homes a year across the metro</li><li>Grow our rental portfolio with energy-efficient upgrades</li><li>Train the next generation of local tradespeople</li></ul>',
    ctaTitle: 'Be Part of What Comes Next',
    ctaDescription: 'Browse our homes or talk with our team about selling, buying or renting.',
    cityImagesTitle: 'Communities We Serve',
    cityImagesDescription: 'From midtown Omaha to the suburbs on both sides of the river.',
    socialMedia: {
      title: 'Follow Our Work',
      subtitle: 'Renovation stories and new homes every week.',
      facebook: social('Facebook', 'Community news and open houses'),
      instagram: social('Instagram', 'Before-and-after photos'),
      twitter: social('X (Twitter)', 'Listing updates'),
      tiktok: social('TikTok', 'Renovation walk-throughs'),
    },
    cityImages: [
      { title: 'Omaha', description: 'Historic neighbourhoods and a growing downtown.', image: '' },
      { title: 'Bellevue', description: 'Nebraska’s oldest town, with homes for every budget.', image: '' },
    ],
  },
  socialMediaSales: socialBlock('sales'),
  socialMediaRentals: socialBlock('rentals'),
  disclosures: {
    contactAgent:
      'By sending a message you agree to be contacted by our team about this property by phone, text or email. Message and data rates may apply. We never sell your information.',
    requestShowing:
      'By requesting a showing you agree to be contacted to confirm the appointment. Showings are confirmed only after an agent contacts you. We never sell your information.',
  },
  preferredBiddersBanner: {
    title: 'Join Our Preferred Bidders List',
    description:
      '<p>We renovate dozens of Omaha-area homes every year and are always looking for reliable, licensed and insured contractors. Apply once to be invited to bid on upcoming projects.</p>',
  },
  sellToUs: { benefitsMedia: '' },
  privacyPolicy: LEGAL_DEFAULTS.privacyPolicy,
  termsOfService: LEGAL_DEFAULTS.termsOfService,
}

type Plain = Record<string, unknown>
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Deep-merges stored content over defaults: stored objects are merged key by
 * key, stored scalars and arrays replace the default; empty strings from
 * storage keep the default, as the old client did with `||`.
 */
export function mergeDefaults<T>(defaults: T, stored: unknown): T {
  if (!isPlain(defaults) || !isPlain(stored)) {
    if (stored === undefined || stored === null || stored === '') return defaults
    if (typeof stored !== typeof defaults && defaults !== undefined) return defaults
    return stored as T
  }
  const out: Plain = { ...defaults }
  for (const [key, value] of Object.entries(stored)) {
    out[key] = key in defaults ? mergeDefaults((defaults as Plain)[key], value) : value
  }
  return out as T
}
