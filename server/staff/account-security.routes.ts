import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { IdParamsSchema } from '#core/ids.ts'
import { AUTH_MESSAGES } from '#core/staff/sign-in.ts'
import {
  CodeBodySchema,
  EnrolmentSchema,
  TwoStepChangeSchema,
  StaffSessionSchema,
  TWO_STEP_MESSAGES,
  TwoStepStatusSchema,
} from '#core/staff/two-step.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import type { StaffUserRepository, StaffUserRow } from './staff-user.repository.ts'
import { AuthError, type StaffAuth } from './staff-auth.service.ts'
import { MessageSchema, withRetryAfter } from './sign-in.routes.ts'
import { recordAudit } from './audit.service.ts'
import { deviceOf } from './user-agent.ts'
import { staffRoute } from './staff-route.ts'

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema }

/** The Account screen's two-step sign-in and sessions (docs/decisions/0092-two-step-sign-in.md, 0093-staff-sessions-list.md). */
export const accountSecurityRoutes: FastifyPluginAsyncZod<{ auth: StaffAuth; users: StaffUserRepository }> = async (
  app,
  { auth, users },
) => {
  const { twoStep } = auth

  async function signedInUser(request: FastifyRequest) {
    const user = await users.findById(request.adminUser!.id)
    if (!user) throw new AuthError(401, AUTH_MESSAGES.signInRequired)
    return user
  }
  const statusOf = async (request: FastifyRequest) => {
    const user = await signedInUser(request)
    return twoStep.status(user, auth.mustUseTwoStep(user))
  }

  app.get(
    '/api/admin/account/two-step',
    staffRoute('signed-in', {
      summary: "The signed-in user's two-step sign-in: on, required, recovery codes left",
      response: { 200: TwoStepStatusSchema, ...errors },
    }),
    statusOf,
  )

  app.post(
    '/api/admin/account/two-step/enrolment',
    staffRoute('signed-in', {
      summary: 'Start setting up two-step sign-in: the secret to scan',
      description: 'Answers the secret as a QR code (an SVG data URL) and as text. It counts once a code from it is confirmed.',
      response: { 200: EnrolmentSchema, ...errors },
    }),
    async (request) => twoStep.startEnrolment(await signedInUser(request)),
  )

  // Three changes that need a code, counted like a password (staff-auth.service.ts withCode); each answers
  // the new state, and the recovery codes where it made them (shown this once).
  const codeActions: {
    path: string
    summary: string
    description: string
    audit: string
    refuse?: (user: StaffUserRow) => string | undefined
    run: (user: StaffUserRow, code: string) => Promise<string[] | true | undefined>
  }[] = [
    {
      path: 'enrolment/confirm',
      summary: 'Turn two-step sign-in on with a code from the app',
      description: 'The code comes from the secret of the enrolment just started. Answers ten single-use recovery codes.',
      audit: 'account.two-step-on',
      run: (user, code) => twoStep.confirmEnrolment(user, code),
    },
    {
      path: 'recovery-codes',
      summary: 'New recovery codes (the old ones stop working)',
      description: 'Needs a code from the app or an unused recovery code. Answers ten new codes.',
      audit: 'account.recovery-codes',
      run: async (user, code) => ((await twoStep.verify(user, code)) ? twoStep.regenerateRecoveryCodes(user) : undefined),
    },
    {
      path: 'turn-off',
      summary: 'Turn two-step sign-in off',
      description: 'Needs a code from the app or an unused recovery code; refused (400) where TWO_STEP_REQUIRED requires it for the user.',
      audit: 'account.two-step-off',
      refuse: (user) => (auth.mustUseTwoStep(user) ? TWO_STEP_MESSAGES.required : undefined),
      run: async (user, code) => ((await twoStep.verify(user, code)) ? twoStep.turnOff(user.id).then(() => true as const) : undefined),
    },
  ]
  for (const action of codeActions) {
    app.post(
      `/api/admin/account/two-step/${action.path}`,
      staffRoute('signed-in', {
        summary: action.summary,
        description: `${action.description} Wrong codes count like wrong passwords (400, then 429 with Retry-After).`,
        body: CodeBodySchema,
        response: { 200: TwoStepChangeSchema, ...errors },
      }),
      (request, reply) =>
        withRetryAfter(reply, async () => {
          const refusal = action.refuse?.(await signedInUser(request))
          if (refusal) throw new AuthError(400, refusal)
          const done = await auth.withCode(request.adminUser!.id, request.ip, request.body.code, (user) =>
            action.run(user, request.body.code),
          )
          recordAudit(request, action.audit, {})
          return { ...(await statusOf(request)), ...(Array.isArray(done) && { recoveryCodes: done }) }
        }),
    )
  }

  app.get(
    '/api/admin/account/sessions',
    staffRoute('signed-in', {
      summary: "The signed-in user's live sessions, newest first",
      description:
        'Where each was opened (browser and system from the user agent, the client address), when, and when last used; `current` marks this one.',
      response: { 200: z.array(StaffSessionSchema), ...errors },
    }),
    async (request) =>
      (await auth.sessions.listLive(request.adminUser!.id)).map((s) => ({
        _id: s.id,
        device: deviceOf(s.user_agent),
        address: s.ip ?? 'Unknown',
        signedInAt: s.created_at,
        lastUsedAt: s.last_used_at,
        current: s.id === request.adminSessionId,
      })),
  )

  app.delete(
    '/api/admin/account/sessions/:id',
    staffRoute('signed-in', {
      summary: 'Sign out one of your sessions',
      params: IdParamsSchema,
      response: { 200: MessageSchema, ...errors },
    }),
    async (request) => {
      if (!(await auth.sessions.revokeOwn(request.adminUser!.id, request.params.id)))
        throw new AuthError(404, 'No such session: it may have ended already.')
      recordAudit(request, 'account.session-sign-out', { sessionId: request.params.id })
      return { message: TWO_STEP_MESSAGES.sessionEnded }
    },
  )

  app.post(
    '/api/admin/account/sessions/sign-out-others',
    staffRoute('signed-in', {
      summary: 'Sign out everywhere else: every session but this one',
      response: { 200: MessageSchema, ...errors },
    }),
    async (request) => {
      const ended = await auth.sessions.revokeAllOf(request.adminUser!.id, request.adminSessionId!)
      recordAudit(request, 'account.sign-out-others', { sessions: ended })
      return { message: TWO_STEP_MESSAGES.othersEnded(ended) }
    },
  )
}
