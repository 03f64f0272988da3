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
      // Staff routes take the token of POST /api/auth/login.
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input)
      const isStaff = input.url.startsWith('/api/admin') && input.url !== '/api/admin/content/public'
      return isStaff ? { ...out, schema: { ...out.schema, security: [{ bearerAuth: [] }] } } : out
    },
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
}
