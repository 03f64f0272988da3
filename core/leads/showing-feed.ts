import { z } from 'zod'

// Each agent's private calendar feed of their showings (docs/decisions/0149-agent-calendar-feeds.md). Only a hash of
// the address's secret is kept, so the address is shown once, when it is made; a new one replaces it at once.

/** One agent's feed as staff see it: whether it exists and since when; never its address. */
export const ShowingFeedSchema = z.object({
  agentId: z.string(),
  agentName: z.string(),
  active: z.boolean(),
  createdAt: z.string().nullable(),
})
export type ShowingFeed = z.infer<typeof ShowingFeedSchema>

/** The answer of a new address: the only time it is shown. */
export const NewShowingFeedSchema = ShowingFeedSchema.extend({
  /** https://…/api/showings/feed/<secret>.ics */
  url: z.string(),
  /** The same address as webcal://, which calendar programs open as a subscription. */
  webcalUrl: z.string(),
})
export type NewShowingFeed = z.infer<typeof NewShowingFeedSchema>

/** How far back the feed reaches; every showing to come is in it. */
export const FEED_PAST_DAYS = 30

export const SHOWING_FEED_MESSAGES = {
  notFound: 'This calendar feed address is not valid. Ask for a new one in the staff portal, under Showings.',
  noAgent: 'No agent card has this id.',
  notYours: 'You can only see and reset your own calendar feed.',
} as const
