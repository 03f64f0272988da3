import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply } from 'fastify'
import { ShowingMoveSchema, ShowingTokenSchema, ShowingViewSchema } from '#core/leads/showing-link.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import { formRoute } from './form-route.ts'
import type { FormRoutesOptions } from './lead-intake.service.ts'
import { ShowingLinkError, type ShowingLinks } from './showing-link.service.ts'
import { SlotNotFreeError } from './showings.service.ts'

// A visitor's showing through the private link of its mails (docs/decisions/0137-showing-private-link.md): read it,
// cancel it, or move it to another free slot. The token is the only key; an unknown one is a 404 in plain words.

const ANSWERS = { 200: ShowingViewSchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema }

export const showingLinkRoutes: FastifyPluginAsyncZod<FormRoutesOptions & { links: ShowingLinks }> = async (
  app,
  { intake, links, rateLimit },
) => {
  /** Answers a refusal in words: the link, or a slot taken (with the nearest free ones); anything else is thrown on. */
  async function refusal(reply: FastifyReply, err: unknown, slot?: { token: string; selectedDate: string }) {
    if (err instanceof ShowingLinkError) return reply.code(err.statusCode).send({ message: err.message })
    if (!(err instanceof SlotNotFreeError) || !slot) throw err
    const propertyId = (await links.propertyOf(slot.token)) ?? ''
    return reply.code(409).send({ message: await intake.slotNotFreeMessage(propertyId, slot.selectedDate) })
  }

  app.get(
    '/api/showings/link',
    {
      schema: {
        tags: ['inquiries'],
        summary: 'A visitor’s showing, by the private link of its mails',
        querystring: ShowingTokenSchema,
        response: { 200: ShowingViewSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const view = await links.view(request.query.token)
      reply.header('cache-control', 'no-store')
      return view ?? reply.code(404).send({ message: 'This link is not valid. Please use the link in your mail from us.' })
    },
  )

  app.post(
    '/api/showings/cancel',
    formRoute(rateLimit, {
      tags: ['inquiries'],
      summary: 'The visitor cancels their showing; its time is free again and the agent is told',
      body: ShowingTokenSchema,
      response: ANSWERS,
    }),
    async (request, reply) => {
      try {
        return await links.cancel(request.body.token)
      } catch (err) {
        return refusal(reply, err)
      }
    },
  )

  app.post(
    '/api/showings/move',
    formRoute(rateLimit, {
      tags: ['inquiries'],
      summary: 'The visitor moves their showing to another free slot, booked as the tour form books',
      description: 'The slot must be free by the listing’s showing rules; when it is not, 409 names the nearest free ones.',
      body: ShowingMoveSchema,
      response: ANSWERS,
    }),
    async (request, reply) => {
      try {
        return await links.move(request.body)
      } catch (err) {
        return refusal(reply, err, request.body)
      }
    },
  )
}
