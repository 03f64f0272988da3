import { useEffect, useRef, useState } from 'react'
import type { Listing, ListingPhoto } from '#core/listings/listing.ts'
import { IMAGE_KINDS, acceptFor } from '#core/file-kinds.ts'
import { staffRequest, errorMessage } from '#app/admin/lib/request.ts'
import { conflictOf } from '#app/admin/ui/conflict-panel.tsx'
import { useConfirm } from '#app/admin/ui/confirm-dialog.tsx'
import { checkImage } from '#app/admin/ui/image-check.ts'
import { useUploadQueue } from '#app/admin/ui/upload-queue.ts'
import { FileDrop } from '#app/admin/ui/file-drop.tsx'
import { UploadEntries } from '#app/admin/ui/upload-entries.tsx'
import { ImageDescription } from '#app/admin/ui/image-description.tsx'
import { GRID_WORDS, MoveControls, ReorderStatus, useReorder } from '#app/admin/ui/reorder.tsx'

// A listing's photos: many at once by drag and drop or the file picker, each
// its own entry of the upload queue with its own preview and progress bar or
// failure (drawn like every upload place's); the stored photos in a grid,
// ordered by drag or from the keyboard (app/admin/ui/reorder.tsx); the first photo is the cover; alt
// text per photo; removal asks first.

const FAILED = 'Something went wrong. Please try again.'
const UPLOAD_FAILED = 'Error uploading photo. Please try again.'

/** What the editor gives each part that saves on its own (photos, renovation pairs): the listing, its update and the notice. */
export interface ListingPartProps {
  property: Listing
  onChange: (p: Listing) => void
  notify: (kind: 'success' | 'error', text: string) => void
}

export function PhotoManager({ property, onChange, notify }: ListingPartProps) {
  const confirm = useConfirm()
  const queue = useUploadQueue()
  const [announce, setAnnounce] = useState('')
  const base = `/api/admin/properties/${property._id}`
  const images = property.images

  async function addFiles(files: File[]) {
    // A new choice replaces the failures of the one before (docs/decisions/0113-words-staff-understand.md); this
    // choice's own failures stay, each with a Dismiss, until the next one.
    queue.removeFailed()
    const queued = files.map((file) => {
      const problem = checkImage(file, 'photos')
      return { file, problem, key: queue.add([file], problem) }
    })
    let added = 0
    // One request per photo, one after another: each has its own progress, and one refused photo does not stop the others.
    for (const q of queued) {
      if (q.problem) continue
      const form = new FormData()
      form.append('images', q.file, q.file.name)
      try {
        onChange(await queue.send<Listing>(q.key, `${base}/images`, form, UPLOAD_FAILED))
        added += 1
        queue.remove(q.key)
      } catch {
        // The entry keeps its message and a Dismiss.
      }
    }
    if (added > 0) notify('success', added === 1 ? 'Photo added.' : `${added} photos added.`)
  }

  // Order and alt text are saved only over the listing the editor shows (docs/decisions/0100-record-history.md):
  // when someone changed it since, nothing is saved and their photos are shown. This editor's own changes (order, alt
  // text, cover, removal) go one after another, each over the version the one before it answered: a description typed
  // while the cover is being chosen is not taken for someone else's change.
  const shown = useRef(property)
  useEffect(() => {
    shown.current = property
  }, [property])
  const saving = useRef<Promise<void>>(Promise.resolve())
  function saveInTurn(path: string, change: { method: 'PUT' | 'POST' | 'DELETE'; body?: object }) {
    const run = async () => {
      const saved = await staffRequest<Listing>(`${base}${path}`, { ...change, headers: { 'if-match': `"${shown.current.updatedAt}"` } })
      shown.current = saved
      onChange(saved)
    }
    const next = saving.current.then(run, run)
    saving.current = next.catch(() => undefined)
    return next
  }
  function failed(err: unknown) {
    const conflict = conflictOf<Listing>(err)
    if (!conflict) return notify('error', errorMessage(err, FAILED))
    onChange(conflict.current)
    notify(
      'error',
      `${conflict.savedBy || 'Someone'} changed this listing after you opened it, so your change was not saved. The photos are shown as they are now: make your change again if you still want it.`,
    )
  }

  async function order(ids: string[]) {
    const before = property
    onChange({ ...property, images: ids.map((id) => images.find((i) => i._id === id)!) })
    try {
      await saveInTurn('/images/order', { method: 'PUT', body: { ids } })
    } catch (err) {
      onChange(before)
      failed(err)
    }
  }

  const reorder = useReorder({
    items: images,
    keyOf: (image) => image._id,
    nameOf: (_image, i) => `photo ${i + 1}`,
    words: GRID_WORDS,
    said: (_name, to, count) => `Photo moved to position ${to + 1} of ${count}.${to === 0 ? ' It is the cover now.' : ''}`,
    onMove: (next) => void order(next.map((i) => i._id)),
  })

  async function makeCover(image: ListingPhoto) {
    try {
      await saveInTurn(`/images/${image._id}/cover`, { method: 'POST' })
      notify('success', 'Cover photo chosen.')
    } catch (err) {
      notify('error', errorMessage(err, FAILED))
    }
  }

  async function saveAlt(image: ListingPhoto, alt: string) {
    const text = alt.trim()
    if (text === image.alt) return
    try {
      await saveInTurn(`/images/${image._id}`, { method: 'PUT', body: { alt: text } })
      setAnnounce('Alt text saved.')
    } catch (err) {
      failed(err)
    }
  }

  async function remove(image: ListingPhoto, n: number) {
    const ok = await confirm({
      title: 'Remove this photo?',
      message: `Photo ${n} ("${image.alt}") is removed from the listing and deleted.`,
      confirmLabel: 'Remove photo',
    })
    if (!ok) return
    try {
      await saveInTurn(`/images/${image._id}`, { method: 'DELETE' })
      notify('success', 'Photo removed.')
    } catch (err) {
      notify('error', errorMessage(err, FAILED))
    }
  }

  return (
    <div className="pe-photos">
      <FileDrop
        choose="Choose photos"
        before={
          <>
            <strong>Drop photos here</strong> or{' '}
          </>
        }
        help="JPG, PNG, WebP or GIF, up to 10 MB each. Several at once. The first photo is the cover."
        accept={acceptFor(IMAGE_KINDS)}
        multiple
        testId="photo-input"
        onFiles={(files) => void addFiles(files)}
      />
      <UploadEntries items={queue.items} onDismiss={(key) => queue.remove(key)} />

      {images.length === 0 ? (
        <p className="pe-empty">
          No photos yet. Listings with photos get far more visits: add a few of the front, the kitchen and the living room.
        </p>
      ) : (
        <ol className="pe-photo-grid" aria-label="Photos, in the order visitors see them">
          {images.map((image, i) => (
            <li key={image._id} className="pe-photo" data-testid="photo" data-image-id={image._id} {...reorder.rowProps(i)}>
              <div className="pe-photo-img">
                <img src={image.sources[0]?.url ?? image.url} alt="" width={image.width} height={image.height} loading="lazy" />
                {i === 0 && <span className="pe-cover">Cover</span>}
                <span className="pe-photo-n">{i + 1}</span>
              </div>
              <label className="pe-alt">
                <span>Alt text</span>
                <input defaultValue={image.alt} key={image.alt} onBlur={(e) => void saveAlt(image, e.target.value)} maxLength={250} />
              </label>
              <div className="pe-photo-actions">
                <MoveControls reorder={reorder} index={i} />
                <ImageDescription
                  url={image.url}
                  label={`photo ${i + 1}`}
                  describe={false}
                  onCropped={() => void staffRequest<Listing>(base).then(onChange, () => undefined)}
                />
                {i > 0 && (
                  <button type="button" className="admin-btn admin-btn-small" onClick={() => void makeCover(image)}>
                    Make cover<span className="sr-only"> (photo {i + 1})</span>
                  </button>
                )}
                <button type="button" className="admin-btn admin-btn-small pe-danger" onClick={() => void remove(image, i + 1)}>
                  Remove<span className="sr-only"> photo {i + 1}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <ReorderStatus reorder={reorder} />
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
    </div>
  )
}
