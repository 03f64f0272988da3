import { useState } from 'react'
import { Link, useLoaderData, useRevalidator } from 'react-router'
import type { Route } from './+types/users'
import { InviteUserBodySchema, USERNAME_MAX_LENGTH, type StaffUser } from '#core/staff/staff-users.ts'
import { maxLengthAt } from '#core/schema-fields.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { requireStaff } from '#app/admin/lib/guard.ts'
import { StaffRequestError, staffRequest, errorMessage } from '#app/admin/lib/request.ts'
import { formatWhen } from '#app/admin/staff/activity-format.ts'
import { PageHeader } from '#app/admin/ui/page-header.tsx'
import { Field } from '#app/admin/ui/field.tsx'
import { lengthCount } from '#app/admin/ui/text-field.tsx'
import { FormOutcome } from '#app/admin/ui/form-outcome.tsx'
import { OneTimePassword } from '#app/admin/staff/one-time-password.tsx'
import { HeaderRow, RowButton } from '#app/admin/ui/row-actions.tsx'
import { schemaErrors } from '#app/ui/forms/schema-errors.ts'
import { staffCan } from '#app/admin/lib/session.ts'
import { RoleRefusal } from '#app/admin/ui/role-refusal.tsx'
import { RoleFields, roleLabel, type AgentCardOption, type RoleChoice } from '#app/admin/staff/role-fields.tsx'
import { UserHistoryDialog } from '#app/admin/staff/user-history-dialog.tsx'
import { ChangeRoleDialog } from '#app/admin/staff/role-dialog.tsx'
import { ConflictPanel, conflictOf } from '#app/admin/ui/conflict-panel.tsx'
import type { Conflict } from '#core/conflicts.ts'
import { LeadRoutingPanel } from '#app/admin/staff/lead-routing-panel.tsx'
import { ResponseTimerPanel } from '#app/admin/staff/response-timer-panel.tsx'

// Staff users (owners only): list, invite with a role and a one-time password shown once,
// change a role, disable or enable, reset a password. Disabling and resetting ask first. Below, who new leads go to.

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const me = await requireStaff(request)
  if (!staffCan('staff.manage', me)) return { me, users: null, agents: [] }
  const [users, agents] = await Promise.all([
    staffRequest<StaffUser[]>('/api/admin/users'),
    staffRequest<AgentCardOption[]>('/api/admin/agents'),
  ])
  return { me, users, agents }
}

export const meta: Route.MetaFunction = () => pageMeta('Staff Users', 'Admin portal.')

type Pending = { kind: 'disable' | 'reset'; user: StaffUser } | null
type Issued = { username: string; password: string; invited: boolean } | null

type Action = 'disable' | 'enable' | 'reset-password'

/** A user as the conflict panel compares them; `after` is what the refused action would have made of them. */
const compared = (u: StaffUser, after?: Action) => ({
  name: u.displayName,
  eMail: u.email ?? 'Office address',
  status:
    after === 'disable' || (u.disabled && after !== 'enable')
      ? 'Disabled'
      : after === 'reset-password' || u.mustChangePassword
        ? 'Invited'
        : 'Active',
})

/** Shown when a call fails without the server's own words. */
const FAILED = 'Something went wrong. Please try again.'

/** The invite's texts and the most characters each may have, from the rule the server applies (docs/decisions/0122). */
const INVITE_LIMITS = {
  username: USERNAME_MAX_LENGTH,
  displayName: maxLengthAt(InviteUserBodySchema, 'displayName')!,
  email: maxLengthAt(InviteUserBodySchema, 'email')!,
}
type InviteText = keyof typeof INVITE_LIMITS
const NO_TEXT: Record<InviteText, string> = { username: '', displayName: '', email: '' }

export default function StaffUsers() {
  const { users } = useLoaderData<typeof clientLoader>()
  if (!users) return <RoleRefusal title="Staff users" permission="staff.manage" />
  return <StaffUsersScreen />
}

function StaffUsersScreen() {
  const { me, users: loaded, agents } = useLoaderData<typeof clientLoader>()
  const users = loaded ?? []
  const { revalidate } = useRevalidator()
  const [role, setRole] = useState<RoleChoice>({ role: 'editor', agentId: '' })
  const [changingRole, setChangingRole] = useState<StaffUser | null>(null)
  const [historyOf, setHistoryOf] = useState<StaffUser | null>(null)
  const [pending, setPending] = useState<Pending>(null)
  const [issued, setIssued] = useState<Issued>(null)
  const [busy, setBusy] = useState(false)
  const [typed, setTyped] = useState(NO_TEXT)
  const [inviteErrors, setInviteErrors] = useState<{
    username?: string
    displayName?: string
    email?: string
    role?: string
    agentId?: string
    form?: string
  }>({})
  const [notice, setNotice] = useState('')
  // An action refused because someone changed the user since the list was read (docs/decisions/0094-no-lost-edits-anywhere.md).
  const [conflict, setConflict] = useState<{ refused: Conflict<StaffUser>; user: StaffUser; action: Action } | null>(null)

  const checkInvite = (formEl: HTMLFormElement) =>
    InviteUserBodySchema.safeParse({ ...Object.fromEntries(new FormData(formEl)), agentId: role.agentId || null })
  /** Once the invite was refused for its fields, each problem goes as soon as its field is fixed. */
  const recheckInvite = (e: React.FormEvent<HTMLFormElement>) => {
    if (!Object.keys(inviteErrors).some((k) => k !== 'form')) return
    const parsed = checkInvite(e.currentTarget)
    setInviteErrors(parsed.success ? {} : schemaErrors(parsed.error, { key: 'field' }))
  }

  const invite = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const formEl = e.currentTarget
    const parsed = checkInvite(formEl)
    if (!parsed.success) return setInviteErrors(schemaErrors(parsed.error, { key: 'field' }))
    setBusy(true)
    setInviteErrors({})
    try {
      const res = await staffRequest<{ user: StaffUser; oneTimePassword: string }>('/api/admin/users', {
        method: 'POST',
        body: parsed.data,
      })
      setTyped(NO_TEXT)
      setRole({ role: 'editor', agentId: '' })
      setIssued({ username: res.user.username, password: res.oneTimePassword, invited: true })
      await revalidate()
    } catch (err) {
      setInviteErrors(
        err instanceof StaffRequestError && err.status === 409
          ? { username: err.message }
          : { form: errorMessage(err, FAILED, { onlyServer: true }) },
      )
    } finally {
      setBusy(false)
    }
  }

  /** A text of the invite: limited by its rule and, near the limit, counting its characters as the other forms do. */
  const inviteText = (name: InviteText) => ({
    name,
    value: typed[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setTyped((t) => ({ ...t, [name]: e.target.value })),
    maxLength: INVITE_LIMITS[name],
    hint: lengthCount(typed[name], INVITE_LIMITS[name]) || undefined,
    error: inviteErrors[name],
    autoComplete: 'off',
  })

  /** Acts on `user` as the list shows them: refused when someone changed them since. */
  const act = async (user: StaffUser, path: Action) => {
    setBusy(true)
    setNotice('')
    setConflict(null)
    try {
      const res = await staffRequest<{ oneTimePassword?: string; username?: string }>(`/api/admin/users/${user._id}/${path}`, {
        method: 'POST',
        headers: { 'if-match': `"${user.version}"` },
      })
      if (res.oneTimePassword) setIssued({ username: user.username, password: res.oneTimePassword, invited: false })
      else setNotice(path === 'disable' ? `${user.username} is disabled and has been signed out.` : `${user.username} can sign in again.`)
      await revalidate()
    } catch (err) {
      const refused = conflictOf<StaffUser>(err)
      if (refused) setConflict({ refused, user, action: path })
      else setNotice(errorMessage(err, FAILED, { onlyServer: true }))
    } finally {
      setBusy(false)
      setPending(null)
    }
  }

  return (
    <>
      <PageHeader title="Staff users" lead="Everyone who can sign in to this portal." />
      <div aria-live="polite">{notice && <p className="admin-alert admin-alert-info">{notice}</p>}</div>
      {issued && <OneTimePassword {...issued} onDone={() => setIssued(null)} />}
      {conflict && (
        <ConflictPanel
          title={conflict.user.username}
          message={conflict.refused.message}
          mine={compared(conflict.user, conflict.action)}
          theirs={compared(conflict.refused.current)}
          busy={busy}
          onLoadTheirs={() => {
            setConflict(null)
            void revalidate()
          }}
          onKeepMine={() => void act(conflict.refused.current, conflict.action)}
        />
      )}

      <section className="admin-panel">
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="sr-only">Staff users</caption>
            <thead>
              <HeaderRow columns={['Username', 'Name', 'Role', 'E-mail', 'Status', 'Last sign-in']} />
            </thead>
            <tbody>
              {users.map((u) => (
                <tr key={u._id} id={`user-${u._id}`}>
                  <th scope="row">{u.username}</th>
                  <td>{u.displayName}</td>
                  <td>{roleLabel(u, agents)}</td>
                  <td>{u.email ?? <span className="admin-muted">Office address</span>}</td>
                  <td>
                    <span className={`admin-status ${u.disabled ? 'is-off' : u.mustChangePassword ? 'is-pending' : 'is-on'}`}>
                      {u.disabled ? 'Disabled' : u.mustChangePassword ? 'Invited' : 'Active'}
                    </span>
                  </td>
                  <td>{u.lastSignInAt ? formatWhen(u.lastSignInAt) : 'Never'}</td>
                  <td className="admin-row-actions">
                    {u._id === me._id ? (
                      <div>
                        <RowButton label="Change role" row="of your account" disabled={busy} onClick={() => setChangingRole(u)} />
                        <RowButton label="History" row="of your account" disabled={busy} onClick={() => setHistoryOf(u)} />
                        <Link to="/admin/account" className="admin-btn admin-btn-small">
                          Change your password
                        </Link>
                      </div>
                    ) : (
                      <div>
                        <RowButton label="Change role" row={`of ${u.username}`} disabled={busy} onClick={() => setChangingRole(u)} />
                        <RowButton label="History" row={`of ${u.username}`} disabled={busy} onClick={() => setHistoryOf(u)} />
                        <RowButton
                          label="Reset password"
                          row={`of ${u.username}`}
                          disabled={busy}
                          onClick={() => setPending({ kind: 'reset', user: u })}
                        />
                        {u.disabled ? (
                          <RowButton label="Enable" row={u.username} disabled={busy} onClick={() => void act(u, 'enable')} />
                        ) : (
                          <RowButton
                            label="Disable"
                            row={u.username}
                            danger="admin-btn-danger"
                            disabled={busy}
                            onClick={() => setPending({ kind: 'disable', user: u })}
                          />
                        )}
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="admin-panel admin-form-panel" aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite a staff user</h2>
        <p className="admin-muted">They get a one-time password, shown once here, and choose their own at first sign-in.</p>
        <form onSubmit={invite} onInput={recheckInvite} noValidate className="admin-inline-form">
          <Field label="Username" autoCapitalize="none" spellCheck={false} required {...inviteText('username')} />
          <Field label="Name (optional)" {...inviteText('displayName')} />
          <Field label="E-mail (optional)" type="email" {...inviteText('email')} />
          <RoleFields value={role} onChange={setRole} agents={agents} errors={inviteErrors} />
          <button type="submit" className="admin-btn admin-btn-primary" disabled={busy}>
            Invite
          </button>
        </form>
        <FormOutcome error={inviteErrors.form} />
      </section>

      <LeadRoutingPanel />
      <ResponseTimerPanel />

      <UserHistoryDialog
        user={historyOf}
        onClose={() => setHistoryOf(null)}
        onError={setNotice}
        onRestored={(user) => {
          setHistoryOf(null)
          setNotice(`${user.username}: earlier version restored.`)
          void revalidate()
        }}
      />

      <ChangeRoleDialog
        user={changingRole}
        agents={agents}
        onClose={() => setChangingRole(null)}
        onSaved={(user) => {
          setChangingRole(null)
          setNotice(`The role of ${user.username} is now ${roleLabel(user, agents)}.`)
          void revalidate()
        }}
      />

      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={pending?.kind === 'disable' ? `Disable ${pending.user.username}?` : `Reset the password of ${pending?.user.username ?? ''}?`}
      >
        <p>
          {pending?.kind === 'disable'
            ? 'They are signed out at once and cannot sign in until an administrator enables the account again.'
            : 'They are signed out at once and get a new one-time password, which they must change at their next sign-in.'}
        </p>
        <div className="admin-dialog-actions">
          <button type="button" className="admin-btn admin-btn-secondary" onClick={() => setPending(null)} data-autofocus>
            Cancel
          </button>
          <button
            type="button"
            className={`admin-btn ${pending?.kind === 'disable' ? 'admin-btn-danger' : 'admin-btn-primary'}`}
            disabled={busy}
            onClick={() => pending && act(pending.user, pending.kind === 'disable' ? 'disable' : 'reset-password')}
          >
            {pending?.kind === 'disable' ? 'Disable' : 'Reset password'}
          </button>
        </div>
      </Dialog>
    </>
  )
}

clientLoader.hydrate = true as const
