import { Link, useLoaderData } from 'react-router'
import type { Route } from './+types/dashboard'
import type { ActivityEntry, Dashboard } from '#core/staff/staff-users.ts'
import type { Listing } from '#core/listings/listing.ts'
import { formatBytes, formatListingPrice } from '#core/format.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { requireStaff } from '#app/admin/lib/guard.ts'
import { staffRequest, staffRequestWithHeaders } from '#app/admin/lib/request.ts'
import { greetingName, staffCan } from '#app/admin/lib/session.ts'
import { activityLabel } from '#core/staff/activity-label.ts'
import { formatWhen } from '#app/admin/staff/activity-format.ts'
import { PageHeader } from '#app/admin/ui/page-header.tsx'
import { StatCard } from '#app/admin/ui/stat-card.tsx'
import { useNewLeads } from '#app/admin/leads/use-new-leads.ts'
import { LEAD_KIND_LABELS, leadKindLabel } from '#core/leads/lead-labels.ts'
import type { ResponseTimes } from '#core/leads/response-timer.ts'
import { ResponseTimesPanel, WaitingLongestPanel } from '#app/admin/leads/response-panels.tsx'
import { AttentionPanel } from '#app/admin/listings/attention-panel.tsx'
import type { AttentionItem } from '#core/listings/listing-health.ts'
import type { BuyerDemand } from '#core/leads/saved-searches.ts'

// The dashboard (docs/product.md#dashboard): the four counts come from GET
// /api/admin/properties (its X-Total-Count, so 10,000 listings stay one small
// answer each), plus what a manager checks first: what came in since the
// last visit, upcoming listings, the leads waiting longest for an answer and each person's response times
// (docs/decisions/0123-first-response-timer.md), and the latest activity.

const count = async (query: string) => {
  const { headers } = await staffRequestWithHeaders(`/api/admin/properties?limit=1${query}`)
  return Number(headers.get('x-total-count') ?? 0)
}
const settled = <T,>(r: PromiseSettledResult<T>): T | null => (r.status === 'fulfilled' ? r.value : null)

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await requireStaff(request)
  const results = await Promise.allSettled([
    count(''),
    count('&status=available'),
    count('&status=sold'),
    count('&type=rental'),
    staffRequest<Dashboard>('/api/admin/dashboard'),
    staffRequestWithHeaders<Listing[]>('/api/admin/properties?status=upcoming&sort=newest&limit=5'),
    // The activity log is for roles that may read it (core/staff/permissions.ts); the others see no such panel.
    staffCan('activity.read', user) ? staffRequest<ActivityEntry[]>('/api/admin/activity?limit=30') : null,
    staffCan('leads.read', user) ? staffRequest<ResponseTimes>('/api/admin/leads/response-times') : null,
    staffRequest<AttentionItem[]>('/api/admin/properties/attention'),
    staffCan('leads.read', user) ? staffRequest<BuyerDemand>('/api/admin/saved-searches/demand') : null,
  ])
  const [total, available, sold, rentals, news, upcoming, activity, responses, attention, demand] = results
  const upcomingAnswer = settled(upcoming)
  return {
    user,
    counts: { total: settled(total), available: settled(available), sold: settled(sold), rentals: settled(rentals) },
    news: settled(news),
    upcoming: upcomingAnswer ? { items: upcomingAnswer.body, total: Number(upcomingAnswer.headers.get('x-total-count') ?? 0) } : null,
    // Sign-ins and sign-outs stay in the activity log; the dashboard shows changes.
    activity: settled(activity)
      ?.filter((e) => !e.action.startsWith('auth.'))
      .slice(0, 6),
    responses: settled(responses),
    attention: settled(attention),
    demand: settled(demand),
    failed: results.some((r) => r.status === 'rejected'),
  }
}

export const meta: Route.MetaFunction = () => pageMeta('Dashboard', 'Admin portal.')

export default function AdminDashboard() {
  const { user, counts, news, upcoming, activity, responses, attention, demand, failed } = useLoaderData<typeof clientLoader>()
  const name = greetingName(user)
  const newLeads = useNewLeads()
  return (
    <>
      <PageHeader
        title="Dashboard"
        lead={
          news?.since
            ? `Welcome back${name ? `, ${name}` : ''}. Here is what changed since your last visit on ${formatWhen(news.since)}.`
            : `Welcome${name ? `, ${name}` : ''}.`
        }
      />
      {failed && (
        <p className="admin-alert admin-alert-warning" role="status">
          Some figures could not be loaded. Reload the page to try again.
        </p>
      )}
      {news && <BackupStatus last={news.lastBackup} failure={news.backupFailure} />}

      <section aria-labelledby="since-heading" className="admin-since">
        <h2 id="since-heading" className="sr-only">
          Since your last visit
        </h2>
        <Link to="/admin/contacts" className="since-card">
          <span className="since-value">{news ? news.newInquiries : '–'}</span>
          <span className="since-label">
            New inquiries <span className="since-note">since your last visit</span>
          </span>
        </Link>
        <Link to="/admin/contacts" className="since-card">
          <span className="since-value">{news ? news.newApplications : '–'}</span>
          <span className="since-label">
            New bidder applications <span className="since-note">since your last visit</span>
          </span>
        </Link>
        <Link to="/admin/properties" className="since-card">
          <span className="since-value">{upcoming ? upcoming.total : '–'}</span>
          <span className="since-label">
            Upcoming listings <span className="since-note">not yet on the market</span>
          </span>
        </Link>
      </section>

      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="admin-section-title">
          Properties
        </h2>
        <div className="stat-grid">
          <StatCard label="Total Properties" value={counts.total} tone="navy" />
          <StatCard label="Available" value={counts.available} tone="green" />
          <StatCard label="Sold" value={counts.sold} tone="slate" />
          <StatCard label="Rentals" value={counts.rentals} tone="teal" />
        </div>
      </section>

      <section aria-labelledby="shortcuts-heading">
        <h2 id="shortcuts-heading" className="admin-section-title">
          Shortcuts
        </h2>
        <div className="link-grid">
          <Link to="/admin/properties" className="link-card">
            <strong>Manage Properties</strong>
            <span>Add, edit and update the status of listings.</span>
          </Link>
          <Link to="/admin/content" className="link-card">
            <strong>Website Content</strong>
            <span>Edit page text, banners, team, images and videos.</span>
          </Link>
          <Link to="/admin/contacts" className="link-card">
            <strong>Contact Inquiries</strong>
            <span>
              Read and follow up on messages from visitors.
              {newLeads ? <em className="link-card-count"> {newLeads === 1 ? '1 lead is' : `${newLeads} leads are`} new.</em> : null}
            </span>
          </Link>
        </div>
      </section>

      <div className="admin-columns">
        <section className="admin-panel" aria-labelledby="inquiries-heading">
          <h2 id="inquiries-heading">Latest inquiries</h2>
          {news && news.recentInquiries.length + news.recentApplications.length > 0 ? (
            <ul className="admin-list">
              {news.recentInquiries.map((i) => (
                <FeedItem key={i._id} who={i.name} at={i.createdAt}>
                  <span className="admin-tag">{leadKindLabel(i.kind)}</span>
                </FeedItem>
              ))}
              {news.recentApplications.map((a) => (
                <FeedItem key={a._id} who={a.companyName} at={a.createdAt}>
                  <span className="admin-tag">{LEAD_KIND_LABELS.application}</span>
                </FeedItem>
              ))}
            </ul>
          ) : (
            <p className="admin-muted">No inquiries yet.</p>
          )}
        </section>

        <section className="admin-panel" aria-labelledby="upcoming-heading">
          <h2 id="upcoming-heading">Upcoming listings</h2>
          {upcoming && upcoming.items.length > 0 ? (
            <ul className="admin-list">
              {upcoming.items.map((p) => (
                <li key={p._id}>
                  <span>
                    <strong>{p.title}</strong>
                    <span className="admin-muted admin-block">{p.address}</span>
                  </span>
                  <span className="admin-price">{formatListingPrice(p)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="admin-muted">No upcoming listings.</p>
          )}
        </section>
      </div>

      <AttentionPanel items={attention} />

      {staffCan('leads.read', user) && (
        <div className="admin-columns">
          <WaitingLongestPanel times={responses} />
          <ResponseTimesPanel times={responses} />
        </div>
      )}

      {demand && <BuyerDemandPanel demand={demand} />}

      {staffCan('activity.read', user) && (
        <section className="admin-panel" aria-labelledby="activity-heading">
          <div className="admin-panel-head">
            <h2 id="activity-heading">Recent changes</h2>
            <Link to="/admin/activity">View all activity</Link>
          </div>
          {activity && activity.length > 0 ? (
            <ul className="admin-list">
              {activity.map((e) => (
                <FeedItem key={e._id} who={e.username || 'Someone'} at={e.createdAt}>
                  {activityLabel(e).replace(/^./, (c) => c.toLowerCase())}
                </FeedItem>
              ))}
            </ul>
          ) : (
            <p className="admin-muted">No changes yet.</p>
          )}
        </section>
      )}
    </>
  )
}

/** The last backup (docs/product.md#backups): its time and size, or its failure, which stays shown until one succeeds. */
function BackupStatus({ last, failure }: { last: Dashboard['lastBackup']; failure: Dashboard['backupFailure'] }) {
  const lastText = last ? `${formatWhen(last.at)}, ${formatBytes(last.sizeBytes)}` : null
  if (failure)
    return (
      <p className="admin-alert admin-alert-error" role="alert">
        <strong>The last backup failed</strong> on {formatWhen(failure.at)}: {failure.error.replace(/\.?$/, '.')}{' '}
        {lastText ? `The latest good backup is from ${lastText}.` : 'There is no good backup yet.'}
      </p>
    )
  return <p className="admin-muted admin-backup-status">{lastText ? `Last backup: ${lastText}` : 'No backup yet'}</p>
}

/** "What buyers are asking for" (docs/decisions/0161-saved-searches-and-alerts.md): confirmed saved searches by area and type. */
function BuyerDemandPanel({ demand }: { demand: BuyerDemand }) {
  return (
    <section className="admin-panel" aria-labelledby="demand-heading">
      <h2 id="demand-heading">What buyers are asking for</h2>
      <p className="admin-muted" id="demand-total">
        {demand.total === 1 ? '1 confirmed saved search' : `${demand.total} confirmed saved searches`} by visitors, by area and type.
      </p>
      {demand.rows.length > 0 ? (
        <table className="admin-table" aria-describedby="demand-total">
          <thead>
            <tr>
              <th scope="col">Area</th>
              <th scope="col">Type</th>
              <th scope="col">Saved searches</th>
            </tr>
          </thead>
          <tbody>
            {demand.rows.map((r) => (
              <tr key={`${r.area}|${r.type}`}>
                <td>{r.area}</td>
                <td>{r.type}</td>
                <td>{r.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="admin-muted">Counts appear here as visitors save searches and confirm their address.</p>
      )}
    </section>
  )
}

clientLoader.hydrate = true as const

/** One line of a dashboard list: who, what, and when. */
function FeedItem({ who, at, children }: { who: string; at: string; children: React.ReactNode }) {
  return (
    <li>
      <span>
        <strong>{who}</strong> {children}
      </span>
      <time dateTime={at}>{formatWhen(at)}</time>
    </li>
  )
}
