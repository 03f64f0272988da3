import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { IdSchema } from '#core/ids.ts'
import { CONSENT_MESSAGES } from '#core/leads/consent.ts'
import {
  CoApplicantPartSchema,
  RENTAL_CONSENT_TEXT,
  RENTAL_FILE_FIELDS,
  RENTAL_FILE_MAX_BYTES,
  RENTAL_FILES_TOTAL_MAX_BYTES,
  RENTAL_MESSAGES,
  RentalApplicationSchema,
  firstProblem,
} from '#core/leads/rental-application.ts'
import { HOW_SCREENING_IS_DONE, ScreeningCriteriaSchema } from '#core/leads/rental-screening.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { receiveUpload, UploadError, type ReceivedUpload, type UploadRules } from '#server/uploads/receive-upload.ts'
import { UnsupportedImageError } from '#server/media/image-pipeline.ts'
import { recordUnlessBot } from '#server/leads/honeypot.ts'
import { formRoute, requestLang } from '#server/leads/form-route.ts'
import { agreementWords, consentEvidence, type ConsentEvidence } from '#server/leads/consent.ts'
import type { ConsentShown } from '#core/leads/consent-shown.ts'
import type { FormRoutesOptions } from '#server/leads/lead-intake.service.ts'
import { RentalApplicationError, takesApplications, type RentalApplications } from './rental-applications.service.ts'
import type { Screening } from './rental-screening.service.ts'

// The public half of rental applications (docs/decisions/0130-rental-applications.md): a rental's criteria, the
// application (multipart: the answers as JSON in `application`, the main applicant's files), a co-applicant's own part
// through their private link, and the main applicant's withdrawal.

const sizes = { document: RENTAL_FILE_MAX_BYTES, image: RENTAL_FILE_MAX_BYTES }
/** The agreement of the application and of a co-applicant's part, as the English and the Spanish page show it. */
const RENTAL_AGREEMENT = agreementWords('rental', RENTAL_CONSENT_TEXT)
export const RENTAL_UPLOAD_RULES: UploadRules = {
  files: Object.fromEntries(
    Object.entries(RENTAL_FILE_FIELDS).map(([field, rule]) => [field, { kinds: rule.kinds, maxCount: rule.maxCount, maxBytes: sizes }]),
  ),
  maxTotalBytes: RENTAL_FILES_TOTAL_MAX_BYTES,
  maxFieldChars: 60_000,
}

const json = (text: string | undefined): unknown => {
  try {
    return JSON.parse(text ?? '')
  } catch {
    return undefined
  }
}

/** The files a form must carry: a photo ID and at least one proof of income. */
function missingFile(upload: ReceivedUpload): string | null {
  if (!upload.files.some((f) => f.field === 'idDocument')) return 'Please add a photo or scan of your ID.'
  if (!upload.files.some((f) => f.field === 'incomeProof')) return 'Please add at least one proof of income, such as a recent pay stub.'
  return null
}

/** Answers a refusal of the service or of the upload; anything else is thrown on. */
function refusal(reply: FastifyReply, err: unknown) {
  if (err instanceof RentalApplicationError || err instanceof UploadError || err instanceof UnsupportedImageError)
    return reply.code(err.statusCode).send({ message: err.message })
  throw err
}

/**
 * One multipart form of an application: its answers as JSON in the field `field`, checked by `schema`, the files
 * it must carry, the consent as shown; `store` keeps them (with the upload's other fields) and gives the answer. The upload's temporary files are
 * removed whatever happens.
 */
async function receiveForm<T extends ConsentShown, R>(
  request: FastifyRequest,
  reply: FastifyReply,
  form: { uploadDir: string; field: string; schema: z.ZodType<T>; absent: string },
  store: (answers: T, upload: ReceivedUpload, consent: ConsentEvidence) => Promise<R>,
): Promise<R | FastifyReply> {
  let upload: ReceivedUpload | undefined
  try {
    upload = await receiveUpload(request, RENTAL_UPLOAD_RULES, { tmpDir: form.uploadDir })
    const sent = upload.fields[form.field]
    const parsed = form.schema.safeParse(json(sent))
    if (!parsed.success) return reply.code(400).send({ message: sent ? firstProblem(parsed.error) : form.absent })
    const missing = missingFile(upload)
    if (missing) return reply.code(400).send({ message: missing })
    const consent = consentEvidence(request, parsed.data, RENTAL_AGREEMENT)
    if (consent === 'outdated') return reply.code(400).send({ message: CONSENT_MESSAGES.outdated })
    return await store(parsed.data, upload, consent)
  } catch (err) {
    return refusal(reply, err)
  } finally {
    await upload?.discard()
  }
}

const Criteria = z.object({
  listing: z.object({ _id: z.string(), title: z.string(), status: z.string() }),
  takesApplications: z.boolean(),
  criteria: ScreeningCriteriaSchema,
  howScreeningIsDone: z.array(z.string()),
})
const errors = { 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema, 429: ErrorSchema }

export const rentalApplicationRoutes: FastifyPluginAsyncZod<
  FormRoutesOptions & { applications: RentalApplications; screening: Screening; uploadDir: string }
> = async (app, { intake, rateLimit, applications, screening, uploadDir }) => {
  app.get(
    '/api/rentals/:id/screening',
    {
      schema: {
        tags: ['applications'],
        summary: 'A rental’s screening criteria, how screening is done, and whether it takes applications',
        params: z.object({ id: IdSchema }),
        response: { 200: Criteria, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const listing = await intake.findListing(request.params.id)
      if (!listing || listing.type !== 'rental') return reply.code(404).send({ message: RENTAL_MESSAGES.notFound })
      return {
        listing: { _id: listing._id, title: listing.title, status: listing.status },
        takesApplications: takesApplications(listing),
        criteria: await screening.forListing(listing._id),
        howScreeningIsDone: [...HOW_SCREENING_IS_DONE],
      }
    },
  )

  app.post(
    '/api/rentals/:id/applications',
    formRoute(rateLimit, {
      tags: ['applications'],
      summary: 'Apply to rent an available rental (multipart)',
      description:
        'multipart/form-data: `application` is the answers as JSON (core/leads/rental-application.ts RentalApplicationSchema); files `idDocument` (1) and `incomeProof` (up to 3), PDF, JPG or PNG, 15 MB each, 45 MB in all. A listing that is not an available rental answers 409. No Social Security number and no payment is taken.',
      consumes: ['multipart/form-data'],
      params: z.object({ id: IdSchema }),
      response: { 200: z.object({ message: z.string(), applicationId: z.string() }), ...errors },
    }),
    async (request, reply) => {
      const listing = await intake.findListing(request.params.id)
      if (!listing || listing.type !== 'rental') return reply.code(404).send({ message: RENTAL_MESSAGES.notFound })
      if (!takesApplications(listing)) return reply.code(409).send({ message: RENTAL_MESSAGES.notAvailable })
      const form = {
        uploadDir,
        field: 'application',
        schema: RentalApplicationSchema,
        absent: 'Send the answers as JSON in the application field.',
      }
      return receiveForm(request, reply, form, async (answers, { files }, consent) => {
        const applicationId = await recordUnlessBot(answers, () =>
          applications.submit(listing, answers, files, consent, requestLang(request)),
        )
        return { message: RENTAL_MESSAGES.sent, applicationId }
      })
    },
  )

  app.post(
    '/api/rental-applications/part',
    formRoute(rateLimit, {
      tags: ['applications'],
      summary: 'A co-applicant completes their own part through their private link (multipart)',
      description:
        'multipart/form-data: `token` (the private link’s), `part` as JSON (CoApplicantPartSchema), files `idDocument` and `incomeProof` as for the application. Once per co-applicant.',
      consumes: ['multipart/form-data'],
      response: { 200: z.object({ message: z.string() }), ...errors },
    }),
    async (request, reply) => {
      const form = { uploadDir, field: 'part', schema: CoApplicantPartSchema, absent: 'Send your part as JSON in the part field.' }
      return receiveForm(request, reply, form, async (part, { fields, files }, consent) => {
        await applications.completePart(fields.token ?? '', part, files, consent, requestLang(request))
        return { message: 'Thank you: your part of the application is complete.' }
      })
    },
  )

  app.post(
    '/api/rental-applications/withdraw',
    formRoute(rateLimit, {
      tags: ['applications'],
      summary: 'The main applicant withdraws the application through their private link',
      body: z.object({ token: z.string().max(64) }),
      response: { 200: z.object({ message: z.string() }), 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema },
    }),
    async (request, reply) => {
      try {
        await applications.withdraw(request.body.token)
        return { message: 'Your application is withdrawn.' }
      } catch (err) {
        return refusal(reply, err)
      }
    },
  )
}
