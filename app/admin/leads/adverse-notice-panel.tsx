import { errorMessage, staffDownload } from '#app/admin/lib/request.ts'
import { formatBusinessTime } from '#core/business-time.ts'
import type { AdverseNotice } from '#core/leads/adverse-action.ts'

// The adverse-action notice a decline sent (docs/decisions/0152-adverse-action-notice.md), kept as sent: staff read,
// download or print it; printing shows the notice alone.

export function AdverseNoticePanel({ id, notice, onError }: { id: string; notice: AdverseNotice; onError: (text: string) => void }) {
  const print = () => {
    document.body.classList.add('print-adverse-notice')
    window.addEventListener('afterprint', () => document.body.classList.remove('print-adverse-notice'), { once: true })
    window.print()
  }
  return (
    <section className="rental-notice" aria-labelledby="rental-notice-heading">
      <h3 id="rental-notice-heading">Consumer-report notice sent</h3>
      <p className="admin-muted">
        Sent {formatBusinessTime(notice.createdAt)} by {notice.createdBy} · Agency: {notice.agency.name}
      </p>
      <pre className="rental-notice-text">{notice.text}</pre>
      <div className="rental-review-actions">
        <button
          type="button"
          className="admin-btn admin-btn-small"
          onClick={() =>
            void staffDownload(`/api/admin/rental-applications/${id}/adverse-notice`, `adverse-action-notice-${id}.txt`).catch(
              (err: unknown) => onError(errorMessage(err, 'The notice could not be downloaded.')),
            )
          }
        >
          Download the notice
        </button>
        <button type="button" className="admin-btn admin-btn-small admin-btn-secondary" onClick={print}>
          Print the notice
        </button>
      </div>
    </section>
  )
}
