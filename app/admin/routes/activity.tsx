import { useLoaderData } from 'react-router'
import type { Route } from './+types/activity'
import type { ActivityEntry } from '#core/staff/staff-users.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { requireStaff } from '#app/admin/lib/guard.ts'
import { staffCan } from '#app/admin/lib/session.ts'
import { RoleRefusal } from '#app/admin/ui/role-refusal.tsx'
import { staffRequest } from '#app/admin/lib/request.ts'
import { activityLabel } from '#core/staff/activity-label.ts'
import { formatWhen } from '#app/admin/staff/activity-format.ts'
import { PageHeader } from '#app/admin/ui/page-header.tsx'
import { Pagination } from '#app/ui/pagination.tsx'

// The audit log: who changed what, and when; newest first, 50 a page.
const PAGE = 50

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const me = await requireStaff(request)
  if (!staffCan('activity.read', me)) return { page: 1, entries: null, more: false }
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1)
  const entries = await staffRequest<ActivityEntry[]>(`/api/admin/activity?limit=${PAGE + 1}&offset=${(page - 1) * PAGE}`)
  return { page, entries: entries.slice(0, PAGE), more: entries.length > PAGE }
}

export const meta: Route.MetaFunction = () => pageMeta('Activity Log', 'Admin portal.')

export default function Activity() {
  const { page, entries, more } = useLoaderData<typeof clientLoader>()
  if (!entries) return <RoleRefusal title="Activity log" permission="activity.read" />
  return (
    <>
      <PageHeader title="Activity log" lead="Every change made in the portal: who, what and when." />
      <section className="admin-panel">
        {entries.length === 0 ? (
          <p className="admin-muted">No activity yet.</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table admin-activity-table">
              <caption className="sr-only">Activity, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e._id}>
                    <td>
                      <time dateTime={e.createdAt}>{formatWhen(e.createdAt)}</time>
                    </td>
                    <td>{e.username || '—'}</td>
                    <td>{activityLabel(e)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination
          page={page}
          hasPrevious={page > 1}
          hasNext={more}
          label="Activity pages"
          className="admin-pager"
          previousLabel="Newer"
          nextLabel="Older"
        />
      </section>
    </>
  )
}

clientLoader.hydrate = true as const
