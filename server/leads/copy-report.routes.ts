import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CopyReportBodySchema, copyReportProblem } from '#core/leads/copy-report.ts'
import { recordUnlessBot } from './honeypot.ts'
import type { FormRoutesOptions } from './lead-intake.service.ts'
import { SENT_ANSWERS, formRoute } from './form-route.ts'

/** "Report a copy" on /verify: the lead path, limit and honeypot of every public form (docs/decisions/0148-verify-a-listing.md). */
export const copyReportRoutes: FastifyPluginAsyncZod<FormRoutesOptions> = async (app, { intake, rateLimit }) => {
  app.post(
    '/api/verify/reports',
    formRoute(rateLimit, {
      tags: ['inquiries'],
      summary: 'Report a copy of a listing',
      description:
        'seenAt (where the listing was seen: a link or a site) and message are required; email is optional (only to answer the report); checked is the code or link checked on /verify. Stored as an inquiry of kind copy-report, about our listing when checked names one, and mailed to the office.',
      body: CopyReportBodySchema,
      response: SENT_ANSWERS,
    }),
    async (request, reply) => {
      const problem = copyReportProblem(request.body)
      if (problem) return reply.code(400).send({ message: problem })
      return { message: 'Report sent', inquiryId: await recordUnlessBot(request.body, () => intake.copyReport(request.body)) }
    },
  )
}
