import { useId } from 'react'
import { acceptFor } from '#core/file-kinds.ts'
import { isVideoUrl } from '#core/format.ts'
import { checkUploadBatch, type UploadProfile } from '#core/content/content-uploads.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { useConfirm } from './confirm-dialog.tsx'
import { useUploadQueue } from './upload-queue.ts'
import { FileDrop } from './file-drop.tsx'
import { UploadEntries } from './upload-entries.tsx'
import { ImageDescription } from './image-description.tsx'
import { GRID_WORDS, MoveControls, ReorderStatus, useReorder } from './reorder.tsx'
import uploadCss from './upload-control.css?inline'

// The content manager's upload control: choose or drop files, checked at once
// with the server's own rules (core/content/content-uploads.ts), a preview of
// what was picked while a progress bar runs, and the stored result after, with
// a Remove that asks first. Content images and videos, the hero gallery, team
// and city pictures use it: give it the endpoint, the form field, the answer's
// key, the rules and the current value. The sending comes from the portal's
// upload queue; the choosing or dropping and the entry in flight or failed are
// drawn by the parts every upload place shares (file-drop.tsx,
// upload-entries.tsx).

export interface UploadControlProps {
  label: string
  /** POST endpoint taking multipart/form-data. */
  endpoint: string
  /** Multipart field name the endpoint reads (repeated when `multiple`). */
  field: string
  /** Key of the answer holding the stored URL (a list when `multiple`). */
  resultKey: string
  profile: UploadProfile
  multiple?: boolean
  /** Help text under the label (formats and limits). */
  help?: string
  /** What is stored now (previews after upload). */
  value: string[]
  onUploaded: (urls: string[]) => void
  /** Removes one stored item after the person confirmed; omit to offer no Remove. */
  onRemove?: (url: string, index: number) => void
  /** Name of one item in the Remove question ("image", "video", "photo"). */
  itemName?: string
  /** Message when the upload fails without one from the server. */
  failureMessage?: string
  onBusyChange?: (busy: boolean) => void
  disabled?: boolean
  /** Preview box (CSS pixels); the team photo is 100 x 100. */
  previewSize?: { width: number; height: number }
  /** Text for each preview's alt. */
  previewAlt?: string
  /** Where the value sits in the section's schema ("missionImage", "galleryImages"): an image's alt problem shows under it. */
  path?: string
  /** The stored items in a new order (drag or keyboard, app/admin/ui/reorder.tsx); omit when the order is fixed. */
  onReorder?: (urls: string[]) => void
}

export function UploadControl(props: UploadControlProps) {
  const { label, profile, multiple = false, value, disabled, previewSize = { width: 160, height: 110 } } = props
  const id = useId()
  const confirm = useConfirm()
  const queue = useUploadQueue()
  // One request at a time: the entry being sent, or the last one refused or failed (its message stays until the next choice).
  const busy = queue.sending
  const itemName = (i: number) => (value.length > 1 ? `${props.previewAlt ?? label} ${i + 1}` : (props.previewAlt ?? label))
  const reorder = useReorder({
    items: value,
    keyOf: (_url, i) => String(i),
    nameOf: (_url, i) => itemName(i),
    words: GRID_WORDS,
    enabled: Boolean(props.onReorder) && !busy && !disabled,
    onMove: (next) => props.onReorder?.(next),
  })

  async function send(files: File[]) {
    if (files.length === 0 || busy || disabled) return
    queue.remove()
    const problem = checkUploadBatch(files, multiple ? profile : { ...profile, maxCount: 1 })
    if (problem) return void queue.add(files, problem)
    const key = queue.add(files)
    props.onBusyChange?.(true)
    const form = new FormData()
    for (const f of files) form.append(props.field, f, f.name)
    try {
      const answer = await queue.send<Record<string, unknown>>(
        key,
        props.endpoint,
        form,
        props.failureMessage ?? 'Error uploading image. Please try again.',
      )
      queue.remove(key)
      const stored = answer[props.resultKey]
      props.onUploaded(Array.isArray(stored) ? (stored as string[]) : [String(stored)])
    } catch {
      // The entry keeps its message, shown under the control.
    } finally {
      props.onBusyChange?.(false)
    }
  }

  async function remove(url: string, index: number) {
    const item = props.itemName ?? (isVideoUrl(url) ? 'video' : 'image')
    const ok = await confirm({ title: `Remove this ${item}?`, message: `The ${item} is taken off this section when you save.` })
    if (ok) props.onRemove?.(url, index)
  }

  const box = { width: previewSize.width, height: previewSize.height }
  return (
    <div className="upload-field" role="group" aria-labelledby={`${id}-label`}>
      <InlineStyle name="admin-upload" css={uploadCss} />
      <span id={`${id}-label`} className="field-label">
        {label}
      </span>
      {value.length > 0 && (
        <ul className="upload-previews" aria-label={`${label}: current`}>
          {value.map((url, i) => (
            <li key={`${url}-${i}`} className="upload-item" {...(props.onReorder ? reorder.rowProps(i) : {})}>
              <div className="upload-preview" style={box}>
                {isVideoUrl(url) ? (
                  <video src={url} muted playsInline controls preload="metadata" aria-label={`${props.previewAlt ?? label} (video)`} />
                ) : (
                  <img src={url} alt={props.previewAlt ?? label} />
                )}
                {props.onRemove && (
                  <button
                    type="button"
                    className="upload-remove"
                    aria-label={`Remove ${label}${value.length > 1 ? ` ${i + 1}` : ''}`}
                    disabled={busy || disabled}
                    onClick={() => void remove(url, i)}
                  >
                    Remove
                  </button>
                )}
              </div>
              {props.onReorder && value.length > 1 && <MoveControls reorder={reorder} index={i} />}
              <ImageDescription
                url={url}
                label={itemName(i)}
                path={props.path && (multiple ? `${props.path}.${i}` : props.path)}
                disabled={busy || disabled}
              />
            </li>
          ))}
        </ul>
      )}
      <FileDrop
        choose={multiple ? 'Choose files' : value.length > 0 ? 'Replace file' : 'Choose file'}
        after={<span className="file-drop-hint">or drop {multiple ? 'files' : 'a file'} here</span>}
        help={props.help}
        accept={acceptFor(profile.kinds)}
        multiple={multiple}
        disabled={busy || disabled}
        onFiles={(files) => void send(files)}
      />
      <UploadEntries items={queue.items} box={box} />
      {props.onReorder && <ReorderStatus reorder={reorder} />}
    </div>
  )
}
