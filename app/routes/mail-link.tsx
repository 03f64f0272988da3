import type { Route } from './+types/mail-link'
import { pageMeta } from '#app/ui/meta.ts'
import { metaT } from '#app/i18n/i18n.ts'
import { useT } from '#app/i18n/use-t.ts'
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

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const { kind, id } = mailLinkPage(location.pathname).keys
  const t = metaT(matches, 'private-links')
  return [...pageMeta(t(`kind.${kind}.title`), t(`page.${id}.description`)), { name: 'robots', content: 'noindex' }]
}

export default function MailLink({ loaderData: { pathname, token }, actionData }: Route.ComponentProps) {
  const page = mailLinkPage(pathname)
  const { kind, id } = page.keys
  const { t } = useT('private-links')
  return (
    <TokenActionCard
      title={t(`kind.${kind}.title`)}
      question={t(`page.${id}.question`)}
      button={t(`kind.${kind}.button`)}
      busyButton={t(`kind.${kind}.busy`)}
      unknownMessage={page.messages.unknown}
      token={token}
      result={actionData}
    />
  )
}
