import { z } from 'zod'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { staffRoute } from '#server/staff/staff-route.ts'
import {
  BuyerDemandSchema,
  ManageViewSchema,
  SaveAnswerSchema,
  SaveHomesBodySchema,
  SaveSearchBodySchema,
  SavedHomeRefSchema,
  SyncHomesBodySchema,
  TokenBodySchema,
  UpdateSearchBodySchema,
} from '#core/leads/saved-searches.ts'
import { SAVED_SEARCH_MESSAGES as M } from '#core/leads/saved-search-messages.ts'
import { ErrorSchema } from '#server/plugins/error-responses.ts'
import type { FormRoutesOptions } from './lead-intake.service.ts'
import { formRoute } from './form-route.ts'
import { UnknownLinkError, type SavedSearches } from './saved-searches.service.ts'

// Saved searches with alerts and saved homes by mail (docs/decisions/0161-saved-searches-and-alerts.md).

const MessageSchema = z.object({ message: z.string() })
const IdParams = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'must be a saved search id') })
/** Answers about a private link's token are kept by no browser or proxy. */
const noStore = async (_request: unknown, reply: FastifyReply) => void reply.header('cache-control', 'no-store')

export const savedSearchRoutes: FastifyPluginAsyncZod<Pick<FormRoutesOptions, 'rateLimit'> & { searches: SavedSearches }> = async (
  app,
  { rateLimit, searches },
) => {
  const errors = { 400: ErrorSchema, 404: ErrorSchema, 413: ErrorSchema, 429: ErrorSchema, 503: ErrorSchema }
  const tags = ['saved searches']
  const form = <S extends object>(schema: S) => formRoute(rateLimit, { tags, ...schema }, { onRequest: noStore })

  app.post(
    '/api/saved-searches',
    form({
      summary: 'Save a search with e-mail alerts',
      description:
        "Keeps a search page's filters with a name and how often to hear. A browser whose key is tied to a confirmed address saves at once; otherwise the address given gets a confirmation mail (double opt-in) and the search waits for it. The answer is the same for a new and a known address. A filled website field (honeypot) is accepted and dropped.",
      body: SaveSearchBodySchema,
      response: { 200: SaveAnswerSchema, ...errors },
    }),
    async (request, reply) => {
      if (request.body.website?.trim()) return { message: M.signedUp, browserKey: '', confirmed: false }
      const answer = await searches.saveSearch(request.body)
      if (answer === 'email needed') return reply.code(400).send({ message: 'Invalid field "email": required' })
      return answer
    },
  )

  app.post(
    '/api/saved-homes/address',
    form({
      summary: 'E-mail me my saved homes',
      description:
        "Ties the browser's saved homes to an address once its owner confirms it (double opt-in), with mails about their changes.",
      body: SaveHomesBodySchema,
      response: { 200: SaveAnswerSchema, ...errors },
    }),
    async (request) => {
      if (request.body.website?.trim()) return { message: M.signedUp, browserKey: '', confirmed: false }
      return searches.saveHomes(request.body)
    },
  )

  app.post(
    '/api/saved-homes/sync',
    form({
      summary: 'Keep the saved homes of a tied browser in step',
      description: 'Adds and removes saved homes of the address the browser is tied to. 404 when the key is unknown or not confirmed yet.',
      body: SyncHomesBodySchema,
      response: { 200: MessageSchema, ...errors },
    }),
    async (request, reply) => {
      if (!(await searches.syncHomes(request.body))) return reply.code(404).send({ message: M.unknownBrowser })
      return { message: 'Saved homes updated.' }
    },
  )

  app.post(
    '/api/saved-searches/browser',
    form({
      summary: 'Whether this browser is tied to a confirmed address',
      body: z.object({ browserKey: TokenBodySchema.shape.token }),
      response: { 200: z.object({ confirmed: z.boolean(), email: z.string() }), ...errors },
    }),
    async (request, reply) => {
      const state = await searches.browserState(request.body.browserKey)
      if (!state) return reply.code(404).send({ message: M.unknownBrowser })
      return state
    },
  )

  /** A POST that takes a private link's token: its service's answer, or 404 with `unknown` when it finds nothing. */
  function byToken(
    path: string,
    doc: { summary: string; description?: string },
    response: z.ZodType,
    unknown: string,
    run: (token: string) => Promise<object | null | false | undefined>,
  ) {
    app.post(path, form({ ...doc, body: TokenBodySchema, response: { 200: response, ...errors } }), async (request, reply) => {
      const answer = await run((request.body as { token: string }).token)
      return answer || reply.code(404).send({ message: unknown })
    })
  }
  const told = (message: string) => (done: boolean) => done && { message }

  byToken('/api/saved-searches/confirm', { summary: 'Confirm an address (double opt-in)' }, MessageSchema, M.unknownConfirm, (token) =>
    searches.confirm(token).then(told(M.confirmed)),
  )
  byToken(
    '/api/saved-searches/unsubscribe',
    {
      summary: 'Stop the alerts of one search',
      description: "Removes the search (or the saved homes' alert) whose unsubscribe token is given; every other search stays.",
    },
    MessageSchema,
    M.unknownUnsubscribe,
    (token) => searches.unsubscribe(token).then(told(M.unsubscribed)),
  )
  byToken(
    '/api/saved-searches/manage',
    { summary: "Every search and saved home of a private link's address" },
    ManageViewSchema.omit({ browserKey: true }),
    M.unknownManage,
    (token) => searches.manage(token),
  )
  byToken(
    '/api/saved-homes/open',
    {
      summary: 'Open the saved homes of a private link in this browser',
      description: "The address's saved homes, to merge into the browser's list, and a key that ties the browser to the address.",
    },
    z.object({ homes: z.array(SavedHomeRefSchema), browserKey: z.string() }),
    M.unknownManage,
    (token) => searches.openHomes(token),
  )
  byToken(
    '/api/saved-searches/remove-everything',
    {
      summary: 'Unsubscribe from everything',
      description: "Forgets the private link's address with every search and saved home it kept: no more alerts.",
    },
    MessageSchema,
    M.unknownManage,
    (token) => searches.removeEverything(token).then(told(M.everythingRemoved)),
  )

  /** A change to one search of a private link's address: 404 in words when the link or the search is not found. */
  const changed = async (reply: FastifyReply, change: Promise<boolean>, message: string) => {
    const done = await change.catch(unknownLink)
    if (done === 'unknown link') return reply.code(404).send({ message: M.unknownManage })
    return done ? { message } : reply.code(404).send({ message: 'Saved search not found' })
  }
  app.patch(
    '/api/saved-searches/:id',
    form({
      summary: 'Rename a saved search or change how often it mails',
      params: IdParams,
      body: UpdateSearchBodySchema,
      response: { 200: MessageSchema, ...errors },
    }),
    (request, reply) => {
      const { token, ...changes } = request.body
      return changed(reply, searches.updateSearch(token, request.params.id, changes), 'Saved.')
    },
  )
  app.post(
    '/api/saved-searches/:id/delete',
    form({ summary: 'Delete a saved search', params: IdParams, body: TokenBodySchema, response: { 200: MessageSchema, ...errors } }),
    (request, reply) => changed(reply, searches.deleteSearch(request.body.token, request.params.id), 'Deleted.'),
  )

  app.get(
    '/api/admin/saved-searches/demand',
    staffRoute('leads.read', {
      summary: 'What buyers are asking for',
      description:
        'Confirmed saved searches counted by area (the location filter) and type (the search page and the property type), most asked first.',
      response: { 200: BuyerDemandSchema, 401: ErrorSchema },
    }),
    () => searches.demand(),
  )
}

function unknownLink(err: unknown): 'unknown link' {
  if (err instanceof UnknownLinkError) return 'unknown link'
  throw err
}
