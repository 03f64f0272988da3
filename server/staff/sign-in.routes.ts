import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AUTH_MESSAGES,
  ChangePasswordBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  VerifyTokenResponseSchema,
} from '#core/staff/sign-in.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { toSignedInStaff, type StaffUserRepository } from './staff-user.repository.ts'
import { AuthError, type StaffAuth } from './staff-auth.service.ts'
import { bearerToken } from './sessions.service.ts'
import { recordAudit } from './audit.service.ts'

const MessageSchema = z.object({ message: z.string() })

/** Staff sign-in, sign-out and the session check (docs/product.md#sign-in). */
export const authRoutes: FastifyPluginAsyncZod<{ auth: StaffAuth; users: StaffUserRepository }> = async (app, { auth, users }) => {
  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['staff'],
        summary: 'Sign in with username and password',
        description:
          "Answers a bearer token for the Authorization header of /api/admin calls, and the user. A wrong username or password answers 401 with one message. Failed attempts are limited per account and per client address with growing delays (429 with Retry-After); an account's limit does not apply where its user signed in before.",
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await auth.signIn(request.body.username, request.body.password, request.ip)
      if (!result.ok) {
        if (result.status === 429) reply.header('retry-after', String(result.retryAfterSeconds))
        return reply.code(result.status).send({ message: result.message })
      }
      const { _id: id, username, displayName, role, agentId } = result.user
      request.adminUser = { id, username, displayName, role, agentId }
      recordAudit(request, 'auth.sign-in', {})
      return { token: result.token, user: result.user }
    },
  )

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['staff'],
        summary: 'Sign out: ends the session of the bearer token on the server',
        description: 'Always answers 200, also for a token that is already invalid.',
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization)
      const session = token ? await auth.sessions.authenticate(token) : undefined
      if (session) {
        await auth.sessions.revoke(session.sessionId)
        request.adminUser = session.user
        recordAudit(request, 'auth.sign-out', {})
      }
      return { message: 'Signed out' }
    },
  )

  app.get(
    '/api/admin/verify-token',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['staff'],
        summary: 'Whether the bearer token is a live session; answers its user',
        response: { 200: VerifyTokenResponseSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      const user = await users.findById(request.adminUser!.id)
      if (!user) return reply.code(401).send({ message: AUTH_MESSAGES.signInRequired })
      return { valid: true as const, user: toSignedInStaff(user) }
    },
  )

  app.post(
    '/api/admin/account/password',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['staff'],
        summary: "Change the signed-in user's password",
        description:
          'Needs the current password; the new one has at least 12 characters and is not a common password. Ends every other session of the user; this one stays.',
        body: ChangePasswordBodySchema,
        response: { 200: MessageSchema, 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body
      try {
        await auth.changePassword(request.adminUser!.id, request.adminSessionId!, request.ip, currentPassword, newPassword)
      } catch (err) {
        if (err instanceof AuthError) return reply.code(err.statusCode as 400).send({ message: err.message })
        throw err
      }
      recordAudit(request, 'account.password-change', {})
      return { message: AUTH_MESSAGES.passwordChanged }
    },
  )
}
