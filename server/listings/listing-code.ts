import { randomInt } from 'node:crypto'
import { LISTING_CODE_ALPHABET, LISTING_CODE_LENGTH } from '#core/listings/listing-code.ts'

/** A random listing code (docs/decisions/0146-listing-codes.md); the unique index, not chance, keeps codes apart. */
export const newListingCode = (): string =>
  Array.from({ length: LISTING_CODE_LENGTH }, () => LISTING_CODE_ALPHABET[randomInt(LISTING_CODE_ALPHABET.length)]).join('')

/** `count` codes, no two alike (many listings stored at once: the migration's backfill, the bench). */
export function newListingCodes(count: number, taken: ReadonlySet<string> = new Set()): string[] {
  const codes = new Set<string>()
  while (codes.size < count) {
    const code = newListingCode()
    if (!taken.has(code)) codes.add(code)
  }
  return [...codes]
}
