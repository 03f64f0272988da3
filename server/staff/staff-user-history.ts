import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { STAFF_ROLES } from '#core/staff/permissions.ts'
import { StaffUserSchema } from '#core/staff/staff-users.ts'
import type { FieldFormats } from '#core/history/record-history.ts'
import type { HistorySubject } from '#server/history/history.routes.ts'
import { STAFF_USER_VERSIONS, type StaffUsers } from './staff-users.service.ts'

// The kept versions of staff users (docs/decisions/0100-record-history.md): their role, agent card, whether they
// are enabled, and what they set themselves (name, e-mail, two-step). A restore puts the role, the agent card and the
// enabled state back; only owners may (the routes' staff.manage), and the last enabled owner stays one.

const FORMATS: FieldFormats = {
  displayName: 'Name',
  role: 'Role',
  agentId: { label: 'Agent card', format: 'hidden' },
  agentName: 'Agent card',
  disabled: 'Disabled',
  email: 'E-mail for security notices',
  twoStep: 'Two-step sign-in',
  mustChangePassword: 'Must change password',
}

const KeptSchema = z.object({ role: z.enum(STAFF_ROLES), agentId: z.string().nullable(), disabled: z.boolean() })

export function staffUserHistory(staff: StaffUsers): HistorySubject {
  return {
    ...STAFF_USER_VERSIONS,
    noun: 'staff user',
    base: '/api/admin/users',
    audit: 'user',
    read: 'staff.manage',
    write: 'staff.manage',
    formats: FORMATS,
    answer: StaffUserSchema,
    async restore(id: string, data: unknown, request: FastifyRequest, expected: string | undefined) {
      const kept = KeptSchema.safeParse(data)
      if (!kept.success)
        throw Object.assign(new Error('This version does not meet the current rules and cannot be restored.'), { statusCode: 400 })
      return staff.restore(id, kept.data, request.adminUser!, expected)
    },
  }
}
