import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { InterestBodySchema, interestProblem } from '#core/leads/upcoming.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { recordUnlessBot } from './honeypot.ts'
import type { FormRoutesOptions } from './lead-intake.service.ts'
import { SENT_ANSWERS, formRoute, requestLang } from './form-route.ts'

/** Express Interest on an upcoming listing: the same lead path, limits and answers as POST /api/contact/agent. */
export const interestRoutes: FastifyPluginAsyncZod<FormRoutesOptions> = async (app, { intake, rateLimit }) => {
  app.post(
    '/api/contact/interest',
    formRoute(rateLimit, {
      tags: ['inquiries'],
      summary: 'Express interest in an upcoming listing',
      description:
        "Stores a lead and mails the listing's agent with the office in copy. clientName and clientEmail are required. A filled website field (honeypot) gets the same answer and is dropped.",
      body: InterestBodySchema,
      response: { ...SENT_ANSWERS, 404: ErrorSchema },
    }),
    async (request, reply) => {
      const body = request.body
      const problem = interestProblem(body)
      if (problem) return reply.code(400).send({ message: problem })
      const property = await intake.findListing(body.propertyId)
      if (!property) return reply.code(404).send({ message: 'This property is no longer listed.' })
      const inquiryId = await recordUnlessBot(body, () => intake.interest(property, body, requestLang(request)))
      return { message: 'Interest recorded', inquiryId }
    },
  )
}
