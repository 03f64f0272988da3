import type { FastifySchema } from 'fastify'
import type { Permission } from '#core/staff/permissions.ts'

/**
 * A staff route's options: what its user's role must grant (checked by the one guard, staff-guard.ts) and its
 * schema, listed under "staff" in the API documentation unless the schema names its own tags.
 */
export function staffRoute<const S extends FastifySchema>(permission: Permission, schema: S) {
  return { config: { permission }, schema: { tags: ['staff'], ...schema } }
}
