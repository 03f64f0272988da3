import type { Agent, Partner, TeamMember } from '#core/people/people.ts'
import type { ContentSections } from '#core/content/content.ts'
import { CONTENT_DEFAULTS, DEFAULT_EMAIL } from '#core/content/content-defaults.ts'

// The people and copy of the demo business: agents,
// leadership team, partners and the content sections richer than the defaults.

export const DOMAIN = DEFAULT_EMAIL.split('@')[1]

export const demoAgents: Array<Omit<Agent, '_id' | 'photo'> & { portraitSeed: number }> = [
  {
    name: 'Dana Whitfield',
    title: 'Lead Listing Agent',
    bio: 'Dana has sold more than 300 homes across Douglas and Sarpy counties and leads the launch of every renovated home, from staging and photos to the first open house.',
    phone: '(402) 555-0110',
    email: `dana@${DOMAIN}`,
    isActive: true,
    portraitSeed: 11,
  },
  {
    name: 'Marcus Ellison',
    title: 'Buyer Specialist',
    bio: 'Marcus helps first-time and relocating buyers in Millard, La Vista and Papillion find a home that fits the budget, and walks them through every line of the renovation report.',
    phone: '(402) 555-0111',
    email: `marcus@${DOMAIN}`,
    isActive: true,
    portraitSeed: 22,
  },
  {
    name: 'Priya Raman',
    title: 'Rental Manager',
    bio: 'Priya manages our rental homes and makes move-in day easy, from online application and screening to the keys and a walk-through of every appliance.',
    phone: '(402) 555-0112',
    email: `priya@${DOMAIN}`,
    isActive: true,
    portraitSeed: 33,
  },
  {
    name: 'Tom Kowalski',
    title: 'Acquisitions & Sell-To-Us',
    bio: 'Tom meets homeowners who want a fast, fair cash offer, explains how we price the repairs, and lets sellers choose the closing date.',
    phone: '(402) 555-0113',
    email: `tom@${DOMAIN}`,
    isActive: true,
    portraitSeed: 44,
  },
  {
    name: 'Grace Lindqvist',
    title: 'Agent (on leave)',
    bio: 'Grace specializes in Council Bluffs and Carter Lake homes and is licensed in Nebraska and Iowa. She returns from leave this spring.',
    phone: '(402) 555-0114',
    email: `grace@${DOMAIN}`,
    isActive: false,
    portraitSeed: 55,
  },
]

export const demoTeam: Array<Omit<TeamMember, '_id' | 'photo'> & { portraitSeed: number }> = [
  {
    name: 'Chris Halvorsen',
    title: 'Founder & CEO',
    email: `chris@${DOMAIN}`,
    phone: '(402) 555-0101',
    linkedin: 'https://www.linkedin.com/in/chris-halvorsen-omaha',
    specialties: ['Acquisitions', 'Renovation planning', 'Investor relations'],
    portraitSeed: 101,
    bio: '<p>Chris bought and restored his first Benson bungalow in 2011 while working as a general contractor. Fourteen years and more than four hundred homes later, he still walks every property before we make an offer.</p><p>He leads acquisitions and sets the renovation standard: <strong>permitted work, licensed trades and materials that last</strong>. Chris serves on the board of a local housing nonprofit and coaches youth hockey in Papillion.</p>',
  },
  {
    name: 'Elena Marquez',
    title: 'Chief Operating Officer',
    email: `elena@${DOMAIN}`,
    phone: '(402) 555-0102',
    linkedin: 'https://www.linkedin.com/in/elena-marquez-ops',
    specialties: ['Operations', 'Project management', 'Vendor partnerships'],
    portraitSeed: 102,
    bio: '<p>Elena runs the day-to-day of a company that has dozens of homes under renovation at any time. She built our scheduling and inspection process, so every crew knows what comes next and every buyer gets a home that passes inspection the first time.</p><p>Before joining, Elena managed construction projects for a regional hospital system. She holds a degree in industrial engineering from the University of Nebraska–Lincoln.</p>',
  },
  {
    name: 'Jordan Blake',
    title: 'Director of Sales',
    email: `jordan@${DOMAIN}`,
    phone: '(402) 555-0103',
    linkedin: 'https://www.linkedin.com/in/jordan-blake-realtor',
    specialties: ['Residential sales', 'Pricing strategy', 'Agent coaching'],
    portraitSeed: 103,
    bio: '<p>Jordan leads our sales team and prices every home we list. A licensed Nebraska and Iowa broker, Jordan has closed more than $120 million in residential sales across the metro, from first homes in Bellevue to acreages outside Bennington.</p><p>Jordan believes a good sale starts with honest numbers: every buyer receives the <strong>full renovation scope, permits and inspection report</strong> before making an offer. On weekends you will find Jordan at the Benson farmers market or coaching new agents through their first open house.</p>',
  },
  {
    name: 'Aisha Okafor',
    title: 'Director of Property Management',
    email: `aisha@${DOMAIN}`,
    phone: '(402) 555-0104',
    linkedin: 'https://www.linkedin.com/in/aisha-okafor-pm',
    specialties: ['Rental management', 'Tenant relations', 'Maintenance'],
    portraitSeed: 104,
    bio: '<p>Aisha oversees our rental homes, from fair and consistent tenant screening to maintenance requests answered within one business day. Under her care our renewal rate has stayed above 80 percent for five years running.</p><p>She is a Certified Residential Manager, speaks English, Igbo and French, and volunteers with a tenant-education program in North Omaha that helps first-time renters understand leases, deposits and their rights.</p>',
  },
]

export const demoPartners: Array<Omit<Partner, '_id' | 'logo'> & { logoSeed: number }> = [
  {
    title: 'Gateway Home Lending',
    description: 'Local mortgage lender offering pre-qualification within one business day and FHA, VA and conventional loans.',
    phone: '(402) 555-0170',
    email: 'loans@gatewayhomelending.com',
    website: 'https://www.gatewayhomelending.com',
    logoSeed: 201,
  },
  {
    title: 'Platte River Title Co.',
    description: 'Title insurance and closing services with offices in Omaha and Council Bluffs.',
    phone: '(402) 555-0171',
    email: 'closings@platterivertitle.com',
    website: 'https://www.platterivertitle.com',
    logoSeed: 202,
  },
  {
    title: 'Cornerstone Home Inspections',
    description: 'Certified inspectors who review every renovated home before it is listed.',
    phone: '(402) 555-0172',
    email: 'book@cornerstoneinspect.com',
    website: 'https://cornerstoneinspect.com',
    logoSeed: 203,
  },
  {
    title: 'Heartland Insurance Agency',
    description: 'Homeowner, landlord and renter insurance from an independent Nebraska agency.',
    phone: '(402) 555-0173',
    email: 'quotes@heartlandins.com',
    website: 'https://www.heartlandins.com',
    logoSeed: 204,
  },
  {
    title: 'Summit Roofing & Exteriors',
    description: 'Licensed roofing, siding and gutter contractor on our preferred bidders list since 2016.',
    phone: '(402) 555-0174',
    email: 'office@summitroofingne.com',
    website: 'https://www.summitroofingne.com',
    logoSeed: 205,
  },
  {
    title: 'RentWise Property Software',
    description: 'The online portal our renters use to apply, pay rent and send maintenance requests, with updates by text.',
    phone: '(402) 555-0175',
    email: 'support@rentwiseapp.com',
    website: 'https://www.rentwiseapp.com',
    logoSeed: 206,
  },
]

export const demoContent: Partial<ContentSections> & { propertiesBanner?: string; rentalsBanner?: string } = {
  footer: {
    phone: '(402) 555-0142',
    email: `info@${DOMAIN}`,
    chrisEmail: `chris@${DOMAIN}`,
    address: '1200 Harney St, Suite 300, Omaha, NE 68102',
    officeHours: 'Mon-Fri: 9AM-6PM, Sat: 10AM-4PM',
    brokerageName: 'Heartland Home Partners LLC',
    licenseNumber: '20210456',
    socialMedia: {
      facebook: 'https://www.facebook.com/heartlandhomepartners',
      instagram: 'https://www.instagram.com/heartlandhomepartners',
      linkedin: 'https://www.linkedin.com/company/heartland-home-partners',
    },
  },
  contact: {
    phone: '(402) 555-0142',
    phoneDescription: 'Call or text Monday to Saturday; a person, not a menu, answers.',
    email: `info@${DOMAIN}`,
    emailDescription: 'Send photos of a home you want to sell or questions about a listing; we reply within one business day.',
    address: '1200 Harney St, Suite 300, Omaha, NE 68102',
    locationDescription: 'Our office is in the Old Market, with free visitor parking on 12th Street. Visits by appointment.',
    googleMapsLink: '',
  },
  socialMediaSales: {
    ...CONTENT_DEFAULTS.socialMediaSales,
    contactPhone: '(402) 555-0110',
    contactEmail: `sales@${DOMAIN}`,
    contactAddress: '1200 Harney St, Suite 300, Omaha, NE 68102',
    facebook: {
      url: 'https://www.facebook.com/heartlandhomepartners',
      title: 'Facebook',
      description: 'Open houses and neighborhood news',
    },
    instagram: {
      url: 'https://www.instagram.com/heartlandhomepartners',
      title: 'Instagram',
      description: 'Before-and-after renovation reveals',
    },
    twitter: { url: '', title: 'X (Twitter)', description: 'New listings as they go live' },
    tiktok: { url: 'https://www.tiktok.com/@heartlandhomepartners', title: 'TikTok', description: 'One-minute home walk-throughs' },
  },
  socialMediaRentals: {
    ...CONTENT_DEFAULTS.socialMediaRentals,
    contactPhone: '(402) 555-0112',
    contactEmail: `rentals@${DOMAIN}`,
    contactAddress: '1200 Harney St, Suite 300, Omaha, NE 68102',
    facebook: { url: 'https://www.facebook.com/heartlandhomepartners', title: 'Facebook', description: 'Rentals available this month' },
    instagram: {
      url: 'https://www.instagram.com/heartlandhomepartners',
      title: 'Instagram',
      description: 'Photo tours of our rental homes',
    },
    twitter: { url: '', title: 'X (Twitter)', description: 'Rental openings as they happen' },
    tiktok: { url: 'https://www.tiktok.com/@heartlandhomepartners', title: 'TikTok', description: 'Video tours before you visit' },
  },
  propertiesBanner: 'Renovated Homes for Sale Across the Omaha Metro',
  rentalsBanner: 'Quality Rental Homes, Professionally Managed',
}
