import type { Route } from './+types/confirm-subscription'
import { pageMeta } from '#app/ui/meta.ts'
import { runTokenAction, tokenFrom } from '#app/ui/token-action.ts'
import { TokenActionCard } from '#app/ui/token-action-card.tsx'
import { ConfirmBodySchema } from '#core/leads/upcoming.ts'
import { CONFIRMED_MESSAGE, CONFIRM_ERROR, UNKNOWN_CONFIRM_TOKEN } from '#core/leads/upcoming-messages.ts'

// The link in the Get Notified confirmation mail (double opt-in). Opening it
// only asks: mail scanners open every link in a message, so the address is
// confirmed by the press of the button, a plain form post that works with or
// without JavaScript (like /unsubscribe).

export function loader({ request }: Route.LoaderArgs) {
  return { token: tokenFrom(ConfirmBodySchema, new URL(request.url).searchParams.get('token')) }
}

export function action({ request, context }: Route.ActionArgs) {
  return runTokenAction(request, ConfirmBodySchema, (token) => context.actions.confirmSubscription(token), {
    done: CONFIRMED_MESSAGE,
    unknown: UNKNOWN_CONFIRM_TOKEN,
    error: CONFIRM_ERROR,
    log: 'confirming a sign-up failed',
  })
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Confirm your email', 'Confirm that you want emails about new upcoming homes.'),
  { name: 'robots', content: 'noindex' },
]

export default function ConfirmSubscription({ loaderData: { token }, actionData }: Route.ComponentProps) {
  return (
    <TokenActionCard
      title="Confirm your email"
      question="Get an email each time we announce a new upcoming home? You can unsubscribe with the link in any of those emails."
      button="Confirm"
      busyButton="Confirming..."
      unknownMessage={UNKNOWN_CONFIRM_TOKEN}
      token={token}
      result={actionData}
    />
  )
}
