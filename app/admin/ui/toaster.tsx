import { useCallback, useEffect, useRef, useState } from 'react'

// Outcome messages as stacked corner toasts (success 3 s, error 4 s, three at
// most), for the lead inbox and the agents and partners screens; the other
// screens use the popup of feedback.tsx. One polite live region per screen,
// so screen readers hear what happened.

export type ToastKind = 'success' | 'error'
interface Toast {
  id: number
  kind: ToastKind
  text: string
}

const DURATION: Record<ToastKind, number> = { success: 3000, error: 4000 }

export function useToaster() {
  const [toasts, setToasts] = useState<Toast[]>([])
  const next = useRef(0)
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())
  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach(clearTimeout)
  }, [])
  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), [])
  const show = useCallback(
    (text: string, kind: ToastKind = 'success') => {
      const id = ++next.current
      setToasts((list) => [...list.slice(-2), { id, kind, text }])
      const timer = setTimeout(() => {
        timers.current.delete(timer)
        dismiss(id)
      }, DURATION[kind])
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
