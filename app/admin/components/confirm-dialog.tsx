import { createContext, useCallback, useContext, useEffect, useId, useRef, useState } from 'react'

// The portal's one confirmation (spec 2 §5 "Removing ... asks for
// confirmation first"; unsaved changes): a native modal <dialog>, so focus
// stays inside, Escape cancels, and focus returns to the button that asked.

interface Question {
  title: string
  message: string
  confirmLabel: string
  danger: boolean
  resolve: (ok: boolean) => void
}

type Ask = (q: { title: string; message: string; confirmLabel?: string; danger?: boolean }) => Promise<boolean>
const ConfirmContext = createContext<Ask>(() => Promise.resolve(window.confirm('Are you sure?')))

/** Resolves true when the person confirms, false when they cancel. */
export const useConfirm = (): Ask => useContext(ConfirmContext)

export function ConfirmProvider({ children }: { children: React.ReactNode }) {
  const [question, setQuestion] = useState<Question | null>(null)
  const ask = useCallback<Ask>(
    (q) => new Promise<boolean>((resolve) => setQuestion({ confirmLabel: 'Remove', danger: true, ...q, resolve } as Question)),
    [],
  )
  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      {question && (
        <ConfirmDialog
          question={question}
          onAnswer={(ok) => {
            question.resolve(ok)
            setQuestion(null)
          }}
        />
      )}
    </ConfirmContext.Provider>
  )
}

function ConfirmDialog({ question, onAnswer }: { question: Question; onAnswer: (ok: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const id = useId()
  useEffect(() => {
    const dialog = ref.current
    const opener = document.activeElement as HTMLElement | null
    dialog?.showModal()
    return () => {
      if (dialog?.open) dialog.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={`${id}-t`}
      aria-describedby={`${id}-m`}
      onCancel={(e) => {
        e.preventDefault()
        onAnswer(false)
      }}
    >
      <h2 id={`${id}-t`}>{question.title}</h2>
      <p id={`${id}-m`}>{question.message}</p>
      <div className="confirm-actions">
        <button type="button" className="btn btn-outline btn-sm" onClick={() => onAnswer(false)} autoFocus>
          Cancel
        </button>
        <button type="button" className={`btn btn-sm ${question.danger ? 'btn-danger' : 'btn-primary'}`} onClick={() => onAnswer(true)}>
          {question.confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
