import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { IdParamsSchema } from '#core/ids.ts'
import { ShowingSettingsSchema, StaffShowingSettingsSchema } from '#core/leads/showing-settings.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import { staffRoute } from '#server/staff/staff-route.ts'
import type { VersionedSave } from '#server/history/record-history.service.ts'
import { listingShowingSettings, saveListingShowingSettings } from '#server/leads/showing-settings.service.ts'
import type { ListingAdmin } from './listing-admin.service.ts'

// A listing's showing settings (docs/decisions/0129-showing-settings-on-their-records.md): who shows it, instant or
// approve-first, length, buffer, notice and parties per slot. Changed by those who may change the listing; each save
// is a version of the listing.

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema }
const tags = ['staff: properties']

export const staffShowingSettingsRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>
  admin: ListingAdmin
  versions: VersionedSave
}> = async (app, { db, admin, versions }) => {
  app.get(
    '/api/admin/properties/:id/showing-settings',
    staffRoute('catalog.read', {
      tags,
      summary: 'A listing’s showing settings',
      description:
        'The defaults (the listing’s agent, approve-first, 30 minutes, 15 minutes buffer, 2 hours notice, 1 party) until a save.',
      params: IdParamsSchema,
      response: { 200: StaffShowingSettingsSchema, ...errors },
    }),
    async (request) => listingShowingSettings(db, request.params.id),
  )

  app.put(
    '/api/admin/properties/:id/showing-settings',
    staffRoute('listings.edit', {
      tags,
      summary: 'Save a listing’s showing settings',
      description: 'agentId null: the listing’s own agent shows it. Kept as a version of the listing.',
      params: IdParamsSchema,
      body: ShowingSettingsSchema,
      response: { 200: StaffShowingSettingsSchema, ...errors },
    }),
    async (request) => {
      await admin.editable(request.params.id, request.adminUser!)
      await saveListingShowingSettings(db, versions, request.params.id, request.body, request.adminUser!.username)
      recordAudit(request, 'property.showing-settings', { id: request.params.id, ...request.body })
      return listingShowingSettings(db, request.params.id)
    },
  )
}
