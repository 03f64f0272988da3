import type { Visible } from '#core/listings/saved-homes.ts'
import { savedHomes, useIsSaved } from './saved-homes-store.ts'
import { useT } from '#app/i18n/use-t.ts'
import { SavedHeart } from './saved-heart.tsx'

/**
 * The heart that keeps a home in this browser (docs/decisions/0160-saved-homes-in-the-browser.md): a toggle button
 * (aria-pressed, its name the same either way) on every card and listing page. A press before the page's scripts have
 * run is done again once they have (app/ui/scripts-after-paint.server.ts).
 */
export function SaveHomeButton({
  home,
  className,
  withText = false,
}: {
  home: { _id: string; title: string } & Visible
  className: string
  withText?: boolean
}) {
  const { t } = useT('property')
  const saved = useIsSaved(home._id)
  return (
    <button
      type="button"
      className={`${className}${saved ? ' is-saved' : ''}`}
      aria-pressed={saved}
      aria-label={withText ? undefined : t('save.label', { title: home.title })}
      onClick={() => (saved ? savedHomes.remove(home._id) : savedHomes.save(home))}
    >
      <SavedHeart filled={saved} size={20} />
      {withText && <span>{t('save.button')}</span>}
    </button>
  )
}
