import type { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Permission } from '#core/staff/permissions.ts'
import { conflictSchema } from '#core/conflicts.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { ifMatchVersion } from '#server/plugins/if-match.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import { staffRoute } from '#server/staff/staff-route.ts'

type App = Parameters<FastifyPluginAsyncZod>[0]

/** A role without the save's permission is refused with 403. */
const ROLE_REFUSAL: Partial<Record<403, typeof ErrorSchema>> = { 403: ErrorSchema }
const IF_MATCH_SAVE = "With `If-Match` naming the document's `version`, a save made after someone else saved it is refused with 409."

/**
 * The two routes of a settings document staff edit as a whole (the routing rules, the response timer, the screening
 * criteria): GET `path` reads it, PUT `path` saves it over the version If-Match names (409 when someone saved since)
 * and records `audit` with what `details` says of the save.
 */
export function settingsRoutes<S extends z.ZodType, B extends z.ZodType>(
  app: App,
  path: string,
  options: {
    schema: S
    read: { permission: Permission; summary: string; run: () => Promise<z.infer<S>> }
    save: {
      permission: Permission
      summary: string
      /** What the save does beyond replacing the document over its version (which every save's description says). */
      description?: string
      body: B
      run: (body: z.infer<B>, by: string, expected: string | undefined) => Promise<z.infer<S>>
      audit: string
      details: (saved: z.infer<S>, body: z.infer<B>) => Record<string, unknown>
    }
  },
): void {
  const { schema, read, save } = options
  app.get(path, staffRoute(read.permission, { summary: read.summary, response: { 200: schema as z.ZodType, 401: ErrorSchema } }), () =>
    read.run(),
  )

  app.put(
    path,
    staffRoute(save.permission, {
      summary: save.summary,
      description: [save.description, IF_MATCH_SAVE].filter(Boolean).join(' '),
      body: save.body,
      response: { 200: schema, 400: ErrorSchema, 401: ErrorSchema, ...ROLE_REFUSAL, 409: conflictSchema(schema) },
    }),
    async (request) => {
      const body = request.body as z.infer<B>
      const saved = await save.run(body, request.adminUser!.id, ifMatchVersion(request.headers['if-match']))
      recordAudit(request, save.audit, save.details(saved, body))
      return saved
    },
  )
}
