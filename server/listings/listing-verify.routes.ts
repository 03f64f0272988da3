import { z } from 'zod'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { UNREADABLE_MESSAGE, VERIFY_PARAM, isVerifyCheck, type VerifyAnswer } from '#core/listings/listing-verify.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { tooManyRequestsMessage } from '#server/plugins/rate-limit.ts'
import { setRequestHeader } from '#server/plugins/web-app.ts'
import type { ListingVerifier } from './listing-verify.service.ts'

/** Set by the server on a /verify page request over the limit: the minutes to wait (app/routes/verify.tsx reads it). */
export const VERIFY_WAIT_HEADER = 'x-verify-wait-minutes'

const VerifyQuerySchema = z.object({
  [VERIFY_PARAM]: z.string().trim().min(1, 'Enter a listing code or a link').max(2000).meta({ title: 'Listing code or link' }),
})

const VerifiedListingSchema = z.object({
  _id: z.string(),
  listingCode: z.string(),
  title: z.string(),
  address: z.string(),
  price: z.string(),
  status: z.string(),
  photo: z.string(),
  url: z.string(),
})
const VerifyAnswerSchema = z.union([
  z.object({
    result: z.literal('ours'),
    message: z.string(),
    listing: VerifiedListingSchema,
    contact: z.object({ kind: z.enum(['agent', 'office']), name: z.string(), phone: z.string(), email: z.string() }),
  }),
  z.object({ result: z.literal('not-ours'), message: z.string(), otherSite: z.string().optional() }),
]) satisfies z.ZodType<VerifyAnswer>

/** The shared count (server/plugins/rate-limit.ts sharedRateLimit): milliseconds to wait, or undefined. */
type Limit = (request: FastifyRequest) => Promise<number | undefined>

/**
 * GET /api/verify: whether a code or a link is one of this business's listings (docs/decisions/0148-verify-a-listing.md).
 * It shares its count per client address with the /verify page (`limit`), so codes cannot be tried cheaply either way.
 */
export const listingVerifyRoutes: FastifyPluginAsyncZod<{ verify: ListingVerifier; limit: Limit }> = async (app, { verify, limit }) => {
  app.get(
    '/api/verify',
    {
      onRequest: async (request, reply) => {
        const wait = await limit(request)
        if (wait !== undefined) return reply.code(429).send({ message: tooManyRequestsMessage(wait) })
      },
      schema: {
        tags: ['listings'],
        summary: 'Check whether a listing code or link is ours',
        description:
          'Reads a listing code (six characters, such as K7M2QX), a link to /property/{id} of this site, or any text holding a code. A published listing answers "ours" with its photo, address, price, status, page and whom to contact; anything else, a draft or archived listing too, answers "not-ours". 400 when the text holds neither a code nor a link. Limited per client address together with the /verify page.',
        querystring: VerifyQuerySchema,
        response: { 200: VerifyAnswerSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const answer = await verify(request.query[VERIFY_PARAM])
      if (!answer) return reply.code(400).send({ message: UNREADABLE_MESSAGE })
      return answer
    },
  )
}

/**
 * The /verify page's checks count with the API's: a page request with a code or link over the limit reaches the
 * renderer with the minutes to wait in VERIFY_WAIT_HEADER, and the page says so in words (a 429 without JavaScript
 * too). A client's own value of that header is always replaced.
 */
export function limitVerifyPage(app: FastifyInstance, limit: Limit): void {
  app.addHook('onRequest', async (request) => {
    if (!/^(\/es)?\/verify\/?(\.data)?$/i.test(request.url.split('?')[0])) return
    const wait = isVerifyCheck(request.url) ? await limit(request) : undefined
    setRequestHeader(request.raw, VERIFY_WAIT_HEADER, wait === undefined ? '' : String(Math.ceil(wait / 60000)))
  })
}
