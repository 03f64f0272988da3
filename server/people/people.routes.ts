import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AgentSchema, PartnerSchema } from '#core/people/people.ts'
import type { PeopleCatalog } from './people.catalog.ts'

export const peopleRoutes: FastifyPluginAsyncZod<{ catalog: PeopleCatalog }> = async (app, { catalog }) => {
  app.get('/api/agents', { schema: { tags: ['people'], summary: 'Active agents', response: { 200: z.array(AgentSchema) } } }, () =>
    catalog.listActiveAgents(),
  )

  app.get('/api/partners', { schema: { tags: ['people'], summary: 'Partners', response: { 200: z.array(PartnerSchema) } } }, () =>
    catalog.listPartners(),
  )
}
