import { createContext, useCallback, useContext, useState } from 'react'
import { Dialog } from '#app/ui/dialog.tsx'

// The portal's confirmation (removals, unsaved changes, anything that mails
// someone; the staff users screen asks in a dialog of its own), asked two
// ways that show the same dialog: useConfirm() inside a ConfirmProvider
// (await the answer), or <ConfirmDialog open ...> for screens that hold the
// question in their own state. It is the site's native modal <dialog>: focus
// stays inside, Escape cancels, focus returns to the button that asked.

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
          open
          title={question.title}
          message={question.message}
          confirmLabel={question.confirmLabel}
          danger={question.danger}
          onConfirm={() => {
            question.resolve(true)
            setQuestion(null)
          }}
          onCancel={() => {
            question.resolve(false)
            setQuestion(null)
          }}
        />
      )}
    </ConfirmContext.Provider>
  )
}

// "Are you sure?" before anything destructive or anything that mails someone,
// on the site's native <dialog>: Escape or Cancel keeps things as they are,
// and focus starts on Cancel.

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean
  title: string
  message: React.ReactNode
  confirmLabel: string
  danger?: boolean
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <Dialog open={open} onClose={onCancel} title={title}>
      <div className="confirm-body">
        <p>{message}</p>
        <div className="confirm-actions admin-dialog-actions">
          <button type="button" className="admin-btn admin-btn-secondary" onClick={onCancel} data-autofocus>
            Cancel
          </button>
          <button
            type="button"
            className={`admin-btn ${danger ? 'admin-btn-danger' : 'admin-btn-primary'}`}
            onClick={onConfirm}
            disabled={busy}
          >
            {busy ? 'Working…' : confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  )
}
