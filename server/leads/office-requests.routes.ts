import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ConsultationBodySchema,
  GeneralContactBodySchema,
  officeRequestProblem,
  type OfficeRequestKind,
} from '#core/leads/office-requests.ts'
import type { FormRoutesOptions } from './lead-intake.service.ts'
import { recordUnlessBot } from './honeypot.ts'
import { SENT_ANSWERS, formRoute, requestLang } from './form-route.ts'

const SENT: Record<OfficeRequestKind, string> = { consultation: 'Consultation request sent', contact: 'Message sent' }

/**
 * Requests to the office: Schedule Consultation on /agents and the general
 * form on /contact. Same limits, honeypot and answers as the contact-agent form.
 */
export const officeRequestRoutes: FastifyPluginAsyncZod<FormRoutesOptions> = async (app, { intake, rateLimit }) => {
  const response = SENT_ANSWERS

  const route = (
    url: string,
    kind: OfficeRequestKind,
    body: typeof ConsultationBodySchema | typeof GeneralContactBodySchema,
    summary: string,
  ) =>
    app.post(
      url,
      formRoute(rateLimit, {
        tags: ['inquiries'],
        summary,
        description:
          'Stores an inquiry, mails the office (visitor as Reply-To) and a confirmation to the visitor. A filled website field (honeypot) gets the same answer, with a fresh id, and nothing is stored.',
        body,
        response,
      }),
      async (request, reply) => {
        const fields = request.body as Record<string, string | undefined>
        const problem = officeRequestProblem(kind, fields)
        if (problem) return reply.code(400).send({ message: problem })
        // A bot learns nothing from the answer: same status, same message, an id like any other (server/leads/honeypot.ts).
        const inquiryId = await recordUnlessBot(request.body, () => intake.officeRequest(kind, request.body, requestLang(request)))
        return { message: SENT[kind], inquiryId }
      },
    )

  route('/api/contact/consultation', 'consultation', ConsultationBodySchema, 'Ask for a consultation (Agents page)')
  route('/api/contact/general', 'contact', GeneralContactBodySchema, 'Send the contact page form')
}
