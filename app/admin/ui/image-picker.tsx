import { useId } from 'react'
import { IMAGE_KINDS, acceptFor } from '#core/file-kinds.ts'
import { checkImage } from './image-check.ts'
import { FileDrop } from './file-drop.tsx'
import { UploadEntries } from './upload-entries.tsx'
import { ImageDescription } from './image-description.tsx'
import type { QueuedUpload } from './upload-queue.ts'

// A photo or logo chosen in a form: a preview of the chosen file before it is
// sent (the upload queue's entry, sent once the record is saved), the stored
// image otherwise, and the browser's quick check of type and size (the server
// decides again from the bytes). The choosing and the entry in flight or
// refused are drawn like every other upload place's.

export function ImagePicker({
  label,
  current,
  chosen,
  onChange,
  onRemove,
}: {
  label: string
  /** The stored image's URL, if any. */
  current: string
  /** The picture's entry in the upload queue (chosen and waiting, on its way, or refused), if any. */
  chosen: QueuedUpload | undefined
  /** A file chosen, with the check's message ('' when it may be sent). */
  onChange: (file: File, error: string) => void
  onRemove?: () => void
}) {
  const id = useId()
  // A refused file is no choice: its entry only carries the message.
  const picked = chosen && !chosen.error ? chosen : undefined
  const shown = picked?.previews[0]?.url || current
  const listed = chosen && (chosen.error || chosen.progress !== null) ? [chosen] : []
  return (
    <div className="image-picker">
      <div className="image-picker-preview" aria-hidden={!shown}>
        {shown ? <img src={shown} alt={`${label} preview`} /> : <span>No image</span>}
      </div>
      <div className="image-picker-controls">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        <FileDrop
          id={id}
          choose={shown ? 'Replace file' : 'Choose file'}
          after={<span className="file-drop-hint">or drop a file here</span>}
          help="JPG, PNG, WebP or GIF, up to 10MB."
          accept={acceptFor(IMAGE_KINDS)}
          onFiles={([file]) => file && onChange(file, checkImage(file, 'files'))}
        />
        {/* Until the save sends it, the chosen file is only the preview box's; the box keeps showing it, so the entry in flight shows no thumbnail. */}
        <UploadEntries items={listed} label={`Uploading ${label.toLowerCase()}`} thumbnails={false} />
        {current && !picked && <ImageDescription url={current} label={label} />}
        {current && !picked && onRemove && (
          <button type="button" className="text-button" onClick={onRemove}>
            Remove {label.toLowerCase()}
          </button>
        )}
      </div>
    </div>
  )
}
