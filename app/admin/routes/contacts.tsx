import { useCallback, useState } from 'react'
import { Link, useLoaderData, useNavigation, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/contacts'
import type { LeadAssignee, LeadBulkResult, LeadList as LeadListData } from '#core/leads/lead-inbox.ts'
import { leadsChanged, useLeadCounts } from '#app/admin/leads/use-new-leads.ts'
import { requireStaff } from '#app/admin/lib/guard.ts'
import { staffDownload, staffRequest, errorMessage } from '#app/admin/lib/request.ts'
import { useStaffData } from '#app/admin/lib/use-staff-data.ts'
import { LeadBulkBar, bulkBody, type BulkAction } from '#app/admin/leads/lead-bulk-bar.tsx'
import { bulkOutcome } from '#app/admin/leads/bulk-outcome.ts'
import { readForScreen, useScreenData } from '#app/admin/lib/screen-data.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { LeadPager, LEAD_PAGE_SIZE } from '#app/admin/leads/lead-pager.tsx'
import { useToasts } from '#app/admin/ui/notice.tsx'
import { FILTER_KEYS, LeadFilters, type LeadFilterValues } from '#app/admin/leads/lead-filters.tsx'
import { LeadList } from '#app/admin/leads/lead-list.tsx'
import { LeadDetailPane } from '#app/admin/leads/lead-detail.tsx'
import { SubscribersPanel } from '#app/admin/leads/subscribers-panel.tsx'
import { staffCan } from '#app/admin/lib/session.ts'
import kitCss from '#app/admin/ui/admin-kit.css?inline'
import leadsCss from '#app/admin/leads/leads.css?inline'
import { PageHeader } from '#app/admin/ui/page-header.tsx'

// The lead inbox: every lead in one list with filters in the
// URL (shareable, Back undoes them), the open lead beside it on wide screens
// and in its place on phones. Requires sign-in.

/** The list's query from the page's URL: its filters and page (the open lead and the tab are not part of it). */
function listQueryOf(params: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams()
  for (const k of FILTER_KEYS) if (params.get(k)) query.set(k, params.get(k)!)
  query.set('page', String(Math.max(1, Number(params.get('page')) || 1)))
  query.set('pageSize', String(LEAD_PAGE_SIZE))
  return query
}
const leadsTab = (params: URLSearchParams) => params.get('tab') !== 'subscribers'
/** What the loader reads depends on: the tab and the list's query. */
const readKey = (params: URLSearchParams) => `${leadsTab(params)}?${listQueryOf(params)}`

// The list (on the Leads tab) and the properties with leads are read here; the open lead and the Get Notified tab
// read their own part, and the new-lead counts are the nav badge's (use-new-leads.ts).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff(request)
  const params = new URL(request.url).searchParams
  const [list, properties] = await Promise.all([
    leadsTab(params) ? readForScreen<LeadListData>(request, `/api/admin/contacts?${listQueryOf(params)}`) : { data: null, error: '' },
    readForScreen<Array<{ _id: string; title: string; leads: number }>>(request, '/api/admin/contacts/properties'),
  ])
  return { list, properties }
}

// Opening or closing a lead changes only the URL's `lead`: the list stays as it is.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (
    formMethod === undefined &&
    currentUrl.pathname === nextUrl.pathname &&
    readKey(currentUrl.searchParams) === readKey(nextUrl.searchParams)
  )
    return currentUrl.search === nextUrl.search && defaultShouldRevalidate
  return defaultShouldRevalidate
}

export const meta: Route.MetaFunction = () => pageMeta('Contact Inquiries', 'Admin portal.')

export default function AdminContacts() {
  const [params, setParams] = useSearchParams()
  const { toast, toasts } = useToasts()
  // Get Notified sign-ups are about no listing: agents, who see the leads about theirs, do not see them.
  const seesSubscribers = staffCan('subscribers.manage')
  const tab = params.get('tab') === 'subscribers' && seesSubscribers ? 'subscribers' : 'leads'
  const selected = params.get('lead') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const values = Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as unknown as LeadFilterValues
  const filters = new URLSearchParams()
  for (const k of FILTER_KEYS) if (values[k]) filters.set(k, values[k])
  const filterQuery = filters.toString()

  const loaded = useLoaderData<typeof clientLoader>()
  const list = useScreenData(loaded.list)
  const counts = useLeadCounts()
  const properties = useScreenData(loaded.properties).data ?? []
  // The list is being read again: a filter or page change, or a reload.
  const navigation = useNavigation()
  const paging =
    navigation.state === 'loading' &&
    navigation.location.pathname === '/admin/contacts' &&
    readKey(new URLSearchParams(navigation.location.search)) !== readKey(params)
  const loading = list.loading || paging
  const { data } = list
  const error = paging ? '' : list.error
  const reloadAll = list.reload
  const assignees = useStaffData<LeadAssignee[]>('/api/admin/leads/assignees').data ?? []
  const canEdit = staffCan('leads.edit')

  // The leads checked for a bulk action: those of the page shown; a new page or filter starts with none.
  const [checked, setChecked] = useState<{ key: string; ids: ReadonlySet<string> }>({ key: '', ids: new Set() })
  const listKey = readKey(params)
  const checkedIds = checked.key === listKey ? checked.ids : new Set<string>()
  const setCheckedIds = (ids: ReadonlySet<string>) => setChecked({ key: listKey, ids })
  const [bulkBusy, setBulkBusy] = useState(false)
  const runBulk = async (action: BulkAction) => {
    const chosen = (data?.items ?? []).filter((l) => checkedIds.has(l._id))
    if (chosen.length === 0) return
    setBulkBusy(true)
    try {
      const result = await staffRequest<LeadBulkResult>('/api/admin/leads/bulk', { method: 'POST', body: bulkBody(action, chosen) })
      toast(bulkOutcome(action, result, assignees), result.stale.length > 0 ? 'error' : 'success')
      setCheckedIds(new Set())
      reloadAll()
      leadsChanged()
    } catch (err) {
      toast(errorMessage(err, 'The selected leads could not be changed. Please try again.'), 'error')
    } finally {
      setBulkBusy(false)
    }
  }

  const update = useCallback(
    (patch: Record<string, string>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          for (const [k, v] of Object.entries(patch)) {
            if (v) next.set(k, v)
            else next.delete(k)
          }
          return next
        },
        { preventScrollReset: true },
      ),
    [setParams],
  )
  const onFilter = useCallback((patch: Partial<LeadFilterValues>) => update({ ...(patch as Record<string, string>), page: '' }), [update])

  const exportCsv = async () => {
    try {
      await staffDownload(`/api/admin/contacts/export?${filterQuery}`, 'leads.csv')
      toast('The CSV file is downloading.')
    } catch (err) {
      toast(errorMessage(err, 'The export failed. Please try again.'), 'error')
    }
  }

  const filtered = FILTER_KEYS.some((k) => values[k])
  return (
    <div className="leads-page" data-open={selected ? '' : undefined}>
      <InlineStyle name="admin-kit" css={kitCss} />
      <InlineStyle name="admin-leads" css={leadsCss} />
      <PageHeader
        title="Contact Inquiries"
        lead={counts ? (counts.totalNew === 1 ? '1 new lead' : `${counts.totalNew} new leads`) : 'Every inquiry, request and application'}
        actions={
          <>
            <Link to="/admin/rental-applications" className="admin-btn admin-btn-secondary">
              Rental applications
            </Link>
            {tab === 'leads' && (
              <button type="button" className="admin-btn admin-btn-secondary" onClick={() => void exportCsv()}>
                Export CSV
              </button>
            )}
          </>
        }
      />
      {seesSubscribers && (
        <div className="tabs" role="tablist" aria-label="Contacts">
          <button type="button" role="tab" aria-selected={tab === 'leads'} onClick={() => update({ tab: '', lead: '' })}>
            Leads
          </button>
          <button type="button" role="tab" aria-selected={tab === 'subscribers'} onClick={() => update({ tab: 'subscribers', lead: '' })}>
            Get Notified{counts?.newByKind.subscriber ? ` (${counts.newByKind.subscriber} new)` : ''}
          </button>
        </div>
      )}

      {tab === 'subscribers' ? (
        <SubscribersPanel toast={toast} />
      ) : (
        <>
          <LeadFilters values={values} properties={properties} assignees={assignees} onChange={onFilter} />
          <div className={`inbox${selected ? ' has-selection' : ''}`}>
            <div className="inbox-list" aria-busy={loading}>
              {error && (
                <div className="empty-state" role="alert">
                  <p className="admin-alert admin-alert-error">{error}</p>
                  <button type="button" className="admin-btn admin-btn-small" onClick={list.reload}>
                    Try again
                  </button>
                </div>
              )}
              {!error && !data && <p className="muted inbox-loading">Loading leads…</p>}
              {!error && data && data.items.length === 0 && (
                <div className="empty-state">
                  <h2>{filtered ? 'No leads match these filters' : 'No leads yet'}</h2>
                  <p className="muted">
                    {filtered
                      ? 'Try another search, or clear the filters.'
                      : 'Messages, tour requests, offers and applications from the website will appear here.'}
                  </p>
                </div>
              )}
              {!error && data && data.items.length > 0 && (
                <>
                  <p className="muted small inbox-count" aria-live="polite">
                    {data.total} {data.total === 1 ? 'lead' : 'leads'}
                    {loading ? ' · updating…' : ''}
                  </p>
                  {canEdit && (
                    <LeadBulkBar
                      count={checkedIds.size}
                      pageCount={data.items.length}
                      assignees={assignees}
                      showingArchived={values.archived === 'only'}
                      busy={bulkBusy}
                      onSelectAll={(on) => setCheckedIds(new Set(on ? data.items.map((l) => l._id) : []))}
                      onClear={() => setCheckedIds(new Set())}
                      onAction={(action) => void runBulk(action)}
                    />
                  )}
                  <LeadList
                    leads={data.items}
                    selectedId={selected}
                    onOpen={(id) => update({ lead: id })}
                    checked={canEdit ? checkedIds : undefined}
                    onCheck={(id, on) => {
                      const next = new Set(checkedIds)
                      if (on) next.add(id)
                      else next.delete(id)
                      setCheckedIds(next)
                    }}
                  />
                  <LeadPager page={page} total={data.total} label="Lead pages" onPage={(n) => update({ page: String(n) })} />
                </>
              )}
            </div>
            <div className="inbox-detail">
              {selected ? (
                <LeadDetailPane
                  key={selected}
                  leadId={selected}
                  toast={toast}
                  onBack={() => update({ lead: '' })}
                  onChanged={(removed) => {
                    if (removed) update({ lead: '' })
                    reloadAll()
                    leadsChanged()
                  }}
                />
              ) : (
                <div className="empty-state inbox-placeholder">
                  <p className="muted">Choose a lead to read it.</p>
                </div>
              )}
            </div>
          </div>
        </>
      )}
      {toasts}
    </div>
  )
}

clientLoader.hydrate = true as const
