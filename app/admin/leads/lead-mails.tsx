import type { MailState } from '#core/leads/lead-inbox.ts'
import { formatDateTime } from './lead-format.ts'

const MAIL_STATUS_LABELS: Record<MailState['status'], string> = { queued: 'Queued', sent: 'Sent', retrying: 'Retrying', failed: 'Failed' }

/** What became of each e-mail about the lead, with "Send again". */
export function LeadMails({ mails, busyId, onSendAgain }: { mails: MailState[]; busyId: string; onSendAgain: (mailId: string) => void }) {
  if (mails.length === 0) return <p className="muted">No e-mails were sent about this lead.</p>
  return (
    <ul className="lead-mails">
      {mails.map((m) => (
        <li key={m.id}>
          <div>
            <span className={`lead-chip lead-chip-mail-${m.status}`}>{MAIL_STATUS_LABELS[m.status]}</span> <strong>{m.subject}</strong>
            <div className="muted small">
              To {m.to}
              {m.sentAt ? ` · sent ${formatDateTime(m.sentAt)}` : ''}
              {m.attempts > 1 ? ` · ${m.attempts} attempts` : ''}
            </div>
            {m.lastError && m.status !== 'sent' && <div className="small lead-mail-error">Last error: {m.lastError}</div>}
          </div>
          <button type="button" className="admin-btn admin-btn-small" disabled={busyId === m.id} onClick={() => onSendAgain(m.id)}>
            {busyId === m.id ? 'Sending…' : 'Send again'}
          </button>
        </li>
      ))}
    </ul>
  )
}
