import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { FEED_PAST_DAYS, SHOWING_FEED_MESSAGES, type NewShowingFeed, type ShowingFeed } from '#core/leads/showing-feed.ts'
import type { ShowingStatus } from '#core/leads/showing-link.ts'
import { ownsAgentRecord, type StaffActor } from '#core/staff/permissions.ts'
import { icalendar } from '#server/calendar/icalendar.ts'
import { hashPrivateToken, newPrivateToken, PRIVATE_TOKEN } from './private-link.ts'
import { showingEvent } from './showing-mail.ts'
import { createShowingFeedRepository } from './showing-feed.repository.ts'
import { ShowingLinkError } from './showing-link.service.ts'

// Each agent's private calendar feed (docs/decisions/0149-agent-calendar-feeds.md): an address with a 256-bit secret
// whose SHA-256 alone is stored, so it is shown once, when made; making a new one replaces it and the old address
// answers 404 at once. The feed is one VCALENDAR of the showings the agent gives, from 30 days back on, each the same
// event (UID, SEQUENCE) as the visitor's invitation, written by the one iCalendar writer.

const DAY_MS = 24 * 60 * 60 * 1000

/** The feed's address for a secret: https for reading, webcal for calendar programs to subscribe. */
export function feedUrls(publicUrl: string, token: string): { url: string; webcalUrl: string } {
  const url = `${publicUrl.replace(/\/$/, '')}/api/showings/feed/${token}.ics`
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') }
}

export function createShowingFeeds(db: Kysely<Database>, settings: { publicUrl: string }, now: () => Date = () => new Date()) {
  const feeds = createShowingFeedRepository(db)
  const view = (r: { id: string; name: string; created_at: string | null }): ShowingFeed => ({
    agentId: r.id,
    agentName: r.name,
    active: r.created_at !== null,
    createdAt: r.created_at,
  })

  return {
    /** The feeds the actor may see: an agent their own, other roles every agent's. */
    async list(actor: StaffActor): Promise<ShowingFeed[]> {
      if (actor.role === 'agent') return actor.agentId ? (await feeds.agents(actor.agentId)).map(view) : []
      return (await feeds.agents()).map(view)
    },

    /** Makes the agent's feed a new address (the old stops working); 404 unknown agent, 403 another agent's. */
    async reset(actor: StaffActor & { id: string }, agentId: string): Promise<NewShowingFeed> {
      if (!ownsAgentRecord(actor, agentId)) throw new ShowingLinkError(403, SHOWING_FEED_MESSAGES.notYours)
      const [agent] = await feeds.agents(agentId)
      if (!agent) throw new ShowingLinkError(404, SHOWING_FEED_MESSAGES.noAgent)
      const token = newPrivateToken()
      const at = now().toISOString()
      await feeds.replace(agentId, hashPrivateToken(token), at, actor.id)
      return { ...view({ ...agent, created_at: at }), ...feedUrls(settings.publicUrl, token) }
    },

    /** The feed's calendar text; undefined for a secret that opens no feed. */
    async calendar(token: string): Promise<string | undefined> {
      if (!PRIVATE_TOKEN.test(token)) return undefined
      const agent = await feeds.agentByHash(hashPrivateToken(token))
      if (!agent) return undefined
      const at = now()
      const rows = await feeds.showingsOf(agent.id, new Date(at.getTime() - FEED_PAST_DAYS * DAY_MS).toISOString())
      const events = rows.map((r) =>
        showingEvent(
          {
            id: r.id,
            token: r.manage_token ?? '',
            sequence: r.sequence,
            status: r.status as ShowingStatus,
            startsAt: r.starts_at,
            endsAt: r.ends_at,
            visitor: { name: r.visitor_name ?? '', email: r.visitor_email ?? '', phone: r.visitor_phone ?? '' },
            listing: { ...r, _id: r.property_id },
            agent: { name: agent.name, phone: agent.phone, email: agent.email },
          },
          settings.publicUrl,
          false,
        ),
      )
      return icalendar({ method: 'PUBLISH', product: 'Showings', name: `Showings: ${agent.name}`, events, now: at })
    },
  }
}

export type ShowingFeeds = ReturnType<typeof createShowingFeeds>
