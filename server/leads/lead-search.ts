import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '#server/db/schema.ts'

// What staff type in the inbox's search box, as a full-text query over the
// search rows of migration 0016 (docs/decisions/0088-lead-search.md): every
// word typed must start a word of the lead's name, e-mail, phone or message
// ("mar gar" finds Maria Garcia), text with an @ is part of an address (its
// words in order: "garcia12@exa" finds garcia12@example.com), and three or
// more digits typed in any format also match any run of the phone's digits
// ("402.555.0134", "5550134" and "(402) 555" all find "+1 402-555-0134").

/** More words than this add nothing a staff member would miss; the rest are left out. */
const MAX_WORDS = 8
const MIN_DIGITS = 3

export interface LeadSearchTerms {
  words: string[]
  /** The digits typed, when there are enough to look for in phone numbers. */
  digits: string | null
}

/** The words (letters and digits, lower case, as both databases' tokenizers cut them) and digits of a search. */
export function leadSearchTerms(text: string): LeadSearchTerms {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
  const digits = text.replace(/\D/g, '')
  return { words, digits: digits.length >= MIN_DIGITS ? digits : null }
}

/**
 * The ids (`lead_id`) of the leads a search finds, as a query, or with `count` their number;
 * undefined when the text holds no letter or digit (nothing to look for: no filter).
 */
export function leadsMatching(db: Kysely<Database>, text: string, what: 'ids' | 'count' = 'ids'): RawBuilder<string> | undefined {
  const terms = leadSearchTerms(text)
  const { words } = terms
  if (words.length === 0) return undefined
  // Text with an @ is (part of) an e-mail address: its words in that order, side by side, the last one begun;
  // its digits are not a phone number.
  const address = text.includes('@')
  const digits = address ? null : terms.digits
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Weight A holds the words, B the phone's digit endings (migration 0016).
    const all = address
      ? words.map((w, k) => (k === words.length - 1 ? `${w}:*A` : `${w}:A`)).join(' <-> ')
      : words.map((w) => `${w}:*A`).join(' & ')
    const query = sql`to_tsquery('simple', ${digits ? `(${all}) | ${digits}:*B` : all})`
    return what === 'count'
      ? sql<string>`select count(*) from lead_search where document @@ ${query}`
      : sql<string>`select lead_id from lead_search where document @@ ${query}`
  }
  const all = `{words} : (${address ? `"${words.join(' ')}"*` : words.map((w) => `"${w}"*`).join(' AND ')})`
  const query = digits ? `(${all}) OR ({phone_digits} : "${digits}"*)` : all
  // Each lead has one search row, so the index alone counts them.
  return what === 'count'
    ? sql<string>`select count(*) from lead_search_fts where lead_search_fts match ${query}`
    : sql<string>`select s.lead_id from lead_search_fts f join lead_search s on s.id = f.rowid where lead_search_fts match ${query}`
}
