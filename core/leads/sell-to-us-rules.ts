// The sell-to-us form's lists and messages (docs/product.md#sell-to-us), without zod so the page renders them;
// the server's schema is core/leads/sell-to-us.ts.

export const PROPERTY_TYPES = [
  { value: 'single-family', label: 'Single-Family Home' },
  { value: 'townhouse', label: 'Townhouse' },
  { value: 'condo', label: 'Condo' },
  { value: 'multi-family', label: 'Multi-Family' },
  { value: 'other', label: 'Other' },
] as const

export const TIMEFRAMES = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '1-month', label: 'Within 1 month' },
  { value: '3-months', label: 'Within 3 months' },
  { value: '6-months', label: 'Within 6 months' },
  { value: 'flexible', label: "I'm flexible" },
] as const

export const NO_DETAILS = 'No additional details provided'
export const SELL_TO_US_SUBJECT = 'Sell To Us Inquiry'

export const SELL_TO_US_MESSAGES = {
  success: "Thank you! We'll get back to you within 24 hours with your cash offer.",
  failure: 'Sorry, there was an error submitting your form. Please try again.',
} as const

/** The message box is styled as an error when its text contains "error". */
export const isErrorMessage = (message: string) => /error/i.test(message)

export const labelOf = (list: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  list.find((o) => o.value === value)?.label ?? value
