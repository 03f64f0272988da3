import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { checkFairHousing, FairHousingCheckBodySchema, FairHousingCheckSchema } from '#core/content/fair-housing-check.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { staffRoute } from '#server/staff/staff-route.ts'

// The fair-housing language check (docs/decisions/0135-fair-housing-language-check.md): one route every editor screen
// (and later tools) asks, so they all use one rule set. It reads nothing and stores nothing.

export const fairHousingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/fair-housing/check',
    staffRoute('catalog.read', {
      tags: ['content'],
      summary: 'Phrases in a text (plain or HTML) that may state a preference under fair housing rules',
      description:
        'Tags are stripped; each flag names the phrase as written, where it stands (`index` in the plain text and a few words around it), why it is flagged and a neutral alternative.',
      body: FairHousingCheckBodySchema,
      response: { 200: FairHousingCheckSchema, 400: ErrorSchema, 401: ErrorSchema },
    }),
    (request) => ({ flags: checkFairHousing(request.body.text) }),
  )
}
