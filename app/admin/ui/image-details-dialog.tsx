import { useState } from 'react'
import type { ImageDetails } from '#core/image-details.ts'
import { Dialog } from '#app/ui/dialog.tsx'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { errorMessage } from '#app/admin/lib/request.ts'
import { CropEditor, FramedPreview, WHOLE } from './crop-editor.tsx'
import { FormOutcome } from './form-outcome.tsx'
import { saveImageDetails } from './image-details.ts'
import imageCss from './image-details.css?inline'

// The crop and focal point of one stored image, on its original (which is kept, so a crop can be changed or taken
// back later), with the result as the site shows it: the picture as cropped, and trimmed to a square and a wide
// box around the focal point. Saving makes the image's sizes again (docs/decisions/0103-images-framed-described-and-ordered.md).

export function ImageDetailsDialog({
  details,
  label,
  onClose,
  onSaved,
}: {
  details: ImageDetails
  label: string
  onClose: () => void
  onSaved?: (saved: ImageDetails) => void
}) {
  const [crop, setCrop] = useState(details.crop ?? WHOLE)
  const [focus, setFocus] = useState(details.focus)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const whole = crop.x === 0 && crop.y === 0 && crop.width === 1 && crop.height === 1

  async function save() {
    setBusy(true)
    setError('')
    try {
      // The alt text is the description field's to change; the dialog leaves it as it is.
      const saved = await saveImageDetails(details.id, {
        crop: whole ? null : crop,
        focus,
        alt: details.alt,
        decorative: details.decorative,
        describe: false,
      })
      onSaved?.(saved)
      onClose()
    } catch (err) {
      setError(errorMessage(err, 'The crop could not be saved. Please try again.'))
    } finally {
      setBusy(false)
    }
  }

  const image = { src: details.originalUrl, width: details.originalWidth, height: details.originalHeight, crop, focus }
  return (
    <Dialog open onClose={onClose} title={`Crop and focus: ${label}`}>
      <InlineStyle name="admin-image-details" css={imageCss} />
      <div className="image-details">
        <CropEditor
          {...image}
          onChange={(c, f) => {
            setCrop(c)
            setFocus(f)
          }}
        />
        <div className="image-results" aria-label="How the site shows it">
          <FramedPreview
            {...image}
            aspect={(crop.width * details.originalWidth) / (crop.height * details.originalHeight)}
            label="Cropped"
          />
          <FramedPreview {...image} aspect={1} label="In a square" />
          <FramedPreview {...image} aspect={16 / 9} label="In a wide box" />
        </div>
        <FormOutcome error={error} />
        <div className="image-details-actions">
          <button type="button" className="admin-btn" onClick={() => setCrop(WHOLE)} disabled={busy || whole}>
            Use the whole image
          </button>
          <span className="image-details-end">
            <button type="button" className="admin-btn" onClick={onClose} disabled={busy}>
              Cancel
            </button>
            <button type="button" className="admin-btn admin-btn-primary" onClick={() => void save()} disabled={busy}>
              {busy ? 'Saving…' : 'Save crop'}
            </button>
          </span>
        </div>
      </div>
    </Dialog>
  )
}
