import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdSchema } from '#core/ids.ts'
import { NewShowingFeedSchema, SHOWING_FEED_MESSAGES, ShowingFeedSchema } from '#core/leads/showing-feed.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import { staffRoute } from '#server/staff/staff-route.ts'
import type { FormRoutesOptions } from './lead-intake.service.ts'
import { ShowingLinkError } from './showing-link.service.ts'
import type { ShowingFeeds } from './showing-feed.service.ts'

// Agents' private calendar feeds (docs/decisions/0149-agent-calendar-feeds.md). The feed is read by calendar programs,
// which cannot sign in: the secret in its address is the only key, and an unknown or replaced one is a 404. Staff see
// whether a feed exists and make a new address; an agent their own, other roles any agent's.

const FeedFileParams = z.object({ file: z.string().max(100) })
const FEED_FILE = /^([0-9a-f]{64})\.ics$/

export const showingFeedRoutes: FastifyPluginAsyncZod<{ feeds: ShowingFeeds; rateLimit: FormRoutesOptions['rateLimit'] }> = async (
  app,
  { feeds, rateLimit },
) => {
  app.get(
    '/api/showings/feed/:file',
    {
      config: { rateLimit },
      schema: {
        tags: ['inquiries'],
        summary: 'An agent’s showings as a calendar feed (.ics), by the private address made in the staff portal',
        description:
          'One VCALENDAR (METHOD:PUBLISH) of the showings the agent gives, from 30 days back on: requested ones TENTATIVE, confirmed ones CONFIRMED, declined and cancelled ones CANCELLED. Each event has the UID and SEQUENCE of the visitor’s invitation. 404 for an unknown or replaced address.',
        params: FeedFileParams,
        response: { 200: z.string(), 404: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const token = FEED_FILE.exec(request.params.file)?.[1]
      const body = token ? await feeds.calendar(token) : undefined
      reply.header('cache-control', 'private, no-store')
      if (body === undefined) return reply.code(404).send({ message: SHOWING_FEED_MESSAGES.notFound })
      return reply.type('text/calendar; charset=utf-8').header('x-robots-tag', 'noindex').send(body)
    },
  )

  const tags = ['staff: leads']
  app.get(
    '/api/admin/showings/feeds',
    staffRoute('leads.read', {
      tags,
      summary: 'The agents’ calendar feeds: whether each has one, and since when (an agent sees their own)',
      response: { 200: z.object({ items: z.array(ShowingFeedSchema) }), 401: ErrorSchema, 403: ErrorSchema },
    }),
    async (request) => ({ items: await feeds.list(request.adminUser!) }),
  )

  app.post(
    '/api/admin/showings/feeds/:agentId/reset',
    staffRoute('leads.read', {
      tags,
      summary: 'Makes a new address for an agent’s calendar feed; the old one stops working at once',
      description: 'The answer is the only time the address is shown: only a hash of its secret is stored.',
      params: z.object({ agentId: IdSchema }),
      response: { 200: NewShowingFeedSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
    }),
    async (request, reply) => {
      try {
        const feed = await feeds.reset(request.adminUser!, request.params.agentId)
        recordAudit(request, 'showing.feed-reset', { id: request.params.agentId })
        reply.header('cache-control', 'no-store')
        return feed
      } catch (err) {
        // The service refuses only with 403 (another agent's feed) or 404 (no such agent).
        if (err instanceof ShowingLinkError) return reply.code(err.statusCode as 403 | 404).send({ message: err.message })
        throw err
      }
    },
  )
}
