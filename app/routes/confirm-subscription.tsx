import { Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/confirm-subscription'
import { pageMeta } from '~/lib/meta'
import { ConfirmBodySchema } from '#core/upcoming'
import { CONFIRMED_MESSAGE, CONFIRM_ERROR, UNKNOWN_CONFIRM_TOKEN } from '#core/upcoming-messages'

// The link in the Get Notified confirmation mail (double opt-in). Opening it
// only asks: mail scanners open every link in a message, so the address is
// confirmed by the press of the button, a plain form post that works with or
// without JavaScript (like /unsubscribe).

const validToken = (value: unknown): string | null => {
  const parsed = ConfirmBodySchema.safeParse({ token: typeof value === 'string' ? value : '' })
  return parsed.success ? parsed.data.token : null
}

export function loader({ request }: Route.LoaderArgs) {
  return { token: validToken(new URL(request.url).searchParams.get('token')) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData())
  const token = validToken(form.get('token') ?? new URL(request.url).searchParams.get('token'))
  if (!token) return { done: false as const, unknown: true, message: UNKNOWN_CONFIRM_TOKEN }
  try {
    if (await context.actions.confirmSubscription(token)) return { done: true as const, message: CONFIRMED_MESSAGE }
    return { done: false as const, unknown: true, message: UNKNOWN_CONFIRM_TOKEN }
  } catch (err) {
    console.error('confirming a sign-up failed', err)
    return { done: false as const, unknown: false, message: CONFIRM_ERROR }
  }
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Confirm your email', 'Confirm that you want emails about new upcoming homes.'),
  { name: 'robots', content: 'noindex' },
]

export default function ConfirmSubscription({ loaderData: { token }, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'

  return (
    <section className="section">
      <div className="container narrow">
        <div className="unsubscribe-card">
          <h1>Confirm your email</h1>
          {!token || (actionData && !actionData.done && actionData.unknown) ? (
            <p role="status">{UNKNOWN_CONFIRM_TOKEN}</p>
          ) : actionData?.done ? (
            <p className="form-success" role="status" tabIndex={-1} ref={(p) => p?.focus()}>
              {actionData.message}
            </p>
          ) : (
            <Form method="post">
              <p>Get an email each time we announce a new upcoming home? You can unsubscribe with the link in any of those emails.</p>
              {actionData && (
                <p className="form-error" role="alert">
                  {actionData.message}
                </p>
              )}
              <input type="hidden" name="token" value={token} />
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? 'Confirming...' : 'Confirm'}
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
