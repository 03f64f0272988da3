import { useLoaderData } from 'react-router'
import type { Route } from './+types/partners'
import type { StaffPartner } from '#core/people/people.ts'
import { requireStaff } from '#app/admin/lib/guard.ts'
import { readForScreen } from '#app/admin/lib/screen-data.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { PartnerForm } from '#app/admin/people/partner-form.tsx'
import { PersonAvatar } from '#app/admin/people/person-avatar.tsx'
import { PeopleScreen, PersonActions, usePeople, useSavedOrder } from '#app/admin/people/people-screen.tsx'
import { MoveControls } from '#app/admin/ui/reorder.tsx'

// Partners: the order here is the order of
// /our-partners, changed by dragging a row or with its arrow buttons (keyboard).

const ENDPOINT = '/api/admin/partners'

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaff(request)
  return readForScreen<StaffPartner[]>(request, ENDPOINT)
}

export const meta: Route.MetaFunction = () => pageMeta('Partners', 'Admin portal.')

export default function AdminPartners() {
  const people = usePeople<StaffPartner>(ENDPOINT, useLoaderData<typeof clientLoader>(), { noun: 'partner', nameOf: (p) => p.title })
  const reorder = useSavedOrder(people, ENDPOINT)

  return (
    <PeopleScreen
      people={people}
      title="Partners"
      lead={`Shown on the Our Partners page in this order.${people.editable ? ' Drag a row, or use its arrows or the arrow keys on its handle, to move it.' : ''}`}
      noun="partner"
      loading="Loading partners…"
      empty={{ title: 'No Partners Yet', text: 'Add a partner to show them on the Our Partners page.' }}
      announce={reorder.announce}
      list={(partners) => (
        <ol className="people-list" aria-label="Partners in display order">
          {partners.map((p, i) => (
            <li key={p._id} {...reorder.rowProps(i)}>
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
              <MoveControls reorder={reorder} index={i} />
              <PersonActions people={people} item={p} name={p.title} />
            </li>
          ))}
        </ol>
      )}
      form={(partner, onSaved, onCancel) => <PartnerForm record={partner} onSaved={onSaved} onCancel={onCancel} />}
      confirm={{
        title: 'Delete this partner?',
        label: 'Delete partner',
        message: (p) => `${p.title} will be removed from the Our Partners page. This cannot be undone.`,
      }}
    />
  )
}

clientLoader.hydrate = true as const
