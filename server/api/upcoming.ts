import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  SUBSCRIBED_MESSAGE,
  SubscriberBodySchema,
  UNKNOWN_UNSUBSCRIBE_TOKEN,
  UNSUBSCRIBED_MESSAGE,
  UnsubscribeBodySchema,
} from '#core/upcoming'
import { ErrorSchema } from './schemas.ts'
import { CONTACT_RATE_LIMIT } from './contact.ts'
import { createSubscriberRepository } from '../repositories/subscriber-repository.ts'

/** Get Notified on /upcoming (spec 1 §2): an address to tell about new upcoming listings. */
export const upcomingRoutes: FastifyPluginAsyncZod<{ rateLimitMax?: number }> = async (app, { rateLimitMax }) => {
  const subscribers = createSubscriberRepository(app.database.db)
  app.post(
    '/api/upcoming/subscribers',
    {
      config: { rateLimit: { ...CONTACT_RATE_LIMIT, max: rateLimitMax ?? CONTACT_RATE_LIMIT.max } },
      schema: {
        tags: ['upcoming'],
        summary: 'Sign up to hear about new upcoming listings',
        description:
          'Idempotent: an address already on the list gets the same answer, so the form does not reveal who signed up. A filled website field (honeypot) is accepted and dropped.',
        body: SubscriberBodySchema,
        response: { 200: z.object({ message: z.string() }), 400: ErrorSchema, 413: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => {
      if (!request.body.website?.trim()) await subscribers.subscribe(request.body.email)
      return { message: SUBSCRIBED_MESSAGE }
    },
  )

  app.post(
    '/api/upcoming/subscribers/unsubscribe',
    {
      config: { rateLimit: { ...CONTACT_RATE_LIMIT, max: rateLimitMax ?? CONTACT_RATE_LIMIT.max } },
      schema: {
        tags: ['upcoming'],
        summary: 'Stop the mails about new upcoming listings',
        description:
          'Removes the address whose unsubscribe token (from the link in every such mail) is given. 404 when no address has that token, for example after unsubscribing once.',
        body: UnsubscribeBodySchema,
        response: { 200: z.object({ message: z.string() }), 400: ErrorSchema, 404: ErrorSchema, 413: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      if (!(await subscribers.unsubscribe(request.body.token))) return reply.code(404).send({ message: UNKNOWN_UNSUBSCRIBE_TOKEN })
      return { message: UNSUBSCRIBED_MESSAGE }
    },
  )
}
