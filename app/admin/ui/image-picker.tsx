import { useId } from 'react'
import { IMAGE_KINDS, acceptFor } from '#core/file-kinds.ts'
import { checkImage } from './image-check.ts'
import type { QueuedUpload } from './upload-queue.ts'

// A photo or logo chosen in a form: a preview of the chosen file before it is
// sent (the upload queue's entry, sent once the record is saved), the stored
// image otherwise, and the browser's quick check of type and size (the server
// decides again from the bytes).

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
  /** The chosen file's entry in the upload queue (its preview and progress), if any. */
  chosen: QueuedUpload | undefined
  onChange: (file: File | null, error: string) => void
  onRemove?: () => void
}) {
  const id = useId()
  const shown = chosen?.previews[0]?.url || current
  const progress = chosen?.progress ?? null
  return (
    <div className="image-picker">
      <div className="image-picker-preview" aria-hidden={!shown}>
        {shown ? <img src={shown} alt={`${label} preview`} /> : <span>No image</span>}
      </div>
      <div className="image-picker-controls">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        <input
          id={id}
          type="file"
          accept={acceptFor(IMAGE_KINDS)}
          onChange={(e) => {
            const picked = e.currentTarget.files?.[0] ?? null
            const error = picked ? checkImage(picked, 'files') : ''
            if (error) e.currentTarget.value = ''
            onChange(error ? null : picked, error)
          }}
        />
        <small className="muted">JPG, PNG, WebP or GIF, up to 10MB.</small>
        {progress !== null && (
          <progress max={1} value={progress} aria-label={`Uploading ${label.toLowerCase()}`}>
            {Math.round(progress * 100)}%
          </progress>
        )}
        {current && !chosen && onRemove && (
          <button type="button" className="text-button" onClick={onRemove}>
            Remove {label.toLowerCase()}
          </button>
        )}
      </div>
    </div>
  )
}
