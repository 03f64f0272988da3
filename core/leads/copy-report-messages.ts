// What a visitor reads around "Report a copy" on /verify (docs/decisions/0148-verify-a-listing.md). No zod here: the
// pages show these in the visitor's language (app/ui/forms/known-messages.ts) without the schema.

export const COPY_REPORT_SENT = 'Thank you. Your report has reached our office; we look into every one.'
export const COPY_REPORT_ERROR = 'Your report could not be sent. Please try again, or call our office.'

/** Each problem starts with the field's label, so the form can focus it. */
export const COPY_REPORT_PROBLEMS = {
  seenAt: 'Where did you see it? Enter the link or the name of the site.',
  message: 'What happened? Tell us in a few words.',
  email: 'Your email must be an email address such as name@example.com, or left empty.',
} as const
