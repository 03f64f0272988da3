import { useEffect, useState } from 'react'
import type { Subscriber } from '#core/leads/lead-inbox.ts'
import { staffRequest, errorMessage } from '#app/admin/lib/request.ts'
import { useStaffData } from '#app/admin/lib/use-staff-data.ts'
import { ConfirmDialog } from '#app/admin/ui/confirm-dialog.tsx'
import { LeadPager, LEAD_PAGE_SIZE } from './lead-pager.tsx'
import type { ShowToast } from '#app/admin/ui/notice.tsx'
import { formatDateTime } from './lead-format.ts'
import { leadsChanged } from './use-new-leads.ts'

/** Get Notified sign-ups with their date and whether they confirmed; staff can unsubscribe one. */
export function SubscribersPanel({ toast }: { toast: ShowToast }) {
  const [page, setPage] = useState(1)
  const [q, setQ] = useState('')
  const [query, setQuery] = useState('')
  const params = new URLSearchParams({ page: String(page), pageSize: String(LEAD_PAGE_SIZE) })
  if (query) params.set('q', query)
  const { data, error, reload } = useStaffData<{ items: Subscriber[]; total: number }>(`/api/admin/subscribers?${params}`)
  const [removing, setRemoving] = useState<Subscriber | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    const timer = setTimeout(() => {
      setPage(1)
      setQuery(q.trim())
    }, 300)
    return () => clearTimeout(timer)
  }, [q])

  const unsubscribe = async (s: Subscriber) => {
    setBusy(true)
    try {
      await staffRequest(`/api/admin/subscribers/${s._id}`, { method: 'DELETE' })
      toast(`${s.email} was unsubscribed.`)
      reload()
      leadsChanged()
    } catch (err) {
      toast(errorMessage(err, 'The address could not be unsubscribed.'), 'error')
    } finally {
      setBusy(false)
      setRemoving(null)
    }
  }

  return (
    <section aria-labelledby="subscribers-title" className="subscribers">
      <div className="subscribers-head">
        <h2 id="subscribers-title">Get Notified sign-ups</h2>
        <div className="lead-filter">
          <label htmlFor="subscriber-search">Search</label>
          <input id="subscriber-search" type="search" value={q} placeholder="Email address" onChange={(e) => setQ(e.currentTarget.value)} />
        </div>
      </div>
      {error && <p className="admin-alert admin-alert-error">{error}</p>}
      {!data && !error && <p className="muted">Loading sign-ups…</p>}
      {data && data.items.length === 0 && (
        <div className="empty-state">
          <h3>{query ? 'No sign-ups match your search' : 'No sign-ups yet'}</h3>
          <p className="muted">People who press Get Notified on the Upcoming page appear here.</p>
        </div>
      )}
      {data && data.items.length > 0 && (
        <>
          <p className="muted">
            {data.total} {data.total === 1 ? 'address' : 'addresses'}
          </p>
          <ul className="subscriber-list">
            {data.items.map((s) => (
              <li key={s._id}>
                <div>
                  <strong>{s.email}</strong>
                  <div className="small muted">
                    Signed up {formatDateTime(s.createdAt)} ·{' '}
                    <span className={`lead-chip ${s.confirmed ? 'lead-chip-approved' : 'lead-chip-closed'}`}>
                      {s.confirmed ? 'Confirmed' : 'Not confirmed'}
                    </span>
                  </div>
                </div>
                <button
                  type="button"
                  className="admin-btn admin-btn-small"
                  onClick={() => setRemoving(s)}
                  aria-label={`Unsubscribe ${s.email}`}
                >
                  Unsubscribe
                </button>
              </li>
            ))}
          </ul>
          <LeadPager page={page} total={data.total} label="Sign-up pages" onPage={setPage} />
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Unsubscribe this address?"
        message={`${removing?.email ?? ''} will no longer hear about upcoming listings. This cannot be undone.`}
        confirmLabel="Unsubscribe"
        danger
        busy={busy}
        onConfirm={() => removing && void unsubscribe(removing)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  )
}
