import { useCallback, useEffect, useRef, useState } from 'react'
import { useBlocker, useLoaderData, useSearchParams } from 'react-router'
import type { Route } from './+types/content'
import type { VersionedAdminContent } from '#core/content/content-saves.ts'
import { requireStaff } from '#app/admin/lib/guard.ts'
import { staffCan } from '#app/admin/lib/session.ts'
import { RoleRefusal } from '#app/admin/ui/role-refusal.tsx'
import { PageHeader } from '#app/admin/ui/page-header.tsx'
import { readForScreen, useScreenData } from '#app/admin/lib/screen-data.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { ConfirmProvider, useConfirm } from '#app/admin/ui/confirm-dialog.tsx'
import { Notice, useNotice } from '#app/admin/ui/notice.tsx'
import { SectionPanel } from '#app/admin/content/section-panel.tsx'
import { FILTERS, matchingSections } from '#app/admin/content/sections.ts'
import type { ContentKey, SectionGroup } from '#app/admin/content/types.ts'
import contentCss from '#app/admin/content/content.css?inline'

// Website Content (docs/product.md#website-content-screen): search, four
// filters and the eighteen collapsible sections, all collapsed at first.
// Nothing is lost by accident: leaving with unsaved changes (another portal
// page, a closed section, the tab) asks first.

// Requires sign-in; reads every section's saved content.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff(request)
  return readForScreen<VersionedAdminContent>(
    request,
    '/api/admin/content',
    (err) => `The content could not be loaded: ${(err as Error).message}`,
  )
}
clientLoader.hydrate = true as const

export const meta: Route.MetaFunction = () => pageMeta('Website Content', 'Admin portal.')

export default function ContentPage() {
  // Agents read the website itself; the content manager is for those who edit it.
  if (!staffCan('content.edit')) return <RoleRefusal title="Website content" permission="content.edit" />
  return (
    <ConfirmProvider>
      <InlineStyle name="admin-content" css={contentCss} />
      <ContentManager />
    </ConfirmProvider>
  )
}

function ContentManager() {
  const loaded = useLoaderData<typeof clientLoader>()
  const { data: content, setData: setContent, reload } = useScreenData(loaded)
  // A failed read stays shown until a retry has an answer.
  const loadError = loaded.error
  const [query, setQuery] = useState('')
  const [filter, setFilter] = useState<SectionGroup | 'all'>('all')
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  // A link to one section (the portal's search: /admin/content?section=hero) opens it and brings it into view.
  const [params] = useSearchParams()
  const linked = params.get('section')
  const [openedLink, setOpenedLink] = useState<string | null>(null)
  if (linked && linked !== openedLink) {
    setOpenedLink(linked)
    setOpen((prev) => new Set(prev).add(linked))
  }
  useEffect(() => {
    if (!linked) return
    const head = document.querySelector<HTMLElement>(`[data-section="${CSS.escape(linked)}"] .content-section-head button`)
    head?.scrollIntoView({ block: 'start' })
    head?.focus({ preventScroll: true })
  }, [linked, loaded.data])
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set())
  const feedback = useNotice()
  const confirm = useConfirm()

  const onDirtyChange = useCallback((slug: string, isDirty: boolean) => {
    setDirty((prev) => {
      if (prev.has(slug) === isDirty) return prev
      const next = new Set(prev)
      if (isDirty) next.add(slug)
      else next.delete(slug)
      return next
    })
  }, [])
  const onSaved = useCallback(
    (key: ContentKey, value: unknown, slug: string, version: string) =>
      setContent((prev) => (prev ? { ...prev, [key]: value, versions: { ...prev.versions, [slug]: version } } : prev)),
    [setContent],
  )

  useUnsavedChangesGuard(dirty.size > 0, confirm)

  async function toggle(slug: string, title: string) {
    if (open.has(slug) && dirty.has(slug)) {
      const ok = await confirm({
        title: 'Discard unsaved changes?',
        message: `Your changes to ${title} are not saved. Close the section and lose them?`,
        confirmLabel: 'Discard changes',
      })
      if (!ok) return
    }
    setOpen((prev) => {
      const next = new Set(prev)
      if (next.has(slug)) next.delete(slug)
      else next.add(slug)
      return next
    })
  }

  const sections = matchingSections(query, filter)
  return (
    <div className="content-manager">
      <PageHeader
        title="Website Content"
        lead="Every text, image and video of the public pages. A save is on the site at once; each section keeps its earlier versions."
      />
      <div className="content-tools">
        <label className="sr-only" htmlFor="content-search">
          Search content sections
        </label>
        <input
          id="content-search"
          type="search"
          className="content-search"
          placeholder="Search content sections..."
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <div className="content-filters" role="group" aria-label="Filter sections">
          {FILTERS.map((f) => (
            <button key={f.id} type="button" className="filter-button" aria-pressed={filter === f.id} onClick={() => setFilter(f.id)}>
              {f.label}
            </button>
          ))}
        </div>
      </div>
      {loadError && (
        <div className="load-error" role="alert">
          <p>{loadError}</p>
          <button type="button" className="btn btn-primary btn-sm" onClick={reload}>
            Try again
          </button>
        </div>
      )}
      {!content && !loadError && <p className="muted">Loading content…</p>}
      {content && (
        <div className="content-sections">
          {sections.length === 0 && <p className="muted">No section matches "{query}".</p>}
          {sections.map((def) => (
            <SectionPanel
              key={def.slug}
              def={def}
              saved={content[def.key]}
              version={content.versions[def.slug] ?? ''}
              open={open.has(def.slug)}
              onToggle={() => void toggle(def.slug, def.title)}
              onSaved={onSaved}
              onDirtyChange={onDirtyChange}
              show={feedback.show}
            />
          ))}
        </div>
      )}
      <Notice message={feedback.message} onClose={feedback.close} />
    </div>
  )
}

/** Asks before another portal page replaces this one, and lets the browser ask before the tab closes or reloads. */
function useUnsavedChangesGuard(dirty: boolean, confirm: ReturnType<typeof useConfirm>) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname)
  const asking = useRef(false)
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return
    asking.current = true
    void confirm({
      title: 'Leave with unsaved changes?',
      message: 'Some sections have changes that are not saved. Leave this page and lose them?',
      confirmLabel: 'Leave page',
    }).then((ok) => {
      asking.current = false
      if (ok) blocker.proceed()
      else blocker.reset()
    })
  }, [blocker, confirm])
  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault()
      e.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [dirty])
}
