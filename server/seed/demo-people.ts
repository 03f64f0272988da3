import people from './demo-people.json' with { type: 'json' }
import type { Agent, Partner, TeamMember } from '#core/people/people.ts'
import type { ContentSections } from '#core/content/content.ts'
import { CONTENT_DEFAULTS, DEFAULT_EMAIL } from '#core/content/content-defaults.ts'

// The people and copy of the demo business: agents,
// leadership team, partners and the content sections richer than the defaults.

export const DOMAIN = DEFAULT_EMAIL.split('@')[1]

// The agents, the leadership team and the partners are data, kept in demo-people.json.
export const demoAgents = people.agents as Array<Omit<Agent, '_id' | 'photo'> & { portraitSeed: number }>
export const demoTeam = people.team as Array<Omit<TeamMember, '_id' | 'photo'> & { portraitSeed: number }>
export const demoPartners = people.partners as Array<Omit<Partner, '_id' | 'logo'> & { logoSeed: number }>

/** The content sections richer than the defaults; each social media section over its defaults. */
export const demoContent = {
  ...people.content,
  socialMediaSales: { ...CONTENT_DEFAULTS.socialMediaSales, ...people.content.socialMediaSales },
  socialMediaRentals: { ...CONTENT_DEFAULTS.socialMediaRentals, ...people.content.socialMediaRentals },
} as Partial<ContentSections> & { propertiesBanner?: string; rentalsBanner?: string }
