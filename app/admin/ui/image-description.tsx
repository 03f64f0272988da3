import { useState } from 'react'
import { IMAGE_DETAILS_MESSAGES, isDescribed, storedImageId, type ImageDetails } from '#core/image-details.ts'
import { errorMessage } from '#app/admin/lib/request.ts'
import { TextField } from './text-field.tsx'
import { useFieldProblem } from './field-problems.tsx'
import { saveImageDetails, useImageDetails } from './image-details.ts'
import { ImageDetailsDialog } from './image-details-dialog.tsx'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import imageCss from './image-details.css?inline'

// Under each stored image of an upload place: its alt text (saved with the image when the field is left), a
// "decorative" switch for pictures that say nothing, and the button that opens the crop and focal point dialog.
// A section's save refuses an image that is neither described nor decorative; the problem shows here (`path`).

export function ImageDescription({
  url,
  label,
  path,
  disabled,
  describe = true,
  onCropped,
}: {
  url: string
  label: string
  path?: string
  disabled?: boolean
  /** False where the alt text is kept elsewhere (a listing's photos): only the crop button is shown. */
  describe?: boolean
  /** After a new crop or focal point was saved. */
  onCropped?: (saved: ImageDetails) => void
}) {
  const details = useImageDetails(url)
  // What is typed and not yet saved; the stored alt text otherwise.
  const [draft, setDraft] = useState<string | null>(null)
  const alt = draft ?? details?.alt ?? ''
  const [error, setError] = useState('')
  const [done, setDone] = useState('')
  const [cropping, setCropping] = useState(false)
  // The switch follows a click at once; the stored value takes over when the save has answered (or failed).
  const [decorativeDraft, setDecorativeDraft] = useState<boolean | null>(null)
  const altLabel = `${label} alt text`
  const problem = useFieldProblem(path, altLabel)
  if (!storedImageId(url)) return null
  if (!details) return <p className="muted small">Loading the image's details…</p>

  const save = async (changes: Partial<Pick<ImageDetails, 'alt' | 'decorative'>>) => {
    const next = { alt: alt.trim(), decorative: details.decorative, ...changes }
    if (next.alt === details.alt && next.decorative === details.decorative) return setDraft(null)
    setDone('')
    if (!isDescribed(next)) return setError(IMAGE_DETAILS_MESSAGES.altRequired)
    try {
      await saveImageDetails(details.id, { crop: details.crop, focus: details.focus, ...next, describe: true })
      setDraft(null)
      setError('')
      setDone(next.decorative ? 'Marked decorative.' : 'Alt text saved.')
    } catch (err) {
      setError(errorMessage(err, 'The alt text could not be saved. Please try again.'))
    }
  }

  return (
    <div className="image-description">
      <InlineStyle name="admin-image-details" css={imageCss} />
      {describe && !details.decorative && (
        <TextField
          label={altLabel}
          value={alt}
          onChange={setDraft}
          onBlur={() => void save({})}
          maxLength={250}
          help="What the image shows, for people who cannot see it."
          error={error || (problem && !isDescribed(details) ? problem : undefined)}
          disabled={disabled}
        />
      )}
      {describe && (
        <label className="image-decorative">
          <input
            type="checkbox"
            checked={decorativeDraft ?? details.decorative}
            disabled={disabled}
            onChange={(e) => {
              const decorative = e.target.checked
              setDecorativeDraft(decorative)
              void save({ decorative }).finally(() => setDecorativeDraft(null))
            }}
          />
          <span>Decorative (says nothing a visitor needs)</span>
          <span className="sr-only"> {label}</span>
        </label>
      )}
      {describe && (
        <span role="status" className="muted small">
          {done}
        </span>
      )}
      <button type="button" className="admin-btn admin-btn-small" disabled={disabled} onClick={() => setCropping(true)}>
        Crop and focus<span className="sr-only"> {label}</span>
      </button>
      {cropping && <ImageDetailsDialog details={details} label={label} onClose={() => setCropping(false)} onSaved={onCropped} />}
    </div>
  )
}
