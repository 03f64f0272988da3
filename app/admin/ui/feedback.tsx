import { useCallback, useEffect, useRef, useState } from 'react'
import { CloseIcon } from '#app/ui/icons.tsx'

// Outcome messages of the content and listing screens (the lead inbox and
// the agents and partners screens use toaster.tsx): a popup over a dimmed page
// (success 3 s, error 4 s) that closes on a click on the overlay, its close
// button or Escape, and a corner toast of 4 s for banner saves. Both are
// announced: role=status for success, role=alert for errors.

export const POPUP_SUCCESS_MS = 3000
export const POPUP_ERROR_MS = 4000
export const TOAST_MS = 4000

export interface FeedbackMessage {
  kind: 'success' | 'error'
  text: string
  /** A corner toast instead of the popup (banner saves). */
  toast?: boolean
}

export function useFeedback() {
  const [message, setMessage] = useState<FeedbackMessage | null>(null)
  const show = useCallback((next: FeedbackMessage) => setMessage(next), [])
  const close = useCallback(() => setMessage(null), [])
  return { message, show, close }
}

export function Feedback({ message, onClose }: { message: FeedbackMessage | null; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!message) return
    const ms = message.toast ? TOAST_MS : message.kind === 'success' ? POPUP_SUCCESS_MS : POPUP_ERROR_MS
    const timer = window.setTimeout(onClose, ms)
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
      <button ref={closeRef} type="button" className="feedback-close" aria-label="Close message" onClick={onClose}>
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
