import { useRef, useState } from 'react'
import { useSaveShortcut } from '#app/admin/ui/use-save-shortcut.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { parseWithErrors } from '#app/ui/forms/schema-errors.ts'
import { staffRequest, errorMessage } from '#app/admin/lib/request.ts'
import { FormOutcome } from '#app/admin/ui/form-outcome.tsx'
import { conflictOf } from '#app/admin/ui/conflict-panel.tsx'
import { ROLE_LABELS } from '#core/staff/permissions.ts'
import { StaffRoleBodySchema, type StaffUser } from '#core/staff/staff-users.ts'
import { RoleFields, type AgentCardOption, type RoleChoice } from './role-fields.tsx'

// Change role (owners only): the role and, for an agent, their card. The server keeps
// the last owner an owner and says so; the dialog shows its words. The change names the user's version the list
// showed, so a change made meanwhile by someone else is not overwritten unseen.

export function ChangeRoleDialog({
  user,
  agents,
  onClose,
  onSaved,
}: {
  user: StaffUser | null
  agents: readonly AgentCardOption[]
  onClose: () => void
  onSaved: (user: StaffUser) => void
}) {
  return (
    <Dialog open={user !== null} onClose={onClose} title={`Change the role of ${user?.username ?? ''}`}>
      {user && <RoleForm key={user._id} user={user} agents={agents} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  )
}

function RoleForm({
  user,
  agents,
  onClose,
  onSaved,
}: {
  user: StaffUser
  agents: readonly AgentCardOption[]
  onClose: () => void
  onSaved: (user: StaffUser) => void
}) {
  const [value, setValue] = useState<RoleChoice>({ role: user.role, agentId: user.agentId ?? '' })
  const [errors, setErrors] = useState<{ role?: string; agentId?: string; form?: string }>({})
  const [busy, setBusy] = useState(false)
  // The version the change is made over: the one the list showed, or the newer one a refused save named.
  const [base, setBase] = useState(user)
  // Ctrl+S / Cmd+S saves a changed role (app/admin/ui/use-save-shortcut.ts).
  const formRef = useRef<HTMLFormElement>(null)
  useSaveShortcut(formRef, !busy && (value.role !== user.role || value.agentId !== (user.agentId ?? '')))

  const save = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const parsed = parseWithErrors(StaffRoleBodySchema, { role: value.role, agentId: value.agentId || null })
    if (!parsed.data) return setErrors(parsed.errors)
    setBusy(true)
    setErrors({})
    try {
      onSaved(
        await staffRequest<StaffUser>(`/api/admin/users/${user._id}/role`, {
          method: 'PUT',
          body: parsed.data,
          headers: { 'if-match': `"${base.version}"` },
        }),
      )
    } catch (err) {
      const refused = conflictOf<StaffUser>(err)
      if (refused) {
        // Someone changed the user since the list was shown: say what they are now; a second Save goes over it.
        setBase(refused.current)
        const now = refused.current.role === user.role ? 'unchanged' : `now ${ROLE_LABELS[refused.current.role]}`
        return setErrors({
          form: `${refused.savedBy || 'Someone'} changed ${user.username} after you opened this (their role is ${now}). Save again to make your change over theirs, or Cancel.`,
        })
      }
      setErrors({ form: errorMessage(err, 'The role could not be changed. Please try again.', { onlyServer: true }) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={formRef} onSubmit={save} noValidate>
      <RoleFields value={value} onChange={setValue} agents={agents} errors={errors} />
      <FormOutcome error={errors.form} />
      <div className="admin-dialog-actions">
        <button type="button" className="admin-btn admin-btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="admin-btn admin-btn-primary" disabled={busy} data-autofocus>
          Save role
        </button>
      </div>
    </form>
  )
}
