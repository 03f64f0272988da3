import { NavLink } from 'react-router'
import { useT } from '#app/i18n/use-t.ts'
import { useSavedCount } from './saved-homes-store.ts'

/** The header's way to this browser's saved homes: a heart with their number once there are some. */
export function SavedHomesLink() {
  const count = useSavedCount()
  const { t, href } = useT()
  return (
    <NavLink to={href('/saved')} className="navbar-saved">
      <span className="sr-only">{t('nav.saved')}</span>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 2.8 5 6.4 5c2.1 0 3.6 1.2 4.6 2.6C12 6.2 13.5 5 15.6 5c3.6 0 5.5 3.6 4 6.9C19.5 16.4 12 21 12 21z"
          fill={count > 0 ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {count > 0 && <span className="navbar-saved-count">{count}</span>}
    </NavLink>
  )
}
