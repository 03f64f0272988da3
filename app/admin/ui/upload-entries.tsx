import { InlineStyle } from '#app/ui/inline-style.tsx'
import type { QueuedUpload } from './upload-queue.ts'
import uploadCss from './upload-control.css?inline'

// The entries of the upload queue as every upload place shows them: while an
// entry is sent, a preview of each of its files, their names, a progress bar
// and the percent; once it failed (refused by the browser's check or by the
// server), the names and the message, with a Dismiss where the place keeps
// several. An entry waiting its turn (a listing's photos go one after another)
// shows as on its way at 0%.

type Box = { width: number; height: number }

const names = (entry: QueuedUpload) => entry.files.map((f) => f.name).join(', ')

export interface UploadInFlightProps {
  entry: QueuedUpload
  /** The progress bar's name; "Uploading " and the file names when omitted. */
  label?: string
  /** False where the place already shows the chosen file in its own preview. */
  thumbnails?: boolean
  /** Preview box (CSS pixels). */
  box?: Box
}

/** One entry on its way: its previews, names, progress bar and percent. */
export function UploadInFlight({ entry, label, thumbnails = true, box = { width: 96, height: 72 } }: UploadInFlightProps) {
  const progress = entry.progress ?? 0
  return (
    <div className="upload-progress">
      {thumbnails && entry.previews.length > 0 && (
        <ul className="upload-previews" aria-label="Uploading">
          {entry.previews.map((p) => (
            <li key={p.url} className="upload-preview pending" style={box}>
              {p.video ? <video src={p.url} muted playsInline controls aria-label={p.name} /> : <img src={p.url} alt={p.name} />}
            </li>
          ))}
        </ul>
      )}
      <span className="upload-name">{names(entry)}</span>
      <progress max={1} value={progress} aria-label={label ?? `Uploading ${names(entry)}`} />
      <span className="upload-percent">{Math.round(progress * 100)}%</span>
    </div>
  )
}

/** One entry that failed: its names, its message (announced) and, if given, a Dismiss. */
export function UploadFailure({ entry, onDismiss }: { entry: QueuedUpload; onDismiss?: () => void }) {
  return (
    <div className="upload-failure">
      {entry.files.length > 0 && <span className="upload-name">{names(entry)}</span>}
      <p className="field-error" role="alert">
        {entry.error}
      </p>
      {onDismiss && (
        <button type="button" className="admin-btn admin-btn-small" onClick={onDismiss}>
          Dismiss
        </button>
      )}
    </div>
  )
}

/** The queue's entries, in the order they were queued; nothing while there is none. */
export function UploadEntries({
  items,
  onDismiss,
  ...shown
}: { items: QueuedUpload[]; onDismiss?: (key: string) => void } & Omit<UploadInFlightProps, 'entry'>) {
  if (items.length === 0) return null
  return (
    <>
      <InlineStyle name="admin-upload" css={uploadCss} />
      <ul className="upload-entries" aria-label="Uploads">
        {items.map((item) => (
          <li key={item.key}>
            {item.error ? (
              <UploadFailure entry={item} onDismiss={onDismiss && (() => onDismiss(item.key))} />
            ) : (
              <UploadInFlight entry={item} {...shown} />
            )}
          </li>
        ))}
      </ul>
    </>
  )
}
