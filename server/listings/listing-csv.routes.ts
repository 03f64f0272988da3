import { Readable } from 'node:stream'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { StaffListingQuerySchema, type StaffListingQuery } from '#core/listings/listing-form.ts'
import { RESO_COLUMNS, RESO_FIELDS, resoCell } from '#core/listings/reso-fields.ts'
import { LISTING_IMPORT_MAX_CHARS, ListingImportAnswerSchema, ListingImportBodySchema } from '#core/listings/listing-import.ts'
import { CSV_START, csvLine } from '#server/leads/csv.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import { staffRoute } from '#server/staff/staff-route.ts'
import type { ListingAdmin } from './listing-admin.service.ts'
import type { ListingImport } from './listing-import.service.ts'

// The RESO CSV export and import of listings (docs/decisions/0158-reso-csv-export-and-import.md).

const tags = ['staff: properties']
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema }
const PAGE = 200
const ExportQuerySchema = StaffListingQuerySchema.omit({ limit: true, offset: true })

/** The CSV a page at a time: memory holds one page of listings however many there are. */
async function* exportLines(admin: ListingAdmin, query: Omit<StaffListingQuery, 'limit' | 'offset'>): AsyncGenerator<string> {
  yield CSV_START + csvLine(RESO_COLUMNS)
  for (let offset = 0; ; offset += PAGE) {
    const { items } = await admin.list({ ...query, limit: PAGE, offset })
    yield items.map((p) => csvLine(RESO_FIELDS.map((f) => resoCell(f.get(p))))).join('')
    if (items.length < PAGE) return
  }
}

export const listingCsvRoutes: FastifyPluginAsyncZod<{ admin: ListingAdmin; importer: ListingImport }> = async (
  app,
  { admin, importer },
) => {
  app.get(
    '/api/admin/properties/export.csv',
    staffRoute('listings.transfer', {
      tags,
      summary: 'Every listing (drafts too) as CSV under RESO Data Dictionary field names',
      description:
        "Takes the staff list's filters (q, type, status, agentId, publication, archived, sort). Columns: docs/decisions/0158-reso-csv-export-and-import.md; lists pipe-separated.",
      querystring: ExportQuerySchema,
      response: { 200: z.any().describe('text/csv'), ...errors },
    }),
    async (request, reply) => {
      recordAudit(request, 'property.export', {})
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="listings-${new Date().toISOString().slice(0, 10)}.csv"`)
        .header('x-content-type-options', 'nosniff')
        .send(Readable.from(exportLines(admin, request.query)))
    },
  )

  const importRoute = (confirm: boolean) =>
    staffRoute('listings.transfer', {
      tags,
      summary: confirm ? 'Import listings from a RESO CSV' : 'What importing a RESO CSV would do, row by row',
      description: confirm
        ? 'Saves every row (a ListingKey we have updates that listing; others create drafts, published only when X_Published is true and the checklist passes). Refused with 400 while any row has a problem: preview first.'
        : 'Nothing is saved. Each row: create or update, and its problems by column, with its row number (the header is row 1).',
      body: ListingImportBodySchema,
      response: { 200: ListingImportAnswerSchema, ...errors },
    })
  const bodyLimit = LISTING_IMPORT_MAX_CHARS * 2

  app.post('/api/admin/properties/import/preview', { ...importRoute(false), bodyLimit }, async (request) =>
    importer.preview(request.body.csv),
  )

  app.post('/api/admin/properties/import', { ...importRoute(true), bodyLimit }, async (request) => {
    const done = await importer.run(request.body.csv, request.adminUser!)
    recordAudit(request, 'property.import', { created: done.creates, updated: done.updates })
    return done
  })
}
