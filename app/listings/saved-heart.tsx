/**
 * The heart of saved homes (the save button on cards and listing pages, the header's link to /saved): drawn here
 * rather than from the icon sprite, because it fills when something is saved.
 */
export function SavedHeart({ filled, size }: { filled: boolean; size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 2.8 5 6.4 5c2.1 0 3.6 1.2 4.6 2.6C12 6.2 13.5 5 15.6 5c3.6 0 5.5 3.6 4 6.9C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  )
}
