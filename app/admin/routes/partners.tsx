import { useEffect, useRef, useState } from 'react'
import { useLoaderData } from 'react-router'
import type { Route } from './+types/partners'
import type { StaffPartner } from '#core/people/people.ts'
import { requireStaff } from '#app/admin/lib/guard.ts'
import { readForScreen } from '#app/admin/lib/screen-data.ts'
import { staffRequest, errorMessage } from '#app/admin/lib/request.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { PartnerForm } from '#app/admin/people/partner-form.tsx'
import { PersonAvatar } from '#app/admin/people/person-avatar.tsx'
import { PeopleScreen, PersonActions, usePeople } from '#app/admin/people/people-screen.tsx'

// Partners: the order here is the order of
// /our-partners, changed by dragging a row or with its arrow buttons (keyboard).

const ENDPOINT = '/api/admin/partners'

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff(request)
  return readForScreen<StaffPartner[]>(request, ENDPOINT)
}

export const meta: Route.MetaFunction = () => pageMeta('Partners', 'Admin portal.')

function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

export default function AdminPartners() {
  const people = usePeople<StaffPartner>(ENDPOINT, useLoaderData<typeof clientLoader>(), { noun: 'partner', nameOf: (p) => p.title })
  const { items: partners, setItems: setPartners, toast } = people
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
      const saved = await staffRequest<StaffPartner[]>('/api/admin/partners/order', {
        method: 'PUT',
        body: { ids: next.map((p) => p._id) },
      })
      setPartners(() => saved)
      toast('Order saved.')
    } catch (err) {
      setPartners(() => before)
      toast(errorMessage(err, 'The order could not be saved.'), 'error')
    }
  }

  return (
    <PeopleScreen
      people={people}
      title="Partners"
      lead={`Shown on the Our Partners page in this order.${people.editable ? ' Drag a row or use its arrows to move it.' : ''}`}
      noun="partner"
      loading="Loading partners…"
      empty={{ title: 'No Partners Yet', text: 'Add a partner to show them on the Our Partners page.' }}
      announce={announce}
      list={(partners) => (
        <ol className="people-list" aria-label="Partners in display order">
          {partners.map((p, i) => (
            <li
              key={p._id}
              className={
                [dragging === i ? 'is-dragging' : '', dropAt === i && dragging !== i ? 'is-drop-target' : ''].join(' ').trim() || undefined
              }
              draggable={people.editable}
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
              {people.editable && (
                <span className="drag-handle" aria-hidden="true" title="Drag to move">
                  ⠿
                </span>
              )}
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
              {people.editable && (
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
              )}
              <PersonActions people={people} item={p} name={p.title} />
            </li>
          ))}
        </ol>
      )}
      form={(partner, onSaved, onCancel) => <PartnerForm partner={partner} onSaved={onSaved} onCancel={onCancel} />}
      confirm={{
        title: 'Delete this partner?',
        label: 'Delete partner',
        message: (p) => `${p.title} will be removed from the Our Partners page. This cannot be undone.`,
      }}
    />
  )
}

clientLoader.hydrate = true as const
