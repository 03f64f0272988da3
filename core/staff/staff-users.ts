import { z } from 'zod'
import { ACTIVITY_KINDS } from './activity.ts'
import { normalizeUsername } from './sign-in.ts'
import { IdSchema } from '#core/ids.ts'
import { ROLE_MESSAGES, STAFF_ROLES } from './permissions.ts'

// Staff users, the activity log and the dashboard (docs/product.md#staff-users).

/** The most characters a username has once trimmed; the invite form limits and counts its field by it. */
export const USERNAME_MAX_LENGTH = 64
export const USERNAME_RULE = `Use 3 to ${USERNAME_MAX_LENGTH} letters, digits, dots, dashes, underscores or @, starting with a letter or digit.`

/** A new username, normalized as sign-in compares it (trimmed, lower-case). */
export const UsernameSchema = z
  .string()
  .max(200)
  .transform(normalizeUsername)
  .pipe(z.string().regex(new RegExp(`^[a-z0-9][a-z0-9._@-]{2,${USERNAME_MAX_LENGTH - 1}}$`), USERNAME_RULE))
  .meta({ title: 'Username' })

/** Where a staff member is told of an attack on their account; empty for none (the office is told then). */
export const StaffEmailSchema = z
  .string()
  .trim()
  .max(254, 'Use at most 254 characters.')
  .pipe(z.union([z.literal(''), z.email('Enter an e-mail address like name@example.com.')]))
  .meta({ title: 'E-mail' })

const RoleSchema = z.enum(STAFF_ROLES, 'Choose Owner, Editor or Agent.').meta({ title: 'Role' })
const RoleFieldsSchema = z.object({ role: RoleSchema, agentId: IdSchema.nullable().optional().meta({ title: 'Agent card' }) })
/** An agent is linked to the public agent card they are (docs/decisions/0077-staff-and-lead-records.md). */
const agentHasCard = (b: { role: string; agentId?: string | null }) => b.role !== 'agent' || Boolean(b.agentId)
const agentCardIssue = { message: ROLE_MESSAGES.agentCardRequired, path: ['agentId'] }

/** A staff user's new role and, for an agent, their agent card. */
export const StaffRoleBodySchema = RoleFieldsSchema.refine(agentHasCard, agentCardIssue)
export type StaffRoleBody = z.infer<typeof StaffRoleBodySchema>

/** An invite names the role; without one the user is an editor (docs/decisions/0090-staff-roles.md). */
export const InviteUserBodySchema = RoleFieldsSchema.extend({
  username: UsernameSchema,
  displayName: z.string().trim().max(100, 'Use at most 100 characters.').optional().meta({ title: 'Name' }),
  email: StaffEmailSchema.optional(),
  role: RoleSchema.default('editor'),
}).refine(agentHasCard, agentCardIssue)

export const AccountEmailBodySchema = z.object({ email: StaffEmailSchema })

export const StaffUserSchema = z.object({
  _id: z.string(),
  /** Changes with every change to the account: sent back as If-Match by a reset, disable or enable. */
  version: z.string(),
  username: z.string(),
  displayName: z.string(),
  mustChangePassword: z.boolean(),
  disabled: z.boolean(),
  /** Where security notices go; null: the office address. */
  email: z.string().nullable(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** Whether the user signs in with a second step (docs/decisions/0092-two-step-sign-in.md). */
  twoStep: z.boolean(),
  role: z.enum(STAFF_ROLES),
  /** The agent card an agent is; null for other roles. */
  agentId: z.string().nullable(),
})
export type StaffUser = z.infer<typeof StaffUserSchema>

export const OneTimePasswordResponseSchema = z.object({ user: StaffUserSchema, oneTimePassword: z.string() })

export const ActivityEntrySchema = z.object({
  _id: z.string(),
  username: z.string(),
  action: z.string(),
  method: z.string(),
  path: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  /** What the entry is about (core/staff/activity.ts). */
  kind: z.enum(ACTIVITY_KINDS),
  /** The record it is about, by id and by its name now; null for entries about no one record. */
  subject: z.object({ id: z.string(), name: z.string() }).nullable(),
})
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>

/** What a manager checks first each morning: what came in since their last visit. */
export const DashboardSchema = z.object({
  since: z.string().nullable(),
  newInquiries: z.number().int(),
  newApplications: z.number().int(),
  recentInquiries: z.array(
    z.object({ _id: z.string(), kind: z.string(), name: z.string(), createdAt: z.string(), propertyId: z.string().nullable() }),
  ),
  recentApplications: z.array(z.object({ _id: z.string(), companyName: z.string(), contactName: z.string(), createdAt: z.string() })),
  /** The latest backup that succeeded (docs/product.md#backups); null before the first. */
  lastBackup: z.object({ at: z.string(), sizeBytes: z.number() }).nullable(),
  /** The latest backup that finished, when it failed: shown until one succeeds. */
  backupFailure: z.object({ at: z.string(), error: z.string() }).nullable(),
})
export type Dashboard = z.infer<typeof DashboardSchema>
