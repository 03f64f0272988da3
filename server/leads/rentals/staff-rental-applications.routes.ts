import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdSchema } from '#core/ids.ts'
import { ownsAgentRecord } from '#core/staff/permissions.ts'
import { RENTAL_APPLICATION_STATUSES, RentalApplicationListSchema } from '#core/leads/rental-application.ts'
import { RentalCompareSchema } from '#core/leads/rental-compare.ts'
import { RecentAgenciesSchema, RentalDecisionBodySchema, RentalReviewSchema } from '#core/leads/adverse-action.ts'
import { ScreeningSettingsBodySchema, ScreeningSettingsSchema } from '#core/leads/rental-screening.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { sendPrivateFile } from '#server/plugins/private-file.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import { staffRoute } from '#server/staff/staff-route.ts'
import { settingsRoutes } from '#server/staff/settings-routes.ts'
import type { ListingAdmin } from '#server/listings/listing-admin.service.ts'
import { createListingRepository } from '#server/listings/listing.repository.ts'
import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { RentalApplicationError, type RentalApplications } from './rental-applications.service.ts'
import type { Screening } from './rental-screening.service.ts'

// Staff's half of rental applications (docs/decisions/0130-rental-applications.md): the screening criteria, the
// applications with every applicant's part and files, and their status. An agent sees the applications of the
// listings whose agent they are; owners and editors see every one.

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema }
const Params = z.object({ id: IdSchema })

export const staffRentalApplicationRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>
  applications: RentalApplications
  screening: Screening
  listingAdmin: ListingAdmin
}> = async (app, { db, applications, screening, listingAdmin }) => {
  const listings = createListingRepository(db)
  /** Whether the staff member may see this listing's applications. */
  const sees = async (actor: Parameters<typeof ownsAgentRecord>[0], listingId: string) =>
    actor.role !== 'agent' || ownsAgentRecord(actor, (await listings.findById(listingId))?.agentId)

  settingsRoutes(app, '/api/admin/rentals/screening', {
    schema: ScreeningSettingsSchema,
    read: {
      permission: 'catalog.read',
      summary: 'The screening criteria of all rentals and of the listings that have their own',
      run: () => screening.read(),
    },
    save: {
      permission: 'content.edit',
      summary: 'Change the screening criteria of all rentals and of single listings',
      body: ScreeningSettingsBodySchema,
      run: (body, by, expected) => screening.save(body, by, expected),
      audit: 'rentals.screening',
      details: (saved) => ({ overrides: saved.overrides.length }),
    },
  })

  app.get(
    '/api/admin/rental-applications',
    staffRoute('leads.read', {
      summary: 'Rental applications, newest first',
      querystring: z.object({ listingId: IdSchema.optional(), status: z.enum(RENTAL_APPLICATION_STATUSES).optional() }),
      response: { 200: RentalApplicationListSchema, ...errors },
    }),
    async (request) => {
      const all = await applications.list(request.query)
      const actor = request.adminUser!
      if (actor.role !== 'agent') return all
      const mine = new Map<string, boolean>()
      for (const a of all) if (!mine.has(a.listing._id)) mine.set(a.listing._id, await sees(actor, a.listing._id))
      return all.filter((a) => mine.get(a.listing._id))
    },
  )

  app.get(
    '/api/admin/rental-applications/:id',
    staffRoute('leads.read', {
      summary: 'One rental application: the household, every applicant’s part, agreement and files',
      params: Params,
      response: { 200: RentalReviewSchema, ...errors },
    }),
    async (request, reply) => {
      const found = await applications.detail(request.params.id)
      if (!found || !found.listing || !(await sees(request.adminUser!, found.listing._id)))
        return reply.code(404).send({ message: 'This application no longer exists.' })
      return found
    },
  )

  app.put(
    '/api/admin/rental-applications/:id/status',
    staffRoute('leads.edit', {
      summary: 'Set a rental application under review, approved or declined',
      description:
        'Every applicant is mailed the new status once. Approving one application declines the listing’s other open applications (their applicants are told the home is taken) and moves the listing to pending. A decline that rests on a consumer report carries `report`: the agency, the credit score if one was used, and the notice as staff left it, which is kept and mailed to every applicant with the decline.',
      params: Params,
      body: RentalDecisionBodySchema,
      response: { 200: RentalReviewSchema, ...errors, 409: ErrorSchema },
    }),
    async (request, reply) => {
      const actor = request.adminUser!
      const found = await applications.detail(request.params.id)
      if (!found || !found.listing || !(await sees(actor, found.listing._id)))
        return reply.code(404).send({ message: 'This application no longer exists.' })
      try {
        const { status, report } = request.body
        const by = { id: actor.id, name: actor.displayName || actor.username }
        const { listingId, declined } = await applications.setStatus(request.params.id, status, report && { notice: report, by })
        if (request.body.status === 'approved') await listingAdmin.bulkStatus([listingId], 'pending', actor)
        recordAudit(request, 'rentals.application-status', {
          id: request.params.id,
          status: request.body.status,
          declined: declined.length,
          ...(report && { adverseNotice: true, agency: report.agency.name }),
        })
      } catch (err) {
        if (err instanceof RentalApplicationError) return reply.code(err.statusCode).send({ message: err.message })
        throw err
      }
      return (await applications.detail(request.params.id))!
    },
  )

  app.get(
    '/api/admin/rental-applications/compare',
    staffRoute('leads.read', {
      summary: 'The applications for one home side by side, against its screening criteria',
      description: 'Withdrawn applications are left out; each row names in words what misses the criteria.',
      querystring: z.object({ listingId: IdSchema }),
      response: { 200: RentalCompareSchema, ...errors },
    }),
    async (request, reply) => {
      const { listingId } = request.query
      const found = (await sees(request.adminUser!, listingId))
        ? await applications.compare(listingId, await screening.forListing(listingId))
        : undefined
      if (!found) return reply.code(404).send({ message: 'This rental was not found.' })
      return found
    },
  )

  app.get(
    '/api/admin/rental-applications/agencies',
    staffRoute('leads.edit', {
      summary: 'The consumer reporting agencies named in the latest adverse-action notices, newest first',
      response: { 200: RecentAgenciesSchema, ...errors },
    }),
    () => applications.recentAgencies(),
  )

  app.get(
    '/api/admin/rental-applications/:id/adverse-notice',
    staffRoute('leads.read', {
      summary: 'Download the adverse-action notice sent with a decline, as text',
      params: Params,
      response: { 200: z.any().describe('the notice as text'), ...errors },
    }),
    async (request, reply) => {
      const found = await applications.detail(request.params.id)
      if (!found?.listing || !found.adverseNotice || !(await sees(request.adminUser!, found.listing._id)))
        return reply.code(404).send({ message: 'This application has no consumer-report notice.' })
      const body = Buffer.from(`${found.adverseNotice.text}\n`, 'utf8')
      return sendPrivateFile(reply, {
        body,
        name: `adverse-action-notice-${request.params.id}.txt`,
        mimeType: 'text/plain; charset=utf-8',
        bytes: body.length,
      })
    },
  )

  app.get(
    '/api/admin/rental-applications/:id/files/:fileId',
    staffRoute('leads.read', {
      summary: 'Download a private file of a rental application (ID, proof of income)',
      description: 'Always as an attachment with nosniff, never shown inline.',
      params: z.object({ id: IdSchema, fileId: IdSchema }),
      response: { 200: z.any().describe('the file'), ...errors },
    }),
    async (request, reply) => {
      const found = await applications.detail(request.params.id)
      const file =
        found?.listing && (await sees(request.adminUser!, found.listing._id))
          ? await applications.file(request.params.id, request.params.fileId)
          : undefined
      if (!file) return reply.code(404).send({ message: 'This file no longer exists' })
      return sendPrivateFile(reply, file)
    },
  )
}
