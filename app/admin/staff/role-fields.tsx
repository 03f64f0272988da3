import { useId } from 'react'
import { FieldShell, fieldAria } from '#app/ui/forms/field.tsx'
import { Options } from '#app/ui/forms/options.tsx'
import { ROLE_DESCRIPTIONS, ROLE_LABELS, STAFF_ROLES, type StaffRole } from '#core/staff/permissions.ts'

// A staff user's role, and for an agent the agent card they are (docs/decisions/0090-staff-roles.md):
// the invite form and the Change role dialog draw the same two fields.

export interface RoleChoice {
  role: StaffRole
  agentId: string
}

export interface AgentCardOption {
  _id: string
  name: string
}

export function RoleFields({
  value,
  onChange,
  agents,
  errors = {},
}: {
  value: RoleChoice
  onChange: (next: RoleChoice) => void
  agents: readonly AgentCardOption[]
  errors?: { role?: string; agentId?: string }
}) {
  const id = useId()
  const role = { id: `${id}-role`, hint: ROLE_DESCRIPTIONS[value.role], error: errors.role, hintYields: true }
  const card = {
    id: `${id}-card`,
    hint: agents.length ? 'Their listings and the leads about them are theirs to work on.' : 'Add the agent on the Agents screen first.',
    error: errors.agentId,
    hintYields: true,
  }
  return (
    <>
      <FieldShell label="Role" {...role}>
        <select
          id={role.id}
          name="role"
          value={value.role}
          {...fieldAria(role)}
          onChange={(e) => onChange({ ...value, role: e.currentTarget.value as StaffRole })}
        >
          <Options items={STAFF_ROLES} label={(r) => ROLE_LABELS[r]} />
        </select>
      </FieldShell>
      {value.role === 'agent' && (
        <FieldShell label="Agent card" required {...card}>
          <select
            id={card.id}
            name="agentId"
            value={value.agentId}
            required
            {...fieldAria(card)}
            onChange={(e) => onChange({ ...value, agentId: e.currentTarget.value })}
          >
            <option value="">Choose an agent</option>
            <Options items={agents.map((a) => ({ value: a._id, label: a.name }))} />
          </select>
        </FieldShell>
      )}
    </>
  )
}

/** The role as the staff list shows it: "Agent · Avery Park" for an agent with their card. */
export function roleLabel(user: { role: StaffRole; agentId: string | null }, agents: readonly AgentCardOption[]): string {
  const card = user.agentId ? agents.find((a) => a._id === user.agentId) : undefined
  return card ? `${ROLE_LABELS[user.role]} · ${card.name}` : ROLE_LABELS[user.role]
}
