// The consent check's words (docs/decisions/0125-consent-evidence.md). No zod here: the pages show them in the
// visitor's language (app/ui/forms/known-messages.ts) without loading the form's schema.

export const CONSENT_MESSAGES = {
  /** The words sent are not the form's current words: a page left open across a change, or a tampered request. */
  outdated: 'The agreement on this page has changed since it was opened. Please reload the page and send the form again.',
  /** Shown in the inbox and the CSV for a lead sent by a page older than this record. */
  unknown: 'Shown text unknown (sent by an older page)',
} as const
