import { readStaffUser } from '#app/admin/lib/session.ts'
import { ownsAgentRecord, type StaffRole } from '#core/staff/permissions.ts'

/**
 * Whether the signed-in user may change a listing: an agent only their own (docs/decisions/0090-staff-roles.md).
 * A listing saved before listings named their agent by id names them by the card's e-mail, as the server reads it.
 */
export function ownsListing(
  listing: { agentId?: string | null; agent: { email: string } },
  agents: ReadonlyArray<{ _id: string; email: string }>,
  user = readStaffUser(),
): boolean {
  const actor = { role: (user?.role ?? 'agent') as StaffRole, agentId: user?.agentId ?? null }
  const byEmail = agents.find((a) => a.email && a.email === listing.agent.email)?._id ?? null
  return ownsAgentRecord(actor, listing.agentId ?? byEmail)
}
