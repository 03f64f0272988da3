// Who may do what in the staff portal (docs/decisions/0090-staff-roles.md): the one table
// the /api/admin guard checks (server/staff/staff-guard.ts) and the portal reads to
// hide what a role cannot do. Plain constants, no zod, so the portal's shell can load it.

export const STAFF_ROLES = ['owner', 'editor', 'agent'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', editor: 'Editor', agent: 'Agent' }

export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Everything, staff users and the activity log included.',
  editor: 'Content, listings, agents, partners and every lead.',
  agent: 'Their own listings and the leads about them; reads the rest.',
}

/**
 * What a route needs. Each /api/admin route names one in its `config.permission`;
 * a route without one is refused to everybody (and fails the role × route test).
 */
export const PERMISSIONS = {
  /** Their own account, the session check and the dashboard: every signed-in user. */
  'signed-in': 'use the portal',
  /** Read listings, content, agents and partners as staff see them. */
  'catalog.read': 'read the portal',
  'content.edit': 'edit the website content',
  /** Agents too, for the listings whose agent they are (checked in the listing service). */
  'listings.edit': 'change listings',
  'people.edit': 'change agents and partners',
  /** Every listing at once: the RESO CSV export and import (docs/decisions/0158-reso-csv-export-and-import.md). */
  'listings.transfer': 'export and import listings as CSV',
  /** Agents too, for the leads about their listings (filtered in the lead inbox). */
  'leads.read': 'read leads',
  'leads.edit': 'work on leads',
  /** Get Notified sign-ups: about no listing, so no agent's own. */
  'subscribers.manage': 'see or remove Get Notified sign-ups',
  'staff.manage': 'manage staff users',
  'activity.read': 'read the activity log',
} as const
export type Permission = keyof typeof PERMISSIONS

const EVERY_PERMISSION = Object.keys(PERMISSIONS) as Permission[]

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: EVERY_PERMISSION,
  editor: [
    'signed-in',
    'catalog.read',
    'content.edit',
    'listings.edit',
    'listings.transfer',
    'people.edit',
    'leads.read',
    'leads.edit',
    'subscribers.manage',
  ],
  agent: ['signed-in', 'catalog.read', 'listings.edit', 'leads.read', 'leads.edit'],
}

export const isStaffRole = (value: unknown): value is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(value)

/** Whether a role may do what a permission names; an unknown role may do nothing. */
export const can = (role: string | undefined, permission: Permission): boolean =>
  isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission)

/** The guard's 403 answer, in plain words. */
export const refusedMessage = (role: StaffRole, permission: Permission): string =>
  `Your role (${ROLE_LABELS[role]}) does not allow you to ${PERMISSIONS[permission]}. Ask an owner if you need to.`

/** Whom "their own" is decided by: an agent owns the records of their agent card; other roles hold every record. */
export interface StaffActor {
  role: StaffRole
  /** The public agent card this user is (agents only). */
  agentId: string | null
}

/** Whether the actor may change a record of this agent card (a listing, a lead about it). */
export const ownsAgentRecord = (actor: StaffActor, agentId: string | null | undefined): boolean =>
  actor.role !== 'agent' || (actor.agentId !== null && actor.agentId === agentId)

export const ROLE_MESSAGES = {
  lastOwner: 'This is the last owner. Make another staff user an owner first, so someone can still manage staff users.',
  agentCardRequired: 'Choose the agent card of this staff user.',
  agentCardTaken: (username: string) => `This agent card already belongs to the staff user "${username}".`,
  noAgentCard: 'No agent card has this id.',
  notYourListing: 'This listing belongs to another agent: you can read it, but only its agent, an editor or an owner can change it.',
  agentNamesThemselves: 'As an agent you can only name yourself as the listing’s agent.',
} as const
