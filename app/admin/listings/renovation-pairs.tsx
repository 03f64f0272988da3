import { useRef, useState } from 'react'
import type { Property } from '#core/listings/listing.ts'
import { IMAGE_KINDS, acceptFor } from '#core/file-kinds.ts'
import { adminRequest, adminUpload, AdminRequestError } from '#app/admin/lib/request.ts'
import { useConfirm } from '#app/admin/ui/confirm-dialog.tsx'

// Before/after photo pairs of the renovation story (issue 11), shown on the
// public page under "What we renovated".

const messageOf = (err: unknown) =>
  err instanceof AdminRequestError && err.status > 0 ? err.message : 'Something went wrong. Please try again.'

export function RenovationPairs({
  property,
  onChange,
  notify,
}: {
  property: Property
  onChange: (p: Property) => void
  notify: (kind: 'success' | 'error', text: string) => void
}) {
  const confirm = useConfirm()
  const form = useRef<HTMLFormElement>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState('')
  const pairs = property.renovation?.pairs ?? []
  const base = `/api/admin/properties/${property._id}/renovation-pairs`

  async function add(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const data = new FormData(e.currentTarget)
    const before = data.get('before') as File | null
    const after = data.get('after') as File | null
    if (!String(data.get('caption') ?? '').trim() || !before?.size || !after?.size)
      return setError('Choose a before photo and an after photo, and say what the pair shows.')
    setError('')
    setProgress(0)
    try {
      onChange(await adminUpload<Property>(base, data, { onProgress: setProgress }))
      form.current?.reset()
      notify('success', 'Before/after pair added.')
    } catch (err) {
      setError(messageOf(err))
    } finally {
      setProgress(null)
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
      onChange(await adminRequest<Property>(`${base}/${id}`, { method: 'DELETE' }))
      notify('success', 'Pair removed.')
    } catch (err) {
      notify('error', messageOf(err))
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
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
