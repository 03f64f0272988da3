import { useEffect, useRef, useState } from 'react'
import type { Route } from './+types/partners'
import type { Partner } from '#core/people'
import { requireAdmin } from '../lib/guard'
import { adminRequest } from '~/admin/lib/request'
import { useAdminData } from '~/admin/lib/use-admin-data'
import { pageMeta } from '~/lib/meta'
import { InlineStyle } from '~/components/inline-style'
import { Dialog } from '~/components/dialog'
import { useToaster } from '~/admin/components/toaster'
import { ConfirmDialog } from '~/admin/components/confirm-dialog'
import { PartnerForm } from '~/admin/people/partner-form'
import { PersonAvatar } from '~/admin/people/person-avatar'
import kitCss from '~/styles/admin-kit.css?inline'
import peopleCss from '~/styles/admin-people.css?inline'

// Partners (issue 11 part 3; spec 2 §3, §5): the order here is the order of
// /our-partners, changed by dragging a row or with its arrow buttons (keyboard).

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdmin(request)
  return null
}

export const meta: Route.MetaFunction = () => pageMeta('Partners', 'Admin portal.')

const errorText = (err: unknown, fallback: string) => (err instanceof Error && err.message ? err.message : fallback)

function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

export default function AdminPartners() {
  const { toast, toasts } = useToaster()
  const { data: partners, error, reload, setData: setPartners } = useAdminData<Partner[]>('/api/admin/partners')
  const [editing, setEditing] = useState<Partner | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Partner | null>(null)
  const [busy, setBusy] = useState('')
  const [dragging, setDragging] = useState<number | null>(null)
  const [dropAt, setDropAt] = useState<number | null>(null)
  const [announce, setAnnounce] = useState('')
  const focusAfterMove = useRef<string | null>(null)

  useEffect(() => {
    if (!focusAfterMove.current) return
    document.getElementById(focusAfterMove.current)?.focus()
    focusAfterMove.current = null
  }, [partners])

  const reorder = async (from: number, to: number, focusId?: string) => {
    if (!partners || from === to || to < 0 || to >= partners.length) return
    const before = partners
    const next = moved(partners, from, to)
    if (focusId) focusAfterMove.current = focusId
    setPartners(() => next)
    setAnnounce(`${next[to]!.title} moved to position ${to + 1} of ${next.length}.`)
    try {
      const saved = await adminRequest<Partner[]>('/api/admin/partners/order', { method: 'PUT', body: { ids: next.map((p) => p._id) } })
      setPartners(() => saved)
      toast('Order saved.')
    } catch (err) {
      setPartners(() => before)
      toast(errorText(err, 'The order could not be saved.'), 'error')
    }
  }

  const remove = async (partner: Partner) => {
    setBusy(partner._id)
    try {
      await adminRequest(`/api/admin/partners/${partner._id}`, { method: 'DELETE' })
      setPartners((list) => list?.filter((p) => p._id !== partner._id) ?? null)
      toast(`${partner.title} was deleted.`)
    } catch (err) {
      toast(errorText(err, 'The partner could not be deleted.'), 'error')
    } finally {
      setBusy('')
      setDeleting(null)
    }
  }

  return (
    <div className="people-page">
      <InlineStyle name="admin-kit" css={kitCss} />
      <InlineStyle name="admin-people" css={peopleCss} />
      <div className="admin-page-header">
        <div>
          <h1>Partners</h1>
          <p className="admin-lead">Shown on the Our Partners page in this order. Drag a row or use its arrows to move it.</p>
        </div>
        <button type="button" className="admin-btn admin-btn-primary" onClick={() => setEditing('new')}>
          Add partner
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>

      {error && (
        <div className="empty-state" role="alert">
          <p className="admin-alert admin-alert-error">{error}</p>
          <button type="button" className="admin-btn admin-btn-small" onClick={reload}>
            Try again
          </button>
        </div>
      )}
      {!error && !partners && <p className="muted">Loading partners…</p>}
      {partners && partners.length === 0 && (
        <div className="empty-state">
          <h2>No Partners Yet</h2>
          <p className="muted">Add a partner to show them on the Our Partners page.</p>
        </div>
      )}
      {partners && partners.length > 0 && (
        <ol className="people-list" aria-label="Partners in display order">
          {partners.map((p, i) => (
            <li
              key={p._id}
              className={
                [dragging === i ? 'is-dragging' : '', dropAt === i && dragging !== i ? 'is-drop-target' : ''].join(' ').trim() || undefined
              }
              draggable
              onDragStart={(e) => {
                setDragging(i)
                e.dataTransfer.effectAllowed = 'move'
                e.dataTransfer.setData('text/plain', p._id)
              }}
              onDragOver={(e) => {
                if (dragging === null) return
                e.preventDefault()
                setDropAt(i)
              }}
              onDrop={(e) => {
                e.preventDefault()
                if (dragging !== null) void reorder(dragging, i)
                setDragging(null)
                setDropAt(null)
              }}
              onDragEnd={() => {
                setDragging(null)
                setDropAt(null)
              }}
            >
              <span className="drag-handle" aria-hidden="true" title="Drag to move">
                ⠿
              </span>
              <PersonAvatar src={p.logo} name={p.title} square />
              <div className="person-main">
                <strong>{p.title}</strong>
                {p.website && (
                  <div className="small person-website">
                    <a href={p.website} target="_blank" rel="noopener noreferrer">
                      {p.website.replace(/^https?:\/\//, '')}
                    </a>
                  </div>
                )}
                <div className="small person-contact">
                  {p.email && <span>{p.email}</span>}
                  {p.phone && <span>{p.phone}</span>}
                </div>
              </div>
              <div className="order-controls">
                <button
                  type="button"
                  id={`up-${p._id}`}
                  disabled={i === 0}
                  aria-label={`Move ${p.title} up`}
                  onClick={() => void reorder(i, i - 1, i - 1 === 0 ? `down-${p._id}` : `up-${p._id}`)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  id={`down-${p._id}`}
                  disabled={i === partners.length - 1}
                  aria-label={`Move ${p.title} down`}
                  onClick={() => void reorder(i, i + 1, i + 1 === partners.length - 1 ? `up-${p._id}` : `down-${p._id}`)}
                >
                  ↓
                </button>
              </div>
              <div className="person-actions">
                <button type="button" className="admin-btn admin-btn-small" onClick={() => setEditing(p)} aria-label={`Edit ${p.title}`}>
                  Edit
                </button>
                <button
                  type="button"
                  className="admin-btn admin-btn-small admin-btn-danger"
                  onClick={() => setDeleting(p)}
                  aria-label={`Delete ${p.title}`}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}

      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Add partner' : 'Edit partner'}>
        {editing !== null && (
          <PartnerForm
            key={editing === 'new' ? 'new' : editing._id}
            partner={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onSaved={(_partner, text, kind) => {
              setEditing(null)
              toast(text, kind)
              reload()
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this partner?"
        message={`${deleting?.title ?? ''} will be removed from the Our Partners page. This cannot be undone.`}
        confirmLabel="Delete partner"
        danger
        busy={busy === deleting?._id}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
      {toasts}
    </div>
  )
}

clientLoader.hydrate = true as const
