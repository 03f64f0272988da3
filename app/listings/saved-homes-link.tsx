import { NavLink } from 'react-router'
import { useT } from '#app/i18n/use-t.ts'
import { useSavedCount } from './saved-homes-store.ts'
import { SavedHeart } from './saved-heart.tsx'

/** The header's way to this browser's saved homes: a heart with their number once there are some. */
export function SavedHomesLink() {
  const count = useSavedCount()
  const { t, href } = useT()
  return (
    <NavLink to={href('/saved')} className="navbar-saved">
      <span className="sr-only">{t('nav.saved')}</span>
      <SavedHeart filled={count > 0} size={22} />
      {count > 0 && <span className="navbar-saved-count">{count}</span>}
    </NavLink>
  )
}
