import { useEffect, useId, useMemo } from 'react'
import { IMAGE_KINDS, IMAGE_MAX_BYTES, acceptFor, kindFromName, megabytes } from '#core/file-kinds.ts'

// A photo or logo chosen in a form (house style 24): a preview before it is
// sent, the stored image after, and the browser's quick check of type and size
// (the server decides again from the bytes).

export function checkImage(file: File): string {
  const kind = kindFromName(file.name)
  if (!kind || !(IMAGE_KINDS as readonly string[]).includes(kind))
    return `File "${file.name}" is not a supported format. Please use JPG, PNG, WebP or GIF files.`
  if (file.size > IMAGE_MAX_BYTES) return `Image "${file.name}" is too large (${megabytes(file.size)}MB). Images must be under 10MB.`
  return ''
}

export function ImagePicker({
  label,
  current,
  file,
  progress,
  onChange,
  onRemove,
}: {
  label: string
  /** The stored image's URL, if any. */
  current: string
  file: File | null
  /** 0-1 while uploading. */
  progress: number | null
  onChange: (file: File | null, error: string) => void
  onRemove?: () => void
}) {
  const id = useId()
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : ''), [file])
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])
  const shown = preview || current
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
            const chosen = e.currentTarget.files?.[0] ?? null
            const error = chosen ? checkImage(chosen) : ''
            if (error) e.currentTarget.value = ''
            onChange(error ? null : chosen, error)
          }}
        />
        <small className="muted">JPG, PNG, WebP or GIF, up to 10MB.</small>
        {progress !== null && (
          <progress max={1} value={progress} aria-label={`Uploading ${label.toLowerCase()}`}>
            {Math.round(progress * 100)}%
          </progress>
        )}
        {current && !file && onRemove && (
          <button type="button" className="text-button" onClick={onRemove}>
            Remove {label.toLowerCase()}
          </button>
        )}
      </div>
    </div>
  )
}
