import type { FastifyInstance } from 'fastify'
import type { Deps } from '#server/deps.ts'
import { seoRoutes } from './seo.routes.ts'

/** What the catalog answers besides the features' own reads: the sitemap and robots.txt. */
export async function register(app: FastifyInstance, { catalog, config }: Deps): Promise<void> {
  await app.register(seoRoutes, { catalog, publicUrl: config.publicUrl })
}
