import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  AUTH_MESSAGES,
  ChangePasswordBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  VerifyTokenResponseSchema,
} from '#core/staff/sign-in.ts'
import {
  ChallengeBodySchema,
  ChallengeCodeBodySchema,
  EnrolledSignInSchema,
  EnrolmentSchema,
  SecondStepSchema,
} from '#core/staff/two-step.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { toSignedInStaff, type StaffUserRepository } from './staff-user.repository.ts'
import { AuthError, type StaffAuth } from './staff-auth.service.ts'
import { bearerToken, type SessionOrigin } from './sessions.service.ts'
import { recordAudit } from './audit.service.ts'
import type { StaffUser } from '#core/staff/staff-users.ts'
import { staffRoute } from './staff-route.ts'

export const MessageSchema = z.object({ message: z.string() })

/** Where a sign-in comes from: the client's address and browser (the Account screen's sessions list). */
export const originOf = (request: FastifyRequest): SessionOrigin => ({ ip: request.ip, userAgent: request.headers['user-agent'] })

/** Runs `work`; a refused attempt (AuthError 429) carries Retry-After. The error handler answers every AuthError with its status and words. */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (err) {
    if (err instanceof AuthError && err.retryAfterSeconds) reply.header('retry-after', String(err.retryAfterSeconds))
    throw err
  }
}

/** A finished sign-in: recorded in the activity log under its user. */
function signedIn<T extends { user: Pick<StaffUser, '_id' | 'username' | 'displayName' | 'role' | 'agentId'> }>(
  request: FastifyRequest,
  result: T,
): T {
  const { _id: id, username, displayName, role, agentId } = result.user
  request.adminUser = { id, username, displayName, role, agentId }
  recordAudit(request, 'auth.sign-in', {})
  return result
}

/** Staff sign-in, sign-out and the session check (docs/product.md#sign-in). */
export const authRoutes: FastifyPluginAsyncZod<{ auth: StaffAuth; users: StaffUserRepository }> = async (app, { auth, users }) => {
  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['staff'],
        summary: 'Sign in with username and password',
        description:
          "Answers a bearer token for the Authorization header of /api/admin calls, and the user. A wrong username or password answers 401 with one message. When the user has two-step sign-in, or must set it up (TWO_STEP_REQUIRED), the right password answers 401 with `secondStep` ('code' or 'enrol') and a `challenge` for /api/auth/login/code or /api/auth/login/enrolment, good for 10 minutes; no token until the second step is done. Failed attempts (passwords and codes) are limited per account and per client address with growing delays (429 with Retry-After); an account's limit does not apply where its user signed in before.",
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, 400: ErrorSchema, 401: z.union([SecondStepSchema, ErrorSchema]), 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await auth.signIn(request.body.username, request.body.password, originOf(request))
      if (!result.ok) {
        if (result.status === 429) reply.header('retry-after', String(result.retryAfterSeconds))
        const { ok: _ok, status, ...answer } = result
        return reply.code(status).send(answer)
      }
      return signedIn(request, { token: result.token, user: result.user })
    },
  )

  const refusals = { 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema }

  app.post(
    '/api/auth/login/code',
    {
      schema: {
        tags: ['staff'],
        summary: 'Second step of sign-in: a code from the authenticator app, or a recovery code',
        description:
          "With the password step's challenge. Answers the token and the user, as the password step does without two-step. Each code works once; a recovery code is spent. Wrong codes count like wrong passwords (401, then 429 with Retry-After); an expired challenge answers 401: sign in again.",
        body: ChallengeCodeBodySchema,
        response: { 200: LoginResponseSchema, ...refusals },
      },
    },
    (request, reply) =>
      withRetryAfter(reply, async () => {
        const result = await auth.signInWithCode(request.body.challenge, request.body.code, originOf(request))
        if (!result.ok) throw new AuthError(result.status, result.message)
        return signedIn(request, { token: result.token, user: result.user })
      }),
  )

  app.post(
    '/api/auth/login/enrolment',
    {
      schema: {
        tags: ['staff'],
        summary: 'Set up two-step sign-in during sign-in: the secret to scan',
        description:
          "For a user who must use two-step sign-in and has not set it up, with the password step's challenge. Answers the secret as a QR code (an SVG data URL) and as text; a new call makes a new secret.",
        body: ChallengeBodySchema,
        response: { 200: EnrolmentSchema, ...refusals },
      },
    },
    (request, reply) => withRetryAfter(reply, () => auth.enrolmentFor(request.body.challenge)),
  )

  app.post(
    '/api/auth/login/enrolment/confirm',
    {
      schema: {
        tags: ['staff'],
        summary: 'Finish setting up two-step sign-in with a code from the app, and sign in',
        description: 'Answers the token, the user and ten single-use recovery codes, shown this once.',
        body: ChallengeCodeBodySchema,
        response: { 200: EnrolledSignInSchema, ...refusals },
      },
    },
    (request, reply) =>
      withRetryAfter(reply, async () => {
        const { token, user, recoveryCodes } = await auth.confirmEnrolment(request.body.challenge, request.body.code, originOf(request))
        recordAudit(request, 'account.two-step-on', {})
        return signedIn(request, { token, user, recoveryCodes })
      }),
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
    staffRoute('signed-in', {
      summary: 'Whether the bearer token is a live session; answers its user',
      response: { 200: VerifyTokenResponseSchema, 401: ErrorSchema },
    }),
    async (request, reply) => {
      const user = await users.findById(request.adminUser!.id)
      if (!user) return reply.code(401).send({ message: AUTH_MESSAGES.signInRequired })
      return { valid: true as const, user: toSignedInStaff(user) }
    },
  )

  app.post(
    '/api/admin/account/password',
    staffRoute('signed-in', {
      summary: "Change the signed-in user's password",
      description:
        'Needs the current password; the new one has at least 12 characters and is not a common password. Ends every other session of the user; this one stays.',
      body: ChangePasswordBodySchema,
      response: { 200: MessageSchema, 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema },
    }),
    (request, reply) =>
      withRetryAfter(reply, async () => {
        const { currentPassword, newPassword } = request.body
        await auth.changePassword(request.adminUser!.id, request.adminSessionId!, request.ip, currentPassword, newPassword)
        recordAudit(request, 'account.password-change', {})
        return { message: AUTH_MESSAGES.passwordChanged }
      }),
  )
}
