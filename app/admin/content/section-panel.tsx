import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useSaveShortcut } from '#app/admin/ui/use-save-shortcut.ts'
import { Link } from 'react-router'
import { CONTENT_SAVES, saveBodySchema, type AdminContent, type ContentConflict } from '#core/content/content-saves.ts'
import { errorMessage, staffRequest, staffRequestWithHeaders } from '#app/admin/lib/request.ts'
import type { NoticeMessage } from '#app/admin/ui/notice.tsx'
import { HistoryPanel } from './history-panel.tsx'
import { ConflictPanel, conflictOf } from '#app/admin/ui/conflict-panel.tsx'
import { IMAGE_DETAILS_MESSAGES } from '#core/image-details.ts'
import { undescribedImages } from '#app/admin/ui/image-details.ts'
import { FieldProblemsProvider, problemSummary, problemsOf, type Problems } from '#app/admin/ui/field-problems.tsx'
import { PresenceNotice } from '#app/admin/ui/presence-notice.tsx'
import { openPreview, previewLink } from '#app/admin/ui/preview-link.ts'
import type { Listing } from '#core/listings/listing.ts'
import type { ContentKey, SectionDef } from './types.ts'
import { FairHousingFields } from '#app/admin/ui/fair-housing-flags.tsx'
import { useFairHousingReason } from '#app/admin/ui/fair-housing-reason.tsx'
import { LanguageSwitch, type EditLang } from '#app/admin/ui/language-switch.tsx'
import { SpanishTexts, hasSpanish, missingCount } from './spanish-texts.tsx'

// One collapsible section of the content manager: a header button
// (aria-expanded) and, when open, the section's form with its save, its
// unsaved-changes mark and its kept versions. A save names the version the
// form started from; when someone saved the section since, the save is
// refused and the conflict panel lets the staff member choose what to keep.

interface Props {
  def: SectionDef
  saved: AdminContent[ContentKey]
  /** The version of the section `saved` is (sent as If-Match with the next save). */
  version: string
  open: boolean
  onToggle: () => void
  onSaved: (key: ContentKey, value: unknown, slug: string, version: string) => void
  onDirtyChange: (slug: string, dirty: boolean) => void
  show: (message: NoticeMessage) => void
}

export function SectionPanel({ def, open, onToggle, ...rest }: Props) {
  const id = useId()
  return (
    <section className={`content-section${open ? ' open' : ''}`} aria-labelledby={`${id}-h`} data-section={def.slug}>
      <h2 id={`${id}-h`} className="content-section-head">
        <button type="button" aria-expanded={open} aria-controls={`${id}-body`} onClick={onToggle}>
          <span className="content-section-title">{def.title}</span>
          <span className="content-section-summary">{def.summary}</span>
          <span className="chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={`${id}-body`} className="content-section-body" hidden={!open}>
        {open && <SectionEditor def={def} {...rest} />}
      </div>
    </section>
  )
}

const NO_PROBLEMS: Problems = {}

/** What the section's save schema refuses in `value`, by path within the section (the body's wrapper left out). */
function sectionProblems(slug: SectionDef['slug'], value: unknown): Problems {
  const save = CONTENT_SAVES[slug]
  const wrap = 'wrap' in save ? save.wrap : undefined
  const check = saveBodySchema(slug).safeParse(wrap ? { [wrap]: value } : value)
  return check.success ? NO_PROBLEMS : problemsOf(check.error.issues, wrap)
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The public page a section's preview shows: its own page, or the newest listing of the kind whose page shows it. */
async function previewPage(def: SectionDef): Promise<string> {
  if (def.publicPath) return def.publicPath
  const [newest] = await staffRequest<Listing[]>(`/api/properties?type=${def.previewOn ?? 'sale'}&limit=1`)
  if (!newest) throw new Error('There is no listing on the website to show this on yet.')
  return `/property/${newest._id}`
}

function SectionEditor({ def, saved, version, onSaved, onDirtyChange, show }: Omit<Props, 'open' | 'onToggle'>) {
  const [draft, setDraft] = useState(saved)
  const [conflict, setConflict] = useState<(ContentConflict & { mine: typeof draft }) | null>(null)
  const [saving, setSaving] = useState(false)
  const [uploads, setUploads] = useState(0)
  const [showHistory, setShowHistory] = useState(false)
  const [savedCount, setSavedCount] = useState(0)
  // After a save was refused for its fields, every field's problem shows under it and goes as soon as it is fixed.
  const [checking, setChecking] = useState(false)
  const [labels] = useState(() => new Map<string, string>())
  // The English form or the section's Spanish texts (docs/decisions/0182-spanish-content-and-descriptions.md).
  const [lang, setLang] = useState<EditLang>('en')
  const fairHousing = useFairHousingReason()
  const dirty = !sameValue(draft, saved)
  const formRef = useRef<HTMLFormElement>(null)
  const { slug } = def
  // onDirtyChange is stable (useCallback in the page).
  useEffect(() => onDirtyChange(slug, dirty), [onDirtyChange, slug, dirty])
  useEffect(() => () => onDirtyChange(slug, false), [onDirtyChange, slug])
  const save = CONTENT_SAVES[slug]
  const wrap = 'wrap' in save ? save.wrap : undefined
  const uploading = uploads > 0

  const unwrap = (body: unknown) => (wrap ? (body as Record<string, unknown>)[wrap] : body) as typeof draft
  // Images found without alt text at the last save (app/admin/ui/image-description.tsx shows each under its image).
  const [imageProblems, setImageProblems] = useState<Problems>(NO_PROBLEMS)
  const problems = useMemo(
    () => ({ ...imageProblems, ...(checking ? sectionProblems(slug, draft) : NO_PROBLEMS) }),
    [checking, slug, draft, imageProblems],
  )

  async function saveValue(value: typeof draft, from = version): Promise<boolean> {
    const body = wrap ? { [wrap]: value } : value
    const undescribed = await undescribedImages(value)
    const images = Object.fromEntries(undescribed.map((path) => [path, IMAGE_DETAILS_MESSAGES.altRequired]))
    setImageProblems(undescribed.length > 0 ? images : NO_PROBLEMS)
    const found = { ...images, ...sectionProblems(slug, value) }
    if (Object.keys(found).length > 0) {
      setChecking(true)
      show({ kind: 'error', text: `Please check ${problemSummary(found, labels)}`, toast: def.toast })
      return false
    }
    setSaving(true)
    try {
      // Content is public once saved: flagged wording asks for a reason (docs/decisions/0144-fair-housing-reason-to-publish.md).
      const answer = await fairHousing.withReason(
        (reason) =>
          staffRequestWithHeaders<Record<string, unknown>>(`/api/admin/content/${slug}`, {
            method: save.method,
            body: reason ? { ...(body as object), fairHousingReason: reason } : body,
            headers: { 'if-match': `"${from}"` },
          }),
        'Save',
      )
      if (!answer) return false
      const stored = unwrap(answer.body)
      setDraft(stored)
      setConflict(null)
      onSaved(def.key, stored, slug, answer.headers.get('etag')?.replaceAll('"', '') ?? from)
      setSavedCount((n) => n + 1)
      show({ kind: 'success', text: def.success, toast: def.toast })
      return true
    } catch (err) {
      const refused = conflictOf<unknown>(err)
      if (refused) {
        setConflict({ ...refused, mine: value })
        return false
      }
      show({ kind: 'error', text: slug === 'team' ? `Error saving content: ${(err as Error).message}` : def.failure, toast: def.toast })
      return false
    } finally {
      setSaving(false)
    }
  }

  /** Opens the public page with this section's unsaved edits, for staff only (docs/decisions/0099-staff-previews.md). */
  function preview() {
    const found = sectionProblems(slug, draft)
    if (Object.keys(found).length > 0) {
      setChecking(true)
      show({ kind: 'error', text: `Please check ${problemSummary(found, labels)}`, toast: def.toast })
      return
    }
    const body = wrap ? { [wrap]: draft } : draft
    void openPreview(async () => {
      const page = await previewPage(def)
      return previewLink(`/api/admin/content/${slug}/preview?page=${encodeURIComponent(page)}`, body)()
    }).catch((err: unknown) => show({ kind: 'error', text: errorMessage(err, 'The preview could not be opened. Try again.') }))
  }

  const Form = def.Form
  useSaveShortcut(formRef, dirty && !saving && !uploading)
  return (
    <form
      ref={formRef}
      className="content-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void saveValue(draft)
      }}
    >
      <PresenceNotice kind="content" id={slug} />
      {fairHousing.dialog}
      <FieldProblemsProvider problems={problems} labels={labels}>
        <FairHousingFields.Provider value>
          {save.stored.kind !== 'team' && hasSpanish(draft) && (
            <LanguageSwitch lang={lang} onChange={setLang} missing={missingCount(draft)} label={`${def.title} texts`} />
          )}
          {lang === 'es' && save.stored.kind !== 'team' ? (
            <SpanishTexts section={save.stored.key} value={draft} onChange={setDraft} labels={labels} />
          ) : (
            <Form
              value={draft}
              onChange={setDraft}
              disabled={saving}
              setUploading={(busy) => setUploads((n) => Math.max(0, n + (busy ? 1 : -1)))}
              saveNow={saveValue}
              notify={(text) => show({ kind: 'success', text })}
            />
          )}
        </FairHousingFields.Provider>
      </FieldProblemsProvider>
      {conflict && (
        <ConflictPanel
          title={def.title}
          message={conflict.message}
          mine={conflict.mine}
          theirs={unwrap(conflict.current)}
          busy={saving}
          onLoadTheirs={() => {
            const theirs = unwrap(conflict.current)
            setDraft(theirs)
            onSaved(def.key, theirs, slug, conflict.version)
            setConflict(null)
          }}
          onKeepMine={() => void saveValue(conflict.mine, conflict.version)}
        />
      )}
      <div className="section-actions">
        <button type="submit" className="btn btn-primary" disabled={saving || uploading}>
          {saving ? 'Saving...' : def.saveLabel}
        </button>
        {uploading && (
          <span className="uploading">
            <span className="spinner" aria-hidden="true" /> Uploading…
          </span>
        )}
        {dirty && !saving && <span className="unsaved">Unsaved changes</span>}
        <span className="section-actions-end">
          {(def.publicPath || def.previewOn) && (
            <button type="button" className="text-button" onClick={preview} disabled={uploading}>
              Preview
              <span className="sr-only"> {def.title} with the edits made here (opens the public page in a new tab)</span>
            </button>
          )}
          {def.publicPath && (
            <Link to={def.publicPath} target="_blank" rel="noopener" className="text-button">
              View on site
            </Link>
          )}
          <button type="button" className="text-button" aria-expanded={showHistory} onClick={() => setShowHistory((s) => !s)}>
            {showHistory ? 'Hide history' : 'History'}
          </button>
        </span>
      </div>
      {showHistory && (
        <HistoryPanel
          slug={slug}
          title={def.title}
          version={version}
          refreshKey={savedCount}
          onError={(text) => show({ kind: 'error', text })}
          onRestored={(data, restoredVersion) => {
            setDraft(data as typeof draft)
            setConflict(null)
            onSaved(def.key, data, slug, restoredVersion)
            show({ kind: 'success', text: `${def.title}: earlier version restored. It is on the site now.` })
          }}
        />
      )}
    </form>
  )
}
