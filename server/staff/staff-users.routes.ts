import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema } from '#core/ids.ts'
import { AccountEmailBodySchema, InviteUserBodySchema, OneTimePasswordResponseSchema, StaffUserSchema } from '#core/staff/staff-users.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import type { StaffUsers } from './staff-users.service.ts'
import { recordAudit } from './audit.service.ts'
import { ifMatchVersion } from '#server/plugins/if-match.ts'
import { conflictSchema } from '#core/conflicts.ts'

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema }
/** A reset, disable or enable sent with If-Match naming a version the user no longer has. */
const changed = { ...errors, 409: conflictSchema(StaffUserSchema) }
const IF_MATCH =
  "With `If-Match` naming the user's `version` the screen showed, it is refused with 409 when the user was changed since: who changed them, when, and the user now."

/** Staff users screen: list, invite, disable or enable, reset a password. */
export const staffUserRoutes: FastifyPluginAsyncZod<{ staff: StaffUsers }> = async (app, { staff }) => {
  // AuthError carries its 4xx status and message; the error handler answers it.
  const tags = ['staff users']

  app.get(
    '/api/admin/users',
    { schema: { tags, summary: 'Every staff user', response: { 200: z.array(StaffUserSchema), 401: ErrorSchema } } },
    () => staff.list(),
  )

  app.post(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'Invite a staff user',
        description: 'Creates the user with a one-time password, answered once; the user must change it at first sign-in.',
        body: InviteUserBodySchema,
        response: { 201: OneTimePasswordResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { username, displayName, email } = request.body
      const { user, oneTimePassword } = await staff.create(username, { displayName, email })
      recordAudit(request, 'user.invite', { userId: user._id, username: user.username })
      return reply.code(201).send({ user, oneTimePassword: oneTimePassword! })
    },
  )

  app.post(
    '/api/admin/users/:id/reset-password',
    {
      schema: {
        tags,
        summary: "Reset a staff user's password",
        description: `Answers a new one-time password (shown once) and ends the user's sessions; the user must change it at next sign-in. ${IF_MATCH}`,
        params: IdParamsSchema,
        response: { 200: OneTimePasswordResponseSchema, ...changed },
      },
    },
    async (request) => {
      const { user, oneTimePassword } = await staff.resetPassword(request.params.id, undefined, ifMatchVersion(request.headers['if-match']))
      recordAudit(request, 'user.reset-password', { userId: user._id, username: user.username })
      return { user, oneTimePassword: oneTimePassword! }
    },
  )

  app.get(
    '/api/admin/account',
    { schema: { tags, summary: 'The signed-in staff user', response: { 200: StaffUserSchema, ...errors } } },
    (request) => staff.findById(request.adminUser!.id),
  )

  app.put(
    '/api/admin/account/email',
    {
      schema: {
        tags,
        summary: "Set the signed-in user's e-mail address for security notices",
        description: 'An empty address sends the notices to the office address instead.',
        body: AccountEmailBodySchema,
        response: { 200: StaffUserSchema, ...errors },
      },
    },
    async (request) => {
      const user = await staff.setEmail(request.adminUser!.id, request.body.email)
      recordAudit(request, 'account.email', { userId: user._id })
      return user
    },
  )

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/api/admin/users/:id/${action}`,
      {
        schema: {
          tags,
          summary: disabled ? "Disable a staff user (ends the user's sessions)" : 'Enable a disabled staff user',
          description: IF_MATCH,
          params: IdParamsSchema,
          response: { 200: StaffUserSchema, ...changed },
        },
      },
      async (request) => {
        const user = await staff.setDisabled(
          request.params.id,
          disabled,
          request.adminUser!.id,
          ifMatchVersion(request.headers['if-match']),
        )
        recordAudit(request, `user.${action}`, { userId: user._id, username: user.username })
        return user
      },
    )
  }
}
