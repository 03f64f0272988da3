import { createHash, randomBytes } from 'node:crypto'

// The private links mailed to a visitor (a rental applicant's page, a showing's page): a random token of 256 bits in
// the link's query, kept with its record and read only by equality. Anyone with the link may act on the record, as
// its owner can; the pages carry noindex and never show the visitor's contact details.

/** What a private link's token looks like: anything else is refused before any read. */
export const PRIVATE_TOKEN = /^[0-9a-f]{64}$/

export const newPrivateToken = (): string => randomBytes(32).toString('hex')

/** The page at `path` on the public site, opened with `token`. */
export const privateLink = (publicUrl: string, path: string, token: string): string =>
  `${publicUrl.replace(/\/$/, '')}${path}?token=${token}`

/** What is stored of a secret that must not be readable from the database (an agent's calendar feed). */
export const hashPrivateToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex')
