import type { Route } from './+types/unsubscribe'
import { pageMeta } from '#app/ui/meta.ts'
import { runTokenAction, tokenFrom } from '#app/ui/token-action.ts'
import { TokenActionCard } from '#app/ui/token-action-card.tsx'
import { UnsubscribeBodySchema } from '#core/leads/upcoming.ts'
import { UNKNOWN_UNSUBSCRIBE_TOKEN, UNSUBSCRIBED_MESSAGE, UNSUBSCRIBE_ERROR } from '#core/leads/upcoming-messages.ts'

// The unsubscribe link of the new-upcoming-home mails. Opening the link only
// asks: mail scanners open every link in a message, so unsubscribing waits
// for the visitor's press of the button, a plain form post that works with or
// without JavaScript. A mail program's one-click unsubscribe (RFC 8058) posts
// "List-Unsubscribe=One-Click" to this same address and is answered the same way.

export function loader({ request }: Route.LoaderArgs) {
  return { token: tokenFrom(UnsubscribeBodySchema, new URL(request.url).searchParams.get('token')) }
}

export function action({ request, context }: Route.ActionArgs) {
  return runTokenAction(request, UnsubscribeBodySchema, (token) => context.actions.unsubscribe(token), {
    done: UNSUBSCRIBED_MESSAGE,
    unknown: UNKNOWN_UNSUBSCRIBE_TOKEN,
    error: UNSUBSCRIBE_ERROR,
    log: 'unsubscribe failed',
  })
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Unsubscribe', 'Stop the emails about new upcoming homes.'),
  { name: 'robots', content: 'noindex' },
]

export default function Unsubscribe({ loaderData: { token }, actionData }: Route.ComponentProps) {
  return (
    <TokenActionCard
      title="Unsubscribe"
      question="Stop the emails about new upcoming homes? You can sign up again at any time on the Upcoming page."
      button="Unsubscribe"
      busyButton="Unsubscribing..."
      unknownMessage={UNKNOWN_UNSUBSCRIBE_TOKEN}
      token={token}
      result={actionData}
    />
  )
}
