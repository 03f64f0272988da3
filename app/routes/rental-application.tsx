import { useRef, useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import type { Route } from './+types/rental-application'
import { formatBusinessLongDate } from '#core/business-time.ts'
import { postJson } from '#app/ui/http.ts'
import { privateLinkView, privatePageMeta } from '#app/ui/meta.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { CoApplicantPartForm } from '#app/leads/rentals/co-applicant-form.tsx'
import { FormOutcomeMessage, type Outcome } from '#app/ui/forms/form-outcome-message.tsx'
import { AskFirst } from '#app/ui/forms/ask-first.tsx'
import { InvalidLink } from '#app/ui/invalid-link.tsx'
import type { RentalApplicationStatus } from '#core/leads/rental-application.ts'
import biddersCss from '#app/leads/bidders/bidders.css?inline'
import rentalsCss from '#app/leads/rentals/rentals.css?inline'

// A rental applicant's private page (docs/decisions/0130-rental-applications.md), found by the random token of the
// link mailed to them: the application's status, who has completed their part, a co-applicant's own part while it
// is missing, and the main applicant's withdraw button.

const STATUS_TEXT: Record<RentalApplicationStatus, string> = {
  received: 'We have your application. We review it once every applicant has completed their part.',
  'under-review': 'We are reviewing your application and may call the references and employers you named.',
  approved: 'Your application is approved. We will call you to agree on the lease signing and your move-in date.',
  declined: 'We are sorry: we are not able to offer you this home. You are welcome to apply for our other rentals.',
  withdrawn: 'This application is withdrawn. Nothing more will happen with it.',
}

export const loader = ({ request, context }: Route.LoaderArgs) => privateLinkView(request, context.actions.rentalApplication)

export const meta: Route.MetaFunction = () => privatePageMeta('Your Rental Application', 'The status of your rental application.')

export default function RentalApplicationPage({ loaderData: { view, token } }: Route.ComponentProps) {
  return (
    <section className="section">
      <InlineStyle name="bidders" css={biddersCss} />
      <InlineStyle name="rentals" css={rentalsCss} />
      <div className="container rent-status">
        {view ? (
          <>
            <div className="status-card">
              <h1>Your Rental Application</h1>
              {view.listing && (
                <p>
                  <Link to={`/property/${view.listing._id}`}>{view.listing.title}</Link>, {view.listing.address}. Sent{' '}
                  {formatBusinessLongDate(view.submittedAt)}.
                </p>
              )}
              <p className={`status-badge status-${view.status}`}>{view.statusLabel}</p>
              {view.reason && <p>{view.reason}</p>}
              <p>{STATUS_TEXT[view.status]}</p>
              <h2>Applicants</h2>
              <ul className="rent-status-list">
                {view.applicants.map((a, i) => (
                  <li key={i}>
                    <span>
                      {a.name}
                      {a.role === 'main' ? ' (main applicant)' : ''}
                    </span>
                    <span>{a.completed ? 'Complete' : 'Waiting for their part'}</span>
                  </li>
                ))}
              </ul>
              {view.canWithdraw && <Withdraw token={token} />}
            </div>
            {view.needsPart && <CoApplicantPartForm token={token} name={view.me.name} />}
          </>
        ) : (
          <div className="status-card">
            <h1>Your Rental Application</h1>
            <InvalidLink />
          </div>
        )}
      </div>
    </section>
  )
}

/** Withdraw, asked first: the application closes and every applicant is told. */
function Withdraw({ token }: { token: string }) {
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const ref = useRef<HTMLDivElement>(null)
  const revalidator = useRevalidator()
  const withdraw = async () => {
    setBusy(true)
    try {
      const answer = await postJson('/api/rental-applications/withdraw', { token })
      if (!answer.ok) setOutcome({ kind: 'error', text: answer.message || 'The application could not be withdrawn. Please try again.' })
      else await revalidator.revalidate()
    } catch {
      setOutcome({ kind: 'error', text: 'The application could not be withdrawn. Please try again.' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="rent-actions">
      <AskFirst
        label="Withdraw application"
        question="Withdraw this application? Every applicant will be told, and it cannot be undone."
        yes="Yes, withdraw"
        doing="Withdrawing…"
        busy={busy}
        onYes={() => void withdraw()}
      />
      <FormOutcomeMessage outcome={outcome} ref={ref} />
    </div>
  )
}
