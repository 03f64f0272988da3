import { z, type ZodType } from 'zod'
import { unlocalizedPath } from '#core/i18n/locale.ts'
import type { PublicActions } from '#server/catalog/public-catalog.ts'
import {
  CONFIRMED_MESSAGE,
  CONFIRM_ERROR,
  UNKNOWN_CONFIRM_TOKEN,
  UNKNOWN_UNSUBSCRIBE_TOKEN,
  UNSUBSCRIBED_MESSAGE,
  UNSUBSCRIBE_ERROR,
} from '#core/leads/upcoming-messages.ts'
import { SAVED_SEARCH_MESSAGES } from '#core/leads/saved-search-messages.ts'

// The pages opened from a link in a mail, one entry per address (app/routes/mail-link.tsx serves them all). Opening
// the link only asks: mail scanners open every link in a message, so the page acts on the press of its button, a
// plain form post that works with or without JavaScript. A mail program's one-click unsubscribe (RFC 8058) posts
// "List-Unsubscribe=One-Click" to /unsubscribe and is answered the same way.

export interface MailLinkPage {
  act: (actions: PublicActions, token: string) => Promise<boolean>
  messages: { done: string; unknown: string; error: string }
  /** Its words' keys in the `private-links` namespace: the kind's (`kind.<kind>.*`) and the page's (`page.<id>.*`). */
  keys: { kind: 'confirm' | 'stop'; id: string }
  /** The page's title and search description (the page is never indexed). */
  page: { title: string; description: string }
  question: string
  button: { idle: string; busy: string }
}

/** Every mail link carries a 64-character code; anything else is an unknown link. */
export const MailTokenSchema: ZodType<{ token: string }> = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/),
})

/** The two kinds of mail link: one confirms an address, the other stops its mails. */
const CONFIRMING = {
  kind: 'confirm' as const,
  title: 'Confirm your email',
  error: CONFIRM_ERROR,
  button: { idle: 'Confirm', busy: 'Confirming...' },
}
const STOPPING = {
  kind: 'stop' as const,
  title: 'Unsubscribe',
  error: UNSUBSCRIBE_ERROR,
  button: { idle: 'Unsubscribe', busy: 'Unsubscribing...' },
}

/** A mail link's page: its kind, what it does with the token, and its own words. */
function mailLink(
  kind: typeof CONFIRMING | typeof STOPPING,
  act: 'confirmSubscription' | 'unsubscribe' | 'confirmAlerts' | 'stopAlert',
  words: { done: string; unknown: string; description: string; question: string },
): MailLinkPage {
  return {
    act: (actions, token) => actions[act](token),
    keys: { kind: kind.kind, id: act },
    messages: { done: words.done, unknown: words.unknown, error: kind.error },
    page: { title: kind.title, description: words.description },
    question: words.question,
    button: kind.button,
  }
}

export const MAIL_LINK_PAGES: Record<string, MailLinkPage> = {
  // The Get Notified confirmation mail (double opt-in).
  '/confirm-subscription': mailLink(CONFIRMING, 'confirmSubscription', {
    done: CONFIRMED_MESSAGE,
    unknown: UNKNOWN_CONFIRM_TOKEN,
    description: 'Confirm that you want emails about new upcoming homes.',
    question: 'Get an email each time we announce a new upcoming home? You can unsubscribe with the link in any of those emails.',
  }),
  // The new-upcoming-home mails.
  '/unsubscribe': mailLink(STOPPING, 'unsubscribe', {
    done: UNSUBSCRIBED_MESSAGE,
    unknown: UNKNOWN_UNSUBSCRIBE_TOKEN,
    description: 'Stop the emails about new upcoming homes.',
    question: 'Stop the emails about new upcoming homes? You can sign up again at any time on the Upcoming page.',
  }),
  // The confirmation of saved searches and homes by mail (docs/decisions/0161-saved-searches-and-alerts.md).
  '/confirm-alerts': mailLink(CONFIRMING, 'confirmAlerts', {
    done: SAVED_SEARCH_MESSAGES.confirmed,
    unknown: SAVED_SEARCH_MESSAGES.unknownConfirm,
    description: 'Confirm that you want emails about your saved homes and searches.',
    question: 'Get emails about the homes and searches you saved? Each email has a link to stop it, and one to manage them all.',
  }),
  // One saved search's alerts (and a mail program's one-click unsubscribe of it).
  '/stop-alert': mailLink(STOPPING, 'stopAlert', {
    done: SAVED_SEARCH_MESSAGES.unsubscribed,
    unknown: SAVED_SEARCH_MESSAGES.unknownUnsubscribe,
    description: 'Stop the emails about one saved search.',
    question: 'Stop the emails about this saved search? Your other saved searches and homes keep their emails.',
  }),
}

/** The page of a mail link's address. */
export function mailLinkPage(pathname: string): MailLinkPage {
  const page = MAIL_LINK_PAGES[unlocalizedPath(pathname).replace(/\/+$/, '').toLowerCase()]
  if (!page) throw new Response('Not Found', { status: 404 })
  return page
}
