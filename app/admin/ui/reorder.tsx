import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent, type PointerEvent } from 'react'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import reorderCss from './reorder.css?inline'

// The one way a list is put in order in the portal (agents, partners, team members, values, cities, the hero
// gallery, a listing's photos): drag a row onto another, or from the keyboard with a row's move buttons or the
// arrow keys on its handle. Each move is told to screen readers in a polite live region, and keyboard focus
// follows the row it moved. Saving is the list's own: at once (agents, partners, photos) or with its section.
//
// A mouse drags a row with the browser's drag and drop. Touch screens and pens fire none of its events, so a finger
// or pen drags the row by its handle with pointer events (docs/decisions/0122-previews-touch-counts.md): the handle
// alone takes `touch-action: none`, so the page still scrolls everywhere else, and near the window's edge a drag
// brings the next row into view. The lifted row follows the finger, and scrolling is smooth, unless the system asks
// for reduced motion.

/** How close to the window's top or bottom (px) a finger's drag brings the next row into view. */
const EDGE = 56
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** A drag by finger or pen under way: which row, which pointer, and where on the row it was taken. */
interface PointerDrag {
  from: number
  pointerId: number
  row: HTMLElement
  grab: { x: number; y: number }
  shift: { x: number; y: number }
}

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
  const pointerDrag = useRef<PointerDrag | null>(null)
  // While a finger drags, no row is draggable: a long press would otherwise start the browser's own drag and cancel it.
  const [touching, setTouching] = useState(false)
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

  const rowSelector = `[data-reorder-row="${scope}"]`
  /** The row of this list under a point of the window, the dragged one left out. */
  const rowAt = (x: number, y: number, dragged: HTMLElement): HTMLElement | undefined =>
    document
      .elementsFromPoint(x, y)
      .map((el) => el.closest<HTMLElement>(rowSelector))
      .find((row): row is HTMLElement => row !== null && row !== dragged)
  const indexOf = (row: HTMLElement | undefined) => (row ? Number(row.dataset.reorderIndex) : null)

  function endPointerDrag() {
    const drag = pointerDrag.current
    if (!drag) return
    drag.row.style.removeProperty('translate')
    pointerDrag.current = null
    setTouching(false)
    setDragging(null)
    setDropAt(null)
  }

  /** Props of a row's handle: a finger or pen drags the row by it (a mouse drags the row itself, see rowProps). */
  const handleProps = (index: number) => ({
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (!enabled || e.pointerType === 'mouse' || !e.isPrimary || pointerDrag.current) return
      const row = e.currentTarget.closest<HTMLElement>(rowSelector)
      if (!row) return
      e.currentTarget.setPointerCapture(e.pointerId)
      const box = row.getBoundingClientRect()
      pointerDrag.current = {
        from: index,
        pointerId: e.pointerId,
        row,
        grab: { x: e.clientX - box.left, y: e.clientY - box.top },
        shift: { x: 0, y: 0 },
      }
      setTouching(true)
      setDragging(index)
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const drag = pointerDrag.current
      if (!drag || drag.pointerId !== e.pointerId) return
      const over = rowAt(e.clientX, e.clientY, drag.row)
      if (over) setDropAt(indexOf(over))
      const reduce = reducedMotion()
      if (!reduce) {
        // The row's place without its shift, wherever the page has scrolled since: the finger keeps its grip on it.
        const box = drag.row.getBoundingClientRect()
        drag.shift = {
          x: e.clientX - drag.grab.x - (box.left - drag.shift.x),
          y: e.clientY - drag.grab.y - (box.top - drag.shift.y),
        }
        drag.row.style.setProperty('translate', `${drag.shift.x}px ${drag.shift.y}px`)
      }
      const towards = e.clientY < EDGE ? -1 : e.clientY > window.innerHeight - EDGE ? 1 : 0
      const near = indexOf(over) ?? drag.from
      if (towards !== 0)
        document
          .querySelector(`${rowSelector}[data-reorder-index="${near + towards}"]`)
          ?.scrollIntoView({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' })
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      const drag = pointerDrag.current
      if (!drag || drag.pointerId !== e.pointerId) return
      const to = indexOf(rowAt(e.clientX, e.clientY, drag.row))
      endPointerDrag()
      if (to !== null) move(drag.from, to, 'handle')
    },
    onPointerCancel: endPointerDrag,
    onLostPointerCapture: endPointerDrag,
  })

  /** Props of each row: a mouse drags it onto another row (a finger or pen, its handle: handleProps). */
  const rowProps = (index: number) => ({
    draggable: enabled && !touching,
    'data-reorder-row': scope,
    'data-reorder-index': index,
    'data-reorder': dragging === index ? (touching ? 'lifted' : 'dragging') : dropAt === index && dragging !== null ? 'target' : undefined,
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

  return { move, rowProps, handleProps, announce, domId, words, enabled, count: items.length, keyOf, nameOf, items }
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
 * A row's move controls: a handle that the arrow keys move (and a finger, pen or mouse drags, with the row), and one button each
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
        {...reorder.handleProps(index)}
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
