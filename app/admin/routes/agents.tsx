import { useLoaderData } from 'react-router'
import type { Route } from './+types/agents'
import type { StaffAgent } from '#core/people/people.ts'
import { requireStaff } from '#app/admin/lib/guard.ts'
import { readForScreen } from '#app/admin/lib/screen-data.ts'
import { staffRequest, errorMessage } from '#app/admin/lib/request.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { AgentForm } from '#app/admin/people/agent-form.tsx'
import { PersonAvatar } from '#app/admin/people/person-avatar.tsx'
import { PeopleScreen, PersonActions, usePeople, useSavedOrder } from '#app/admin/people/people-screen.tsx'
import { MoveControls } from '#app/admin/ui/reorder.tsx'
import { conflictOf } from '#app/admin/ui/conflict-panel.tsx'

// Agents (docs/product.md#staff-agents-and-partners-screens): every agent, active or not.
// Inactive agents leave /agents and the listing form; listings keep their contact.

import { AgentShowingHours } from '#app/admin/people/agent-showing-hours.tsx'

const ENDPOINT = '/api/admin/agents'

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff(request)
  return readForScreen<StaffAgent[]>(request, ENDPOINT)
}

export const meta: Route.MetaFunction = () => pageMeta('Agents', 'Admin portal.')

export default function AdminAgents() {
  const people = usePeople<StaffAgent>(ENDPOINT, useLoaderData<typeof clientLoader>(), { noun: 'agent', nameOf: (a) => a.name })
  const { busy, setBusy, setItems, toast } = people
  const reorder = useSavedOrder(people, ENDPOINT)

  const shown = (agent: StaffAgent) => setItems((list) => list?.map((a) => (a._id === agent._id ? agent : a)) ?? null)

  /** Switches `agent` (the version the list shows) on or off. */
  const toggle = async (agent: StaffAgent, isActive = !agent.isActive): Promise<void> => {
    setBusy(agent._id)
    try {
      const saved = await staffRequest<StaffAgent>(`/api/admin/agents/${agent._id}`, {
        method: 'PATCH',
        body: { isActive },
        headers: { 'if-match': `"${agent.updatedAt}"` },
      })
      shown(saved)
      toast(saved.isActive ? `${saved.name} is shown on the Agents page.` : `${saved.name} is hidden from the Agents page.`)
    } catch (err) {
      const refused = conflictOf<StaffAgent>(err)
      // Someone saved the agent since: their other changes are not in the way of the switch; a switch they already
      // moved is shown as they left it, with who and when, and nothing is switched over it.
      if (refused && refused.current.isActive === agent.isActive) return toggle(refused.current, isActive)
      if (refused) shown(refused.current)
      toast(refused?.message ?? errorMessage(err, 'The change could not be saved.'), 'error')
    } finally {
      setBusy('')
    }
  }

  return (
    <PeopleScreen
      people={people}
      title="Agents"
      lead={`Active agents appear on the Agents page in this order and can be assigned to listings.${people.editable ? ' Drag a row, or use its arrows or the arrow keys on its handle, to move it.' : ''}`}
      announce={reorder.announce}
      noun="agent"
      loading="Loading agents…"
      empty={{ title: 'No agents yet', text: 'Add your first agent to show them on the Agents page.' }}
      list={(agents) => (
        <ol className="people-list" aria-label="Agents in display order">
          {agents.map((a, i) => (
            <li key={a._id} className={a.isActive ? undefined : 'is-inactive'} {...reorder.rowProps(i)}>
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
                <input
                  type="checkbox"
                  role="switch"
                  checked={a.isActive}
                  disabled={!people.editable || busy === a._id}
                  onChange={() => void toggle(a)}
                />
                <span>{a.isActive ? 'Active' : 'Inactive'}</span>
                <span className="sr-only"> {a.name}</span>
              </label>
              <MoveControls reorder={reorder} index={i} />
              <PersonActions people={people} item={a} name={a.name} />
            </li>
          ))}
        </ol>
      )}
      form={(agent, onSaved, onCancel) => (
        <>
          <AgentForm record={agent} onSaved={onSaved} onCancel={onCancel} />
          {agent && <AgentShowingHours agentId={agent._id} editable={people.editable} />}
        </>
      )}
      confirm={{
        title: 'Delete this agent?',
        label: 'Delete agent',
        message: (a) =>
          `${a.name} will be removed from the portal and the Agents page. Listings keep the contact details they show. This cannot be undone; to hide an agent for now, switch them to inactive instead.`,
      }}
    />
  )
}

clientLoader.hydrate = true as const
