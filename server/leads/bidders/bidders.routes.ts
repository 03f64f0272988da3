import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  APPLICATION_FILE_FIELDS,
  APPLICATION_FILE_MAX_BYTES,
  APPLICATION_TOTAL_MAX_BYTES,
  BIDDER_AGREEMENTS_TEXT,
} from '#core/leads/bidder-rules.ts'
import { CONSENT_MESSAGES } from '#core/leads/consent.ts'
import { ConfirmationEmailBodySchema, parseBidderApplication } from '#core/leads/bidder-application.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { receiveUpload, UploadError, type UploadRules } from '#server/uploads/receive-upload.ts'
import { UnsupportedImageError } from '#server/media/image-pipeline.ts'
import { recordUnlessBot } from '#server/leads/honeypot.ts'
import { newApplicationId } from './bidder-applications.service.ts'
import type { FormRoutesOptions } from '#server/leads/lead-intake.service.ts'
import { formRoute, requestLang } from '#server/leads/form-route.ts'
import { agreementWords, consentEvidence } from '#server/leads/consent.ts'

const limits = { document: APPLICATION_FILE_MAX_BYTES, image: APPLICATION_FILE_MAX_BYTES }
const UPLOAD_RULES: UploadRules = {
  files: Object.fromEntries(
    Object.entries(APPLICATION_FILE_FIELDS).map(([field, rule]) => [
      field,
      { kinds: rule.kinds, maxCount: rule.maxCount, maxBytes: limits },
    ]),
  ),
  maxTotalBytes: APPLICATION_TOTAL_MAX_BYTES,
}

const SubmittedSchema = z.object({ message: z.string(), applicationId: z.string() })

/** The two agreements, as the English and the Spanish page show them. */
const BIDDER_AGREEMENT = agreementWords('bidders', BIDDER_AGREEMENTS_TEXT)

/** The preferred-bidder application and its confirmation. */
export const preferredBidderRoutes: FastifyPluginAsyncZod<FormRoutesOptions> = async (app, { intake, rateLimit }) => {
  app.post(
    '/api/preferred-bidders',
    formRoute(rateLimit, {
      tags: ['applications'],
      summary: 'Apply to the preferred bidders list (multipart)',
      description:
        'multipart/form-data with the fields of the application form; tradesServices and references as JSON text; files insuranceCOI (1), projectFiles (up to 10) and capabilityStatement (1): PDF, DOC, DOCX, JPG or PNG (capability statement PDF, DOC or DOCX), 15 MB each, 60 MB in all, the type read from the bytes.',
      consumes: ['multipart/form-data'],
      response: { 200: SubmittedSchema, 400: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema, 429: ErrorSchema },
    }),
    async (request, reply) => {
      let upload
      try {
        upload = await receiveUpload(request, UPLOAD_RULES, { tmpDir: intake.applicationUploadDir })
      } catch (err) {
        if (err instanceof UploadError) return reply.code(err.statusCode).send({ message: err.message })
        throw err
      }
      try {
        const parsed = parseBidderApplication(upload.fields)
        if (!parsed.ok) return reply.code(400).send({ message: parsed.message })
        const a = parsed.value
        const files = upload.files
        const consent = consentEvidence(request, a, BIDDER_AGREEMENT)
        if (consent === 'outdated') return reply.code(400).send({ message: CONSENT_MESSAGES.outdated })
        const applicationId = await recordUnlessBot(a, () => intake.application(a, files, consent, requestLang(request)), newApplicationId)
        return { message: 'Application submitted', applicationId }
      } catch (err) {
        if (err instanceof UnsupportedImageError) return reply.code(err.statusCode).send({ message: err.message })
        throw err
      } finally {
        await upload.discard()
      }
    },
  )

  app.post(
    '/api/send-confirmation-email',
    formRoute(rateLimit, {
      tags: ['applications'],
      summary: 'Confirm an application to its applicant',
      description:
        "Mails the confirmation of an existing application to that application's own address, once; later calls get the same answer and send nothing. `to` must be the application's email.",
      body: ConfirmationEmailBodySchema,
      response: { 200: z.object({ message: z.string() }), 400: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema },
    }),
    async (request, reply) => {
      const found = await intake.confirmApplication(request.body)
      if (!found) return reply.code(404).send({ message: 'No application with this number and email address.' })
      return { message: 'Confirmation email sent' }
    },
  )
}
