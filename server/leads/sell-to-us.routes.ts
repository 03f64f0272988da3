import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SellToUsBodySchema, sellToUsProblem } from '#core/leads/sell-to-us.ts'
import { recordUnlessBot } from './honeypot.ts'
import type { FormRoutesOptions } from './lead-intake.service.ts'
import { SENT_ANSWERS, formRoute, requestLang } from './form-route.ts'

/** The sell-to-us inquiry: the same lead path, limits and honeypot as the other public forms. */
export const sellToUsRoutes: FastifyPluginAsyncZod<FormRoutesOptions> = async (app, { intake, rateLimit }) => {
  app.post(
    '/api/contact/sell-to-us',
    formRoute(rateLimit, {
      tags: ['inquiries'],
      summary: 'Ask for a cash offer',
      description:
        'name, email, phone, address, propertyType (single-family, townhouse, condo, multi-family, other) and timeframe (asap, 1-month, 3-months, 6-months, flexible) are required; message is optional. Stored as an inquiry of kind sell-to-us, mailed to the office with a confirmation to the sender.',
      body: SellToUsBodySchema,
      response: SENT_ANSWERS,
    }),
    async (request, reply) => {
      const body = request.body
      const problem = sellToUsProblem(body)
      if (problem) return reply.code(400).send({ message: problem })
      const inquiryId = await recordUnlessBot(body, () => intake.sellToUs(body, requestLang(request)))
      return { message: 'Inquiry sent', inquiryId }
    },
  )
}
