import { useState } from 'react'
import { Dialog } from '#app/ui/dialog.tsx'
import { TextField } from '#app/admin/ui/text-field.tsx'
import { useStaffData } from '#app/admin/lib/use-staff-data.ts'
import { errorMessage, staffRequest } from '#app/admin/lib/request.ts'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { formatBusinessLongDate } from '#core/business-time.ts'
import { AdverseActionSchema, NOTICE_MAX, prepareAdverseNotice, type ReportAgency } from '#core/leads/adverse-action.ts'

// Declining a rental application (docs/decisions/0152-adverse-action-notice.md). When the decision rests, in whole or
// in part, on a consumer report, staff name the agency (a recent one is offered), the credit score if one was used,
// and read the prepared notice, which they may edit before it is mailed with the decline. The server decides.

/** The application a decline is about: its applicants are named in the notice, its home too. */
export interface DeclineTarget {
  _id: string
  applicants: ReadonlyArray<{ name: string }>
  listing: { title: string; address: string } | null
}

const NO_AGENCY: ReportAgency = { name: '', address: '', phone: '' }
const NO_SCORE = { score: '', range: '', date: '', factors: '' }

export function RentalDeclineDialog({
  review,
  onClose,
  onDeclined,
}: {
  review: DeclineTarget
  onClose: () => void
  onDeclined: (text: string) => void
}) {
  const recent = useStaffData<ReportAgency[]>('/api/admin/rental-applications/agencies').data ?? []
  const [onReport, setOnReport] = useState(false)
  const [agency, setAgency] = useState<ReportAgency>(NO_AGENCY)
  const [scored, setScored] = useState(false)
  const [score, setScore] = useState(NO_SCORE)
  const [edited, setEdited] = useState<string | null>(null)
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState('')
  const [busy, setBusy] = useState(false)

  const creditScore = scored ? { ...score, score: Number(score.score) } : null
  const prepared = prepareAdverseNotice({
    applicant: review.applicants.map((a) => a.name).join(' and '),
    home: review.listing ? `${review.listing.title}, ${review.listing.address}` : 'the home',
    date: formatBusinessLongDate(new Date()),
    office: COMPANY_NAME,
    agency,
    creditScore: creditScore && { ...creditScore, score: Number.isFinite(creditScore.score) ? creditScore.score : 0 },
  })
  const notice = edited ?? prepared

  const decline = async () => {
    setFailure('')
    let report: unknown
    if (onReport) {
      const parsed = AdverseActionSchema.safeParse({ agency, creditScore, notice })
      if (!parsed.success) {
        setProblems(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])))
        return
      }
      report = parsed.data
    }
    setProblems({})
    setBusy(true)
    try {
      await staffRequest(`/api/admin/rental-applications/${review._id}/status`, { method: 'PUT', body: { status: 'declined', report } })
      onDeclined(
        onReport
          ? 'Application declined; every applicant is told, with the consumer-report notice.'
          : 'Application set to declined; every applicant is told.',
      )
    } catch (err) {
      setFailure(errorMessage(err, 'The application could not be declined. Please try again.'))
    } finally {
      setBusy(false)
    }
  }

  const agencyField = (key: keyof ReportAgency, label: string, type: 'text' | 'tel' = 'text') => (
    <TextField
      label={label}
      type={type}
      required
      value={agency[key]}
      onChange={(v) => {
        setAgency({ ...agency, [key]: v })
        setProblems({ ...problems, [`agency.${key}`]: '' })
      }}
      error={problems[`agency.${key}`] || undefined}
    />
  )
  const scoreField = (key: keyof typeof NO_SCORE, label: string, rows?: number) => (
    <TextField
      label={label}
      rows={rows}
      value={score[key]}
      onChange={(v) => {
        setScore({ ...score, [key]: v })
        setProblems({ ...problems, [`creditScore.${key}`]: '' })
      }}
      error={problems[`creditScore.${key}`] || undefined}
    />
  )

  return (
    <Dialog
      open
      onClose={onClose}
      title="Decline this application?"
      description="Every applicant is told by e-mail. This cannot be undone."
    >
      <div className="rental-decline">
        <label className="rental-check">
          <input type="checkbox" checked={onReport} onChange={(e) => setOnReport(e.target.checked)} />
          The decision rests, in whole or in part, on a consumer report (credit, eviction or background report from a screening company)
        </label>
        {onReport && (
          <>
            <fieldset className="rental-fieldset">
              <legend>Consumer reporting agency</legend>
              {recent.length > 0 && (
                <label className="rental-recent">
                  Used before{' '}
                  <select
                    value=""
                    onChange={(e) => {
                      const chosen = recent[Number(e.target.value)]
                      if (chosen) setAgency(chosen)
                    }}
                  >
                    <option value="">Choose an agency…</option>
                    {recent.map((a, i) => (
                      <option key={`${a.name}-${i}`} value={i}>
                        {a.name}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {agencyField('name', 'Agency name')}
              {agencyField('address', 'Agency address')}
              {agencyField('phone', 'Agency phone', 'tel')}
            </fieldset>
            <label className="rental-check">
              <input type="checkbox" checked={scored} onChange={(e) => setScored(e.target.checked)} />
              <span>A credit score was used</span>
            </label>
            {scored && (
              <fieldset className="rental-fieldset">
                <legend>Credit score</legend>
                {scoreField('score', 'Credit score')}
                {scoreField('range', 'Range of possible scores')}
                {scoreField('date', 'Date of the score')}
                {scoreField('factors', 'Key factors', 4)}
              </fieldset>
            )}
            <TextField
              label="Notice to the applicants"
              help="Prepared from what you entered; edit it if needed. It is mailed to every applicant and kept with the application."
              rows={14}
              maxLength={NOTICE_MAX}
              value={notice}
              onChange={setEdited}
              error={problems.notice}
            />
            {edited !== null && (
              <button type="button" className="admin-btn admin-btn-small admin-btn-secondary" onClick={() => setEdited(null)}>
                Prepare the notice again
              </button>
            )}
          </>
        )}
        {failure && (
          <p className="admin-alert admin-alert-error" role="alert">
            {failure}
          </p>
        )}
        <div className="admin-dialog-actions">
          <button type="button" className="admin-btn admin-btn-secondary" onClick={onClose} data-autofocus>
            Cancel
          </button>
          <button type="button" className="admin-btn admin-btn-danger" disabled={busy} onClick={() => void decline()}>
            {onReport ? 'Decline and send the notice' : 'Decline'}
          </button>
        </div>
      </div>
    </Dialog>
  )
}
