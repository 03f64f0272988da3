import { Link } from 'react-router'
import type { Route } from './+types/application-status'
import type { ApplicationStatus } from '#core/leads/bidder-rules.ts'
import { pageMeta } from '#app/ui/meta.ts'
import { formatBusinessLongDate } from '#core/business-time.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import biddersCss from '#app/leads/bidders/bidders.css?inline'

// The private link of a preferred-bidder application's confirmation mail: the
// application's status, found by its random token (nothing else opens it).

const STATUS_TEXT: Record<ApplicationStatus, { label: string; text: string }> = {
  received: { label: 'Received', text: 'We have your application and will start reviewing it shortly.' },
  'under-review': { label: 'Under review', text: 'Our team is reviewing your information and references.' },
  approved: { label: 'Approved', text: 'Welcome aboard! You will be invited to bid on projects that match your trades.' },
  declined: { label: 'Declined', text: 'We are not able to add your company to the list at this time.' },
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const found = token ? await context.actions.applicationStatus(token) : undefined
  return { application: found ?? null }
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Application Status', 'The status of your preferred bidder application.'),
  { name: 'robots', content: 'noindex' },
]

export default function ApplicationStatusPage({ loaderData: { application } }: Route.ComponentProps) {
  const status = application ? (STATUS_TEXT[application.status] ?? STATUS_TEXT.received) : null
  return (
    <section className="section">
      <InlineStyle name="bidders" css={biddersCss} />
      <div className="container narrow">
        <div className="status-card">
          <h1>Application Status</h1>
          {application && status ? (
            <>
              <p>
                {application.companyName}, application <strong>{application.applicationId}</strong>, submitted{' '}
                {formatBusinessLongDate(application.submittedAt)}.
              </p>
              <p className={`status-badge status-${application.status}`}>{status.label}</p>
              <p>{status.text}</p>
              <p className="muted">We follow up on every application within 10 business days.</p>
            </>
          ) : (
            <p role="status">
              This status link is not valid. Please use the link in your confirmation email, or <Link to="/contact">contact us</Link>.
            </p>
          )}
        </div>
      </div>
    </section>
  )
}
