import { useEffect, useRef, useState } from 'react'
import { useT } from '#app/i18n/use-t.ts'
import { LanguageSwitch } from './language-switch.tsx'
import { Link, NavLink, useLocation } from 'react-router'
import { Logo } from './logo.tsx'
import { pageLinks, type PageLink } from './page-links.tsx'
import { SavedHomesLink } from '#app/listings/saved-homes-link.tsx'
import { ChevronDown, ChevronRight, CloseIcon, MenuIcon } from '#app/ui/icons.tsx'

// Public navigation bar (docs/product.md#layout-and-navigation).
const MAIN_LINKS = pageLinks({
  '/': 'nav.home',
  '/properties': 'nav.buy',
  '/rentals': 'nav.rentals',
  '/upcoming': 'nav.upcoming',
  '/agents': 'nav.agents',
})

const SERVICES_LINKS = pageLinks({ '/sell-to-us': 'nav.sellToUs', '/mortgage-calculator': 'nav.mortgageCalculator' })
const ABOUT_LINKS = pageLinks({ '/about-us': 'nav.aboutUs', '/about': 'nav.leadership', '/our-vision': 'nav.vision' })
const PARTNERS_LINKS = pageLinks({ '/our-partners': 'nav.partners', '/preferred-bidders': 'nav.bidders' })
/** The menus' pages fetched as the pointer comes near them, like the main links. */
const PREFETCHED = new Set(['/mortgage-calculator'])

type MenuId = 'services' | 'about' | 'partners' | null

export function Navbar() {
  const location = useLocation()
  const { t, href, lang } = useT()
  const [mobileOpen, setMobileOpen] = useState(false)
  const [openMenu, setOpenMenu] = useState<MenuId>(null)
  const [partnersOpen, setPartnersOpen] = useState(false)
  const navRef = useRef<HTMLElement>(null)

  // The mobile menu and every dropdown close on each route change (adjusted during render, not in an effect).
  const routeKey = location.pathname + location.search
  const [seenRoute, setSeenRoute] = useState(routeKey)
  if (seenRoute !== routeKey) {
    setSeenRoute(routeKey)
    setMobileOpen(false)
    setOpenMenu(null)
    setPartnersOpen(false)
  }

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpenMenu(null)
        setPartnersOpen(false)
      }
    }
    const onClick = (e: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(e.target as Node)) setOpenMenu(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
    }
  }, [])

  const toggle = (id: Exclude<MenuId, null>) => setOpenMenu((m) => (m === id ? null : id))

  return (
    <header className="site-header">
      <nav className="navbar container" aria-label={t('nav.label')} ref={navRef}>
        <Link to={href('/')} prefetch="intent" className="navbar-brand" aria-label={t('nav.brand')}>
          <Logo />
        </Link>
        <SavedHomesLink />
        <button
          type="button"
          className="navbar-toggle"
          aria-expanded={mobileOpen}
          aria-controls="main-menu"
          aria-label={mobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMobileOpen((o) => !o)}
        >
          {mobileOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
        </button>
        <div
          id="main-menu"
          className={`navbar-menu${mobileOpen ? ' is-open' : ''}`}
          onClick={(e) => {
            // Close at once on a link click; the route-change effect covers every other navigation.
            if ((e.target as HTMLElement).closest('a')) {
              setMobileOpen(false)
              setOpenMenu(null)
            }
          }}
        >
          <ul className="nav-links">
            {MAIN_LINKS.map((l) => (
              <li key={l.to}>
                <NavLink to={href(l.to)} prefetch="intent" end={l.to === '/'} className="nav-link">
                  {t(l.label)}
                </NavLink>
              </li>
            ))}
            <Menu id="menu-services" label={t('nav.services')} open={openMenu === 'services'} onToggle={() => toggle('services')}>
              <MenuLinks links={SERVICES_LINKS} />
            </Menu>
            <Menu id="menu-about" label={t('nav.aboutUs')} open={openMenu === 'about'} onToggle={() => toggle('about')}>
              <MenuLinks links={ABOUT_LINKS} />
              <Menu id="menu-partners" label={t('nav.partners')} open={partnersOpen} onToggle={() => setPartnersOpen((o) => !o)} nested>
                <MenuLinks links={PARTNERS_LINKS} />
              </Menu>
            </Menu>
          </ul>
          <LanguageSwitch lang={lang} label={t('language.switch')} title={t('language.switchLabel')} />
          <Link to={href('/contact')} prefetch="intent" className="btn btn-accent navbar-cta">
            {t('nav.contactUs')}
          </Link>
        </div>
      </nav>
    </header>
  )
}

/** A dropdown of the bar (or, `nested`, a menu inside one): its button, and its list of links shown while it is open. */
function Menu({
  id,
  label,
  open,
  onToggle,
  nested = false,
  children,
}: {
  id: string
  label: string
  open: boolean
  onToggle: () => void
  nested?: boolean
  children: React.ReactNode
}) {
  return (
    <li className={`${nested ? 'submenu' : 'dropdown'}${open ? ' is-open' : ''}`}>
      <button
        type="button"
        className={nested ? 'dropdown-link submenu-toggle' : 'nav-link dropdown-toggle'}
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
      >
        {label} {nested ? <ChevronRight size={16} /> : <ChevronDown size={16} />}
      </button>
      <ul id={id} className={nested ? 'submenu-menu' : 'dropdown-menu'}>
        {children}
      </ul>
    </li>
  )
}

/** A menu's pages, each a link in the page's language. */
function MenuLinks({ links }: { links: PageLink[] }) {
  const { t, href } = useT()
  return links.map((l) => (
    <li key={l.to}>
      <NavLink to={href(l.to)} prefetch={PREFETCHED.has(l.to) ? 'intent' : undefined} className="dropdown-link">
        {t(l.label)}
      </NavLink>
    </li>
  ))
}
