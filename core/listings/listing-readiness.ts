import type { Listing } from './listing.ts'

// What a listing needs before the public may see it (docs/decisions/0097-listing-drafts-and-publishing.md): the
// editor's checklist and the server's refusal of an incomplete publish read this one list. No zod: the portal's
// editor loads it at once.

export type ReadinessKey = 'photos' | 'price' | 'map' | 'agent' | 'alt'

export interface ReadinessItem {
  key: ReadinessKey
  /** The checklist line: "At least one photo". */
  label: string
  done: boolean
  /** What is missing, in words that fit "Still missing: …" ("at least one photo"); empty when done. */
  missing: string
}

/** The office's card a listing without an agent shows (Footer Contact Information). */
export interface OfficeCard {
  name: string
  phone: string
  email: string
}

/** Whether the office's card has a way to reach the office: a listing without an agent may show it. */
export const officeCardUsable = (office: OfficeCard): boolean => office.phone.trim() !== '' || office.email.trim() !== ''

/** Whether the listing names an agent whose card the page can show. */
export const hasAgentCard = (p: Pick<Listing, 'agentId' | 'agent'>): boolean => Boolean(p.agentId) || p.agent.name.trim() !== ''

/** Alt text a photo was given on upload ("Title, photo 2") says nothing about the picture, so it does not count. */
const placeholderAlt = (alt: string) => alt.trim() === '' || /, photo \d+$/.test(alt.trim())

const list = (numbers: number[]) =>
  numbers.length === 1 ? `photo ${numbers[0]}` : `photos ${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`

export function listingReadiness(
  p: Pick<Listing, 'images' | 'price' | 'latitude' | 'longitude' | 'agentId' | 'agent'>,
  office: OfficeCard,
): ReadinessItem[] {
  const withoutAlt = p.images.flatMap((img, i) => (placeholderAlt(img.alt) ? [i + 1] : []))
  const item = (key: ReadinessKey, label: string, done: boolean, missing: string): ReadinessItem => ({
    key,
    label,
    done,
    missing: done ? '' : missing,
  })
  return [
    item('photos', 'At least one photo', p.images.length > 0, 'at least one photo'),
    item('price', 'A price', p.price > 0, 'a price'),
    item(
      'map',
      'The address placed on the map',
      typeof p.latitude === 'number' && typeof p.longitude === 'number',
      'the address placed on the map (drag the pin, or save with a full address)',
    ),
    item(
      'agent',
      'An agent, or the office’s card',
      hasAgentCard(p) || officeCardUsable(office),
      'an agent (or the office’s phone or e-mail in Footer Contact Information)',
    ),
    item(
      'alt',
      'A description (alt text) for each photo',
      p.images.length > 0 && withoutAlt.length === 0,
      p.images.length === 0 ? 'a description (alt text) for each photo' : `a description (alt text) for ${list(withoutAlt)}`,
    ),
  ]
}

/** The server's plain refusal of an incomplete publish, naming what is missing. */
export function publishRefusal(items: ReadinessItem[]): string | undefined {
  const missing = items.filter((i) => !i.done).map((i) => i.missing)
  if (missing.length === 0) return undefined
  return `This listing can’t be published yet. Still missing: ${missing.join('; ')}.`
}
