import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Link, useBlocker, useLoaderData, useNavigate } from 'react-router'
import type { Route } from './+types/property-editor'
import type { Agent } from '#core/people/people.ts'
import type { Listing } from '#core/listings/listing.ts'
import { emptyListingForm, ListingInputSchema, STATUSES_BY_TYPE, STATUS_LABELS } from '#core/listings/listing-form.ts'
import { FieldProblemsProvider, problemSummary, type Problems } from '#app/admin/ui/field-problems.tsx'
import { pageMeta } from '#app/ui/meta.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import editorCss from '#app/admin/listings/listings.css?inline'
import { requireStaff } from '#app/admin/lib/guard.ts'
import { staffRequest, StaffRequestError, errorMessage, serverProblems } from '#app/admin/lib/request.ts'
import { PageHeader } from '#app/admin/ui/page-header.tsx'
import { listingCodeLine } from '#core/listings/listing-code.ts'
import { ConfirmProvider, useConfirm } from '#app/admin/ui/confirm-dialog.tsx'
import { useFairHousingReason } from '#app/admin/ui/fair-housing-reason.tsx'
import { Notice, useNotice, type NoticeMessage } from '#app/admin/ui/notice.tsx'
import { bodyOf, draftOf, draftProblems, setIn, valuesOf, type Draft } from '#app/admin/listings/form-model.ts'
import { FormContext, FormSection } from '#app/admin/listings/form-fields.tsx'
import { EditorSections } from '#app/admin/listings/editor-sections.tsx'
import { PhotoManager } from '#app/admin/listings/photo-manager.tsx'
import { ListingHistory } from '#app/admin/listings/listing-history.tsx'
import { RenovationPairs } from '#app/admin/listings/renovation-pairs.tsx'
import { OpenHousesSection } from '#app/admin/listings/open-houses-panel.tsx'
import { ShowingSettingsSection } from '#app/admin/listings/showing-settings-panel.tsx'
import { formatBusinessTime } from '#core/business-time.ts'
import { useSaveShortcut } from '#app/admin/ui/use-save-shortcut.ts'
import { ConflictPanel, conflictOf } from '#app/admin/ui/conflict-panel.tsx'
import { PresenceNotice } from '#app/admin/ui/presence-notice.tsx'
import type { Conflict } from '#core/conflicts.ts'
import { PinMap } from '#app/admin/listings/pin-map.tsx'
import { PublishingPanel } from '#app/admin/listings/publishing-panel.tsx'
import { DisclosurePanel } from '#app/admin/leads/disclosure-panel.tsx'
import { openPreview, previewLink } from '#app/admin/ui/preview-link.ts'

// The listing editor: every field of docs/product.md#listing-record and the detail
// sections, checked with the schema the server uses; the pin on a map; photos;
// the renovation story. /admin/properties/new (also ?from=ID to duplicate) and
// /admin/properties/:id.

export function loader({ context }: Route.LoaderArgs) {
  return { tileUrl: context.publicConfig.mapTileUrl }
}

export async function clientLoader({ request, params, serverLoader }: Route.ClientLoaderArgs) {
  await requireStaff(request)
  const from = new URL(request.url).searchParams.get('from')
  const [{ tileUrl }, agents, property, source] = await Promise.all([
    serverLoader(),
    staffRequest<Agent[]>('/api/agents'),
    params.id ? staffRequest<Listing>(`/api/admin/properties/${params.id}`) : Promise.resolve(null),
    !params.id && from ? staffRequest<Listing>(`/api/admin/properties/${from}`).catch(() => null) : Promise.resolve(null),
  ])
  return { tileUrl, agents, property, source }
}
clientLoader.hydrate = true as const

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data?.property ? `Edit ${data.property.title}` : 'New listing', 'Admin portal.')

export function HydrateFallback() {
  return (
    <p className="admin-loading" role="status">
      Loading the listing…
    </p>
  )
}

export default function PropertyEditorPage() {
  const data = useLoaderData<typeof clientLoader>()
  // A different listing (or new → saved) starts a fresh editor.
  return (
    <ConfirmProvider>
      <PropertyEditor key={data.property?._id ?? `new-${data.source?._id ?? ''}`} />
    </ConfirmProvider>
  )
}

/** Shown when a save fails without the server's own words. */
const SAVE_FAILED = 'The listing could not be saved. Check the connection and try again.'
/** How a refused save, and a refused preview of the unsaved fields, start their notice. */
const NOT_SAVED = 'Not saved.'
const NO_PREVIEW = 'The preview could not be opened.'

function startingDraft(property: Listing | null, source: Listing | null): Draft {
  if (property) return draftOf(valuesOf(property))
  if (!source) return draftOf(emptyListingForm())
  // A duplicate starts from the other listing's facts, not its photos, pin or history.
  const copy = valuesOf(source)
  return draftOf({
    ...copy,
    title: `Copy of ${copy.title}`,
    status: copy.type === 'sale' ? 'upcoming' : 'available',
    latitude: null,
    longitude: null,
  })
}

function PropertyEditor() {
  const { tileUrl, agents, property: loaded, source } = useLoaderData<typeof clientLoader>()
  const navigate = useNavigate()
  const confirm = useConfirm()
  const feedback = useNotice()
  const fairHousing = useFairHousingReason()
  const [property, setProperty] = useState<Listing | null>(loaded)
  const [draft, setDraft] = useState<Draft>(() => startingDraft(loaded, source))
  // After a save was refused for its fields, each field's problem shows under it and goes as soon as it is fixed: the
  // editor checks the draft again at every change; what only the server knew goes when its field changes.
  const [checking, setChecking] = useState(false)
  const [serverSaid, setServerSaid] = useState<Problems>({})
  const problems = useMemo(() => ({ ...serverSaid, ...(checking ? draftProblems(draft) : {}) }), [serverSaid, checking, draft])
  const [labels] = useState(() => new Map<string, string>())
  // The notice of a refused save (or preview) follows the fields: it names the first problem left and goes with the last one.
  const refusal = useRef<NoticeMessage | null>(null)
  const refusalLead = useRef(NOT_SAVED)
  const { message: shown, show: showNotice, close: closeNotice } = feedback
  useEffect(() => {
    if (!shown || shown !== refusal.current) return
    if (Object.keys(problems).length === 0) return closeNotice()
    const text = `${refusalLead.current} ${problemSummary(problems, labels)}`
    if (text === shown.text) return
    refusal.current = { ...shown, text }
    showNotice(refusal.current)
  }, [shown, problems, labels, showNotice, closeNotice])
  const [dirty, setDirty] = useState(false)
  const [saving, setSaving] = useState(false)
  const [conflict, setConflict] = useState<Conflict<Listing> | null>(null)
  const dirtyRef = useRef(false)
  useEffect(() => {
    dirtyRef.current = dirty
  }, [dirty])
  // Leaving with unsaved changes asks first; a reload or closed tab gets the browser's own question.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirtyRef.current && currentLocation.pathname !== nextLocation.pathname)
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    void confirm({
      title: 'Leave without saving?',
      message: 'Your changes to this listing are not saved yet.',
      confirmLabel: 'Leave without saving',
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()))
  }, [blocker, confirm])
  useEffect(() => {
    if (!dirty) return
    const ask = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [dirty])
  const notify = useCallback(
    (kind: 'success' | 'error', text: string) => feedback.show({ kind, text, toast: kind === 'success' }),
    [feedback],
  )

  const set = useCallback((path: string, value: unknown) => {
    setDraft((d) => {
      let next = setIn(d, path, value)
      // A rental is never sold: changing the type keeps the status only if the new type has it.
      if (path === 'type' && !STATUSES_BY_TYPE[value as 'sale' | 'rental'].includes(next.status as never))
        next = setIn(next, 'status', 'available')
      return next
    })
    setServerSaid((e) => {
      if (!e[path]) return e
      const { [path]: _gone, ...rest } = e
      return rest
    })
    setDirty(true)
  }, [])

  /** Saves the draft over `from` (the version of the listing it was made from: the loaded one unless told). */
  async function save(from: Listing | null = property) {
    const parsed = ListingInputSchema.safeParse(bodyOf(draft))
    if (!parsed.success) return refuse(draftProblems(draft), true)
    setSaving(true)
    try {
      // A published listing's flagged wording is saved with a reason (docs/decisions/0144-fair-housing-reason-to-publish.md).
      const saved = from
        ? await fairHousing.withReason(
            (reason) =>
              staffRequest<Listing>(`/api/admin/properties/${from._id}`, {
                method: 'PUT',
                body: reason ? { ...parsed.data, fairHousingReason: reason } : parsed.data,
                headers: { 'if-match': `"${from.updatedAt}"` },
              }),
            'Save',
          )
        : await staffRequest<Listing>('/api/admin/properties', { method: 'POST', body: parsed.data })
      if (!saved) return
      setConflict(null)
      setChecking(false)
      setServerSaid({})
      setDirty(false)
      dirtyRef.current = false
      if (!property) {
        notify('success', 'Listing created as a draft. Now add its photos, then publish it.')
        navigate(`/admin/properties/${saved._id}`, { replace: true })
        return
      }
      setProperty(saved)
      setDraft(draftOf(valuesOf(saved)))
      notify('success', 'Listing saved.')
    } catch (err) {
      const refused = conflictOf<Listing>(err)
      if (refused && from) {
        // Someone saved the listing since, but changed none of the fields of this form (a photo, say): nothing of
        // theirs is in the way, so the draft goes over the newer version at once.
        if (JSON.stringify(draftOf(valuesOf(refused.current))) === JSON.stringify(draftOf(valuesOf(from)))) {
          setProperty(refused.current)
          return save(refused.current)
        }
        setConflict(refused)
        return
      }
      if (!refusedFields(err, NOT_SAVED)) feedback.show({ kind: 'error', text: errorMessage(err, SAVE_FAILED, { onlyServer: true }) })
    } finally {
      setSaving(false)
    }
  }

  /**
   * Opens the listing's public page as it would look with the form's unsaved fields, in a new tab and for staff only
   * (docs/decisions/0099-staff-previews.md, 0122-previews-touch-counts.md): the form's body goes with the request,
   * checked as a save is; nothing is saved.
   */
  function preview(from: Listing) {
    const parsed = ListingInputSchema.safeParse(bodyOf(draft))
    if (!parsed.success) return refuse(draftProblems(draft), true, NO_PREVIEW)
    void openPreview(previewLink(`/api/admin/properties/${from._id}/preview`, parsed.data)).catch((err: unknown) => {
      if (!refusedFields(err, NO_PREVIEW)) feedback.show({ kind: 'error', text: errorMessage(err, `${NO_PREVIEW} Try again.`) })
    })
  }

  /** A refusal the server gave for fields, shown under them; false when it names none. */
  function refusedFields(err: unknown, lead: string): boolean {
    const found = err instanceof StaffRequestError ? serverProblems(err.message) : {}
    if (Object.keys(found).length === 0) return false
    refuse(found, false, lead)
    return true
  }

  /** A save (or preview) refused for its fields: each under its field, the first named by its label in the notice, focus on it. */
  function refuse(found: Problems, fromSchema: boolean, lead = NOT_SAVED) {
    if (fromSchema) setChecking(true)
    else setServerSaid(found)
    focusFirst(Object.keys(found))
    refusalLead.current = lead
    refusal.current = { kind: 'error', text: `${lead} ${problemSummary(found, labels)}` }
    feedback.show(refusal.current)
  }

  async function archive() {
    if (!property) return
    const ok = await confirm({
      title: 'Archive this listing?',
      message: 'It disappears from the website, the map and search at once. You can restore it from the Archived list.',
      confirmLabel: 'Archive listing',
    })
    if (!ok) return
    try {
      setProperty(await staffRequest<Listing>(`/api/admin/properties/${property._id}`, { method: 'DELETE' }))
      notify('success', 'Listing archived.')
    } catch (err) {
      feedback.show({ kind: 'error', text: errorMessage(err, SAVE_FAILED, { onlyServer: true }) })
    }
  }

  async function restore() {
    if (!property) return
    try {
      setProperty(await staffRequest<Listing>(`/api/admin/properties/${property._id}/restore`, { method: 'POST' }))
      notify('success', 'Listing restored: it is on the website again.')
    } catch (err) {
      feedback.show({ kind: 'error', text: errorMessage(err, SAVE_FAILED, { onlyServer: true }) })
    }
  }

  const lat = draft.latitude as number | null
  const lng = draft.longitude as number | null
  const point = typeof lat === 'number' && typeof lng === 'number' ? { latitude: lat, longitude: lng } : null
  const status = draft.status as Listing['status']
  // Ctrl+S / Cmd+S saves as the Save button does (app/admin/ui/use-save-shortcut.ts).
  const editorRef = useRef<HTMLDivElement>(null)
  useSaveShortcut(editorRef, dirty && !saving, () => void save())
  const title = property ? property.title : source ? 'Duplicate listing' : 'New listing'

  return (
    <FormContext.Provider value={{ draft, set }}>
      <FieldProblemsProvider problems={problems} labels={labels}>
        <div ref={editorRef} className="pe-editor">
          <InlineStyle name="admin-properties" css={editorCss} />
          {fairHousing.dialog}
          <nav className="pe-crumbs" aria-label="Breadcrumb">
            <Link to="/admin/properties">← All properties</Link>
          </nav>
          <PageHeader
            title={title}
            lead={
              property ? (
                <>
                  {property.address}, {property.city} ·{' '}
                  <span className={`pl-status pl-status-${property.status}`}>{STATUS_LABELS[property.status]}</span>
                  {property.archivedAt && <span className="pl-status pl-status-archived">Archived</span>}
                  {property.publishedAt === null && <span className="pl-status pl-status-draft pe-draft-mark">Draft</span>}
                  {property.listingCode && (
                    <>
                      {' '}
                      · <span data-testid="listing-code">{listingCodeLine(property.listingCode)}</span>
                    </>
                  )}
                </>
              ) : source ? (
                `Starting from “${source.title}”. Photos are not copied.`
              ) : (
                'Fill in the listing, save it, then add photos.'
              )
            }
            actions={
              property && (
                <>
                  <button type="button" className="admin-btn admin-btn-secondary" onClick={() => preview(property)}>
                    Preview<span className="sr-only"> (opens the public page, with unsaved changes, in a new tab)</span>
                  </button>
                  <Link className="admin-btn admin-btn-secondary" to={`/admin/properties/new?from=${property._id}`}>
                    Duplicate
                  </Link>
                </>
              )
            }
          />
          <PresenceNotice kind="listing" id={property?._id ?? null} />
          {property?.archivedAt && (
            <div className="admin-alert admin-alert-warning pe-archived">
              <span>This listing is archived: it is not on the website.</span>
              <button type="button" className="admin-btn admin-btn-small" onClick={() => void restore()}>
                Restore
              </button>
            </div>
          )}

          {conflict && (
            <ConflictPanel
              title="This listing"
              message={conflict.message}
              mine={draft}
              theirs={draftOf(valuesOf(conflict.current))}
              busy={saving}
              onLoadTheirs={() => {
                setProperty(conflict.current)
                setDraft(draftOf(valuesOf(conflict.current)))
                setDirty(false)
                setConflict(null)
              }}
              onKeepMine={() => {
                setProperty(conflict.current)
                void save(conflict.current)
              }}
            />
          )}

          <div className="pe-layout">
            <div className="pe-main">
              {property && (
                <PublishingPanel
                  property={property}
                  dirty={dirty}
                  notify={notify}
                  onPublishedChange={(publishedAt) => setProperty((p) => p && { ...p, publishedAt })}
                />
              )}
              <EditorSections
                agents={agents}
                status={status}
                hasHoa={Boolean((draft.hoa as Draft).hasHOA)}
                hasRenovation={Boolean(draft.hasRenovation)}
              >
                {{
                  map: (
                    <div className="pe-wide">
                      <PinMap
                        tileUrl={tileUrl}
                        point={point}
                        onMove={(p) => {
                          set('latitude', p.latitude)
                          set('longitude', p.longitude)
                        }}
                      />
                      <p className="field-hint">
                        {point
                          ? 'Drag the pin to correct the position (or focus it and use the arrow keys). A moved pin is kept until the address changes.'
                          : 'Saving finds the position from the address.'}
                      </p>
                    </div>
                  ),
                  photos: property ? (
                    <PhotoManager property={property} onChange={setProperty} notify={notify} />
                  ) : (
                    <p className="pe-empty pe-wide">Save the listing first; then add its photos here.</p>
                  ),
                  pairs: property ? <RenovationPairs property={property} onChange={setProperty} notify={notify} /> : null,
                }}
              </EditorSections>
              <OpenHousesSection property={property} onChange={setProperty} notify={notify} />
              <ShowingSettingsSection property={property} notify={notify} />
              {property?.renovation && (
                <FormSection
                  id="pe-disclosure"
                  title="Buyer’s licensee-interest disclosure"
                  lead="One of our own flips: its buyer signs that we sell for our own account before they are bound."
                >
                  <DisclosurePanel
                    titled={false}
                    base={`/api/admin/properties/${property._id}`}
                    toast={(text, kind = 'success') => notify(kind, text)}
                  />
                </FormSection>
              )}
              {property && (
                <ListingHistory
                  property={property}
                  unsaved={dirty}
                  onError={(text) => feedback.show({ kind: 'error', text })}
                  onRestored={(restored) => {
                    setProperty(restored)
                    setDraft(draftOf(valuesOf(restored)))
                    setDirty(false)
                    dirtyRef.current = false
                    setConflict(null)
                    notify('success', 'Earlier version restored and saved.')
                  }}
                />
              )}
            </div>

            <aside className="pe-side" aria-label="Save">
              <div className="admin-panel pe-savebox">
                {/* A line of state, not a heading (a bold <p> above the "Last saved" line reads as one to checkers). */}
                <div className="pe-savestate" aria-live="polite">
                  {saving ? 'Saving…' : dirty ? 'Unsaved changes' : property ? 'All changes saved' : 'Not saved yet'}
                </div>
                <button type="button" className="admin-btn admin-btn-primary admin-btn-block" onClick={() => void save()} disabled={saving}>
                  {saving ? 'Saving…' : property ? 'Save changes' : 'Create listing'}
                </button>
                {property && !property.archivedAt && (
                  <button type="button" className="admin-btn admin-btn-secondary admin-btn-block pe-danger" onClick={() => void archive()}>
                    Archive listing
                  </button>
                )}
                {property && <p className="field-hint">Last saved {formatBusinessTime(property.updatedAt)}</p>}
              </div>
            </aside>
          </div>
          <Notice message={feedback.message} onClose={feedback.close} />
        </div>
      </FieldProblemsProvider>
    </FormContext.Provider>
  )
}

/** Moves focus to the first field with a message, in page order. */
function focusFirst(paths: string[]) {
  if (paths.length === 0) return
  requestAnimationFrame(() => {
    const fields = paths
      .map((p) => document.querySelector<HTMLElement>(`:is(input, select, textarea)[name="${CSS.escape(p)}"]`))
      .filter((el): el is HTMLElement => el !== null)
    fields.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
    fields[0]?.focus()
  })
}
