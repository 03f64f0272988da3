import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema } from '#core/ids.ts'
import {
  OPEN_HOUSE_CONSENT_TEXT,
  OpenHouseSignInBodySchema,
  SIGN_IN_MESSAGES,
  checkSignIn,
  signInOpensMessage,
  signInState,
  signInWindow,
} from '#core/leads/open-house-sign-in.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import type { FormRoutesOptions } from './lead-intake.service.ts'
import { recordUnlessBot } from './honeypot.ts'
import { formRoute, requestLang } from './form-route.ts'
import { agreementWords, consentEvidence } from './consent.ts'

// The open house sign-in page's form (docs/decisions/0115-open-house-sign-in.md). A tablet at the door is one client
// address for every visitor of the open house, so its limit is the public forms' own, several times over.

/** How many times the public forms' limit a sign-in kiosk gets (10 forms in 10 minutes by default: 60 sign-ins). */
export const KIOSK_LIMIT_FACTOR = 6

/** The sign-in's agreement, as the English and the Spanish page show it. */
const OPEN_HOUSE_AGREEMENT = agreementWords('openHouse', OPEN_HOUSE_CONSENT_TEXT)

const SignedInSchema = z.object({ message: z.string(), inquiryId: z.string() })

export const openHouseSignInRoutes: FastifyPluginAsyncZod<FormRoutesOptions & { now: () => Date }> = async (
  app,
  { intake, rateLimit, now },
) => {
  app.post(
    '/api/open-houses/:id/sign-ins',
    formRoute(
      { ...rateLimit, max: rateLimit.max * KIOSK_LIMIT_FACTOR },
      {
        tags: ['inquiries'],
        summary: 'Sign in at an open house',
        description:
          'Stores a lead of the listing (kind open-house) owned by its agent, with the consent given, and mails the agent with the office in copy. name, workingWithAgent (yes or no), an email or a phone, and consent: true with consentText, the words the page showed, are required. Open from an hour before the open house until four hours after it ends (409 otherwise); 404 once it is cancelled or its listing is not public. A filled website field (honeypot) gets the same answer and is dropped.',
        params: IdParamsSchema,
        body: OpenHouseSignInBodySchema,
        response: { 200: SignedInSchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 413: ErrorSchema, 429: ErrorSchema },
      },
    ),
    async (request, reply) => {
      const found = await intake.findOpenHouse(request.params.id)
      if (!found) return reply.code(404).send({ message: SIGN_IN_MESSAGES.notFound })
      const at = now()
      const state = signInState(found.openHouse, at)
      if (state !== 'open')
        return reply
          .code(409)
          .send({ message: state === 'early' ? signInOpensMessage(signInWindow(found.openHouse).opensAt) : SIGN_IN_MESSAGES.closed })
      const body = request.body
      const { data, problems } = checkSignIn(body)
      if (!data) return reply.code(400).send({ message: problems[0]!.message })
      // The kiosk always sent its words: a sign-in without them, or with others, is from a page out of date.
      const consent = body.consentText ? consentEvidence(request, body, OPEN_HOUSE_AGREEMENT, at) : 'outdated'
      if (consent === 'outdated') return reply.code(400).send({ message: SIGN_IN_MESSAGES.outdated })
      const inquiryId = await recordUnlessBot(body, () => intake.openHouseSignIn(found, data, consent, requestLang(request)))
      return { message: SIGN_IN_MESSAGES.thanks, inquiryId }
    },
  )
}
