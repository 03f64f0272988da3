import { z } from 'zod'
import { cleanBlock, cleanLine } from '#core/clean-text.ts'
import { isPhone } from '#core/normalize-text.ts'
import { PROPERTY_TYPES, SELL_TO_US_MESSAGES, TIMEFRAMES } from './sell-to-us-rules.ts'

// POST /api/contact/sell-to-us (docs/product.md#sell-to-us): name (first and last joined), email,
// phone, address, propertyType, timeframe, message, type 'sell-to-us', subject.
// All but message are required; the type and subject are the server's own.

const line = (max: number) => cleanLine(max).default('')

export const SellToUsBodySchema = z.object({
  name: line(200),
  email: line(320),
  phone: line(40),
  address: line(300),
  propertyType: line(40),
  timeframe: line(40),
  message: cleanBlock(5000).default(''),
  type: line(40),
  subject: line(300),
  /** Honeypot: people leave it empty; bots fill it (server/leads/honeypot.ts). */
  website: line(300),
})
export type SellToUsBody = z.infer<typeof SellToUsBodySchema>

const EMAIL = z.email()

/** The first problem of a sell-to-us inquiry, as a message for the sender, or null. */
export function sellToUsProblem(body: SellToUsBody): string | null {
  const missing = (['name', 'email', 'phone', 'address', 'propertyType', 'timeframe'] as const).filter((k) => !body[k])
  if (missing.length) return `Missing required fields: ${missing.join(', ')}`
  if (!EMAIL.safeParse(body.email).success) return 'Please enter a valid email address.'
  if (!isPhone(body.phone)) return 'Please enter a valid phone number, such as 402-555-0199.'
  if (!PROPERTY_TYPES.some((p) => p.value === body.propertyType)) return SELL_TO_US_MESSAGES.propertyType
  if (!TIMEFRAMES.some((t) => t.value === body.timeframe)) return SELL_TO_US_MESSAGES.timeframe
  return null
}

/**
 * The form's check before sending: the payload read with the route's schema (normalised as the server reads it),
 * then sellToUsProblem. Null when the server must decide: a body its schema refuses (it words that itself) and the
 * wording check.
 */
export function sellToUsPrecheck(payload: unknown): string | null {
  const parsed = SellToUsBodySchema.safeParse(payload)
  return parsed.success ? sellToUsProblem(parsed.data) : null
}
