import { useState } from 'react'
import { Link } from 'react-router'
import type { Route } from './+types/unsubscribe'
import { pageMeta } from '~/lib/meta'
import { UNKNOWN_UNSUBSCRIBE_TOKEN, UNSUBSCRIBED_MESSAGE, UNSUBSCRIBE_ERROR, UnsubscribeBodySchema } from '#core/upcoming'

// The unsubscribe link of the new-upcoming-home mails. Opening the link only
// asks: mail scanners open every link in a message, so unsubscribing waits
// for the visitor's press of the button.

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return { token: UnsubscribeBodySchema.safeParse({ token }).success ? token.trim() : null }
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Unsubscribe', 'Stop the emails about new upcoming homes.'),
  { name: 'robots', content: 'noindex' },
]

type State = { step: 'ask' | 'busy' } | { step: 'done'; message: string } | { step: 'failed'; message: string; unknown: boolean }

export default function Unsubscribe({ loaderData: { token } }: Route.ComponentProps) {
  const [state, setState] = useState<State>({ step: 'ask' })

  const confirm = async () => {
    if (!token) return
    setState({ step: 'busy' })
    try {
      const res = await fetch('/api/upcoming/subscribers/unsubscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      })
      const body = (await res.json().catch(() => ({}))) as { message?: string }
      if (res.ok) setState({ step: 'done', message: body.message || UNSUBSCRIBED_MESSAGE })
      else if (res.status === 404 || res.status === 400) setState({ step: 'failed', message: UNKNOWN_UNSUBSCRIBE_TOKEN, unknown: true })
      else setState({ step: 'failed', message: body.message || UNSUBSCRIBE_ERROR, unknown: false })
    } catch {
      setState({ step: 'failed', message: UNSUBSCRIBE_ERROR, unknown: false })
    }
  }

  return (
    <section className="section">
      <div className="container narrow">
        <div className="unsubscribe-card">
          <h1>Unsubscribe</h1>
          {!token || (state.step === 'failed' && state.unknown) ? (
            <p role="status">{UNKNOWN_UNSUBSCRIBE_TOKEN}</p>
          ) : state.step === 'done' ? (
            <p className="form-success" role="status" tabIndex={-1} ref={(p) => p?.focus()}>
              {state.message}
            </p>
          ) : (
            <>
              <p>Stop the emails about new upcoming homes? You can sign up again at any time on the Upcoming page.</p>
              {state.step === 'failed' && (
                <p className="form-error" role="alert">
                  {state.message}
                </p>
              )}
              <button type="button" className="btn btn-primary" disabled={state.step === 'busy'} onClick={() => void confirm()}>
                {state.step === 'busy' ? 'Unsubscribing...' : 'Unsubscribe'}
              </button>
            </>
          )}
          <p className="unsubscribe-links">
            <Link to="/upcoming">See upcoming homes</Link>
            <Link to="/">Back to Home</Link>
          </p>
        </div>
      </div>
    </section>
  )
}
