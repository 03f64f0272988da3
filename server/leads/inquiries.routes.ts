import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ContactAgentBodySchema,
  TOUR_DATE_MESSAGE,
  TourRequestBodySchema,
  checkInquiry,
  inquiryFieldsProblem,
  type TourRequestBody,
} from '#core/leads/inquiry.ts'
import type { FormRoutesOptions } from './lead-intake.service.ts'
import { recordUnlessBot } from './honeypot.ts'
import { SENT_ANSWERS, formRoute } from './form-route.ts'

export const inquiryRoutes: FastifyPluginAsyncZod<FormRoutesOptions> = async (app, { intake, rateLimit }) => {
  const handle = (kind: 'agent' | 'tour') => async (body: TourRequestBody) => {
    const check = checkInquiry(body, kind)
    const problem = inquiryFieldsProblem(check)
    if (problem) return { status: 400 as const, body: { message: problem } }
    if (check.dateOutOfRange) return { status: 400 as const, body: { message: TOUR_DATE_MESSAGE } }
    const inquiryId = await recordUnlessBot(body, () => intake.propertyInquiry(kind, body))
    return { status: 200 as const, body: { message: kind === 'tour' ? 'Tour request sent' : 'Message sent', inquiryId } }
  }
  const agent = handle('agent')
  const tour = handle('tour')
  const responses = SENT_ANSWERS

  app.post(
    '/api/contact/agent',
    formRoute(rateLimit, {
      tags: ['inquiries'],
      summary: 'Send a message to the listing agent',
      body: ContactAgentBodySchema,
      response: responses,
    }),
    async (request, reply) => {
      const r = await agent(request.body)
      return reply.code(r.status).send(r.body)
    },
  )

  app.post(
    '/api/contact/tour',
    formRoute(rateLimit, {
      tags: ['inquiries'],
      summary: 'Request a showing',
      description: 'selectedDate is a day from today (Omaha time) up to 90 days ahead.',
      body: TourRequestBodySchema,
      response: responses,
    }),
    async (request, reply) => {
      const r = await tour(request.body)
      return reply.code(r.status).send(r.body)
    },
  )
}
