import { useId, useState } from 'react'
import { NavLink, useLocation } from 'react-router'
import { useNewLeads } from '#app/admin/leads/use-new-leads.ts'

// The six portal links (docs/product.md#portal-layout-and-navigation), the current one highlighted
// (NavLink sets aria-current="page"). On a phone they fold behind a Menu button.

export const ADMIN_LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/properties', label: 'Properties' },
  { to: '/admin/content', label: 'Content' },
  { to: '/admin/contacts', label: 'Contacts' },
  { to: '/admin/agents', label: 'Agents' },
  { to: '/admin/partners', label: 'Partners' },
] as const

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
          {ADMIN_LINKS.map((l) => (
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
              <li>
                <NavLink to="/admin/account">Account and security</NavLink>
              </li>
              <li>
                <NavLink to="/admin/users">Staff users</NavLink>
              </li>
              <li>
                <NavLink to="/admin/activity">Activity log</NavLink>
              </li>
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
