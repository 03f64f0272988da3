import { z } from 'zod'

// Who else has a record open (docs/decisions/0095-who-else-is-editing.md): each open editor of the portal tells the
// server every PRESENCE_BEAT_MS; someone not heard from for PRESENCE_TTL_MS has left.

export const PRESENCE_KINDS = ['content', 'listing', 'agent', 'partner'] as const
export type PresenceKind = (typeof PRESENCE_KINDS)[number]

export const PRESENCE_BEAT_MS = 15_000
export const PRESENCE_TTL_MS = 45_000

export const PresenceParamsSchema = z.object({
  kind: z.enum(PRESENCE_KINDS),
  /** A record's id, or a content section's slug. */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown record'),
})

export const PresenceSchema = z.object({ others: z.array(z.object({ name: z.string() })) })
export type Presence = z.infer<typeof PresenceSchema>

const NOUNS: Record<PresenceKind, string> = { content: 'section', listing: 'listing', agent: 'agent', partner: 'partner' }

/** "Maria Lopez is also editing this listing." / "Maria Lopez and Tom Kowalski are also editing this listing." */
export function presenceMessage(kind: PresenceKind, names: string[]): string {
  if (names.length === 0) return ''
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
  return `${who} ${names.length === 1 ? 'is' : 'are'} also editing this ${NOUNS[kind]}.`
}
