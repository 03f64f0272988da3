import { useEffect, useRef } from 'react'
import { Link, Outlet, useLocation, useNavigate } from 'react-router'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import adminCss from '#app/admin/ui/admin.css?inline'
import { StaffNav } from '#app/admin/ui/admin-nav.tsx'
import { PortalSearch } from '#app/admin/ui/portal-search.tsx'
import { staffRequest } from '#app/admin/lib/request.ts'
import { clearStaffSession, greetingName, hasStaffToken, readStaffUser } from '#app/admin/lib/session.ts'
import { forgetVerifiedSession } from '#app/admin/lib/guard.ts'

// The staff portal's frame (docs/product.md#portal-layout-and-navigation): no public navbar or
// footer; the Admin Portal label, the greeting, the six links and Logout.
// The portal renders in the browser only, where the session lives.

export function clientLoader() {
  return null
}

function Robots() {
  // The portal is never indexed; the server also sends X-Robots-Tag.
  return <meta name="robots" content="noindex, nofollow" />
}

export function HydrateFallback() {
  return (
    <div className="admin">
      <Robots />
      <InlineStyle name="admin" css={adminCss} />
      <header className="admin-bar">
        <div className="admin-bar-inner">
          <span className="admin-brand">Admin Portal</span>
        </div>
      </header>
      <p className="admin-loading" role="status">
        Loading the admin portal…
      </p>
    </div>
  )
}

export default function AdminLayout() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const onLogin = pathname === '/admin/login'
  const user = readStaffUser()
  const mainRef = useRef<HTMLElement>(null)

  // After a client-side page change, focus moves to the new page's main area for keyboard and screen-reader users.
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    mainRef.current?.focus({ preventScroll: true })
  }, [pathname])

  const logout = async () => {
    // The session ends on the server; storage is cleared whatever the answer.
    if (hasStaffToken()) await staffRequest('/api/auth/logout', { method: 'POST' }).catch(() => undefined)
    clearStaffSession()
    forgetVerifiedSession()
    navigate('/admin/login')
  }

  return (
    <div className="admin">
      <Robots />
      <InlineStyle name="admin" css={adminCss} />
      <a className="admin-skip" href="#admin-main">
        Skip to content
      </a>
      <header className="admin-bar">
        <div className="admin-bar-inner">
          <Link to={onLogin ? '/admin/login' : '/admin/dashboard'} className="admin-brand">
            Admin Portal
          </Link>
          {!onLogin && user && <PortalSearch />}
          {!onLogin && <StaffNav greeting={greetingName(user) ? `Welcome, ${greetingName(user)}` : 'Admin'} onLogout={logout} />}
        </div>
      </header>
      <main id="admin-main" ref={mainRef} tabIndex={-1} className={onLogin ? 'admin-main admin-main-login' : 'admin-main'}>
        <Outlet />
      </main>
    </div>
  )
}

clientLoader.hydrate = true as const
