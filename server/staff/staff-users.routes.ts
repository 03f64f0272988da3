import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema } from '#core/ids.ts'
import {
  AccountEmailBodySchema,
  InviteUserBodySchema,
  OneTimePasswordResponseSchema,
  StaffRoleBodySchema,
  StaffUserSchema,
} from '#core/staff/staff-users.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import type { StaffUsers } from './staff-users.service.ts'
import { historyRoutes } from '#server/history/history.routes.ts'
import type { RecordHistory } from '#server/history/record-history.service.ts'
import { staffUserHistory } from './staff-user-history.ts'
import { recordAudit } from './audit.service.ts'
import { ifMatchVersion } from '#server/plugins/if-match.ts'
import { conflictSchema } from '#core/conflicts.ts'
import { staffRoute } from './staff-route.ts'

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema }
/** Only owners manage staff users (core/staff/permissions.ts); everyone has their own account. */
const manage = 'staff.manage'
const own = 'signed-in'
/** A reset, disable, enable or role change sent with If-Match naming a version the user no longer has, or refused by the last owner rule. */
const changed = { ...errors, 409: z.union([conflictSchema(StaffUserSchema), ErrorSchema]) }
const IF_MATCH =
  "With `If-Match` naming the user's `version` the screen showed, it is refused with 409 when the user was changed since: who changed them, when, and the user now."

/** Staff users screen: list, invite, disable or enable, reset a password. */
export const staffUserRoutes: FastifyPluginAsyncZod<{
  staff: StaffUsers
  history: RecordHistory
}> = async (app, { staff, history }) => {
  // Every change of a staff user is kept as a version by the change (docs/decisions/0100-record-history.md).
  historyRoutes(app, history, staffUserHistory(staff))

  // AuthError carries its 4xx status and message; the error handler answers it.
  const tags = ['staff users']

  app.get(
    '/api/admin/users',
    staffRoute(manage, {
      tags,
      summary: 'Every staff user',
      response: { 200: z.array(StaffUserSchema), 401: ErrorSchema, 403: ErrorSchema },
    }),
    () => staff.list(),
  )

  app.post(
    '/api/admin/users',
    staffRoute(manage, {
      tags,
      summary: 'Invite a staff user',
      description:
        'Creates the user with a one-time password, answered once; the user must change it at first sign-in. The role is owner, editor (without one) or agent; an agent names their agent card in agentId.',
      body: InviteUserBodySchema,
      response: { 201: OneTimePasswordResponseSchema, ...errors },
    }),
    async (request, reply) => {
      const { username, ...options } = request.body
      const { user, oneTimePassword } = await staff.create(username, options, request.adminUser!.username)
      recordAudit(request, 'user.invite', { userId: user._id, username: user.username, role: user.role })
      return reply.code(201).send({ user, oneTimePassword: oneTimePassword! })
    },
  )

  app.post(
    '/api/admin/users/:id/reset-password',
    staffRoute(manage, {
      tags,
      summary: "Reset a staff user's password",
      description: `Answers a new one-time password (shown once) and ends the user's sessions; the user must change it at next sign-in. ${IF_MATCH}`,
      params: IdParamsSchema,
      response: { 200: OneTimePasswordResponseSchema, ...changed },
    }),
    async (request) => {
      const { user, oneTimePassword } = await staff.resetPassword(
        request.params.id,
        undefined,
        ifMatchVersion(request.headers['if-match']),
        request.adminUser!.username,
      )
      recordAudit(request, 'user.reset-password', { userId: user._id, username: user.username })
      return { user, oneTimePassword: oneTimePassword! }
    },
  )

  app.get(
    '/api/admin/account',
    staffRoute(own, { tags, summary: 'The signed-in staff user', response: { 200: StaffUserSchema, ...errors } }),
    (request) => staff.findById(request.adminUser!.id),
  )

  app.put(
    '/api/admin/account/email',
    staffRoute(own, {
      tags,
      summary: "Set the signed-in user's e-mail address for security notices",
      description: 'An empty address sends the notices to the office address instead.',
      body: AccountEmailBodySchema,
      response: { 200: StaffUserSchema, ...errors },
    }),
    async (request) => {
      const user = await staff.setEmail(request.adminUser!.id, request.body.email, request.adminUser!.username)
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
      staffRoute(manage, {
        tags,
        summary: disabled ? "Disable a staff user (ends the user's sessions)" : 'Enable a disabled staff user',
        description: IF_MATCH,
        params: IdParamsSchema,
        response: { 200: StaffUserSchema, ...changed },
      }),
      async (request) => {
        const user = await staff.setDisabled(request.params.id, disabled, request.adminUser!, ifMatchVersion(request.headers['if-match']))
        recordAudit(request, `user.${action}`, { userId: user._id, username: user.username })
        return user
      },
    )
  }

  app.put(
    '/api/admin/users/:id/role',
    staffRoute(manage, {
      tags,
      summary: "Change a staff user's role",
      description: `owner, editor or agent; an agent names the agent card they are in agentId. The last enabled owner cannot be given another role (409). ${IF_MATCH}`,
      params: IdParamsSchema,
      body: StaffRoleBodySchema,
      response: { 200: StaffUserSchema, ...changed },
    }),
    async (request) => {
      const { role, agentId } = request.body
      const expected = ifMatchVersion(request.headers['if-match'])
      const user = await staff.setRole(request.params.id, role, agentId, expected, request.adminUser!.username)
      recordAudit(request, 'user.role', { userId: user._id, username: user.username, role: user.role })
      return user
    },
  )
}
