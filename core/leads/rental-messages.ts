// What a rental applicant reads (docs/decisions/0130-rental-applications.md). No zod here: the pages show these at
// once (in the visitor's language: app/ui/forms/known-messages.ts) and load the schema only when a form is used.

export const RENTAL_MESSAGES = {
  notAvailable: 'This home is no longer available, so it cannot take new applications. Please look at our other rentals.',
  notFound: 'This rental was not found.',
  sent: 'Your application was sent. We have e-mailed you a private link to follow its status.',
  failed: 'Your application could not be sent. Please try again, or call us.',
  takenReason: 'Another application for this home was approved, so the home is no longer available.',
  closedReason: 'This home is no longer available, so we have closed your application. This is not a decision about you.',
  noLongerAvailable: 'This home is no longer available.',
} as const

/** The schema's own messages for its fields (core/leads/rental-application.ts). */
export const RENTAL_FIELD_MESSAGES = {
  email: 'Enter an e-mail address such as name@example.com',
  phoneMissing: 'Enter a phone number',
  phone: 'Enter a phone number such as 402-555-0100',
  dollars: 'Enter whole dollars, such as 4200',
  employment: 'Choose your employment',
  moveIn: 'Choose a move-in date',
  consent: 'Please tick the box to agree',
  ownEmail: 'Each applicant needs their own e-mail address',
} as const
