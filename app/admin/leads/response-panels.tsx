import { Link } from 'react-router'
import type { ResponseTimes } from '#core/leads/response-timer.ts'
import { RESPONSE_TIME_DAYS, formatOfficeMinutes } from '#core/leads/office-hours.ts'
import { leadKindLabel } from '#core/leads/lead-labels.ts'
import { WaitingMark } from './status-chip.tsx'
import { TableHead } from '#app/ui/table-head.tsx'

// The dashboard's first-response panels (docs/decisions/0123-first-response-timer.md): the unanswered leads that
// have waited longest in office time, each linking to the lead, and each person's median first response.

export function WaitingLongestPanel({ times }: { times: ResponseTimes | null }) {
  return (
    <section className="admin-panel" aria-labelledby="waiting-heading">
      <div className="admin-panel-head">
        <h2 id="waiting-heading">Waiting longest</h2>
        <Link to="/admin/contacts?status=new">All new leads</Link>
      </div>
      {times && times.waiting.length > 0 ? (
        <ul className="admin-list response-list">
          {times.waiting.map((lead) => (
            <li key={lead._id}>
              <span>
                <Link to={`/admin/contacts?lead=${encodeURIComponent(lead._id)}`}>
                  <strong>{lead.name}</strong>
                </Link>{' '}
                <span className="admin-tag">{leadKindLabel(lead.kind)}</span>
                <span className="admin-muted admin-block">{lead.owner ? `Owner: ${lead.owner.name}` : 'No owner'}</span>
              </span>
              <WaitingMark lead={lead} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-muted">{times ? 'Every new lead has had an answer.' : 'Could not be loaded.'}</p>
      )}
    </section>
  )
}

export function ResponseTimesPanel({ times }: { times: ResponseTimes | null }) {
  return (
    <section className="admin-panel" aria-labelledby="response-times-heading">
      <h2 id="response-times-heading">Response times</h2>
      <p className="admin-muted">
        Median first response in office time, last {RESPONSE_TIME_DAYS} days
        {times ? ` (target ${formatOfficeMinutes(times.targetMinutes)})` : ''}.
      </p>
      {times && times.people.length > 0 ? (
        <table className="admin-table response-table">
          <TableHead columns={['Person', 'Median', 'Leads']} />
          <tbody>
            {times.people.map((p) => (
              <tr key={p._id}>
                <th scope="row">{p.name}</th>
                <td>{formatOfficeMinutes(p.medianMinutes)}</td>
                <td>{p.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="admin-muted">{times ? 'No first responses yet.' : 'Could not be loaded.'}</p>
      )}
    </section>
  )
}
