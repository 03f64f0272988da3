import { useCallback } from 'react'
import { Link, useLoaderData, useSearchParams } from 'react-router'
import type { Route } from './+types/activity'
import type { ActivityEntry } from '#core/staff/staff-users.ts'
import { ACTIVITY_KIND_LABELS, ActivityFilterSchema, activitySearch, cursorOf, type ActivityFilter } from '#core/staff/activity.ts'
import { activityLabel } from '#core/staff/activity-label.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { requireStaff } from '#app/admin/lib/guard.ts'
import { staffCan } from '#app/admin/lib/session.ts'
import { RoleRefusal } from '#app/admin/ui/role-refusal.tsx'
import { errorMessage, staffDownload, staffRequest } from '#app/admin/lib/request.ts'
import { activityLink, formatWhen } from '#app/admin/staff/activity-format.ts'
import { ActivityFilters, filterValuesOf, type ActivityFilterValues } from '#app/admin/staff/activity-filters.tsx'
import { PageHeader } from '#app/admin/ui/page-header.tsx'
import { useToasts } from '#app/admin/ui/notice.tsx'
import { Pagination } from '#app/ui/pagination.tsx'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import activityCss from '#app/admin/staff/activity.css?inline'
import { TableHead } from '#app/ui/table-head.tsx'

// The activity log (docs/decisions/0101-activity-log-filters.md): who changed what and when, newest first, 50 a
// page; each line names the item and links to it. The filters and the page's place live in the URL, so a filtered
// view can be shared; the CSV export takes the same filters.
const PAGE = 50

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const me = await requireStaff(request)
  if (!staffCan('activity.read', me)) return null
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = ActivityFilterSchema.safeParse(params)
  const filter: ActivityFilter = parsed.success ? parsed.data : {}
  const problem = parsed.success ? '' : (parsed.error.issues[0]?.message ?? 'These filters are not valid.')
  const [rows, people] = await Promise.all([
    staffRequest<ActivityEntry[]>(`/api/admin/activity?limit=${PAGE + 1}&${activitySearch(filter)}`),
    staffRequest<string[]>('/api/admin/activity/people'),
  ])
  const more = rows.length > PAGE
  // Read newer than a place, the extra entry is the newest one; read older (or from the top), the oldest.
  const entries = filter.after ? rows.slice(rows.length - Math.min(rows.length, PAGE)) : rows.slice(0, PAGE)
  const hasNewer = filter.after ? more : Boolean(filter.before)
  const hasOlder = filter.after ? true : more
  return { filter, problem, entries, people, hasNewer: hasNewer && entries.length > 0, hasOlder: hasOlder && entries.length > 0 }
}

export const meta: Route.MetaFunction = () => pageMeta('Activity Log', 'Admin portal.')

export default function Activity() {
  const data = useLoaderData<typeof clientLoader>()
  if (!data) return <RoleRefusal title="Activity log" permission="activity.read" />
  return <ActivityLog {...data} />
}

function ActivityLog({ filter, problem, entries, people, hasNewer, hasOlder }: NonNullable<Awaited<ReturnType<typeof clientLoader>>>) {
  const [, setParams] = useSearchParams()
  const { toast, toasts } = useToasts()
  const values = filterValuesOf(filter)
  // A change of filter starts again from the newest entries.
  const onFilter = useCallback(
    (patch: Partial<ActivityFilterValues>) =>
      setParams(new URLSearchParams(activitySearch({ ...values, ...patch })), { preventScrollReset: true }),
    [setParams, values],
  )
  const filters = activitySearch(values)
  const pageLink = (place: Record<'before' | 'after', string>) => `?${activitySearch({ ...values, ...place })}`

  const exportCsv = async () => {
    try {
      await staffDownload(`/api/admin/activity.csv${filters ? `?${filters}` : ''}`, 'activity.csv')
      toast('The CSV file is downloading.')
    } catch (err) {
      toast(errorMessage(err, 'The export failed. Please try again.'), 'error')
    }
  }

  const filtered = Boolean(filters)
  return (
    <>
      <InlineStyle name="admin-activity" css={activityCss} />
      <PageHeader
        title="Activity log"
        lead="Every change made in the portal: who, what and when (Omaha time)."
        actions={
          <button type="button" className="admin-btn admin-btn-secondary" onClick={() => void exportCsv()}>
            Export CSV{filtered ? ' (filtered)' : ''}
          </button>
        }
      />
      <section className="admin-panel">
        <ActivityFilters values={values} people={people} onChange={onFilter} />
        {problem && (
          <p className="admin-alert admin-alert-error" role="alert">
            {problem}
          </p>
        )}
        {entries.length === 0 ? (
          <p className="admin-muted">{filtered ? 'No activity matches these filters.' : 'No activity yet.'}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table admin-activity-table">
              <caption className="sr-only">Activity, newest first</caption>
              <TableHead columns={['When', 'Who', 'What', 'Kind']} />
              <tbody>
                {entries.map((e) => {
                  const link = activityLink(e)
                  const label = activityLabel(e)
                  return (
                    <tr key={e._id}>
                      <td>
                        <time dateTime={e.createdAt}>{formatWhen(e.createdAt)}</time>
                      </td>
                      <td>{e.username || '—'}</td>
                      <td className="activity-what">{link ? <Link to={link}>{label}</Link> : label}</td>
                      <td>
                        <span className="activity-kind">{ACTIVITY_KIND_LABELS[e.kind]}</span>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
        <Pagination
          previous={hasNewer ? pageLink({ after: cursorOf(entries[0]), before: '' }) : null}
          next={hasOlder ? pageLink({ before: cursorOf(entries[entries.length - 1]), after: '' }) : null}
          label="Activity pages"
          className="admin-pager"
          previousLabel="Newer"
          nextLabel="Older"
        />
      </section>
      {toasts}
    </>
  )
}

clientLoader.hydrate = true as const
