import { MISSING_FIELDS_MESSAGE, friendlyInquiryError } from './inquiry-messages.ts'

// What the visitor reads around Express Interest, Get Notified and
// unsubscribing. No zod here: the pages load these at once and
// the form rules (./upcoming.ts) only when a form is used.

export const INTEREST_ERROR = 'Error submitting your interest. Please try again.'

/** The thank-you of docs/product.md#express-interest, word for word. */
export const interestThanks = (title: string) => `Thank you for your interest in ${title}! We'll contact you when it becomes available.`

/** Maps the server's answer like the contact-agent form does, with this form's own generic text. */
export function friendlyInterestError(serverMessage: string | undefined): string {
  if (!serverMessage) return INTEREST_ERROR
  if (/clientEmail/.test(serverMessage) && !serverMessage.includes(MISSING_FIELDS_MESSAGE)) return INVALID_EMAIL
  return friendlyInquiryError(serverMessage, 'agent')
}

export const INVALID_EMAIL = 'Please enter a valid email address.'

/** Get Notified asks the address's owner first (double opt-in); the same answer for a new and a known address. */
export const SUBSCRIBED_MESSAGE =
  "Check your inbox: we've sent a confirmation email to that address. Press Confirm in it and we'll email you when new upcoming homes are announced. (Already on the list? Then there's nothing more to do.)"
export const SUBSCRIBE_ERROR = 'Error signing you up. Please try again.'

/** Sign-ups not confirmed within this many days are forgotten. */
export const UNCONFIRMED_DAYS = 7
export const CONFIRMED_MESSAGE = "You're on the list! We'll email you when new upcoming homes are announced."
export const UNKNOWN_CONFIRM_TOKEN = `This confirmation link is not on our list. Sign-ups not confirmed within ${UNCONFIRMED_DAYS} days are removed: sign up again on the Upcoming page. If the link was cut short, copy the whole link from the email.`
export const CONFIRM_ERROR = 'Error confirming your address. Please try again.'

export const UNSUBSCRIBED_MESSAGE = "You're unsubscribed. You won't get emails about new upcoming homes."
export const UNKNOWN_UNSUBSCRIBE_TOKEN =
  'This unsubscribe link is not on our list. You may have unsubscribed already, or the link was cut short: copy the whole link from the email.'
export const UNSUBSCRIBE_ERROR = 'Error unsubscribing you. Please try again.'
