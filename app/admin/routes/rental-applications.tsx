import { useState } from 'react'
import { useLoaderData, useRevalidator, useSearchParams } from 'react-router'
import type { Route } from './+types/rental-applications'
import { requireStaff } from '#app/admin/lib/guard.ts'
import { staffCan } from '#app/admin/lib/session.ts'
import { staffRequest } from '#app/admin/lib/request.ts'
import { RoleRefusal } from '#app/admin/ui/role-refusal.tsx'
import { PageHeader } from '#app/admin/ui/page-header.tsx'
import { useToasts } from '#app/admin/ui/notice.tsx'
import { ConfirmProvider } from '#app/admin/ui/confirm-dialog.tsx'
import { TableHead } from '#app/ui/table-head.tsx'
import { pageMeta } from '#app/ui/meta.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { formatBusinessTime } from '#core/business-time.ts'
import { RENTAL_APPLICATION_STATUSES, RENTAL_STATUS_LABELS, type RentalApplicationListItem } from '#core/leads/rental-application.ts'
import { RentalApplicationReview } from '#app/admin/leads/rental-application-detail.tsx'
import { ScreeningPanel } from '#app/admin/leads/screening-panel.tsx'
import { RentalCompareView } from '#app/admin/leads/rental-compare.tsx'
import rentalCss from '#app/admin/leads/rental-applications.css?inline'
import { Options } from '#app/ui/forms/options.tsx'

// Rental applications (docs/decisions/0130-rental-applications.md): every application, newest first, filtered by
// status; one opened below the list for review; the screening criteria of all rentals and of single listings.

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const me = await requireStaff(request)
  if (!staffCan('leads.read', me)) return null
  const status = new URL(request.url).searchParams.get('status') ?? ''
  const query = (RENTAL_APPLICATION_STATUSES as readonly string[]).includes(status) ? `?status=${status}` : ''
  return { status, list: await staffRequest<RentalApplicationListItem[]>(`/api/admin/rental-applications${query}`) }
}

/** The screen's query with `name` set to `value`, or left out when it is empty. */
function withParam(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params)
  if (value) next.set(name, value)
  else next.delete(name)
  return next
}

export const meta: Route.MetaFunction = () => pageMeta('Rental Applications', 'Admin portal.')

export default function RentalApplications() {
  const data = useLoaderData<typeof clientLoader>()
  if (!data) return <RoleRefusal title="Rental applications" permission="leads.read" />
  return (
    <ConfirmProvider>
      <RentalApplicationsScreen {...data} />
    </ConfirmProvider>
  )
}

function RentalApplicationsScreen({ status, list }: NonNullable<Awaited<ReturnType<typeof clientLoader>>>) {
  const [params, setParams] = useSearchParams()
  const [openId, setOpenId] = useState<string | null>(params.get('open'))
  const { toast, toasts } = useToasts()
  const revalidator = useRevalidator()
  const onChanged = (text: string, kind?: 'error') => {
    toast(text, kind)
    if (!kind) void revalidator.revalidate()
  }
  return (
    <div className="rental-page">
      <InlineStyle name="admin-rental-applications" css={rentalCss} />
      <PageHeader title="Rental Applications" lead="Applications to rent, with every applicant’s part and files." />
      <section className="admin-panel" aria-labelledby="rental-list-heading">
        <div className="rental-list-head">
          <h2 id="rental-list-heading">Applications</h2>
          <label className="rental-filter">
            Status{' '}
            <select value={status} onChange={(e) => setParams(withParam(params, 'status', e.target.value), { preventScrollReset: true })}>
              <option value="">All</option>
              <Options items={RENTAL_APPLICATION_STATUSES} label={(s) => RENTAL_STATUS_LABELS[s]} />
            </select>
          </label>
        </div>
        {list.length === 0 ? (
          <p className="admin-muted">No applications{status ? ' with this status' : ' yet'}.</p>
        ) : (
          <div className="rental-table-wrap">
            <table className="admin-table rental-table">
              <TableHead columns={['Applicant', 'Home', 'Applicants', 'Move-in', 'Sent', 'Status']} />
              <tbody>
                {list.map((a) => (
                  <tr key={a._id} aria-current={openId === a._id ? 'true' : undefined}>
                    <th scope="row">
                      <button
                        type="button"
                        className="rental-open"
                        aria-expanded={openId === a._id}
                        onClick={() => setOpenId(openId === a._id ? null : a._id)}
                      >
                        {a.name}
                      </button>
                      <span className="admin-muted rental-email">{a.email}</span>
                    </th>
                    <td>{a.listing.title}</td>
                    <td>
                      {a.completed} of {a.applicants} complete
                    </td>
                    <td>{a.moveInDate}</td>
                    <td>{formatBusinessTime(a.createdAt)}</td>
                    <td>
                      <span className={`rental-status rental-status-${a.status}`}>{RENTAL_STATUS_LABELS[a.status]}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <ComparePanel list={list} onChanged={onChanged} />
      {openId && <RentalApplicationReview key={openId} id={openId} onChanged={onChanged} />}
      {staffCan('catalog.read') && <ScreeningPanel />}
      {toasts}
    </div>
  )
}

/** Compare the applicants for one home: the homes with two or more applications to choose from, kept in `?compare=`. */
function ComparePanel({ list, onChanged }: { list: RentalApplicationListItem[]; onChanged: (text: string, kind?: 'error') => void }) {
  const [params, setParams] = useSearchParams()
  const counts = new Map<string, { title: string; n: number }>()
  for (const a of list)
    if (a.status !== 'withdrawn') counts.set(a.listing._id, { title: a.listing.title, n: (counts.get(a.listing._id)?.n ?? 0) + 1 })
  const homes = [...counts].filter(([, h]) => h.n > 1)
  const chosen = params.get('compare') ?? ''
  if (homes.length === 0 && !chosen) return null
  return (
    <section className="admin-panel" aria-labelledby="rental-compare-heading">
      <div className="rental-list-head">
        <h2 id="rental-compare-heading">Compare applicants</h2>
        <label className="rental-filter">
          Home{' '}
          <select value={chosen} onChange={(e) => setParams(withParam(params, 'compare', e.target.value), { preventScrollReset: true })}>
            <option value="">Choose a home…</option>
            <Options items={homes.map(([id, h]) => ({ value: id, label: `${h.title} (${h.n} applications)` }))} />
          </select>
        </label>
      </div>
      {chosen && <RentalCompareView key={chosen} listingId={chosen} onChanged={onChanged} />}
    </section>
  )
}
