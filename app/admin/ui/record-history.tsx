import { useState } from 'react'
import { formatBusinessTime } from '#core/business-time.ts'
import type { FieldChange, RecordVersion } from '#core/history/record-history.ts'
import { errorMessage, staffRequestWithHeaders } from '#app/admin/lib/request.ts'
import { useStaffData } from '#app/admin/lib/use-staff-data.ts'
import { conflictOf } from '#app/admin/ui/conflict-panel.tsx'
import { ConfirmDialog } from '#app/admin/ui/confirm-dialog.tsx'
import { Dialog } from '#app/ui/dialog.tsx'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import historyCss from './record-history.css?inline'
import { TableHead } from '#app/ui/table-head.tsx'

// The kept versions of one record (docs/decisions/0100-record-history.md), for every kind of record the portal
// edits: who saved each, when, and what it changed in words; Compare shows a version field by field beside the one
// before it and beside the record now; Restore (after a confirmation) saves that version again as a new version,
// sent with the record's version so a restore over someone else's newer save is refused like any stale save.

const when = formatBusinessTime
const whoLine = (v: RecordVersion) => (v.savedBy ? `Saved by ${v.savedBy}` : 'Saved before history was kept')

interface Props<T> {
  /** GET: the versions, newest first. */
  listPath: string
  /** POST: restores a version. */
  restorePath: (versionId: string) => string
  /** The record's version the screen shows, sent as If-Match; undefined: not conditional. */
  version: string | undefined
  /** "listing", "section": the confirmation's words. */
  noun: string
  /** The record's name, for the region's label. */
  title: string
  /** Changes after each save elsewhere on the screen, so the list shows it. */
  refreshKey?: number | string
  /** The screen has unsaved changes, which a restore replaces: the confirmation says so. */
  unsaved?: boolean
  onRestored: (answer: T, headers: Headers) => void
  onError: (text: string) => void
}

export function RecordHistory<T>({ listPath, restorePath, version, noun, title, refreshKey = 0, unsaved, onRestored, onError }: Props<T>) {
  const { data: versions, error, reload } = useStaffData<RecordVersion[]>(listPath, { refreshKey })
  const [comparing, setComparing] = useState<RecordVersion | null>(null)
  const [confirming, setConfirming] = useState<RecordVersion | null>(null)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState('')

  async function restore(v: RecordVersion) {
    setBusy(true)
    try {
      const answer = await staffRequestWithHeaders<T>(restorePath(v._id), {
        method: 'POST',
        headers: version === undefined ? {} : { 'if-match': `"${version}"` },
      })
      setConfirming(null)
      setComparing(null)
      setRefusal('')
      onRestored(answer.body, answer.headers)
      reload()
    } catch (err) {
      setConfirming(null)
      const conflict = conflictOf(err)
      const text = conflict
        ? `${conflict.message} Nothing was restored: reopen the ${noun} to see their version, then restore again if you still want to.`
        : errorMessage(err, 'This version could not be restored. Please try again.')
      if (comparing) setRefusal(text)
      else onError(text)
      reload()
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="record-history" aria-label={`${title}: earlier versions`}>
      <InlineStyle name="record-history" css={historyCss} />
      <h3>Earlier versions</h3>
      {error && <p className="field-error">The versions could not be loaded.</p>}
      {!error && !versions && <p className="admin-muted">Loading…</p>}
      {versions?.length === 0 && <p className="admin-muted">No saves yet. Each save is kept here and can be restored.</p>}
      {versions && versions.length > 0 && (
        <ol className="record-history-list">
          {versions.map((v) => (
            <li key={v._id}>
              <div className="record-history-entry">
                <strong>{whoLine(v)}</strong>
                <time dateTime={v.savedAt}>{when(v.savedAt)}</time>
                <span className="record-history-summary">{v.summary}</span>
              </div>
              <div className="record-history-actions">
                {v.current && <span className="version-current">Current version</span>}
                <button
                  type="button"
                  className="admin-btn admin-btn-secondary admin-btn-small"
                  onClick={() => {
                    setRefusal('')
                    setComparing(v)
                  }}
                  aria-label={`Compare the version of ${when(v.savedAt)}`}
                >
                  Compare
                </button>
                {!v.current && (
                  <button
                    type="button"
                    className="admin-btn admin-btn-secondary admin-btn-small"
                    disabled={busy}
                    onClick={() => setConfirming(v)}
                    aria-label={`Restore the version of ${when(v.savedAt)}`}
                  >
                    Restore
                  </button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {comparing && (
        <Dialog
          open
          onClose={() => setComparing(null)}
          title={`Version of ${when(comparing.savedAt)}`}
          description={`${whoLine(comparing)}${comparing.current ? ' (the current version)' : ''}`}
        >
          <div className="record-history-compare">
            {refusal && (
              <p className="field-error" role="alert">
                {refusal}
              </p>
            )}
            <ChangeTable
              caption="What this save changed"
              changes={comparing.changes}
              columns={['Before this save', 'After this save']}
              empty={comparing.summary}
            />
            {!comparing.current && (
              <ChangeTable
                caption="What restoring this version would change"
                changes={comparing.restoreChanges}
                columns={['Now', 'After restoring']}
                empty={`Restoring it would change no field: the ${noun} is the same now.`}
              />
            )}
            <div className="admin-dialog-actions">
              <button type="button" className="admin-btn admin-btn-secondary" onClick={() => setComparing(null)} data-autofocus>
                Close
              </button>
              {!comparing.current && (
                <button type="button" className="admin-btn admin-btn-primary" disabled={busy} onClick={() => setConfirming(comparing)}>
                  Restore this version
                </button>
              )}
            </div>
          </div>
        </Dialog>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Restore this version?"
        message={
          confirming
            ? `The ${noun} goes back to the version of ${when(confirming.savedAt)}${
                confirming.restoreChanges.length > 0
                  ? ` (${confirming.restoreChanges.length} ${confirming.restoreChanges.length === 1 ? 'field changes' : 'fields change'})`
                  : ''
              }. The restore is kept as a new version, so you can undo it from here.${unsaved ? ' Your unsaved changes on this screen are replaced by it.' : ''}`
            : ''
        }
        confirmLabel="Restore"
        busy={busy}
        onConfirm={() => confirming && void restore(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  )
}

function ChangeTable({
  caption,
  changes,
  columns,
  empty,
}: {
  caption: string
  changes: FieldChange[]
  columns: [string, string]
  empty: string
}) {
  return (
    <>
      <h3 className="record-history-caption">{caption}</h3>
      {changes.length === 0 ? (
        <p className="admin-muted">{empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table record-history-table">
            <caption className="sr-only">{caption}</caption>
            <TableHead columns={['Field', columns[0], columns[1]]} />
            <tbody>
              {changes.map((c) => (
                <tr key={c.field}>
                  <th scope="row">{c.label}</th>
                  <td className="record-history-old">{c.before}</td>
                  <td className="record-history-new">{c.after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
