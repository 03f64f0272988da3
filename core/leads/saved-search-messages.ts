// What a visitor reads about saved searches and saved homes (docs/decisions/0161-saved-searches-and-alerts.md). No
// zod here: the pages show these in the visitor's language (app/ui/forms/known-messages.ts) without the schemas.

export const SAVED_SEARCH_MESSAGES = {
  signedUp: 'Check your email: press the link we sent to confirm your address. Nothing is mailed until you do.',
  saved: 'Search saved. We will email you when homes match it.',
  confirmed: 'Your email is confirmed. We will email you about your saved searches and homes.',
  unknownConfirm: 'This confirmation link is not valid any more. Please save your search again.',
  unsubscribed: 'Done: you will get no more emails about this search.',
  unknownUnsubscribe: 'This link is not valid any more: the search was already removed.',
  unknownManage: 'This link is not valid any more.',
  unknownBrowser: 'Please enter your email address again.',
  everythingRemoved: 'Done: every saved search and saved home of this address is removed, and no more emails will come.',
} as const
