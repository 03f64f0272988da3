import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BannerTextSchema, ContentSectionSchemas, PreferredBiddersBannerSchema, PublicContentSchema } from '#core/content/content.ts'
import {
  CONTENT_SAVES,
  CONTENT_SLUGS,
  ContentConflictSchema,
  ContentHistoryEntrySchema,
  ContentSlugSchema,
  saveBodySchema,
  sectionSaveSchema,
  type ContentSlug,
} from '#core/content/content-saves.ts'
import { TeamMemberSchema } from '#core/people/people.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { ifMatchVersion } from '#server/plugins/if-match.ts'
import { conflictSchema } from '#core/conflicts.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import { ContentConflictError, type ContentEditor } from './content-editor.service.ts'
import { ID_PATTERN } from '#core/ids.ts'
import { staffRoute } from '#server/staff/staff-route.ts'
import { FairHousingReasonSchema, FairHousingRefusalSchema } from '#core/content/fair-housing-check.ts'
import type { FairHousing } from './fair-housing.service.ts'
import { SpanishTextsSchema } from '#core/content/content-saves.ts'

// The content manager's API (docs/product.md#content-saves-api): the whole content
// object, one save per section with the paths and payloads given there, and the
// kept versions of each section with a one-click restore (docs/product.md#content-history).
// Every route is behind the /api/admin guard (server/staff/staff-guard.ts).

/** A section with its Spanish texts, when it has any (docs/decisions/0182-spanish-content-and-descriptions.md). */
const withSpanish = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) => schema.extend({ es: SpanishTextsSchema.optional() })
const S = ContentSectionSchemas

/** What each save answers: the saved section in the shape the request sent. */
function answerSchema(slug: ContentSlug): z.ZodType {
  const { stored } = CONTENT_SAVES[slug]
  if (stored.kind === 'team') return z.object({ team: z.array(TeamMemberSchema) })
  if (stored.kind === 'banner') return withSpanish(BannerTextSchema)
  if (stored.key === 'contact') return z.object({ contact: withSpanish(S.contact) })
  if (stored.key === 'preferredBiddersBanner') return withSpanish(PreferredBiddersBannerSchema)
  return withSpanish(S[stored.key] as z.ZodObject<z.ZodRawShape>)
}

const AdminContentSchema = PublicContentSchema.extend({
  hero: withSpanish(S.hero),
  about: withSpanish(S.about),
  aboutUs: withSpanish(S.aboutUs),
  leadership: withSpanish(S.leadership),
  values: withSpanish(S.values),
  footer: withSpanish(S.footer),
  contact: withSpanish(S.contact),
  vision: withSpanish(S.vision),
  socialMediaSales: withSpanish(S.socialMediaSales),
  socialMediaRentals: withSpanish(S.socialMediaRentals),
  disclosures: withSpanish(S.disclosures),
  preferredBiddersBanner: withSpanish(S.preferredBiddersBanner),
  sellToUs: withSpanish(S.sellToUs),
  privacyPolicy: withSpanish(S.privacyPolicy),
  termsOfService: withSpanish(S.termsOfService),
  propertiesBanner: withSpanish(BannerTextSchema),
  rentalsBanner: withSpanish(BannerTextSchema),
  versions: z.record(z.string(), z.string()),
})

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema }

/** A section's save body with the reason to publish phrases the fair-housing check flags. */
const withReason = (schema: z.ZodType) =>
  schema instanceof z.ZodObject ? schema.extend({ fairHousingReason: FairHousingReasonSchema }) : schema

/** The words a section shows the public: its texts, without addresses, files and e-mail addresses. */
function publicTexts(value: unknown): string[] {
  if (typeof value === 'string') return /^(\/|(https?|mailto|tel):)|^\S+@\S+$/i.test(value) ? [] : [value]
  if (Array.isArray(value)) return value.flatMap(publicTexts)
  if (value && typeof value === 'object') return Object.values(value).flatMap(publicTexts)
  return []
}

export const staffContentRoutes: FastifyPluginAsyncZod<{ editor: ContentEditor; fairHousing: FairHousing }> = async (
  app,
  { editor, fairHousing },
) => {
  app.get(
    '/api/admin/content',
    staffRoute('catalog.read', {
      tags: ['content admin'],
      summary: 'The whole site content object, as the site shows it now (defaults filled in)',
      response: { 200: AdminContentSchema, 401: ErrorSchema },
    }),
    () => editor.readAll(),
  )

  for (const slug of CONTENT_SLUGS) {
    const save = CONTENT_SAVES[slug]
    const wrap = 'wrap' in save ? save.wrap : undefined
    app.route({
      method: save.method,
      url: `/api/admin/content/${slug}`,
      config: { permission: 'content.edit' },
      schema: {
        tags: ['content admin'],
        summary: `Save ${slug}${wrap ? ` (body {${wrap}})` : ''}: stored with a kept version, shown on the public pages at once`,
        description:
          "With `If-Match` naming the section's version (from `versions` of GET /api/admin/content, or the last save's ETag), a save over a newer version is refused with 409 and what the section holds now; the answer's ETag is the new version.",
        body: withReason(saveBodySchema(slug)),
        response: {
          200: answerSchema(slug),
          409: ContentConflictSchema,
          ...errors,
          400: z.union([FairHousingRefusalSchema, ErrorSchema]),
        },
      },
      handler: async (request, reply) => {
        const { fairHousingReason, ...body } = request.body as Record<string, unknown>
        const wrapped = (value: unknown) => (wrap ? { [wrap]: value } : value)
        const section = wrap ? body[wrap] : body
        // Content is public as soon as it is saved: flagged phrases need a reason (docs/decisions/0144-fair-housing-reason-to-publish.md).
        // The Spanish texts (`es`) are among the section's texts, checked against the same phrase list.
        const review = await fairHousing.review(publicTexts(section), (fairHousingReason as string | undefined) || undefined)
        try {
          const saved = await editor.save(slug, section, request.adminUser?.username ?? '', ifMatchVersion(request.headers['if-match']))
          recordAudit(request, `content.${slug}.save`, review)
          reply.header('etag', `"${saved.version}"`)
          return wrapped(saved.stored)
        } catch (err) {
          if (!(err instanceof ContentConflictError)) throw err
          return reply.code(409).send({ message: err.message, ...err.conflict, current: wrapped(err.conflict.current) })
        }
      },
    })
  }

  app.get(
    '/api/admin/content/history/:section',
    staffRoute('catalog.read', {
      tags: ['content admin'],
      summary: 'Kept versions of a section, newest (the one shown now) first',
      params: z.object({ section: ContentSlugSchema }),
      response: { 200: z.array(ContentHistoryEntrySchema), ...errors },
    }),
    (request) => editor.history(request.params.section),
  )

  app.post(
    '/api/admin/content/history/:id/restore',
    staffRoute('content.edit', {
      tags: ['content admin'],
      summary: 'Saves a kept version again (itself a save with its own kept version, so it can be undone)',
      description:
        "With `If-Match` naming the section's version the screen showed, it is refused with 409 when the section was saved since: who saved it, when, and the section now.",
      params: z.object({ id: z.string().regex(ID_PATTERN, 'Unknown version') }),
      response: { 200: z.object({ section: ContentSlugSchema, data: z.unknown() }), 409: conflictSchema(z.unknown()), ...errors },
    }),
    async (request, reply) => {
      const version = await editor.version(request.params.id)
      const checked = sectionSaveSchema(version.section).safeParse(version.data)
      if (!checked.success) return reply.code(400).send({ message: 'This version does not meet the current rules and cannot be restored.' })
      let answer: { stored: unknown; version: string }
      try {
        answer = await editor.save(
          version.section,
          checked.data,
          request.adminUser?.username ?? '',
          ifMatchVersion(request.headers['if-match']),
        )
      } catch (err) {
        if (!(err instanceof ContentConflictError)) throw err
        return reply.code(409).send({ message: err.message, ...err.conflict })
      }
      const { stored: data, version: saved } = answer
      recordAudit(request, `content.${version.section}.restore`, { version: request.params.id })
      reply.header('etag', `"${saved}"`)
      return { section: version.section, data }
    },
  )
}
