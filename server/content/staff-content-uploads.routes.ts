import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CONTENT_UPLOADS, UPLOAD_PROFILES, type ContentUploadPath } from '#core/content/content-uploads.ts'
import { megabytes } from '#core/file-kinds.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import type { ContentMedia } from './content-media.service.ts'
import { staffRoute } from '#server/staff/staff-route.ts'

// The twelve multipart uploads of docs/product.md#content-uploads-api with their field names and answer
// keys. An upload only stores the file and answers its URL; the section's save
// puts it on the site (so a picked image can still be cancelled).

const errors = { 400: ErrorSchema, 401: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema }

export const staffContentUploadRoutes: FastifyPluginAsyncZod<{ media: ContentMedia }> = async (app, { media }) => {
  for (const url of Object.keys(CONTENT_UPLOADS) as ContentUploadPath[]) {
    const { field, returns, profile } = CONTENT_UPLOADS[url]
    const limits = Object.entries(UPLOAD_PROFILES[profile].maxBytes)
      .map(([group, bytes]) => `${group}s up to ${megabytes(bytes).replace(/\.0$/, '')} MB`)
      .join(', ')
    const many = returns === 'imageUrls'
    app.post(
      url,
      staffRoute('content.edit', {
        tags: ['content admin'],
        summary: `Upload ${many ? 'files' : 'a file'} in the multipart field "${field}" (${limits}); answers ${returns}`,
        consumes: ['multipart/form-data'],
        response: {
          200: many ? z.object({ imageUrls: z.array(z.string()), message: z.string().optional() }) : z.object({ [returns]: z.string() }),
          ...errors,
        },
      }),
      async (request) => {
        const urls = await media.store(request, field, profile)
        recordAudit(request, `content.upload`, { field, files: urls.length })
        if (many) return { imageUrls: urls, message: `${urls.length} file${urls.length === 1 ? '' : 's'} uploaded successfully` }
        return { [returns]: urls[0] }
      },
    )
  }
}
