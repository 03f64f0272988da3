import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '#server/db/unavailable.ts'
import { STORAGE_UNAVAILABLE_MESSAGE, StorageUnavailable } from '#server/storage/object-store.ts'
import { labelAt, namedProblem } from '#core/schema-fields.ts'
import { StaleVersionError } from './if-match.ts'

const PART_NAMES: Record<string, string> = { querystring: 'query parameter', params: 'path parameter', body: 'field', headers: 'header' }

/**
 * Only 4xx messages reach the client; anything else is logged and answered
 * with a generic 500. Validation errors name the parameter, and its rule names the field by the label its schema
 * gives it (core/schema-fields.ts): `Invalid field "title": Title: Use at most 150 characters`.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? ''
      const part = PART_NAMES[context] ?? 'parameter'
      const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[context]
      const messages = error.validation.map((v) => {
        const name =
          v.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          (v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ||
          'request'
        const label = name === 'request' ? undefined : labelAt(schema, name.split('.'))
        return `Invalid ${part} "${name}": ${label ? namedProblem(label, v.message ?? '') : v.message}`
      })
      return reply.code(400).send({ message: messages.join('; ') })
    }
    // A save over a newer version: who saved it, when, and the record now (core/conflicts.ts).
    if (error instanceof StaleVersionError) return reply.code(409).send({ message: error.message, ...error.conflict })
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Request body is too large'
          : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'Request body is not valid JSON'
            : error.message
      // A refusal may carry what its screen needs to offer a way on (the phrases a publication must give a reason for).
      return reply.code(status).send({ message, ...(error as { answerDetails?: object }).answerDetails })
    }
    if (error instanceof StorageUnavailable) {
      // Object storage away or failing through every try: nothing was kept, and the client may send it again.
      request.log.warn({ err: error }, 'file storage unavailable')
      return reply.code(503).header('retry-after', '5').send({ message: STORAGE_UNAVAILABLE_MESSAGE })
    }
    if (isDatabaseUnavailable(error)) {
      // The request did not complete; the client may send it again (docs/decisions/0045-error-answers-for-outages-and-wrong-methods.md).
      request.log.warn({ err: error }, 'database unavailable')
      return reply.code(503).header('retry-after', '5').send({ message: DATABASE_UNAVAILABLE_MESSAGE })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.', requestId: request.id })
  })
}
