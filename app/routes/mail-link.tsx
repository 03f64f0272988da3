import type { Route } from './+types/mail-link'
import { pageMeta } from '#app/ui/meta.ts'
import { runTokenAction, tokenFrom } from '#app/ui/token-action.ts'
import { TokenActionCard } from '#app/ui/token-action-card.tsx'
import { MailTokenSchema, mailLinkPage } from '#app/leads/mail-links.ts'

// /confirm-subscription and /unsubscribe: a page opened from a mail's link asks, then acts on the button
// (app/leads/mail-links.ts says what each address does).

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  return { pathname: url.pathname, token: tokenFrom(MailTokenSchema, url.searchParams.get('token')) }
}

export function action({ request, context }: Route.ActionArgs) {
  const page = mailLinkPage(new URL(request.url).pathname)
  return runTokenAction(request, MailTokenSchema, (token) => page.act(context.actions, token), {
    ...page.messages,
    log: `${page.page.title}: the action failed`,
  })
}

export const meta: Route.MetaFunction = ({ location }) => {
  const page = mailLinkPage(location.pathname)
  return [...pageMeta(page.page.title, page.page.description), { name: 'robots', content: 'noindex' }]
}

export default function MailLink({ loaderData: { pathname, token }, actionData }: Route.ComponentProps) {
  const page = mailLinkPage(pathname)
  return (
    <TokenActionCard
      title={page.page.title}
      question={page.question}
      button={page.button.idle}
      busyButton={page.button.busy}
      unknownMessage={page.messages.unknown}
      token={token}
      result={actionData}
    />
  )
}
