import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import reorderCss from './reorder.css?inline'

// The one way a list is put in order in the portal (agents, partners, team members, values, cities, the hero
// gallery, a listing's photos): drag a row onto another, or from the keyboard with a row's move buttons or the
// arrow keys on its handle. Each move is told to screen readers in a polite live region, and keyboard focus
// follows the row it moved. Saving is the list's own: at once (agents, partners, photos) or with its section.

type Words = readonly [earlier: string, later: string]
/** "up"/"down" for lists, "earlier"/"later" for grids. */
export const LIST_WORDS: Words = ['up', 'down']
export const GRID_WORDS: Words = ['earlier', 'later']

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

export function useReorder<T>({
  items,
  keyOf,
  nameOf,
  onMove,
  enabled = true,
  words = LIST_WORDS,
  said,
}: {
  items: readonly T[]
  /** A key of each item: its id, or its position for a list without ids (values, cities, the gallery). */
  keyOf: (item: T, index: number) => string
  /** How a move names the item ("Riley Novak", "Photo 2"). */
  nameOf: (item: T, index: number) => string
  /** The new order; `to` is where the moved item now is. */
  onMove: (next: T[], from: number, to: number) => void
  enabled?: boolean
  words?: Words
  /** What the live region says after a move (default: "<name> moved to position 2 of 5."). */
  said?: (name: string, to: number, count: number) => string
}) {
  const [dragging, setDragging] = useState<number | null>(null)
  const [dropAt, setDropAt] = useState<number | null>(null)
  const [announce, setAnnounce] = useState('')
  const focusAfterMove = useRef<string | null>(null)
  const scope = `reorder-${useId().replace(/[^A-Za-z0-9]/g, '')}`

  useEffect(() => {
    if (!focusAfterMove.current) return
    document.getElementById(focusAfterMove.current)?.focus()
    focusAfterMove.current = null
  }, [items])

  const domId = (part: 'earlier' | 'later' | 'handle', key: string) => `${scope}-${part}-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`

  /** Moves the item at `from` to `to`; `focus` names the control that keeps keyboard focus after the move. */
  const move = (from: number, to: number, focus?: 'earlier' | 'later' | 'handle') => {
    if (!enabled || from === to || to < 0 || to >= items.length) return
    const item = items[from]!
    // Where it lands: a list keyed by position (values, cities) names the moved row by its new place.
    const key = keyOf(item, to)
    // A button that is disabled at the end of the list hands focus to its twin.
    const part = focus === 'earlier' && to === 0 ? 'later' : focus === 'later' && to === items.length - 1 ? 'earlier' : focus
    if (part) focusAfterMove.current = domId(part, key)
    const name = nameOf(item, from)
    setAnnounce(said ? said(name, to, items.length) : `${name} moved to position ${to + 1} of ${items.length}.`)
    onMove(moved(items, from, to), from, to)
  }

  /** Props of each row: drag to move it onto another row. */
  const rowProps = (index: number) => ({
    draggable: enabled,
    'data-reorder': dragging === index ? 'dragging' : dropAt === index && dragging !== null ? 'target' : undefined,
    onDragStart: (e: DragEvent) => {
      if (!enabled) return
      setDragging(index)
      e.dataTransfer.effectAllowed = 'move'
      e.dataTransfer.setData('text/plain', keyOf(items[index]!, index))
    },
    onDragOver: (e: DragEvent) => {
      if (dragging === null) return
      e.preventDefault()
      setDropAt(index)
    },
    onDrop: (e: DragEvent) => {
      if (dragging === null) return
      e.preventDefault()
      move(dragging, index)
      setDragging(null)
      setDropAt(null)
    },
    onDragEnd: () => {
      setDragging(null)
      setDropAt(null)
    },
  })

  return { move, rowProps, announce, domId, words, enabled, count: items.length, keyOf, nameOf, items }
}
export type Reorder<T> = ReturnType<typeof useReorder<T>>

/** The live region that tells where a moved row went. */
export function ReorderStatus({ reorder }: { reorder: { announce: string } }) {
  return (
    <p className="sr-only" aria-live="polite">
      {reorder.announce}
    </p>
  )
}

/**
 * A row's move controls: a handle that the arrow keys move (and the mouse drags, with the row), and one button each
 * way. `label` names the item in the buttons ("Move Riley Novak up", "Move photo 2 earlier").
 */
export function MoveControls<T>({ reorder, index, label }: { reorder: Reorder<T>; index: number; label?: string }) {
  if (!reorder.enabled) return null
  const item = reorder.items[index]!
  const key = reorder.keyOf(item, index)
  const name = label ?? reorder.nameOf(item, index)
  const [earlier, later] = reorder.words
  const onKeyDown = (e: KeyboardEvent) => {
    const step = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 }[e.key]
    const to = e.key === 'Home' ? 0 : e.key === 'End' ? reorder.count - 1 : step === undefined ? undefined : index + step
    if (to === undefined) return
    e.preventDefault()
    reorder.move(index, to, 'handle')
  }
  return (
    <div className="reorder-controls">
      <InlineStyle name="admin-reorder" css={reorderCss} />
      <button
        type="button"
        id={reorder.domId('handle', key)}
        className="reorder-handle"
        aria-label={`Reorder ${name}: position ${index + 1} of ${reorder.count}. Arrow keys move it.`}
        onKeyDown={onKeyDown}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <button
        type="button"
        id={reorder.domId('earlier', key)}
        disabled={index === 0}
        aria-label={`Move ${name} ${earlier}`}
        onClick={() => reorder.move(index, index - 1, 'earlier')}
      >
        <span aria-hidden="true">{earlier === 'up' ? '↑' : '←'}</span>
      </button>
      <button
        type="button"
        id={reorder.domId('later', key)}
        disabled={index === reorder.count - 1}
        aria-label={`Move ${name} ${later}`}
        onClick={() => reorder.move(index, index + 1, 'later')}
      >
        <span aria-hidden="true">{later === 'down' ? '↓' : '→'}</span>
      </button>
    </div>
  )
}
