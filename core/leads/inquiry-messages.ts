// Visitor-facing messages of docs/product.md#contact-agent-and-tour-requests, word for word.

/** The server's answer to a form without its required fields starts with this. */
export const MISSING_FIELDS_MESSAGE = 'Missing required fields'

export const MESSAGES = {
  agentSuccess: 'Your message has been sent to the agent! They will contact you soon.',
  tourSuccess: 'Tour request sent successfully! The agent will contact you within 24 hours to confirm.',
  inappropriate: 'Please revise your message to remove inappropriate language and try again.',
  missingFields: 'Please fill in all required fields and try again.',
  agentError: 'Error submitting contact form. Please try again.',
  tourError: 'Error submitting tour request. Please try again.',
  shareCopied: 'Property link copied to clipboard!',
} as const

export const INVALID_PHONE = 'Please enter a valid phone number, such as 402-555-0199.'

/** Maps a server error message to what the visitor sees. */
export function friendlyInquiryError(serverMessage: string | undefined, kind: 'agent' | 'tour'): string {
  const generic = kind === 'tour' ? MESSAGES.tourError : MESSAGES.agentError
  if (!serverMessage) return generic
  if (serverMessage.includes('inappropriate language')) return MESSAGES.inappropriate
  if (serverMessage.includes(MISSING_FIELDS_MESSAGE)) return MESSAGES.missingFields
  if (/clientPhone/.test(serverMessage)) return INVALID_PHONE
  return serverMessage
}
