import { z } from 'zod'
import type { FastifyRequest, FastifySchema, onRequestHookHandler } from 'fastify'
import type { Lang } from '#core/i18n/locale.ts'
import { visitorLang } from '#server/mail/mail-words.ts'
import type { FormRoutesOptions } from './lead-intake.service.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'

/**
 * A visitor form's route options: limited per client address across restarts and app servers
 * (server/plugins/rate-limit.ts), described by its schema, and with `onRequest` where the answer must not be stored.
 */
export function formRoute<const S extends FastifySchema>(
  rateLimit: FormRoutesOptions['rateLimit'],
  schema: S,
  options: { onRequest?: onRequestHookHandler } = {},
) {
  return { config: { rateLimit }, schema, ...options }
}

/** The language of the site a visitor's form was sent from (its Accept-Language), which their mails follow. */
export const requestLang = (request: FastifyRequest): Lang => visitorLang(request.headers['accept-language'])

/** What a visitor form that stores a lead answers: its message and the lead's id, or why it was refused. */
export const SENT_ANSWERS = {
  200: z.object({ message: z.string(), inquiryId: z.string() }),
  400: ErrorSchema,
  413: ErrorSchema,
  429: ErrorSchema,
}
