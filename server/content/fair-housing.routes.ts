import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  FairHousingCheckBodySchema,
  FairHousingCheckSchema,
  FairHousingRulesBodySchema,
  FairHousingRulesSchema,
} from '#core/content/fair-housing-check.ts'
import { RecordVersionSchema } from '#core/history/record-history.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { staffRoute } from '#server/staff/staff-route.ts'
import { settingsRoutes } from '#server/staff/settings-routes.ts'
import { IdSchema } from '#core/ids.ts'
import { conflictSchema } from '#core/conflicts.ts'
import { ifMatchVersion } from '#server/plugins/if-match.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import type { FairHousing } from './fair-housing.service.ts'

// The fair-housing language check (docs/decisions/0135-fair-housing-language-check.md): one route every editor screen
// (and later tools) asks, so they all use one rule set: the built-in rules and staff's own
// (docs/decisions/0143-staff-fair-housing-rules.md), which owners and editors keep on the rules screen.

export const fairHousingRoutes: FastifyPluginAsyncZod<{ fairHousing: FairHousing }> = async (app, { fairHousing }) => {
  app.post(
    '/api/admin/fair-housing/check',
    staffRoute('catalog.read', {
      tags: ['content'],
      summary: 'Phrases in a text (plain or HTML) that may state a preference under fair housing rules',
      description:
        'Tags are stripped; each flag names the phrase as written, where it stands (`index` in the plain text and a few words around it), why it is flagged and a neutral alternative. Staff’s own rules count at once.',
      body: FairHousingCheckBodySchema,
      response: { 200: FairHousingCheckSchema, 400: ErrorSchema, 401: ErrorSchema },
    }),
    async (request) => ({ flags: await fairHousing.check(request.body.text) }),
  )

  const rules = '/api/admin/fair-housing/rules'
  settingsRoutes(app, rules, {
    schema: FairHousingRulesSchema,
    read: { permission: 'catalog.read', summary: 'The built-in fair-housing rules and staff’s own', run: fairHousing.read },
    save: {
      permission: 'content.edit',
      summary: 'Replace staff’s own fair-housing rules (phrases, never patterns)',
      description:
        "Each rule is a phrase of words, why it is flagged and a neutral alternative. With `If-Match` naming the rules' `version`, a save made after someone else saved them is refused with 409. Each save keeps a version.",
      body: FairHousingRulesBodySchema,
      run: fairHousing.save,
      audit: 'fair-housing.rules',
      details: (saved) => ({ rules: saved.rules.length }),
    },
  })

  const versions = { 200: z.array(RecordVersionSchema), 401: ErrorSchema }
  const listed = staffRoute('catalog.read', {
    tags: ['history'],
    summary: 'Kept versions of staff’s rules, newest first',
    response: versions,
  })
  app.get(`${rules}/history`, listed, () => fairHousing.versions())

  app.post(
    `${rules}/history/:versionId/restore`,
    staffRoute('content.edit', {
      tags: ['history'],
      summary: 'Save a kept version of staff’s fair-housing rules again',
      description: "With `If-Match` naming the rules' `version` the screen showed, refused with 409 when they changed since.",
      params: z.object({ versionId: IdSchema }),
      response: {
        200: FairHousingRulesSchema,
        400: ErrorSchema,
        401: ErrorSchema,
        403: ErrorSchema,
        404: ErrorSchema,
        409: conflictSchema(FairHousingRulesSchema),
      },
    }),
    async (request) => {
      const { versionId } = request.params
      const saved = await fairHousing.restore(versionId, request.adminUser!.id, ifMatchVersion(request.headers['if-match']))
      recordAudit(request, 'fair-housing.rules.version-restore', { version: versionId, rules: saved.rules.length })
      return saved
    },
  )
}
