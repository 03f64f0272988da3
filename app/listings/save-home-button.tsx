import type { Visible } from '#core/listings/saved-homes.ts'
import { savedHomes, useIsSaved } from './saved-homes-store.ts'
import { useT } from '#app/i18n/use-t.ts'

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
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 2.8 5 6.4 5c2.1 0 3.6 1.2 4.6 2.6C12 6.2 13.5 5 15.6 5c3.6 0 5.5 3.6 4 6.9C19.5 16.4 12 21 12 21z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {withText && <span>{t('save.button')}</span>}
    </button>
  )
}
