import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema } from '#core/ids.ts'
import { ImageDetailsBodySchema, ImageDetailsSchema } from '#core/image-details.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import type { ImageDetailsService } from './image-details.service.ts'
import { staffRoute } from '#server/staff/staff-route.ts'

// The image dialog of every upload place in the portal: read a stored image's crop, focal point and alt text, and
// save them (a new crop makes its sizes again from the original). Who may save depends on where the image is shown
// (image-details.service.ts); every role that may change any image has listings.edit.

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema }

export const imageDetailsRoutes: FastifyPluginAsyncZod<{ details: ImageDetailsService }> = async (app, { details }) => {
  app.get(
    '/api/admin/media/:id',
    staffRoute('catalog.read', {
      tags: ['media'],
      summary: "A stored image's crop, focal point and alt text",
      params: IdParamsSchema,
      response: { 200: ImageDetailsSchema, ...errors },
    }),
    (request) => details.read(request.params.id),
  )

  app.put(
    '/api/admin/media/:id',
    staffRoute('listings.edit', {
      tags: ['media'],
      summary: "Set a stored image's crop (null: all of it), focal point and alt text (or decorative)",
      params: IdParamsSchema,
      body: ImageDetailsBodySchema,
      response: { 200: ImageDetailsSchema, ...errors },
    }),
    async (request) => {
      const saved = await details.save(request.params.id, request.body, request.adminUser!)
      recordAudit(request, 'media.details', {
        id: request.params.id,
        crop: request.body.crop,
        decorative: request.body.decorative,
        ...(saved.alt ? { name: saved.alt } : {}),
      })
      return saved
    },
  )
}
