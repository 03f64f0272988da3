import { z } from 'zod'
import { cleanBlock, cleanLine } from '#core/clean-text.ts'
import { brokerageParts, type Brokerage } from '#core/content/fair-housing.ts'
import { RETENTION_PERIODS } from '#core/content/legal-defaults.ts'

// Licensee-interest disclosures (docs/decisions/0155-licensee-disclosures.md): Nebraska's rule that a licensee who
// buys or sells a home in which it has an interest says so in writing, signed and dated by the other party before
// they are bound, the copy kept five years. Staff keep the text (each version kept), send it by a private link, and the
// homeowner or buyer signs it by typing their full name and ticking the consent box.

/** How long a signed disclosure is kept after it is signed, whatever becomes of its lead or listing. */
export const DISCLOSURE_KEEP_YEARS = RETENTION_PERIODS.signedDisclosureMonths / 12

/** The words of the consent checkbox, kept with each signature. */
export const DISCLOSURE_CONSENT =
  'I have read this disclosure, and I agree that typing my full name below is my signature on it, dated today.'

export const DISCLOSURE_MESSAGES = {
  nameMismatch: (expected: string) => `Type your full name exactly as this disclosure names you: ${expected}.`,
  nameMissing: 'Type your full name to sign.',
  consentMissing: 'Tick the box to confirm you have read the disclosure and agree to sign it.',
  alreadySigned: 'This disclosure is already signed. Nothing more is needed.',
  invalidLink: 'This link is not valid. Please use the link in your mail from us.',
  notSellToUs: 'A disclosure is sent from a sell-to-us lead or one of our own flips.',
  notOwnFlip: 'Only our own flips (listings with a renovation story) need a licensee-interest disclosure for their buyer.',
  /** The refusal of a sell-to-us lead moved to Offer accepted before its disclosure is signed. */
  stageNeedsSignature:
    'The homeowner must sign the licensee-interest disclosure before this lead can move to Offer accepted. Send it from this lead, then wait for the signature.',
} as const

/** The default text, in plain words, naming the brokerage and its licence as staff set them in the footer. */
export function defaultDisclosureText(brokerage: Brokerage): string {
  const { name, rest } = brokerageParts(brokerage)
  return [
    'Disclosure of licensee interest',
    '',
    `${name}${rest}, and its owners and principals buy and sell homes for their own account.`,
    '',
    'If we buy your home, we are buying it for ourselves. We do not act as your agent, we do not represent you, and we intend to renovate and resell the home at a profit.',
    '',
    'If you buy a home from us, we are selling our own property. We are the owner and the seller, we do not act as your agent, and we expect to make a profit on the sale.',
    '',
    'You may ask an attorney or another adviser of your choice for independent advice, and you may have another real estate agent represent you, before you sign any agreement with us.',
    '',
    'Nebraska Real Estate Commission rules (Title 299 NAC 5-003.04) require us to tell you this in writing and to have you sign and date it before you are bound by any agreement. Signing this disclosure only confirms that you received it; it does not commit you to sell or buy anything.',
  ].join('\n')
}

/** Names compared as people type them: case, accents' spacing and repeated spaces do not matter. */
export const sameSignatureName = (typed: string, expected: string): boolean => {
  const norm = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US')
  return norm(typed) !== '' && norm(typed) === norm(expected)
}

export const DisclosureTextSchema = z.object({
  text: z.string(),
  /** The version number signed disclosures cite; 0 for the default text before staff's first save. */
  textVersion: z.number().int(),
  /** The version a save names in If-Match. */
  version: z.string(),
  savedBy: z.string(),
  savedAt: z.string(),
})
export type DisclosureText = z.infer<typeof DisclosureTextSchema>

export const DisclosureTextBodySchema = z.object({
  text: cleanBlock(20000).pipe(z.string().min(80, 'The disclosure text is too short to say what the rule asks.')),
})
export type DisclosureTextBody = z.infer<typeof DisclosureTextBodySchema>

/** One kept version of the text, as the version list gives it. */
export const DisclosureTextVersionSchema = DisclosureTextSchema.omit({ version: true })
export type DisclosureTextVersion = z.infer<typeof DisclosureTextVersionSchema>

/** Who a disclosure from a flip listing is for: the named buyer. */
export const DisclosureRecipientSchema = z.object({
  name: cleanLine(200).pipe(z.string().min(1, 'Enter the buyer’s full name.')),
  email: cleanLine(320).pipe(z.email('Enter the buyer’s e-mail address.')),
})
export type DisclosureRecipient = z.infer<typeof DisclosureRecipientSchema>

export const DisclosureSummarySchema = z.object({
  _id: z.string(),
  status: z.enum(['sent', 'signed']),
  recipientName: z.string(),
  recipientEmail: z.string(),
  leadId: z.string().nullable(),
  propertyId: z.string().nullable(),
  textVersion: z.number().int(),
  sentAt: z.string(),
  sentBy: z.string(),
  signedAt: z.string().nullable(),
  signedName: z.string().nullable(),
})
export type DisclosureSummary = z.infer<typeof DisclosureSummarySchema>

/** The public page's view by its private link: the text and whom it is for, never their e-mail. */
export const DisclosureViewSchema = z.object({
  recipientName: z.string(),
  text: z.string(),
  textVersion: z.number().int(),
  sentAt: z.string(),
  signedAt: z.string().nullable(),
  signedName: z.string().nullable(),
})
export type DisclosureView = z.infer<typeof DisclosureViewSchema>

export const DisclosureTokenSchema = z.object({ token: z.string().max(64).meta({ title: 'Link' }) })

export const DisclosureSignSchema = DisclosureTokenSchema.extend({
  name: cleanLine(200).pipe(z.string().min(1, DISCLOSURE_MESSAGES.nameMissing)).meta({ title: 'Your full name' }),
  consent: z.literal(true, DISCLOSURE_MESSAGES.consentMissing).meta({ title: 'Consent' }),
})
export type DisclosureSign = z.infer<typeof DisclosureSignSchema>
