import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'

// Ctrl+S (Cmd+S on a Mac) saves the open form of any portal editor: a content section, the listing editor, an agent
// or partner, a dialog with a form. One listener for the whole portal; each open editor registers itself. A form is
// submitted as its Save button submits it (requestSubmit), an editor without a form calls what its Save button calls,
// so the shortcut checks, saves and announces the outcome in the same way. With a form open the browser's own "Save page" dialog never appears; a form with no change saves
// nothing.

interface OpenForm {
  form: RefObject<HTMLElement | null>
  dirty: RefObject<boolean>
  save: RefObject<() => void>
  /** When it last had the focus or registered: the newest wins when the focus is in none of them. */
  seen: number
}

const open = new Set<OpenForm>()
let clock = 0

function onKeyDown(e: KeyboardEvent): void {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || e.key.toLowerCase() !== 's') return
  const forms = [...open].filter((f) => f.form.current?.isConnected)
  if (forms.length === 0) return
  e.preventDefault()
  const focused = document.activeElement
  // A dialog's form before the page's: the focus is in the dialog.
  const target =
    forms.find((f) => focused && f.form.current?.contains(focused)) ??
    forms.filter((f) => f.dirty.current).sort((a, b) => b.seen - a.seen)[0]
  if (!target?.dirty.current) return
  target.save.current()
}

function onFocusIn(e: FocusEvent): void {
  for (const f of open) if (e.target instanceof Node && f.form.current?.contains(e.target)) f.seen = ++clock
}

/**
 * Makes Ctrl+S / Cmd+S save the editor in `form` while it is shown and `dirty` (has changes it can save now): `save`,
 * or the form's own submit.
 */
export function useSaveShortcut(form: RefObject<HTMLElement | null>, dirty: boolean, save?: () => void): void {
  const dirtyRef = useRef(dirty)
  const saveRef = useRef<() => void>(() => undefined)
  // Synchronously after the render a keystroke caused, so a Ctrl+S pressed right after typing sees the change.
  useLayoutEffect(() => {
    dirtyRef.current = dirty
    saveRef.current = save ?? (() => (form.current instanceof HTMLFormElement ? form.current.requestSubmit() : undefined))
  }, [dirty, save, form])
  useEffect(() => {
    const entry: OpenForm = { form, dirty: dirtyRef, save: saveRef, seen: ++clock }
    if (open.size === 0) {
      window.addEventListener('keydown', onKeyDown)
      document.addEventListener('focusin', onFocusIn)
    }
    open.add(entry)
    return () => {
      open.delete(entry)
      if (open.size === 0) {
        window.removeEventListener('keydown', onKeyDown)
        document.removeEventListener('focusin', onFocusIn)
      }
    }
  }, [form])
}
