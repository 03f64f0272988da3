import { z } from 'zod'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as rules from '#core/leads/disclosures.ts'
import { IdSchema } from '#core/ids.ts'
import { LeadIdSchema } from '#core/leads/lead-inbox.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { recordAudit } from '#server/staff/audit.service.ts'
import { settingsRoutes } from '#server/staff/settings-routes.ts'
import { staffRoute } from '#server/staff/staff-route.ts'
import { formRoute } from '#server/leads/form-route.ts'
import type { FormRoutesOptions } from '#server/leads/lead-intake.service.ts'
import type { LeadInbox } from '#server/leads/lead-inbox.service.ts'
import type { Disclosures } from './disclosures.service.ts'

// Licensee-interest disclosures (docs/decisions/0155-licensee-disclosures.md): staff keep the text and send it from a
// sell-to-us lead or a flip listing; the homeowner or buyer reads and signs it by the private link of its mail.

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 422: ErrorSchema }
const LEAD_GONE = 'This lead no longer exists'

export const disclosureRoutes: FastifyPluginAsyncZod<{
  disclosures: Disclosures
  inbox: LeadInbox
  rateLimit: FormRoutesOptions['rateLimit']
}> = async (app, { disclosures, inbox, rateLimit }) => {
  const text = '/api/admin/disclosure-text'
  settingsRoutes(app, text, {
    schema: rules.DisclosureTextSchema,
    read: {
      permission: 'leads.read',
      summary: 'The licensee-interest disclosure text now given (the default until staff save one)',
      run: disclosures.readText,
    },
    save: {
      permission: 'content.edit',
      summary: 'Save the licensee-interest disclosure text as a new version',
      description: 'Every version is kept: disclosures already sent keep the text they were sent with.',
      body: rules.DisclosureTextBodySchema,
      run: disclosures.saveText,
      audit: 'disclosure.text',
      details: (saved) => ({ textVersion: saved.textVersion }),
    },
  })
  app.get(
    `${text}/versions`,
    staffRoute('leads.read', {
      summary: 'Every kept version of the disclosure text, newest first',
      response: { 200: z.array(rules.DisclosureTextVersionSchema), 401: ErrorSchema },
    }),
    () => disclosures.textVersions(),
  )

  /** The lead as the staff member may see it; 404 otherwise. */
  const leadOf = async (id: string, user: Parameters<LeadInbox['detail']>[1]) => {
    const lead = await inbox.detail(id, user)
    if (!lead) throw Object.assign(new Error(LEAD_GONE), { statusCode: 404 })
    return lead
  }
  const LeadParams = z.object({ id: LeadIdSchema })
  const ListingParams = z.object({ id: IdSchema })
  const CopyParams = z.object({ id: z.string(), disclosureId: IdSchema })

  app.get(
    '/api/admin/contacts/:id/disclosures',
    staffRoute('leads.read', {
      summary: 'The licensee-interest disclosures sent from this lead, newest first',
      params: LeadParams,
      response: { 200: z.array(rules.DisclosureSummarySchema), ...errors },
    }),
    async (request) => {
      await leadOf(request.params.id, request.adminUser!)
      return disclosures.ofLead(request.params.id)
    },
  )
  app.post(
    '/api/admin/contacts/:id/disclosures',
    staffRoute('leads.edit', {
      summary: 'Send the licensee-interest disclosure to a sell-to-us lead’s homeowner by a private link',
      description: 'Only a sell-to-us lead (422 for any other). The text sent is the current version, kept with the disclosure.',
      params: LeadParams,
      response: { 201: rules.DisclosureSummarySchema, ...errors },
    }),
    async (request, reply) => {
      const lead = await leadOf(request.params.id, request.adminUser!)
      const sent = await disclosures.sendForLead(lead, request.adminUser!)
      recordAudit(request, 'disclosure.send', { id: lead._id, name: lead.name, disclosureId: sent._id, textVersion: sent.textVersion })
      return reply.code(201).send(sent)
    },
  )
  app.get(
    '/api/admin/contacts/:id/disclosures/:disclosureId/copy',
    staffRoute('leads.read', {
      summary: 'A printable copy of one disclosure: text, version, recipient, signature, time and IP',
      params: CopyParams,
      response: errors,
    }),
    async (request, reply) => {
      await leadOf(request.params.id, request.adminUser!)
      return sendCopy(reply, await disclosures.copy(request.params.disclosureId, { leadId: request.params.id }))
    },
  )

  app.get(
    '/api/admin/properties/:id/disclosures',
    staffRoute('leads.read', {
      summary: 'The licensee-interest disclosures sent to this flip’s buyers, newest first',
      params: ListingParams,
      response: { 200: z.array(rules.DisclosureSummarySchema), ...errors },
    }),
    (request) => disclosures.ofListing(request.params.id),
  )
  app.post(
    '/api/admin/properties/:id/disclosures',
    staffRoute('listings.edit', {
      summary: 'Send the licensee-interest disclosure to the named buyer of one of our own flips',
      description: 'Only a listing with a renovation story (our own flip; 422 otherwise).',
      params: ListingParams,
      body: rules.DisclosureRecipientSchema,
      response: { 201: rules.DisclosureSummarySchema, ...errors },
    }),
    async (request, reply) => {
      const sent = await disclosures.sendForListing(request.params.id, request.body, request.adminUser!)
      recordAudit(request, 'disclosure.send', {
        propertyId: request.params.id,
        name: sent.recipientName,
        disclosureId: sent._id,
        textVersion: sent.textVersion,
      })
      return reply.code(201).send(sent)
    },
  )
  app.get(
    '/api/admin/properties/:id/disclosures/:disclosureId/copy',
    staffRoute('leads.read', {
      summary: 'A printable copy of one disclosure sent from this listing',
      params: CopyParams,
      response: errors,
    }),
    async (request, reply) => sendCopy(reply, await disclosures.copy(request.params.disclosureId, { propertyId: request.params.id })),
  )

  function sendCopy(reply: FastifyReply, html: string | undefined) {
    if (!html) return reply.code(404).send({ message: 'No such disclosure here' })
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-disposition', 'attachment; filename="licensee-disclosure.html"')
      .header('cache-control', 'no-store')
      .send(html)
  }

  const linkSchema = {
    tags: ['inquiries'],
    summary: 'A licensee-interest disclosure by the private link of its mail',
    querystring: rules.DisclosureTokenSchema,
    response: { 200: rules.DisclosureViewSchema, 400: ErrorSchema, 404: ErrorSchema },
  }
  app.get('/api/disclosures/link', { schema: linkSchema }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return (await disclosures.view(request.query.token)) ?? reply.code(404).send({ message: rules.DISCLOSURE_MESSAGES.invalidLink })
  })
  app.post(
    '/api/disclosures/sign',
    formRoute(rateLimit, {
      tags: ['inquiries'],
      summary: 'Sign a licensee-interest disclosure: the full name as the disclosure names the person, and the consent ticked',
      description:
        'The time and the address it was signed from are kept with the signature. A name that is not the recipient’s is refused with 422; a signed one with 409.',
      body: rules.DisclosureSignSchema,
      response: {
        200: rules.DisclosureViewSchema,
        400: ErrorSchema,
        404: ErrorSchema,
        409: ErrorSchema,
        422: ErrorSchema,
        429: ErrorSchema,
      },
    }),
    async (request) => {
      const { view, row } = await disclosures.sign(request.body, request.ip)
      recordAudit(request, 'disclosure.sign', {
        id: row.lead_id,
        propertyId: row.property_id,
        name: row.recipient_name,
        disclosureId: row.id,
      })
      return view
    },
  )
}
