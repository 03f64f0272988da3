import { useId, useState } from 'react'
import { APPLICATION_STATUS_LABELS, LEAD_STATUS_LABELS } from '#core/leads/lead-labels.ts'
import { leadStageLabel } from '#core/leads/lead-stages.ts'
import type { LeadNote } from '#core/leads/lead-inbox.ts'
import { formatDateTime } from './lead-format.ts'

const statusWord = (s: string) =>
  (LEAD_STATUS_LABELS as Record<string, string>)[s] ?? (APPLICATION_STATUS_LABELS as Record<string, string>)[s] ?? s

/** Internal notes and status changes, oldest first, with who and when; a note is added below. */
export function LeadNotes({ notes, onAdd }: { notes: LeadNote[]; onAdd: (body: string) => Promise<boolean> }) {
  const id = useId()
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  return (
    <div className="lead-notes">
      {notes.length === 0 ? (
        <p className="muted">No notes yet.</p>
      ) : (
        <ol>
          {notes.map((n) => (
            <li key={n._id} className={n.kind === 'status' || n.kind === 'stage' ? 'note-status' : undefined}>
              <div className="muted small">
                {n.author} · {formatDateTime(n.createdAt)}
              </div>
              {n.kind === 'status' ? (
                <p>Set the status to {statusWord(n.body)}.</p>
              ) : n.kind === 'stage' ? (
                <p>Moved the lead to {leadStageLabel(n.body)}.</p>
              ) : (
                <p className="note-body">{n.body}</p>
              )}
            </li>
          ))}
        </ol>
      )}
      <form
        onSubmit={async (e) => {
          e.preventDefault()
          if (!text.trim()) return
          setBusy(true)
          if (await onAdd(text)) setText('')
          setBusy(false)
        }}
      >
        <label htmlFor={id} className="field-label">
          Add a note (staff only)
        </label>
        <textarea id={id} rows={3} value={text} maxLength={5000} onChange={(e) => setText(e.currentTarget.value)} />
        <button type="submit" className="admin-btn admin-btn-primary" disabled={busy || !text.trim()}>
          {busy ? 'Saving…' : 'Add note'}
        </button>
      </form>
    </div>
  )
}
