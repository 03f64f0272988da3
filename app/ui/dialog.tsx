import { useEffect, useId, useRef, useState } from 'react'
import { CloseIcon } from './icons.tsx'
import { InlineStyle } from './inline-style.tsx'
import dialogCss from './dialog.css?inline'
import { useT } from '#app/i18n/use-t.ts'

interface Props {
  open: boolean
  onClose: () => void
  title: string
  /** A line under the title, e.g. the listing the form is about. */
  description?: React.ReactNode
  children: React.ReactNode
}

/**
 * A modal on the native <dialog>: the browser keeps focus inside, Escape
 * closes it and focus returns to the button that opened it. The page behind
 * does not scroll while it is open; a click on the backdrop closes it.
 */
export function Dialog({ open, onClose, title, description, children }: Props) {
  const { t } = useT('property')
  const ref = useRef<HTMLDialogElement>(null)
  const id = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null
      dialog.showModal()
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
      const root = document.documentElement
      const overflow = root.style.overflow
      root.style.overflow = 'hidden'
      return () => {
        root.style.overflow = overflow
        if (dialog.open) dialog.close()
        // The opener may have been re-rendered away; focus it only if it is still on the page.
        if (opener?.isConnected) opener.focus()
      }
    }
  }, [open])
  return (
    <>
      <InlineStyle name="dialog" css={dialogCss} />
      <dialog
        ref={ref}
        className="dialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-desc` : undefined}
        onClose={onClose}
        onCancel={(e) => {
          e.preventDefault()
          onClose()
        }}
        onClick={(e) => {
          if (e.target === e.currentTarget) onClose()
        }}
      >
        <div className="dialog-body">
          <div className="dialog-head">
            <h2 id={`${id}-title`}>{title}</h2>
            <button type="button" className="dialog-close" onClick={onClose} aria-label={t('dialog.close')}>
              <CloseIcon size={20} />
            </button>
          </div>
          {description && (
            <p id={`${id}-desc`} className="dialog-description">
              {description}
            </p>
          )}
          {open && children}
        </div>
      </dialog>
    </>
  )
}

/**
 * A button and the dialog it opens, side by side: the button reads the dialog's title after its icon; the dialog's
 * content is given the close, so a form can close it from Cancel or once it is sent. `onToggle` hears each opening
 * and closing.
 */
export function DialogButton({
  className = 'btn btn-outline btn-sm',
  icon,
  title,
  description,
  onToggle,
  children,
}: {
  /** The button's classes: an outlined small button unless given. */
  className?: string
  icon: React.ReactNode
  title: string
  description: string
  onToggle?: (open: boolean) => void
  children: (close: () => void) => React.ReactNode
}) {
  const [open, setOpen] = useState(false)
  const toggle = (next: boolean) => {
    if (next === open) return
    setOpen(next)
    onToggle?.(next)
  }
  return (
    <>
      <button type="button" className={className} onClick={() => toggle(true)} aria-haspopup="dialog">
        {icon} {title}
      </button>
      <Dialog open={open} onClose={() => toggle(false)} title={title} description={description}>
        {children(() => toggle(false))}
      </Dialog>
    </>
  )
}
