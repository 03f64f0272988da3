import { Dialog } from '~/components/dialog'

// "Are you sure?" before anything destructive or anything that mails someone
// (house style 25), on the site's native <dialog>: Escape or Cancel keeps
// things as they are, and focus starts on Cancel. Used by the lead inbox,
// agents and partners; the content manager's useConfirm (branch content,
// app/admin/components/confirm-dialog.tsx) can take its place once its styles
// are in the portal's sheet.

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
        <div className="admin-dialog-actions">
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
