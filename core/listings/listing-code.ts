// A listing's public code (docs/decisions/0146-listing-codes.md): six characters from an alphabet without the
// look-alikes 0/O and 1/I, printed on the listing's page and flyer, so a visitor can check on /verify that a listing
// seen elsewhere is this business's. Plain, without zod, so the public pages can use it before zod starts.

/** Digits 2-9 and the letters but I and O: 32 characters, none mistaken for another when read aloud or off paper. */
export const LISTING_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
export const LISTING_CODE_LENGTH = 6

/** The notice on every listing page, the flyer and the footer (docs/decisions/0147-money-before-viewing-notice.md). */
export const NO_MONEY_BEFORE_VIEWING = 'We never ask for money before you have seen the home.'

/** The page where a visitor checks a listing, and the words of the links to it. */
export const VERIFY_PATH = '/verify'
export const VERIFY_LINK_TEXT = 'Verify a listing'

/** How a listing's code reads on its page and flyer: "Listing code: K7M2QX". */
export const listingCodeLine = (code: string): string => `Listing code: ${code}`

/** Candidates looked up for one check, so a pasted text cannot try many codes at the cost of one request. */
export const MAX_CODES_PER_CHECK = 3

const TOKEN = new RegExp(`(?<![A-Z0-9])[${LISTING_CODE_ALPHABET}]{${LISTING_CODE_LENGTH}}(?![A-Z0-9])`, 'g')
const URL_IN_TEXT = /(?:https?:\/\/[^\s/<>"']+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?)\/[^\s<>"']*/gi
const PROPERTY_PATH = /^\/property\/([A-Za-z0-9_-]{1,64})(?:[/?#]|$)/

/** What a visitor typed or pasted on /verify, read: a link to one of this site's listings, codes to look up, or a link to another site. */
export interface VerifyQuery {
  /** The id of a listing link of this site (/property/{id}). */
  listingId?: string
  /** Codes found in the text, at most MAX_CODES_PER_CHECK, in the order they appear. */
  codes: string[]
  /** The host of a link to another site, when that is all the text holds. */
  otherSite?: string
}

const parseUrl = (link: string): URL | undefined => {
  try {
    return new URL(/^https?:\/\//i.test(link) ? link : `https://${link}`)
  } catch {
    return undefined
  }
}

/**
 * Reads the text a visitor gave: a link of this site (`siteUrl`'s host, or a bare /property/… path) names its
 * listing; a code ("k7m2qx", "K7M-2QX", "Listing code: K7M2QX") is looked up; a link elsewhere with no code in the
 * rest of the text is another site's.
 */
export function readVerifyQuery(text: string, siteUrl: string): VerifyQuery {
  const trimmed = text.trim().slice(0, 2000)
  const ownHost = parseUrl(siteUrl)?.host.toLowerCase()
  const bare = PROPERTY_PATH.exec(trimmed)?.[1]
  if (bare) return { listingId: bare, codes: [] }
  let otherSite: string | undefined
  let rest = trimmed
  for (const [link] of trimmed.matchAll(URL_IN_TEXT)) {
    const url = parseUrl(link)
    if (!url) continue
    const host = url.host.toLowerCase()
    const id = PROPERTY_PATH.exec(url.pathname)?.[1]
    if (host === ownHost && id) return { listingId: id, codes: [] }
    if (host !== ownHost) otherSite ??= host
    // A link's own letters are no code: "/listing/ABCDEF" on another site names nothing of ours.
    rest = rest.replace(link, ' ')
  }
  // A code typed with a space or a dash in the middle ("K7M 2QX") is one code when it is all the text.
  const whole = rest.toUpperCase().replace(/[\s-]/g, '')
  const codes =
    whole.length === LISTING_CODE_LENGTH && [...whole].every((c) => LISTING_CODE_ALPHABET.includes(c))
      ? [whole]
      : [...new Set([...rest.toUpperCase().matchAll(TOKEN)].map((m) => m[0]))].slice(0, MAX_CODES_PER_CHECK)
  return { codes, ...(codes.length === 0 && otherSite ? { otherSite } : {}) }
}
