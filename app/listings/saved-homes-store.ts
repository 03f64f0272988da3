import { useSyncExternalStore } from 'react'
import { readSavedHomes, seenOf, withSaved, type SavedHome, type Visible } from '#core/listings/saved-homes.ts'
import { syncSavedHomes } from '#app/leads/alert-tie.ts'

// The saved homes of this browser (docs/decisions/0160-saved-homes-in-the-browser.md), in localStorage: every heart on
// the page and the saved homes page read one store, and another tab's change reaches them through the storage event.

const KEY = 'saved-homes'
const listeners = new Set<() => void>()
const EMPTY: SavedHome[] = []
let cache: { raw: string | null; list: SavedHome[] } = { raw: null, list: EMPTY }

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    // Storage refused (a private window's settings): nothing can be kept.
    return undefined
  }
}

/** The list as stored, the same array while it does not change (what useSyncExternalStore needs). */
function snapshot(): SavedHome[] {
  const raw = storage()?.getItem(KEY) ?? null
  if (raw !== cache.raw) {
    let value: unknown = []
    try {
      value = raw ? JSON.parse(raw) : []
    } catch {
      value = []
    }
    const list = readSavedHomes(value)
    // No homes is the server's answer too, so a page with none does not draw its hearts again after hydrating.
    cache = { raw, list: list.length > 0 ? list : EMPTY }
  }
  return cache.list
}

function write(list: SavedHome[]): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(list))
  } catch {
    // Full or refused: the heart shows what is kept.
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  const other = (e: StorageEvent) => e.key === KEY && listener()
  window.addEventListener('storage', other)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', other)
  }
}

/** This browser's saved homes, newest first; none while the page renders on the server. */
export const useSavedHomes = (): SavedHome[] => useSyncExternalStore(subscribe, snapshot, () => EMPTY)

/** Whether this browser keeps the home: a heart redraws only when its own answer changes, not when another home's does. */
export const useIsSaved = (id: string): boolean =>
  useSyncExternalStore(
    subscribe,
    () => snapshot().some((h) => h.id === id),
    () => false,
  )

/** How many homes this browser keeps. */
export const useSavedCount = (): number =>
  useSyncExternalStore(
    subscribe,
    () => snapshot().length,
    () => 0,
  )

export const savedHomes = {
  save(home: { _id: string; title: string } & Visible): void {
    write(withSaved(snapshot(), { id: home._id, title: home.title, savedAt: new Date().toISOString(), seen: seenOf(home) }))
    syncSavedHomes({ add: [{ id: home._id, title: home.title }] })
  },
  remove(id: string): void {
    write(snapshot().filter((h) => h.id !== id))
    syncSavedHomes({ remove: [id] })
  },
  /** Adds the homes of the address's list (opened by its private link) that this browser does not keep yet. */
  merge(homes: Array<{ id: string; title: string } & { seen: SavedHome['seen'] }>): void {
    const kept = new Set(snapshot().map((h) => h.id))
    const added = homes.filter((h) => !kept.has(h.id)).map((h) => ({ ...h, savedAt: new Date().toISOString() }))
    if (added.length > 0) write([...snapshot(), ...added])
  },
  /** Marks these homes as seen as they are now: their changes are no longer news. */
  seen(updates: Array<{ id: string } & Visible>): void {
    const now = new Map(updates.map((u) => [u.id, seenOf(u)]))
    write(snapshot().map((h) => (now.has(h.id) ? { ...h, seen: now.get(h.id)! } : h)))
  },
}
