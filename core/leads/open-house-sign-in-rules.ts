import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { formatBusinessClock } from '#core/business-time.ts'
import { openHouseDay } from '#core/listings/open-house-times.ts'
import { choices } from '#core/choices.ts'

// Signing in at an open house (docs/decisions/0115-open-house-sign-in.md): the consent text the page shows and the
// server stores, when sign-in is open, the answers' choices and the plain messages. No zod here: the sign-in page
// renders all of it at once; the schema is core/leads/open-house-sign-in.ts.

/** Sign-in opens this long before the open house starts (an agent sets up the tablet early)… */
export const SIGN_IN_OPENS_BEFORE_MINUTES = 60
/** …and closes this long after it ends (visitors who left without signing in, cards typed in afterwards). */
export const SIGN_IN_CLOSES_AFTER_HOURS = 4

/** How long the kiosk's thanks stays before the form is empty again for the next visitor (its bar's CSS counts the same). */
export const KIOSK_RESET_SECONDS = 8

/**
 * The words beside the consent box, exactly as the visitor reads them. The page sends them back with the sign-in; the
 * server stores them with the lead only when they are these words, so the lead keeps what the visitor agreed to.
 */
export const OPEN_HOUSE_CONSENT_TEXT = `I agree that ${COMPANY_NAME} and the listing agent may contact me by email, phone or text message about this home and homes like it. I can ask them to stop at any time.`

export const WORKING_WITH_AGENT = choices({
  no: 'No',
  yes: 'Yes',
})
export const PRE_APPROVAL = choices({
  yes: 'Yes',
  'not-yet': 'Not yet',
  cash: 'Paying cash',
})

export const SIGN_IN_MESSAGES = {
  name: 'Please enter your name.',
  contact: 'Please give an email address or a phone number, so the agent can reach you.',
  email: 'Please enter an email address such as name@example.com.',
  phone: 'Please enter a phone number such as 402-555-0199.',
  workingWithAgent: 'Please tell us whether you are working with an agent.',
  consent: 'Please tick the box to agree to be contacted. We can only sign you in with your agreement.',
  outdated: 'This page is out of date. Please reload it and sign in again.',
  closed: 'Sign-in for this open house has closed. Thank you for visiting!',
  notFound: 'This open house is not scheduled (any more).',
  failed: 'Your sign-in could not be sent. Check the connection and try again.',
  thanks: 'Thank you for signing in! Enjoy the tour.',
} as const

/** "Sign-in opens at 12:00 PM on Sun, Dec 14.": before the window. */
export const signInOpensMessage = (opensAt: string): string =>
  `Sign-in opens at ${formatBusinessClock(opensAt)} on ${openHouseDay(opensAt)}, an hour before the open house starts.`

/** When sign-in opens and closes for an open house (UTC instants). */
export function signInWindow(openHouse: { startsAt: string; endsAt: string }): { opensAt: string; closesAt: string } {
  return {
    opensAt: new Date(Date.parse(openHouse.startsAt) - SIGN_IN_OPENS_BEFORE_MINUTES * 60_000).toISOString(),
    closesAt: new Date(Date.parse(openHouse.endsAt) + SIGN_IN_CLOSES_AFTER_HOURS * 3_600_000).toISOString(),
  }
}

/** Whether sign-in is open at `now`: 'early', 'open' or 'closed'. */
export function signInState(openHouse: { startsAt: string; endsAt: string }, now: Date): 'early' | 'open' | 'closed' {
  const { opensAt, closesAt } = signInWindow(openHouse)
  if (now.getTime() < Date.parse(opensAt)) return 'early'
  return now.getTime() <= Date.parse(closesAt) ? 'open' : 'closed'
}

/** The sign-in page's path for an open house (the printed sheet's QR code and its printed address). */
export const signInPath = (openHouseId: string): string => `/open-house/${openHouseId}/sign-in`
