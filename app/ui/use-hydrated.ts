import { useSyncExternalStore } from 'react'

const never = () => () => {}

/** False in the server render and while the page hydrates, true from then on (no extra effect, no mismatch). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
