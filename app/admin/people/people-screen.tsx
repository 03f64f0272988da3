import { Fragment, useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { staffRequest, errorMessage } from '#app/admin/lib/request.ts'
import { useScreenData, type ScreenData } from '#app/admin/lib/screen-data.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { Dialog } from '#app/ui/dialog.tsx'
import { useToasts } from '#app/admin/ui/notice.tsx'
import { ConfirmDialog } from '#app/admin/ui/confirm-dialog.tsx'
import kitCss from '#app/admin/ui/admin-kit.css?inline'
import { staffCan } from '#app/admin/lib/session.ts'
import { useReorder } from '#app/admin/ui/reorder.tsx'
import peopleCss from './people.css?inline'

// The one screen of people lists (agents, partners): the list's states, the
// add-or-edit dialog, deleting after asking, and the toasts. Each route adds
// its own row content and actions (an agent's Active switch, a partner's order).

/** The list the route's clientLoader read from `endpoint`, and what the screen is doing with it. */
export function usePeople<T extends { _id: string }>(
  endpoint: string,
  loaded: ScreenData<T[]>,
  words: { noun: 'agent' | 'partner'; nameOf: (t: T) => string },
) {
  const { toast, toasts } = useToasts()
  const { data: items, error, reload, setData: setItems } = useScreenData(loaded)
  const [editing, setEditing] = useState<T | 'new' | null>(null)
  const [deleting, setDeleting] = useState<T | null>(null)
  const [busy, setBusy] = useState('')
  // Agents read these lists; the buttons that change them show to roles that may (core/staff/permissions.ts).
  const editable = staffCan('people.edit')
  // A link to one person (the portal's search: /admin/agents?edit=<id>) opens their form once the list is read.
  const [params] = useSearchParams()
  const linked = params.get('edit')
  const [openedLink, setOpenedLink] = useState<string | null>(null)
  if (linked && linked !== openedLink && items) {
    setOpenedLink(linked)
    const found = items.find((i) => i._id === linked)
    if (found && editable) setEditing(found)
  }

  const remove = async (item: T) => {
    setBusy(item._id)
    try {
      await staffRequest(`${endpoint}/${item._id}`, { method: 'DELETE' })
      setItems((list) => list?.filter((i) => i._id !== item._id) ?? null)
      toast(`${words.nameOf(item)} was deleted.`)
    } catch (err) {
      toast(errorMessage(err, `The ${words.noun} could not be deleted.`), 'error')
    } finally {
      setBusy('')
      setDeleting(null)
    }
  }

  return { items, error, reload, setItems, editing, setEditing, deleting, setDeleting, busy, setBusy, remove, toast, toasts, editable }
}

export type PeopleState<T extends { _id: string }> = ReturnType<typeof usePeople<T>>

/** The list's order, changed by drag or keyboard (app/admin/ui/reorder.tsx) and saved at once to `<endpoint>/order`. */
export function useSavedOrder<T extends { _id: string; name?: string; title?: string }>(people: PeopleState<T>, endpoint: string) {
  const { items, setItems, toast } = people
  return useReorder<T>({
    items: items ?? [],
    keyOf: (item) => item._id,
    nameOf: (item) => item.name ?? item.title ?? '',
    enabled: people.editable,
    onMove: (next) => {
      const before = items
      setItems(() => next)
      staffRequest<T[]>(`${endpoint}/order`, { method: 'PUT', body: { ids: next.map((i) => i._id) } })
        .then((saved) => {
          setItems(() => saved)
          toast('Order saved.')
        })
        .catch((err: unknown) => {
          setItems(() => before)
          toast(errorMessage(err, 'The order could not be saved.'), 'error')
        })
    },
  })
}

export function PeopleScreen<T extends { _id: string }>({
  people,
  title,
  lead,
  noun,
  loading,
  empty,
  announce,
  list,
  form,
  confirm,
}: {
  people: PeopleState<T>
  title: string
  lead: string
  noun: 'agent' | 'partner'
  loading: string
  empty: { title: string; text: string }
  /** A polite live region's text (e.g. where a reordered row went). */
  announce?: string
  list: (items: T[]) => ReactNode
  form: (record: T | null, onSaved: (saved: T, message: string, kind?: 'success' | 'error') => void, onCancel: () => void) => ReactNode
  confirm: { title: string; label: string; message: (item: T) => string }
}) {
  const { items, error, reload, editing, setEditing, deleting, setDeleting, busy, remove, toast, toasts } = people
  const close = () => setEditing(null)
  return (
    <div className="people-page">
      <InlineStyle name="admin-kit" css={kitCss} />
      <InlineStyle name="admin-people" css={peopleCss} />
      <div className="admin-page-header">
        <div>
          <h1>{title}</h1>
          <p className="admin-lead">{lead}</p>
        </div>
        {people.editable && (
          <button type="button" className="admin-btn admin-btn-primary" onClick={() => setEditing('new')}>
            Add {noun}
          </button>
        )}
      </div>
      {announce !== undefined && (
        <p className="sr-only" aria-live="polite">
          {announce}
        </p>
      )}

      {error && (
        <div className="empty-state" role="alert">
          <p className="admin-alert admin-alert-error">{error}</p>
          <button type="button" className="admin-btn admin-btn-small" onClick={reload}>
            Try again
          </button>
        </div>
      )}
      {!error && !items && <p className="muted">{loading}</p>}
      {items && items.length === 0 && (
        <div className="empty-state">
          <h2>{empty.title}</h2>
          <p className="muted">{empty.text}</p>
        </div>
      )}
      {items && items.length > 0 && list(items)}

      <Dialog open={editing !== null} onClose={close} title={`${editing === 'new' ? 'Add' : 'Edit'} ${noun}`}>
        {editing !== null && (
          <Fragment key={editing === 'new' ? 'new' : editing._id}>
            {form(
              editing === 'new' ? null : editing,
              (_saved, text, kind) => {
                close()
                toast(text, kind)
                reload()
              },
              close,
            )}
          </Fragment>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={confirm.title}
        message={deleting ? confirm.message(deleting) : ''}
        confirmLabel={confirm.label}
        danger
        busy={busy === deleting?._id}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
      {toasts}
    </div>
  )
}

/** A row's Edit and Delete buttons, named for the person they act on. */
export function PersonActions<T extends { _id: string }>({ people, item, name }: { people: PeopleState<T>; item: T; name: string }) {
  if (!people.editable) return null
  return (
    <div className="person-actions">
      <button type="button" className="admin-btn admin-btn-small" onClick={() => people.setEditing(item)} aria-label={`Edit ${name}`}>
        Edit
      </button>
      <button
        type="button"
        className="admin-btn admin-btn-small admin-btn-danger"
        onClick={() => people.setDeleting(item)}
        aria-label={`Delete ${name}`}
      >
        Delete
      </button>
    </div>
  )
}
