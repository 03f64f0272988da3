// What a page sends with a form that asks for consent (docs/decisions/0125-consent-evidence.md), apart from the
// fields' schema (consent.ts) so that a page with such a form loads without zod until the form is sent.

/** What a form that asks for consent sends with its fields. */
export interface ConsentShown {
  consentText?: string | undefined
  consentPage?: string | undefined
}

/** What the page sends for the words it shows: the words and the path of the page (in the browser only). */
export const consentShown = (text: string): Required<ConsentShown> => ({
  consentText: text,
  consentPage: typeof window === 'undefined' ? '' : window.location.pathname,
})
