import { useCallback, useEffect, useRef, useState } from 'react'
import { CloseIcon } from '#app/ui/icons.tsx'

// The portal's outcome messages, in two forms:
// - a single notice (useNotice + Notice): a popup over a dimmed page that
//   closes on a click on the overlay, its close button or Escape, or, with
//   `toast`, the same message in a corner (banner and listing saves);
//   announced with role=status for success and role=alert for errors;
// - a stack of up to three corner toasts (useToasts) in one polite live
//   region per screen, for screens where several outcomes can follow quickly.

export type NoticeKind = 'success' | 'error'

/** How long each message stays: success 3 s, error 4 s; a single notice shown as a toast 4 s. */
const SHOWN_MS: Record<NoticeKind, number> = { success: 3000, error: 4000 }
const CORNER_NOTICE_MS = 4000

export interface NoticeMessage {
  kind: NoticeKind
  text: string
  /** A corner toast instead of the popup. */
  toast?: boolean
}

/** The single notice of a screen: `show` replaces what is shown. Render it with <Notice>. */
export function useNotice() {
  const [message, setMessage] = useState<NoticeMessage | null>(null)
  const show = useCallback((next: NoticeMessage) => setMessage(next), [])
  const close = useCallback(() => setMessage(null), [])
  return { message, show, close }
}

export function Notice({ message, onClose }: { message: NoticeMessage | null; onClose: () => void }) {
  useEffect(() => {
    if (!message) return
    const timer = window.setTimeout(onClose, message.toast ? CORNER_NOTICE_MS : SHOWN_MS[message.kind])
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose()
    }
    window.addEventListener('keydown', onKey)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('keydown', onKey)
    }
  }, [message, onClose])
  if (!message) return null
  const body = (
    <div className={`feedback feedback-${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'} data-testid="feedback">
      <p>{message.text}</p>
      <button type="button" className="feedback-close" aria-label="Close message" onClick={onClose}>
        <CloseIcon size={18} />
      </button>
    </div>
  )
  if (message.toast) return <div className="toast-region">{body}</div>
  return (
    <div className="popup-overlay" onClick={(e) => e.target === e.currentTarget && onClose()}>
      {body}
    </div>
  )
}

interface Toast {
  id: number
  kind: NoticeKind
  text: string
}

/** Corner toasts: `toast(text, kind)` adds one (the three newest stay); render `toasts` once on the screen. */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([])
  const next = useRef(0)
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())
  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach(clearTimeout)
  }, [])
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), [])
  const show = useCallback(
    (text: string, kind: NoticeKind = 'success') => {
      const id = ++next.current
      setToasts((list) => [...list.slice(-2), { id, kind, text }])
      const timer = setTimeout(() => {
        timers.current.delete(timer)
        dismiss(id)
      }, SHOWN_MS[kind])
      timers.current.add(timer)
    },
    [dismiss],
  )
  const element = (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`}>
          <span>{t.text}</span>
          <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => dismiss(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
  return { toast: show, toasts: element }
}

/** The `toast` prop screens hand to the parts that report outcomes. */
export type ShowToast = (text: string, kind?: NoticeKind) => void
