import { useState } from 'react'
import { errorMessage, staffRequest } from '#app/admin/lib/request.ts'
import { useConfirm } from '#app/admin/ui/confirm-dialog.tsx'
import { staffCan } from '#app/admin/lib/session.ts'
import { OPEN_RENTAL_STATUSES, RENTAL_STATUS_LABELS, type RentalApplicationStatus } from '#core/leads/rental-application.ts'
import { RentalDeclineDialog, type DeclineTarget } from './rental-decline-dialog.tsx'

// The one way staff decide on a rental application, on its review and in the comparison of a home's applicants:
// under review, approve (asked first: it declines the home's other open applications and moves the listing to
// pending) and decline (a dialog that takes the consumer-report notice when the decision rests on one).

export function RentalDecisionButtons({
  target,
  onChanged,
  label,
}: {
  target: DeclineTarget & { status: RentalApplicationStatus }
  /** The outcome for a toast; without `kind` the caller reloads what it shows. */
  onChanged: (text: string, kind?: 'error') => void
  /** Whose application the buttons decide, for their accessible names when several stand together. */
  label?: string
}) {
  const [busy, setBusy] = useState(false)
  const [declining, setDeclining] = useState(false)
  const confirm = useConfirm()
  if (!OPEN_RENTAL_STATUSES.includes(target.status) || !staffCan('leads.edit')) return null
  const whose = label ? ` ${label}` : ''

  const setStatus = async (status: 'under-review' | 'approved') => {
    if (status === 'approved') {
      const ok = await confirm({
        title: label ? `Approve the application of ${label}?` : 'Approve this application?',
        message:
          'Every applicant is told. The home’s other open applications are declined (their applicants are told the home is taken) and the listing moves to Pending.',
        confirmLabel: 'Approve',
        danger: false,
      })
      if (!ok) return
    }
    setBusy(true)
    try {
      await staffRequest(`/api/admin/rental-applications/${target._id}/status`, { method: 'PUT', body: { status } })
      onChanged(`Application set to ${RENTAL_STATUS_LABELS[status].toLowerCase()}; every applicant is told.`)
    } catch (err) {
      onChanged(errorMessage(err, 'The status could not be changed. Please try again.'), 'error')
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="rental-review-actions">
      {target.status === 'received' && (
        <button type="button" className="admin-btn admin-btn-secondary" disabled={busy} onClick={() => void setStatus('under-review')}>
          Mark under review<span className="sr-only">{whose}</span>
        </button>
      )}
      <button type="button" className="admin-btn admin-btn-primary" disabled={busy} onClick={() => void setStatus('approved')}>
        Approve<span className="sr-only">{whose}</span>
      </button>
      <button type="button" className="admin-btn admin-btn-danger" disabled={busy} onClick={() => setDeclining(true)}>
        Decline<span className="sr-only">{whose}</span>
      </button>
      {declining && (
        <RentalDeclineDialog
          review={target}
          onClose={() => setDeclining(false)}
          onDeclined={(text) => {
            setDeclining(false)
            onChanged(text)
          }}
        />
      )}
    </div>
  )
}
