import { Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/unsubscribe'
import { pageMeta } from '~/lib/meta'
import { UnsubscribeBodySchema } from '#core/upcoming'
import { UNKNOWN_UNSUBSCRIBE_TOKEN, UNSUBSCRIBED_MESSAGE, UNSUBSCRIBE_ERROR } from '#core/upcoming-messages'

// The unsubscribe link of the new-upcoming-home mails. Opening the link only
// asks: mail scanners open every link in a message, so unsubscribing waits
// for the visitor's press of the button, a plain form post that works with or
// without JavaScript. A mail program's one-click unsubscribe (RFC 8058) posts
// "List-Unsubscribe=One-Click" to this same address and is answered the same way.

const validToken = (value: unknown): string | null => {
  const parsed = UnsubscribeBodySchema.safeParse({ token: typeof value === 'string' ? value : '' })
  return parsed.success ? parsed.data.token : null
}

export function loader({ request }: Route.LoaderArgs) {
  return { token: validToken(new URL(request.url).searchParams.get('token')) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData())
  const token = validToken(form.get('token') ?? new URL(request.url).searchParams.get('token'))
  if (!token) return { done: false as const, unknown: true, message: UNKNOWN_UNSUBSCRIBE_TOKEN }
  try {
    if (await context.actions.unsubscribe(token)) return { done: true as const, message: UNSUBSCRIBED_MESSAGE }
    return { done: false as const, unknown: true, message: UNKNOWN_UNSUBSCRIBE_TOKEN }
  } catch (err) {
    console.error('unsubscribe failed', err)
    return { done: false as const, unknown: false, message: UNSUBSCRIBE_ERROR }
  }
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Unsubscribe', 'Stop the emails about new upcoming homes.'),
  { name: 'robots', content: 'noindex' },
]

export default function Unsubscribe({ loaderData: { token }, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'

  return (
    <section className="section">
      <div className="container narrow">
        <div className="unsubscribe-card">
          <h1>Unsubscribe</h1>
          {!token || (actionData && !actionData.done && actionData.unknown) ? (
            <p role="status">{UNKNOWN_UNSUBSCRIBE_TOKEN}</p>
          ) : actionData?.done ? (
            <p className="form-success" role="status" tabIndex={-1} ref={(p) => p?.focus()}>
              {actionData.message}
            </p>
          ) : (
            <Form method="post">
              <p>Stop the emails about new upcoming homes? You can sign up again at any time on the Upcoming page.</p>
              {actionData && (
                <p className="form-error" role="alert">
                  {actionData.message}
                </p>
              )}
              <input type="hidden" name="token" value={token} />
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? 'Unsubscribing...' : 'Unsubscribe'}
              </button>
            </Form>
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
