import type { FastifyInstance } from 'fastify'
import type { Deps } from '#server/deps.ts'
import { healthRoutes } from './health.routes.ts'

/** Operations: health checks for a load balancer and a process manager, and Prometheus metrics. */
export async function register(app: FastifyInstance, { database, metrics, config, now }: Deps): Promise<void> {
  await app.register(healthRoutes, { database, metrics, metricsToken: config.metricsToken, now })
}
