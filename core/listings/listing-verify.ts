import { COMPANY_NAME } from '#core/content/content-defaults.ts'

// What /verify and GET /api/verify answer (docs/decisions/0148-verify-a-listing.md). Plain, without zod, so the page
// reads its words without loading the schemas.

/** The query parameter of /verify and GET /api/verify: the code or the link the visitor gives. */
export const VERIFY_PARAM = 'q'

/**
 * Whether a page address is a check on /verify (its page or its data, with a non-empty `q`): counted per client address
 * and rendered for its one request, while /verify alone is a page like the others.
 */
export function isVerifyCheck(url: string): boolean {
  const [path, search = ''] = url.split('?')
  return /^(\/es)?\/verify\/?(\.data)?$/i.test(path) && Boolean(new URLSearchParams(search).get(VERIFY_PARAM)?.trim())
}

/** Whom to contact about a confirmed listing: its agent, or the office when it names none. */
export interface VerifyContact {
  kind: 'agent' | 'office'
  name: string
  phone: string
  email: string
}

/** A listing of this business, as /verify shows it. */
export interface VerifiedListing {
  _id: string
  listingCode: string
  title: string
  address: string
  price: string
  status: string
  photo: string
  /** Its page on this site. */
  url: string
}

export type VerifyAnswer =
  | { result: 'ours'; message: string; listing: VerifiedListing; contact: VerifyContact }
  | { result: 'not-ours'; message: string; otherSite?: string }

export const OURS_MESSAGE = `Yes, this is a ${COMPANY_NAME} listing.`
export const NOT_OURS_CODE_MESSAGE = `We have no listing with this code. It is not a ${COMPANY_NAME} listing.`
export const NOT_OURS_LINK_MESSAGE = `We have no listing at this link. It is not a ${COMPANY_NAME} listing.`
export const OTHER_SITE_MESSAGE = (host: string) => `This link is to ${host}, not to our website.`
/** Under every "not ours" answer: how a real listing of ours can be told. */
export const NOT_OURS_NOTE = 'Every listing of ours has its page on this website and a listing code you can check here.'
/** What to do when the listing is not ours, shown under the answer. */
export const NOT_OURS_ADVICE = [
  'Do not send money, a deposit or personal details to whoever posted it.',
  'Report the copy to us with the form below, and to the site where you saw it.',
  'If you have already paid, report it to your bank and to the Federal Trade Commission at ReportFraud.ftc.gov.',
]
export const UNREADABLE_MESSAGE = 'Enter the listing code (6 letters and digits, such as K7M2QX) or paste the link to the listing you saw.'
export const CHECKS_LIMITED_MESSAGE = (minutes: number) =>
  `You have checked many listings in a short time. Please try again in ${minutes} minute(s), or call our office.`
