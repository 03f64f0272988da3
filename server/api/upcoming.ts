import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SUBSCRIBED_MESSAGE, SubscriberBodySchema } from '#core/upcoming'
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
}
