import { useState } from 'react'
import type { Route } from './+types/agents'
import type { Agent } from '#core/people'
import { requireAdmin } from '../lib/guard'
import { adminRequest } from '~/admin/lib/request'
import { useAdminData } from '~/admin/lib/use-admin-data'
import { pageMeta } from '~/lib/meta'
import { InlineStyle } from '~/components/inline-style'
import { Dialog } from '~/components/dialog'
import { useToaster } from '~/admin/components/toaster'
import { ConfirmDialog } from '~/admin/components/confirm-dialog'
import { AgentForm } from '~/admin/people/agent-form'
import { PersonAvatar } from '~/admin/people/person-avatar'
import kitCss from '~/styles/admin-kit.css?inline'
import peopleCss from '~/styles/admin-people.css?inline'

// Agents (issue 11 part 3; spec 1 §3, spec 2 §3): every agent, active or not.
// Inactive agents leave /agents and the listing form; listings keep their contact.

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request)
  return null
}

export const meta: Route.MetaFunction = () => pageMeta('Agents', 'Admin portal.')

const errorText = (err: unknown, fallback: string) => (err instanceof Error && err.message ? err.message : fallback)

export default function AdminAgents() {
  const { toast, toasts } = useToaster()
  const { data: agents, error, reload, setData: setAgents } = useAdminData<Agent[]>('/api/admin/agents')
  const [editing, setEditing] = useState<Agent | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Agent | null>(null)
  const [busy, setBusy] = useState('')

  const toggle = async (agent: Agent) => {
    setBusy(agent._id)
    try {
      const saved = await adminRequest<Agent>(`/api/admin/agents/${agent._id}`, { method: 'PATCH', body: { isActive: !agent.isActive } })
      setAgents((list) => list?.map((a) => (a._id === saved._id ? saved : a)) ?? null)
      toast(saved.isActive ? `${saved.name} is shown on the Agents page.` : `${saved.name} is hidden from the Agents page.`)
    } catch (err) {
      toast(errorText(err, 'The change could not be saved.'), 'error')
    } finally {
      setBusy('')
    }
  }

  const remove = async (agent: Agent) => {
    setBusy(agent._id)
    try {
      await adminRequest(`/api/admin/agents/${agent._id}`, { method: 'DELETE' })
      setAgents((list) => list?.filter((a) => a._id !== agent._id) ?? null)
      toast(`${agent.name} was deleted.`)
    } catch (err) {
      toast(errorText(err, 'The agent could not be deleted.'), 'error')
    } finally {
      setBusy('')
      setDeleting(null)
    }
  }

  return (
    <div className="people-page">
      <InlineStyle name="admin-kit" css={kitCss} />
      <InlineStyle name="admin-people" css={peopleCss} />
      <div className="admin-page-header">
        <div>
          <h1>Agents</h1>
          <p className="admin-lead">Active agents appear on the Agents page and can be assigned to listings.</p>
        </div>
        <button type="button" className="admin-btn admin-btn-primary" onClick={() => setEditing('new')}>
          Add agent
        </button>
      </div>

      {error && (
        <div className="empty-state" role="alert">
          <p className="admin-alert admin-alert-error">{error}</p>
          <button type="button" className="admin-btn admin-btn-small" onClick={reload}>
            Try again
          </button>
        </div>
      )}
      {!error && !agents && <p className="muted">Loading agents…</p>}
      {agents && agents.length === 0 && (
        <div className="empty-state">
          <h2>No agents yet</h2>
          <p className="muted">Add your first agent to show them on the Agents page.</p>
        </div>
      )}
      {agents && agents.length > 0 && (
        <ul className="people-list" aria-label="Agents">
          {agents.map((a) => (
            <li key={a._id} className={a.isActive ? undefined : 'is-inactive'}>
              <PersonAvatar src={a.photo} name={a.name} />
              <div className="person-main">
                <strong>{a.name}</strong>
                <div className="muted small">{a.title}</div>
                <div className="small person-contact">
                  {a.email && <span>{a.email}</span>}
                  {a.phone && <span>{a.phone}</span>}
                </div>
              </div>
              <label className="switch">
                <input type="checkbox" role="switch" checked={a.isActive} disabled={busy === a._id} onChange={() => void toggle(a)} />
                <span>{a.isActive ? 'Active' : 'Inactive'}</span>
                <span className="sr-only"> {a.name}</span>
              </label>
              <div className="person-actions">
                <button type="button" className="admin-btn admin-btn-small" onClick={() => setEditing(a)} aria-label={`Edit ${a.name}`}>
                  Edit
                </button>
                <button
                  type="button"
                  className="admin-btn admin-btn-small admin-btn-danger"
                  onClick={() => setDeleting(a)}
                  aria-label={`Delete ${a.name}`}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Add agent' : 'Edit agent'}>
        {editing !== null && (
          <AgentForm
            key={editing === 'new' ? 'new' : editing._id}
            agent={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={(_agent, text, kind) => {
              setEditing(null)
              toast(text, kind)
              reload()
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this agent?"
        message={`${deleting?.name ?? ''} will be removed from the portal and the Agents page. Listings keep the contact details they show. This cannot be undone; to hide an agent for now, switch them to inactive instead.`}
        confirmLabel="Delete agent"
        danger
        busy={busy === deleting?._id}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
      {toasts}
    </div>
  )
}

clientLoader.hydrate = true as const
