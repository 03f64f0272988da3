import { useEffect, useRef, useState } from 'react'
import { useT } from '#app/i18n/use-t.ts'
import { LanguageSwitch } from './language-switch.tsx'
import { Link, NavLink, useLocation } from 'react-router'
import { Logo } from './logo.tsx'
import { pageLinks } from './page-links.tsx'
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
            <li className={`dropdown${openMenu === 'services' ? ' is-open' : ''}`}>
              <button
                type="button"
                className="nav-link dropdown-toggle"
                aria-expanded={openMenu === 'services'}
                aria-controls="menu-services"
                onClick={() => toggle('services')}
              >
                {t('nav.services')} <ChevronDown size={16} />
              </button>
              <ul id="menu-services" className="dropdown-menu">
                <li>
                  <NavLink to={href('/sell-to-us')} className="dropdown-link">
                    {t('nav.sellToUs')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={href('/mortgage-calculator')} prefetch="intent" className="dropdown-link">
                    {t('nav.mortgageCalculator')}
                  </NavLink>
                </li>
              </ul>
            </li>
            <li className={`dropdown${openMenu === 'about' ? ' is-open' : ''}`}>
              <button
                type="button"
                className="nav-link dropdown-toggle"
                aria-expanded={openMenu === 'about'}
                aria-controls="menu-about"
                onClick={() => toggle('about')}
              >
                {t('nav.aboutUs')} <ChevronDown size={16} />
              </button>
              <ul id="menu-about" className="dropdown-menu">
                <li>
                  <NavLink to={href('/about-us')} className="dropdown-link">
                    {t('nav.aboutUs')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={href('/about')} className="dropdown-link">
                    {t('nav.leadership')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={href('/our-vision')} className="dropdown-link">
                    {t('nav.vision')}
                  </NavLink>
                </li>
                <li className={`submenu${partnersOpen ? ' is-open' : ''}`}>
                  <button
                    type="button"
                    className="dropdown-link submenu-toggle"
                    aria-expanded={partnersOpen}
                    aria-controls="menu-partners"
                    onClick={() => setPartnersOpen((o) => !o)}
                  >
                    {t('nav.partners')} <ChevronRight size={16} />
                  </button>
                  <ul id="menu-partners" className="submenu-menu">
                    <li>
                      <NavLink to={href('/our-partners')} className="dropdown-link">
                        {t('nav.partners')}
                      </NavLink>
                    </li>
                    <li>
                      <NavLink to={href('/preferred-bidders')} className="dropdown-link">
                        {t('nav.bidders')}
                      </NavLink>
                    </li>
                  </ul>
                </li>
              </ul>
            </li>
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
