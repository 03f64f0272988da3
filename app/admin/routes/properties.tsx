import { useState } from 'react'
import { CostAssumptionsPanel } from '#app/admin/listings/cost-assumptions-panel.tsx'
import { Form, Link, useLoaderData, useNavigation, useRevalidator, useSearchParams } from 'react-router'
import type { Route } from './+types/properties'
import type { Agent } from '#core/people/people.ts'
import type { Listing, ListingStatus } from '#core/listings/listing.ts'
import { formatListingPrice } from '#core/format.ts'
import { ADMIN_SORTS, StaffListingQuerySchema, STATUS_LABELS, type StaffListingSort } from '#core/listings/listing-form.ts'
import { PROPERTY_STATUSES } from '#core/constants.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { Pagination } from '#app/ui/pagination.tsx'
import listCss from '#app/admin/listings/listings.css?inline'
import { requireStaff } from '#app/admin/lib/guard.ts'
import { staffDownload, staffRequest, staffRequestWithHeaders, errorMessage } from '#app/admin/lib/request.ts'
import { PageHeader } from '#app/admin/ui/page-header.tsx'
import { ConfirmProvider, useConfirm } from '#app/admin/ui/confirm-dialog.tsx'
import { Notice, useNotice } from '#app/admin/ui/notice.tsx'
import { ActionsColumn, RowButton } from '#app/admin/ui/row-actions.tsx'
import { ownsListing } from '#app/admin/listings/own-listing.ts'
import { openPreview, previewLink } from '#app/admin/ui/preview-link.ts'
import { Options } from '#app/ui/forms/options.tsx'
import { formatBusinessDay } from '#core/business-time.ts'
import { TableHead } from '#app/ui/table-head.tsx'
import { staffCan } from '#app/admin/lib/session.ts'
import { ListingImportPanel } from '#app/admin/listings/listing-import-panel.tsx'
import { HealthBadge } from '#app/admin/listings/listing-health.tsx'

// The staff's listings: search, filters and sort in the URL, paged
// on the server; thumbnail, title, address, price, status, type, last change;
// bulk status change; archive and restore.

const PAGE_SIZE = 25
const SORT_LABELS: Record<StaffListingSort, string> = {
  updated: 'Last changed',
  newest: 'Newest',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  title: 'Title A–Z',
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff(request)
  const params = new URL(request.url).searchParams
  const page = Math.max(1, Number(params.get('page')) || 1)
  const parsed = StaffListingQuerySchema.safeParse(Object.fromEntries(params))
  const query = parsed.success ? parsed.data : {}
  const api = new URLSearchParams()
  for (const [k, v] of Object.entries({ ...query, sort: query.sort ?? 'updated', limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }))
    if (v !== undefined) api.set(k, String(v))
  const [list, agents] = await Promise.all([
    staffRequestWithHeaders<Listing[]>(`/api/admin/properties?${api}`),
    staffRequest<Agent[]>('/api/agents').catch(() => [] as Agent[]),
  ])
  return { items: list.body, total: Number(list.headers.get('x-total-count') ?? 0), page, agents }
}
clientLoader.hydrate = true as const

export const meta: Route.MetaFunction = () => pageMeta('Manage Properties', 'Admin portal.')

export function HydrateFallback() {
  return (
    <p className="admin-loading" role="status">
      Loading properties…
    </p>
  )
}

export default function PropertiesPage() {
  return (
    <ConfirmProvider>
      <PropertiesList />
    </ConfirmProvider>
  )
}

const when = formatBusinessDay

function PropertiesList() {
  const { items, total, page, agents } = useLoaderData<typeof clientLoader>()
  const [params, setParams] = useSearchParams()
  const navigation = useNavigation()
  const { revalidate } = useRevalidator()
  const confirm = useConfirm()
  const feedback = useNotice()
  const [chosen, setSelected] = useState<Set<string>>(new Set())
  // Only listings on this page stay selected after a page or filter change.
  const selected = new Set(items.filter((p) => chosen.has(p._id)).map((p) => p._id))
  // An agent changes only their own listings; the others are theirs to read (core/staff/permissions.ts).
  const mine = (p: Listing) => ownsListing(p, agents)
  const [bulkStatus, setBulkStatus] = useState<ListingStatus>('sold')
  const [busy, setBusy] = useState(false)
  const [importing, setImporting] = useState(false)
  const transfers = staffCan('listings.transfer')
  const archived = params.get('archived') === '1'
  const filtered = ['q', 'type', 'status', 'agentId', 'publication'].some((k) => params.get(k))
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/admin/properties'

  /** One filter change is one history entry; paging restarts at 1. */
  const change = (updates: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    for (const [k, v] of Object.entries(updates)) {
      if (v) next.set(k, v)
      else next.delete(k)
    }
    if (!('page' in updates)) next.delete('page')
    setParams(next)
  }

  async function run(work: () => Promise<unknown>, success: string) {
    setBusy(true)
    try {
      await work()
      feedback.show({ kind: 'success', text: success, toast: true })
      await revalidate()
    } catch (err) {
      feedback.show({ kind: 'error', text: errorMessage(err, 'Something went wrong. Please try again.', { onlyServer: true }) })
    } finally {
      setBusy(false)
    }
  }

  /** The listings this screen shows (its filters, every page) as RESO CSV. */
  const exportCsv = async () => {
    const query = new URLSearchParams([...params].filter(([k]) => k !== 'page'))
    try {
      await staffDownload(`/api/admin/properties/export.csv?${query}`, 'listings.csv')
      feedback.show({ kind: 'success', text: 'The CSV file is downloading.', toast: true })
    } catch (err) {
      feedback.show({ kind: 'error', text: errorMessage(err, 'The export failed. Please try again.', { onlyServer: true }) })
    }
  }

  const applyBulk = () =>
    run(
      async () => {
        await staffRequest('/api/admin/properties/bulk-status', { method: 'POST', body: { ids: [...selected], status: bulkStatus } })
        setSelected(new Set())
      },
      `${selected.size} ${selected.size === 1 ? 'listing' : 'listings'} marked ${STATUS_LABELS[bulkStatus]}.`,
    )

  async function archive(p: Listing) {
    const ok = await confirm({
      title: `Archive “${p.title}”?`,
      message: 'It disappears from the website, the map and search at once. You can restore it from the Archived list.',
      confirmLabel: 'Archive listing',
    })
    if (ok) await run(() => staffRequest(`/api/admin/properties/${p._id}`, { method: 'DELETE' }), `“${p.title}” archived.`)
  }

  const allChecked = items.some(mine) && items.filter(mine).every((p) => selected.has(p._id))
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <>
      <InlineStyle name="admin-properties" css={listCss} />
      <PageHeader
        title="Manage Properties"
        lead={`${total.toLocaleString('en-US')} ${archived ? 'archived ' : ''}${total === 1 ? 'listing' : 'listings'}${filtered ? ' match' : ''}`}
        actions={
          <>
            {transfers && (
              <>
                <button type="button" className="admin-btn admin-btn-secondary" onClick={() => void exportCsv()}>
                  Export CSV
                </button>
                <button
                  type="button"
                  className="admin-btn admin-btn-secondary"
                  aria-expanded={importing}
                  onClick={() => setImporting(true)}
                >
                  Import CSV
                </button>
              </>
            )}
            <Link to="/admin/properties/new" className="admin-btn admin-btn-primary">
              + Add property
            </Link>
          </>
        }
      />
      {importing && (
        <ListingImportPanel
          onClose={() => setImporting(false)}
          onImported={(text) => {
            feedback.show({ kind: 'success', text, toast: true })
            void revalidate()
          }}
        />
      )}

      <div className="pl-tabs" role="group" aria-label="Which listings">
        <button type="button" aria-pressed={!archived} onClick={() => change({ archived: null })}>
          Active
        </button>
        <button type="button" aria-pressed={archived} onClick={() => change({ archived: '1' })}>
          Archived
        </button>
      </div>

      <Form
        role="search"
        className="admin-panel pl-filters"
        onSubmit={(e) => {
          e.preventDefault()
          change({ q: String(new FormData(e.currentTarget).get('q') ?? '').trim() || null })
        }}
      >
        <div className="pl-searchbox">
          <label className="pl-search">
            <span className="sr-only">Search properties</span>
            <input
              type="search"
              name="q"
              key={params.get('q') ?? ''}
              defaultValue={params.get('q') ?? ''}
              placeholder="Search title, address, city, ZIP…"
            />
          </label>
          <button type="submit" className="admin-btn admin-btn-secondary">
            Search
          </button>
        </div>
        <label>
          <span>Type</span>
          <select value={params.get('type') ?? ''} onChange={(e) => change({ type: e.target.value || null })}>
            <option value="">All types</option>
            <option value="sale">For sale</option>
            <option value="rental">For rent</option>
          </select>
        </label>
        <label>
          <span>Status</span>
          <select value={params.get('status') ?? ''} onChange={(e) => change({ status: e.target.value || null })}>
            <option value="">All statuses</option>
            <Options items={PROPERTY_STATUSES} label={(s) => STATUS_LABELS[s]} />
          </select>
        </label>
        <label>
          <span>On the website</span>
          <select value={params.get('publication') ?? ''} onChange={(e) => change({ publication: e.target.value || null })}>
            <option value="">Drafts and published</option>
            <option value="draft">Drafts only</option>
            <option value="published">Published only</option>
          </select>
        </label>
        <label>
          <span>Agent</span>
          <select value={params.get('agentId') ?? ''} onChange={(e) => change({ agentId: e.target.value || null })}>
            <option value="">All agents</option>
            <Options items={agents.map((a) => ({ value: a._id, label: a.name }))} />
          </select>
        </label>
        <label>
          <span>Sort</span>
          <select
            value={params.get('sort') ?? 'updated'}
            onChange={(e) => change({ sort: e.target.value === 'updated' ? null : e.target.value })}
          >
            <Options items={ADMIN_SORTS} label={(s) => SORT_LABELS[s]} />
          </select>
        </label>
      </Form>

      {selected.size > 0 && (
        <div className="admin-panel pl-bulk" role="region" aria-label="Change selected listings">
          <strong>{selected.size} selected</strong>
          <label>
            <span>Change status to</span>
            <select value={bulkStatus} onChange={(e) => setBulkStatus(e.target.value as ListingStatus)}>
              <Options items={PROPERTY_STATUSES} label={(s) => STATUS_LABELS[s]} />
            </select>
          </label>
          <button type="button" className="admin-btn admin-btn-primary" disabled={busy} onClick={() => void applyBulk()}>
            Apply
          </button>
          <button type="button" className="admin-btn admin-btn-secondary" onClick={() => setSelected(new Set())}>
            Clear selection
          </button>
        </div>
      )}

      <section className={`admin-panel pl-panel ${loading ? 'is-loading' : ''}`} aria-busy={loading}>
        {items.length === 0 ? (
          <div className="admin-empty pl-empty">
            <h2>{filtered ? 'No properties match these filters' : archived ? 'No archived properties' : 'No properties yet'}</h2>
            <p className="admin-muted">
              {filtered
                ? 'Try other words or clear the filters.'
                : archived
                  ? 'Archived listings show here and can be restored.'
                  : 'Add the first listing to put it on the website.'}
            </p>
            {filtered ? (
              <button
                type="button"
                className="admin-btn admin-btn-secondary"
                onClick={() => change({ q: null, type: null, status: null, agentId: null })}
              >
                Clear filters
              </button>
            ) : (
              !archived && (
                <Link to="/admin/properties/new" className="admin-btn admin-btn-primary">
                  + Add property
                </Link>
              )
            )}
          </div>
        ) : (
          <table className="pl-table">
            <caption className="sr-only">
              Properties, page {page} of {pages}
            </caption>
            <TableHead
              columns={['Property', 'Price', 'Status', 'Type', 'Health', 'Last change']}
              before={
                <th scope="col" className="pl-check">
                  <input
                    type="checkbox"
                    aria-label="Select every listing on this page"
                    checked={allChecked}
                    onChange={() => setSelected(allChecked ? new Set() : new Set(items.filter(mine).map((p) => p._id)))}
                  />
                </th>
              }
              after={<ActionsColumn />}
            />
            <tbody>
              {items.map((p) => (
                <tr key={p._id} className={selected.has(p._id) ? 'is-selected' : undefined}>
                  <td className="pl-check">
                    {mine(p) && (
                      <input
                        type="checkbox"
                        aria-label={`Select ${p.title}`}
                        checked={selected.has(p._id)}
                        onChange={() => toggle(p._id)}
                      />
                    )}
                  </td>
                  <th scope="row" className="pl-property">
                    <Link to={`/admin/properties/${p._id}`} className="pl-title-link">
                      {p.thumbnail ? (
                        <img src={p.thumbnail} alt="" width={72} height={54} loading="lazy" className="pl-thumb" />
                      ) : (
                        <span className="pl-thumb pl-thumb-empty" aria-hidden="true">
                          No photo
                        </span>
                      )}
                      <span>
                        <span className="pl-title">{p.title}</span>
                        <span className="pl-address">
                          {p.address}, {p.city} {p.zip}
                        </span>
                      </span>
                    </Link>
                  </th>
                  <td className="pl-price" data-label="Price">
                    {formatListingPrice(p)}
                  </td>
                  <td data-label="Status">
                    <span className={`pl-status pl-status-${p.status}`}>{STATUS_LABELS[p.status]}</span>
                    {p.publishedAt === null && <span className="pl-status pl-status-draft pe-draft-mark">Draft</span>}
                  </td>
                  <td data-label="Type">{p.type === 'sale' ? 'Sale' : 'Rental'}</td>
                  <td data-label="Health">{p.health && <HealthBadge health={p.health} />}</td>
                  <td data-label="Last change">
                    <time dateTime={p.updatedAt}>{when(p.updatedAt)}</time>
                  </td>
                  <td className="pl-actions">
                    <Link to={`/admin/properties/${p._id}`} className="admin-btn admin-btn-small">
                      {mine(p) ? 'Edit' : 'View'}
                      <span className="sr-only"> {p.title}</span>
                    </Link>
                    {!mine(p) ? null : archived ? (
                      <RowButton
                        label="Restore"
                        row={p.title}
                        disabled={busy}
                        onClick={() =>
                          void run(
                            () => staffRequest(`/api/admin/properties/${p._id}/restore`, { method: 'POST' }),
                            `“${p.title}” restored.`,
                          )
                        }
                      />
                    ) : (
                      <>
                        <RowButton
                          label="Preview"
                          row={p.title}
                          onClick={() =>
                            void openPreview(previewLink(`/api/admin/properties/${p._id}/preview`)).catch((err: unknown) =>
                              feedback.show({ kind: 'error', text: errorMessage(err, 'The preview could not be opened. Try again.') }),
                            )
                          }
                        />
                        <Link to={`/admin/properties/new?from=${p._id}`} className="admin-btn admin-btn-small">
                          Duplicate<span className="sr-only"> {p.title}</span>
                        </Link>
                        <RowButton label="Archive" row={p.title} danger="pe-danger" disabled={busy} onClick={() => void archive(p)} />
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <Pagination
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
        label="Pages"
        className="pl-pager"
        buttonClassName="admin-btn admin-btn-small"
        previousLabel="← Previous"
        nextLabel="Next →"
        onPage={(n) => change({ page: String(n) })}
      />
      <CostAssumptionsPanel />
      <Notice message={feedback.message} onClose={feedback.close} />
    </>
  )
}
