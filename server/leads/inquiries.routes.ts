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
import { SENT_ANSWERS, formRoute, requestLang } from './form-route.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { consentEvidence } from './consent.ts'
import { CONSENT_MESSAGES } from '#core/leads/consent.ts'
import { SlotNotFreeError } from './showings.service.ts'

export const inquiryRoutes: FastifyPluginAsyncZod<FormRoutesOptions> = async (app, { intake, rateLimit }) => {
  const forms = [
    { kind: 'agent' as const, url: '/api/contact/agent', summary: 'Send a message to the listing agent', body: ContactAgentBodySchema },
    {
      kind: 'tour' as const,
      url: '/api/contact/tour',
      summary: 'Request a showing',
      description:
        'selectedDate is a day from today (Omaha time) up to 90 days ahead. A slot that is not free (GET /api/properties/{id}/showing-slots) answers 409 naming the nearest free ones.',
      body: TourRequestBodySchema,
    },
  ]
  for (const { kind, url, ...schema } of forms) {
    app.post(
      url,
      formRoute(rateLimit, { tags: ['inquiries'], ...schema, response: { ...SENT_ANSWERS, 409: ErrorSchema } }),
      async (request, reply) => {
        const body: TourRequestBody = request.body
        const check = checkInquiry(body, kind)
        const problem = inquiryFieldsProblem(check) ?? (check.dateOutOfRange ? TOUR_DATE_MESSAGE : undefined)
        if (problem) return reply.code(400).send({ message: problem })
        const disclosures = await intake.disclosures()
        const consent = consentEvidence(request, body, kind === 'tour' ? disclosures.requestShowing : disclosures.contactAgent)
        if (consent === 'outdated') return reply.code(400).send({ message: CONSENT_MESSAGES.outdated })
        try {
          const inquiryId = await recordUnlessBot(body, () => intake.propertyInquiry(kind, body, consent, requestLang(request)))
          return { message: kind === 'tour' ? 'Tour request sent' : 'Message sent', inquiryId }
        } catch (error) {
          // A slot taken, or never free (docs/decisions/0128-one-row-per-held-place.md): the nearest free ones by name.
          if (!(error instanceof SlotNotFreeError)) throw error
          return reply.code(409).send({ message: await intake.slotNotFreeMessage(body.propertyId!, body.selectedDate!) })
        }
      },
    )
  }
}
