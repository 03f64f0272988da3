import { z } from 'zod'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CONFIRMED_MESSAGE,
  ConfirmBodySchema,
  SUBSCRIBED_MESSAGE,
  SubscriberBodySchema,
  UNKNOWN_CONFIRM_TOKEN,
  UNKNOWN_UNSUBSCRIBE_TOKEN,
  UNSUBSCRIBED_MESSAGE,
  UnsubscribeBodySchema,
} from '#core/leads/upcoming.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import type { FormRoutesOptions } from './lead-intake.service.ts'
import { formRoute, requestLang } from './form-route.ts'

const MessageSchema = z.object({ message: z.string() })
/** Answers about a private link's token are kept by no browser or proxy. */
const noStore = async (_request: unknown, reply: FastifyReply) => void reply.header('cache-control', 'no-store')

/** Get Notified on /upcoming: an address to tell about new upcoming listings, once its owner confirms it. */
export const upcomingRoutes: FastifyPluginAsyncZod<FormRoutesOptions> = async (app, { intake, rateLimit }) => {
  const errors = { 400: ErrorSchema, 413: ErrorSchema, 429: ErrorSchema, 503: ErrorSchema }

  app.post(
    '/api/upcoming/subscribers',
    formRoute(rateLimit, {
      tags: ['upcoming'],
      summary: 'Sign up to hear about new upcoming listings',
      description:
        'Double opt-in: a new address gets one mail with a confirmation link, and gets listing mails only once confirmed. Same answer for a new, a waiting and a confirmed address, so the form does not reveal who signed up. A filled website field (honeypot) is accepted and dropped.',
      body: SubscriberBodySchema,
      response: { 200: MessageSchema, ...errors },
    }),
    async (request) => {
      if (!request.body.website?.trim()) await intake.signUp(request.body.email, requestLang(request))
      return { message: SUBSCRIBED_MESSAGE }
    },
  )

  app.post(
    '/api/upcoming/subscribers/confirm',
    formRoute(
      rateLimit,
      {
        tags: ['upcoming'],
        summary: 'Confirm a sign-up',
        description:
          'Confirms the address whose confirmation token (from the link in the confirmation mail) is given; confirming twice is not an error. 404 when no address has that token, for example a sign-up removed after 7 days unconfirmed.',
        body: ConfirmBodySchema,
        response: { 200: MessageSchema, 404: ErrorSchema, ...errors },
      },
      { onRequest: noStore },
    ),
    async (request, reply) => {
      if (!(await intake.confirmSubscription(request.body.token))) return reply.code(404).send({ message: UNKNOWN_CONFIRM_TOKEN })
      return { message: CONFIRMED_MESSAGE }
    },
  )

  app.post(
    '/api/upcoming/subscribers/unsubscribe',
    formRoute(
      rateLimit,
      {
        tags: ['upcoming'],
        summary: 'Stop the mails about new upcoming listings',
        description:
          'Removes the address whose unsubscribe token (from the link in every such mail) is given. 404 when no address has that token, for example after unsubscribing once.',
        body: UnsubscribeBodySchema,
        response: { 200: MessageSchema, 404: ErrorSchema, ...errors },
      },
      { onRequest: noStore },
    ),
    async (request, reply) => {
      if (!(await intake.unsubscribe(request.body.token))) return reply.code(404).send({ message: UNKNOWN_UNSUBSCRIBE_TOKEN })
      return { message: UNSUBSCRIBED_MESSAGE }
    },
  )
}
