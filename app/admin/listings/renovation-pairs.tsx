import { useRef } from 'react'
import type { Listing } from '#core/listings/listing.ts'
import { IMAGE_KINDS, acceptFor } from '#core/file-kinds.ts'
import { staffRequest, errorMessage } from '#app/admin/lib/request.ts'
import { useConfirm } from '#app/admin/ui/confirm-dialog.tsx'
import { useUploadQueue } from '#app/admin/ui/upload-queue.ts'
import { UploadEntries } from '#app/admin/ui/upload-entries.tsx'
import type { ListingPartProps } from './photo-manager.tsx'

// Before/after photo pairs of the renovation story, shown on the public page
// under "What we renovated". A pair is one entry of the upload queue: its two
// photos and caption go up in one request, with one progress and one message,
// drawn like every upload place's entries. The before and after choice is the
// pair's own: two named inputs of one form, sent together.

const FAILED = 'Something went wrong. Please try again.'
const INCOMPLETE = 'Choose a before photo and an after photo, and say what the pair shows.'

export function RenovationPairs({ property, onChange, notify }: ListingPartProps) {
  const confirm = useConfirm()
  const form = useRef<HTMLFormElement>(null)
  const queue = useUploadQueue()
  const progress = queue.items[0]?.progress ?? null
  const pairs = property.renovation?.pairs ?? []
  const base = `/api/admin/properties/${property._id}/renovation-pairs`

  async function add(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const data = new FormData(e.currentTarget)
    const before = data.get('before') as File | null
    const after = data.get('after') as File | null
    const files = [before, after].filter((f): f is File => !!f?.size)
    queue.remove()
    if (!String(data.get('caption') ?? '').trim() || files.length < 2) return void queue.add(files, INCOMPLETE)
    const key = queue.add(files)
    try {
      onChange(await queue.send<Listing>(key, base, data, 'Error uploading image. Please try again.'))
      queue.remove(key)
      form.current?.reset()
      notify('success', 'Before/after pair added.')
    } catch {
      // The entry keeps its message, shown under the form.
    }
  }

  async function remove(id: string, caption: string) {
    if (
      !(await confirm({
        title: 'Remove this pair?',
        message: `The before and after photos of "${caption}" are deleted.`,
        confirmLabel: 'Remove pair',
      }))
    )
      return
    try {
      onChange(await staffRequest<Listing>(`${base}/${id}`, { method: 'DELETE' }))
      notify('success', 'Pair removed.')
    } catch (err) {
      notify('error', errorMessage(err, FAILED))
    }
  }

  return (
    <div className="pe-wide pe-pairs">
      <h3>Before and after</h3>
      {pairs.length > 0 && (
        <ul className="pe-pair-list">
          {pairs.map((p) => (
            <li key={p._id}>
              <img src={p.before.sources[0]?.url ?? p.before.url} alt={p.before.alt} width={120} height={90} />
              <img src={p.after.sources[0]?.url ?? p.after.url} alt={p.after.alt} width={120} height={90} />
              <span>{p.caption}</span>
              <button type="button" className="admin-btn admin-btn-small pe-danger" onClick={() => void remove(p._id, p.caption)}>
                Remove<span className="sr-only"> {p.caption}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form ref={form} className="pe-pair-form" onSubmit={add} noValidate>
        <label>
          <span>What it shows</span>
          <input name="caption" placeholder="Kitchen" maxLength={200} />
        </label>
        <label>
          <span>Before</span>
          <input type="file" name="before" accept={acceptFor(IMAGE_KINDS)} />
        </label>
        <label>
          <span>After</span>
          <input type="file" name="after" accept={acceptFor(IMAGE_KINDS)} />
        </label>
        <button type="submit" className="admin-btn admin-btn-secondary" disabled={progress !== null}>
          {progress !== null ? `Uploading… ${Math.round(progress * 100)}%` : 'Add pair'}
        </button>
      </form>
      <UploadEntries items={queue.items} />
    </div>
  )
}
