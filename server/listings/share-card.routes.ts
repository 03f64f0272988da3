import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdSchema } from '#core/ids.ts'
import { errorResponses } from '#server/plugins/error-responses.ts'
import type { ListingCatalog } from './listing.catalog.ts'
import type { createShareCards } from './share-card.ts'

// A listing's link-preview picture (docs/decisions/0159-listing-flyer-and-share-card.md), named by the property
// page's og:image. Read through the listing the public may see: a draft or an archived listing has no card.

export const shareCardRoutes: FastifyPluginAsyncZod<{ catalog: ListingCatalog; cards: ReturnType<typeof createShareCards> }> = async (
  app,
  { catalog, cards },
) => {
  app.get(
    '/api/properties/:id/share-card.jpg',
    {
      schema: {
        tags: ['properties'],
        summary: 'A listing’s share card (1200 × 630 JPEG)',
        description:
          'The picture link previews show: the first photo with the price, beds, baths, area and address. Answers 304 to a matching If-None-Match; 404 when the listing is not public.',
        params: z.object({ id: IdSchema }),
        response: { 200: z.any(), 304: z.null(), 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request, reply) => {
      const property = await catalog.findProperty(request.params.id)
      if (!property) return reply.code(404).send({ message: 'Property not found' })
      const card = await cards.cardOf(property)
      reply.header('etag', card.etag).header('cache-control', 'public, max-age=3600')
      if (request.headers['if-none-match']?.split(',').some((t) => t.trim() === card.etag)) return reply.code(304).send(null)
      return reply.type('image/jpeg').header('content-length', String(card.body.length)).send(card.body)
    },
  )
}
