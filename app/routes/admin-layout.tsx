import { NavLink, Outlet, useLocation, useNavigate } from 'react-router'
import { clearAdminSession, readAdminUser } from '~/admin/lib/session'

// The admin portal renders in the browser only (spec 2 §2 admin layout).
export function clientLoader() {
  return { user: readAdminUser() }
}

export function HydrateFallback() {
  return <p className="admin-loading">Loading the admin portal…</p>
}

const LINKS = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/properties', label: 'Properties' },
  { to: '/admin/content', label: 'Content' },
  { to: '/admin/contacts', label: 'Contacts' },
  { to: '/admin/agents', label: 'Agents' },
  { to: '/admin/partners', label: 'Partners' },
]

export default function AdminLayout() {
  const user = readAdminUser()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const onLogin = pathname === '/admin/login'
  return (
    <div className="admin">
      <header className="admin-bar">
        <nav className="container admin-nav" aria-label="Admin">
          <strong className="admin-brand">Admin Portal</strong>
          {!onLogin && (
            <>
              <ul>
                {LINKS.map((l) => (
                  <li key={l.to}>
                    <NavLink to={l.to}>{l.label}</NavLink>
                  </li>
                ))}
              </ul>
              <span className="admin-greeting">{user ? `Welcome, ${user.username}` : 'Admin'}</span>
              <button
                type="button"
                className="btn btn-outline-light btn-sm"
                onClick={() => {
                  clearAdminSession()
                  navigate('/admin/login')
                }}
              >
                Logout
              </button>
            </>
          )}
        </nav>
      </header>
      <main id="main" className="container admin-main">
        <Outlet />
      </main>
    </div>
  )
}

clientLoader.hydrate = true as const
