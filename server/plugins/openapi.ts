import type { FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** OpenAPI generated from the zod route schemas; UI at /api/docs, JSON at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Heartland Home Partners API', version: '1.0.0', description: 'Public and admin REST API of the website.' },
      servers: [{ url: publicUrl }],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
}
