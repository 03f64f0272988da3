import { useState } from 'react'
import type { StaffSession } from '#core/staff/two-step.ts'
import { formatBusinessTime } from '#core/business-time.ts'
import { staffRequest, errorMessage } from '#app/admin/lib/request.ts'
import { FormOutcome } from '#app/admin/ui/form-outcome.tsx'
import { HeaderRow, RowButton } from '#app/admin/ui/row-actions.tsx'

/**
 * Where the signed-in user is signed in (docs/decisions/0093-staff-sessions-list.md):
 * browser and system, address, when signed in and last used, this session
 * marked; one session or every other one can be signed out.
 */
export function SessionsPanel({ initial }: { initial: StaffSession[] }) {
  const [sessions, setSessions] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [done, setDone] = useState('')

  async function run(work: () => Promise<{ message: string }>) {
    setBusy(true)
    setError('')
    setDone('')
    try {
      setDone((await work()).message)
      setSessions(await staffRequest<StaffSession[]>('/api/admin/account/sessions'))
    } catch (err) {
      setError(errorMessage(err, 'The session could not be signed out. Please try again.', { onlyServer: true }))
    } finally {
      setBusy(false)
    }
  }
  const others = sessions.filter((s) => !s.current).length

  return (
    <section className="admin-panel" aria-labelledby="sessions-heading">
      <div className="admin-panel-head">
        <h2 id="sessions-heading">Where you are signed in</h2>
      </div>
      <p className="admin-muted">Sign out a session you do not recognise, then change your password.</p>
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label="Sessions">
        <table className="admin-table sessions-table">
          <thead>
            <HeaderRow columns={['Device', 'Address', 'Signed in', 'Last used']} />
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s._id}>
                <th scope="row">
                  {s.device}
                  {s.current && <span className="admin-session-current">This session</span>}
                </th>
                <td data-label="Address">{s.address}</td>
                <td data-label="Signed in">{formatBusinessTime(s.signedInAt)}</td>
                <td data-label="Last used">{s.current ? 'Now' : formatBusinessTime(s.lastUsedAt)}</td>
                <td className="admin-row-actions">
                  {!s.current && (
                    <RowButton
                      label="Sign out"
                      row={`${s.device}, ${s.address}`}
                      disabled={busy}
                      onClick={() => void run(() => staffRequest(`/api/admin/account/sessions/${s._id}`, { method: 'DELETE' }))}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FormOutcome error={error} done={done} />
      <div className="admin-actions sessions-actions">
        <button
          type="button"
          className="admin-btn admin-btn-secondary"
          disabled={busy || others === 0}
          onClick={() => void run(() => staffRequest('/api/admin/account/sessions/sign-out-others', { method: 'POST' }))}
        >
          Sign out everywhere else
        </button>
      </div>
    </section>
  )
}
