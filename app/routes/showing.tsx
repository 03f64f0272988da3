import { useRef, useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import type { Route } from './+types/showing'
import type { ShowingView } from '#core/leads/showing-link.ts'
import { postJson } from '#app/ui/http.ts'
import { privateLinkView, privatePageMeta } from '#app/ui/meta.ts'
import { InlineStyle } from '#app/ui/inline-style.tsx'
import { FormOutcomeMessage, type Outcome } from '#app/ui/forms/form-outcome-message.tsx'
import { AskFirst } from '#app/ui/forms/ask-first.tsx'
import { InvalidLink } from '#app/ui/invalid-link.tsx'
import { TourSlotFields } from '#app/leads/tour-slot-fields.tsx'
import biddersCss from '#app/leads/bidders/bidders.css?inline'
import css from '#app/leads/showings/showing-page.css?inline'

// A visitor's showing by the private link of its mails (docs/decisions/0137-showing-private-link.md): when and with
// whom, its status, and, while it stands and has not started, another free time (the tour form's two fields and their
// availability) or a cancel that asks first. Each change is mailed with the updated calendar invitation.

const STATUS_TEXT: Record<ShowingView['status'], string> = {
  requested: 'Your agent will confirm this time soon. We will e-mail you either way.',
  confirmed: 'Your agent will meet you at the home. Please be on time; call your agent if something changes.',
  declined: 'Your agent could not show the home at this time. You are welcome to ask for another time on the home’s page.',
  cancelled: 'This showing is cancelled. The time is free for others.',
  'no-show': 'This showing has passed. Please contact us to see the home another time.',
}

export const loader = ({ request, context }: Route.LoaderArgs) => privateLinkView(request, context.actions.showing)

export default function ShowingPage({ loaderData: { view, token } }: Route.ComponentProps) {
  return (
    <section className="section showing-section">
      <InlineStyle name="showing-page" css={css} />
      <InlineStyle name="bidders" css={biddersCss} />
      <div className="container">
        <div className="status-card showing-card">
          <h1>Your Showing</h1>
          {view ? (
            <>
              <p className={`status-badge status-${view.status}`}>{view.statusLabel}</p>
              <dl>
                <dt>Home</dt>
                <dd>
                  <Link to={`/property/${view.listing._id}`}>{view.listing.title}</Link>, {view.listing.address}
                </dd>
                <dt>When</dt>
                <dd>{view.when}</dd>
                <dt>Agent</dt>
                <dd>
                  {view.agent.name}
                  {view.agent.phone && (
                    <>
                      , <a href={`tel:${view.agent.phone.replace(/[^\d+]/g, '')}`}>{view.agent.phone}</a>
                    </>
                  )}
                </dd>
              </dl>
              <p>{STATUS_TEXT[view.status]}</p>
              {view.canChange && <ShowingChanges token={token} propertyId={view.listing._id} />}
            </>
          ) : (
            <InvalidLink />
          )}
        </div>
      </div>
    </section>
  )
}

export const meta: Route.MetaFunction = () => privatePageMeta('Your Showing', 'See, move or cancel your showing.')

/** Another free time, or cancel (asked first); the page reads the showing again after either. */
function ShowingChanges({ token, propertyId }: { token: string; propertyId: string }) {
  const [busy, setBusy] = useState<'move' | 'cancel' | null>(null)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [refresh, setRefresh] = useState(0)
  const ref = useRef<HTMLDivElement>(null)
  const revalidator = useRevalidator()

  async function send(what: 'move' | 'cancel', body: object, done: string) {
    setBusy(what)
    setOutcome(null)
    try {
      const answer = await postJson(`/api/showings/${what}`, { token, ...body })
      if (answer.ok) {
        await revalidator.revalidate()
        setOutcome({ kind: 'success', text: done })
      } else {
        setOutcome({ kind: 'error', text: answer.message || 'That did not work. Please try again.' })
        setRefresh((n) => n + 1)
      }
    } catch {
      setOutcome({ kind: 'error', text: 'We could not reach the site. Check your connection and try again.' })
    } finally {
      setBusy(null)
      requestAnimationFrame(() => ref.current?.focus())
    }
  }

  function move(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    const body = { selectedDate: form.get('preferredDate'), selectedTime: form.get('preferredTime') }
    void send('move', body, 'Your showing has its new time. We sent you an e-mail with the updated calendar invitation.')
  }

  return (
    <>
      <h2>Choose another time</h2>
      <form className="showing-move" onSubmit={move} aria-label="Choose another time">
        <TourSlotFields id="showing-move" propertyId={propertyId} refresh={refresh} />
        <div className="showing-actions">
          <button type="submit" className="btn btn-primary" disabled={busy !== null}>
            {busy === 'move' ? 'Moving…' : 'Move my showing'}
          </button>
        </div>
      </form>
      <h2>Cannot come?</h2>
      <div className="showing-actions">
        <AskFirst
          label="Cancel showing"
          question="Cancel this showing? Your agent will be told, and the time becomes free for others."
          yes="Yes, cancel it"
          doing="Cancelling…"
          busy={busy === 'cancel'}
          disabled={busy !== null}
          onYes={() => void send('cancel', {}, 'Your showing is cancelled. We sent you an e-mail to remove it from your calendar.')}
        />
      </div>
      <FormOutcomeMessage outcome={outcome} ref={ref} />
    </>
  )
}
