import { choices } from '#core/choices.ts'

// The sell-to-us form's lists and messages (docs/product.md#sell-to-us), without zod so the page renders them;
// the server's schema is core/leads/sell-to-us.ts.

export const PROPERTY_TYPES = choices({
  'single-family': 'Single-Family Home',
  townhouse: 'Townhouse',
  condo: 'Condo',
  'multi-family': 'Multi-Family',
  other: 'Other',
})

export const TIMEFRAMES = choices({
  asap: 'As soon as possible',
  '1-month': 'Within 1 month',
  '3-months': 'Within 3 months',
  '6-months': 'Within 6 months',
  flexible: "I'm flexible",
})

export const SELL_TO_US_MESSAGES = {
  success: "Thank you! We'll get back to you within 24 hours with your cash offer.",
  failure: 'Sorry, there was an error submitting your form. Please try again.',
  propertyType: 'Please choose a property type from the list.',
  timeframe: 'Please choose a timeframe from the list.',
} as const

export const NO_DETAILS = 'No additional details provided'
export const SELL_TO_US_SUBJECT = 'Sell To Us Inquiry'

/** The message box is styled as an error when its text contains "error". */
export const isErrorMessage = (message: string) => /error/i.test(message)

export const labelOf = (list: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  list.find((o) => o.value === value)?.label ?? value
