import type { Listing } from './listing.ts'
import { hasAgentCard, type OfficeCard } from './listing-readiness.ts'

/** Whom a listing's page and flyer name to contact: its agent, or the office's card when it has none. */
export interface ContactCard {
  kicker: string
  name: string
  title: string
  phone: string
  email: string
  photo: string
}

/** The kicker of an agent's card (the office's says 'Contact the office'). */
export const AGENT_KICKER = 'Listing agent'

export function contactCardOf(p: Pick<Listing, 'agentId' | 'agent'>, office: OfficeCard): ContactCard {
  return hasAgentCard(p)
    ? {
        kicker: AGENT_KICKER,
        name: p.agent.name,
        title: p.agent.title,
        phone: p.agent.phone,
        email: p.agent.email,
        photo: p.agent.photo,
      }
    : {
        kicker: 'Contact the office',
        name: office.name,
        title: 'Sales and leasing office',
        phone: office.phone,
        email: office.email,
        photo: '',
      }
}

/** Up to two initials of a name, for a card without a portrait. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
