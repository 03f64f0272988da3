import { useId, useState } from 'react'
import { NavLink, useLocation } from 'react-router'
import { useNewLeads } from '#app/admin/leads/use-new-leads.ts'
import { staffCan } from '#app/admin/lib/session.ts'
import type { Permission } from '#core/staff/permissions.ts'

// The six portal links (docs/product.md#portal-layout-and-navigation), the current one highlighted
// (NavLink sets aria-current="page"). On a phone they fold behind a Menu button.
// A link shows only to a role that may use its screen (core/staff/permissions.ts).

export const ADMIN_LINKS: ReadonlyArray<{ to: string; label: string; needs: Permission }> = [
  { to: '/admin/dashboard', label: 'Dashboard', needs: 'signed-in' },
  { to: '/admin/properties', label: 'Properties', needs: 'catalog.read' },
  { to: '/admin/content', label: 'Content', needs: 'content.edit' },
  { to: '/admin/contacts', label: 'Contacts', needs: 'leads.read' },
  // Beside the spec's six: the showings the tour form books (docs/decisions/0138-showings-for-staff.md).
  { to: '/admin/showings', label: 'Showings', needs: 'leads.read' },
  { to: '/admin/agents', label: 'Agents', needs: 'catalog.read' },
  { to: '/admin/partners', label: 'Partners', needs: 'catalog.read' },
]

/** The user menu's screens. */
const ACCOUNT_LINKS: ReadonlyArray<{ to: string; label: string; needs: Permission }> = [
  { to: '/admin/account', label: 'Account and security', needs: 'signed-in' },
  { to: '/admin/users', label: 'Staff users', needs: 'staff.manage' },
  { to: '/admin/activity', label: 'Activity log', needs: 'activity.read' },
  { to: '/admin/fair-housing', label: 'Fair housing rules', needs: 'content.edit' },
  { to: '/admin/disclosure-text', label: 'Licensee disclosure text', needs: 'leads.read' },
]

export function StaffNav({ greeting, onLogout }: { greeting: string; onLogout: () => void }) {
  const { pathname } = useLocation()
  // The phone menu is open on the page it was opened on; a new page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const menuId = useId()
  const newLeads = useNewLeads()

  return (
    <nav className="admin-nav" aria-label="Admin">
      <button
        type="button"
        className="admin-menu-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span className="admin-menu-icon" aria-hidden="true" />
        Menu
      </button>
      <div id={menuId} className={`admin-nav-panel${open ? ' is-open' : ''}`}>
        <ul className="admin-links">
          {ADMIN_LINKS.filter((l) => staffCan(l.needs)).map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} prefetch="intent">
                {l.label}
                {l.to === '/admin/contacts' && newLeads ? (
                  <span className="admin-nav-badge" aria-label={`, ${newLeads} new`}>
                    {newLeads}
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="admin-user">
          <details
            className="admin-user-menu"
            key={pathname}
            onKeyDown={(e) => {
              // Escape closes the menu and returns to its button, as in a native menu.
              if (e.key === 'Escape' && e.currentTarget.open) {
                e.currentTarget.open = false
                e.currentTarget.querySelector('summary')?.focus()
              }
            }}
          >
            <summary>
              <span className="admin-greeting">{greeting}</span>
            </summary>
            <ul>
              {ACCOUNT_LINKS.filter((l) => staffCan(l.needs)).map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to}>{l.label}</NavLink>
                </li>
              ))}
            </ul>
          </details>
          <button type="button" className="admin-logout" onClick={onLogout}>
            Logout
          </button>
        </div>
      </div>
    </nav>
  )
}
