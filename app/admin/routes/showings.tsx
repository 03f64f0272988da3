import { useId } from 'react'
import { Link, useLoaderData, useRevalidator, useSearchParams } from 'react-router'
import type { Route } from './+types/showings'
import { requireStaff } from '#app/admin/lib/guard.ts'
import { staffCan } from '#app/admin/lib/session.ts'
import { errorMessage, staffRequest } from '#app/admin/lib/request.ts'
import { RoleRefusal } from '#app/admin/ui/role-refusal.tsx'
import { PageHeader } from '#app/admin/ui/page-header.tsx'
import { useToasts, type ShowToast } from '#app/admin/ui/notice.tsx'
import { ConfirmProvider, useConfirm } from '#app/admin/ui/confirm-dialog.tsx'
import { FilterSelect, type FilterBar } from '#app/admin/ui/filter-select.tsx'
import { Options } from '#app/ui/forms/options.tsx'
import { pageMeta } from '#app/ui/meta.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { businessDate } from '#core/business-time.ts'
import { datesBetween, formatTourDate } from '#core/leads/showings.ts'
import { openHouseHours } from '#core/listings/open-house-times.ts'
import type { ShowingDecision, StaffShowing } from '#core/leads/showing-link.ts'
import type { StaffAgent } from '#core/people/people.ts'
import type { ShowingFeed } from '#core/leads/showing-feed.ts'
import { ShowingFeedPanel } from '#app/admin/leads/showing-feed-panel.tsx'
import css from '#app/admin/leads/showings-calendar.css?inline'

// Staff's showings (docs/decisions/0138-showings-for-staff.md): a day or a week of showings by Omaha date, filtered by
// agent and listing (an agent sees their own), each with its one-click decisions: confirm or decline a request (the
// visitor is told by mail; a decline asks first), mark a confirmed showing that has passed as a no-show. Below, the
// private calendar feeds (docs/decisions/0149-agent-calendar-feeds.md).

const LEAD = 'Tours booked on the listings’ pages: confirm or decline requests, and mark visitors who did not come.'

type View = 'day' | 'week'
type Filters = { agent: string; listing: string }

const shift = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}
/** The Monday of the week of `date`. */
const mondayOf = (date: string) => shift(date, -((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7))

function rangeOf(params: URLSearchParams): { view: View; date: string; from: string; to: string } {
  const view: View = params.get('view') === 'day' ? 'day' : 'week'
  const asked = params.get('date') ?? ''
  const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : businessDate()
  const from = view === 'day' ? date : mondayOf(date)
  return { view, date, from, to: view === 'day' ? date : shift(from, 6) }
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const me = await requireStaff(request)
  if (!staffCan('leads.read', me)) return null
  const params = new URL(request.url).searchParams
  const range = rangeOf(params)
  const agent = params.get('agent') ?? ''
  const query = new URLSearchParams({ from: range.from, to: range.to, ...(agent ? { agentId: agent } : {}) })
  const [{ items }, agents, feeds] = await Promise.all([
    staffRequest<{ items: StaffShowing[] }>(`/api/admin/showings?${query}`),
    staffRequest<StaffAgent[]>('/api/admin/agents'),
    staffRequest<{ items: ShowingFeed[] }>('/api/admin/showings/feeds'),
  ])
  return {
    ...range,
    filters: { agent, listing: params.get('listing') ?? '' },
    items,
    agents,
    feeds: feeds.items,
    isAgent: me.role === 'agent',
    loadedAt: Date.now(),
  }
}

export const meta: Route.MetaFunction = () => pageMeta('Showings', 'Admin portal.')

export default function Showings() {
  const data = useLoaderData<typeof clientLoader>()
  if (!data) return <RoleRefusal title="Showings" permission="leads.read" />
  return (
    <ConfirmProvider>
      <ShowingsScreen {...data} />
    </ConfirmProvider>
  )
}

function ShowingsScreen({
  view,
  date,
  from,
  to,
  filters,
  items,
  agents,
  feeds,
  isAgent,
  loadedAt,
}: NonNullable<Awaited<ReturnType<typeof clientLoader>>>) {
  const id = useId()
  const [params, setParams] = useSearchParams()
  const { toast, toasts } = useToasts()
  const set = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params)
    for (const [k, v] of Object.entries(patch))
      if (v) next.set(k, v)
      else next.delete(k)
    setParams(next, { preventScrollReset: true })
  }
  const bar: FilterBar<keyof Filters> = { id, values: filters, onChange: (p) => set(p as Record<string, string>), className: 'sc-filter' }
  const listings = [...new Map(items.map((s) => [s.listing._id, s.listing])).values()].sort((a, b) => a.title.localeCompare(b.title))
  const shown = filters.listing ? items.filter((s) => s.listing._id === filters.listing) : items
  const step = view === 'day' ? 1 : 7
  const title = view === 'day' ? formatTourDate(date) : `${formatTourDate(from)} – ${formatTourDate(to)}`

  return (
    <div className="sc-page">
      <InlineStyle name="admin-showings" css={css} />
      <PageHeader title="Showings" lead={LEAD} />
      <section className="admin-panel" aria-labelledby={`${id}-range`}>
        <div className="sc-bar">
          <div className="sc-views" role="group" aria-label="View">
            {(['day', 'week'] as const).map((v) => (
              <button
                key={v}
                type="button"
                className="admin-btn admin-btn-small"
                aria-pressed={view === v}
                onClick={() => set({ view: v })}
              >
                {v === 'day' ? 'Day' : 'Week'}
              </button>
            ))}
          </div>
          <div className="sc-steps" role="group" aria-label="Dates">
            <button type="button" className="admin-btn admin-btn-small" onClick={() => set({ date: shift(date, -step) })}>
              Previous {view}
            </button>
            <button type="button" className="admin-btn admin-btn-small" onClick={() => set({ date: '' })}>
              Today
            </button>
            <button type="button" className="admin-btn admin-btn-small" onClick={() => set({ date: shift(date, step) })}>
              Next {view}
            </button>
          </div>
          {!isAgent && (
            <FilterSelect bar={bar} name="agent" label="Agent" any="All agents">
              <Options items={agents.map((a) => ({ value: a._id, label: a.name }))} />
            </FilterSelect>
          )}
          <FilterSelect bar={bar} name="listing" label="Listing" any="All listings">
            <Options items={listings.map((l) => ({ value: l._id, label: l.title }))} />
          </FilterSelect>
        </div>
        <h2 id={`${id}-range`} className="sc-range" aria-live="polite">
          {title}
        </h2>
        {datesBetween(from, to).map((day) => (
          <Day key={day} day={day} showings={shown.filter((s) => s.slotDate === day)} loadedAt={loadedAt} onDone={toast} />
        ))}
      </section>
      <ShowingFeedPanel initial={feeds} isAgent={isAgent} onDone={toast} />
      {toasts}
    </div>
  )
}

function Day({ day, showings, loadedAt, onDone }: { day: string; showings: StaffShowing[]; loadedAt: number; onDone: ShowToast }) {
  return (
    <div className="sc-day">
      <h3>{formatTourDate(day)}</h3>
      {showings.length === 0 ? (
        <p className="sc-empty">No showings.</p>
      ) : (
        <ul className="sc-list">
          {showings.map((s) => (
            <ShowingItem key={s._id} showing={s} passed={Date.parse(s.endsAt) < loadedAt} onDone={onDone} />
          ))}
        </ul>
      )}
    </div>
  )
}

const DONE: Record<ShowingDecision, string> = {
  confirm: 'Showing confirmed. The visitor was e-mailed.',
  decline: 'Showing declined. The visitor was e-mailed, and the time is free again.',
  'no-show': 'Marked as a no-show.',
}

/** One showing; `passed`: it had ended when the page was read (a no-show can be marked). */
function ShowingItem({ showing: s, passed, onDone }: { showing: StaffShowing; passed: boolean; onDone: ShowToast }) {
  const confirm = useConfirm()
  const revalidator = useRevalidator()
  const hours = openHouseHours(s.startsAt, s.endsAt)
  async function decide(decision: ShowingDecision) {
    if (
      decision === 'decline' &&
      !(await confirm({
        title: 'Decline this showing?',
        message: `${s.visitor.name} will be told by e-mail that ${s.agent.name} cannot show ${s.listing.title} on ${formatTourDate(s.slotDate)}, ${hours}.`,
        confirmLabel: 'Decline showing',
      }))
    )
      return
    try {
      await staffRequest(`/api/admin/showings/${s._id}/${decision}`, { method: 'POST' })
      onDone(DONE[decision])
      await revalidator.revalidate()
    } catch (err) {
      onDone(errorMessage(err, 'The showing could not be changed. Check the connection and try again.'), 'error')
    }
  }
  const about = `${s.visitor.name}, ${hours}`
  return (
    <li className="sc-item">
      <div>
        <p className="sc-time">{hours}</p>
        <span className={`sc-status sc-status-${s.status}`}>{s.statusLabel}</span>
      </div>
      <div>
        <p>
          <Link to={`/admin/properties/${s.listing._id}`}>{s.listing.title}</Link>, {s.listing.address}
        </p>
        <p>With {s.agent.name}</p>
        <p>
          <Link to={`/admin/contacts?lead=${s.inquiryId}`}>{s.visitor.name}</Link>
          {s.visitor.phone && (
            <>
              {' · '}
              <a href={`tel:${s.visitor.phone.replace(/[^\d+]/g, '')}`}>{s.visitor.phone}</a>
            </>
          )}
          {' · '}
          <a href={`mailto:${s.visitor.email}`}>{s.visitor.email}</a>
        </p>
      </div>
      <div className="sc-actions">
        {s.status === 'requested' && (
          <>
            <button type="button" className="admin-btn admin-btn-primary admin-btn-small" onClick={() => void decide('confirm')}>
              Confirm<span className="sr-only"> {about}</span>
            </button>
            <button type="button" className="admin-btn admin-btn-small" onClick={() => void decide('decline')}>
              Decline<span className="sr-only"> {about}</span>
            </button>
          </>
        )}
        {s.status === 'confirmed' && passed && (
          <button type="button" className="admin-btn admin-btn-small" onClick={() => void decide('no-show')}>
            Mark no-show<span className="sr-only"> {about}</span>
          </button>
        )}
      </div>
    </li>
  )
}
