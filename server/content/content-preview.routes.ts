import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CONTENT_SAVES, CONTENT_SLUGS, saveBodySchema } from '#core/content/content-saves.ts'
import { PreviewLinkSchema, PreviewPageSchema } from '#core/staff/previews.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { PREVIEW_PARAM, type StaffPreviews } from '#server/catalog/staff-previews.ts'
import { cleanContentValue } from './content-editor.service.ts'
import { staffRoute } from '#server/staff/staff-route.ts'

// Preview of a content section's unsaved edits (docs/decisions/0099-staff-previews.md): the same body as the
// section's save, checked by the same schema and cleaned the same way, kept for 30 minutes behind a preview link to
// the public page that shows it. Nothing is saved; the site is unchanged.

export const contentPreviewRoutes: FastifyPluginAsyncZod<{ previews: StaffPreviews }> = async (app, { previews }) => {
  for (const slug of CONTENT_SLUGS) {
    const save = CONTENT_SAVES[slug]
    const wrap = 'wrap' in save ? save.wrap : undefined
    app.post(
      `/api/admin/content/${slug}/preview`,
      staffRoute('content.edit', {
        tags: ['content admin'],
        summary: `Preview unsaved ${slug} content on a public page`,
        description:
          'Takes the body of the section’s save and answers a link to `page` (a public page, such as /about-us) rendered with it, for 30 minutes. Nothing is saved.',
        querystring: z.object({ page: PreviewPageSchema }),
        body: saveBodySchema(slug),
        response: { 201: PreviewLinkSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
      }),
      async (request, reply) => {
        const body = request.body as Record<string, unknown>
        const value = cleanContentValue(slug, wrap ? body[wrap] : body)
        const { token, expiresAt } = await previews.create({ kind: 'content', slug, value }, request.adminUser!.username)
        const { page } = request.query
        return reply.code(201).send({ url: `${page}?${PREVIEW_PARAM}=${token}`, expiresAt })
      },
    )
  }
}
