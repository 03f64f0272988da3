// Every text a visitor sends is normalised before it is validated, stored or
// mailed: Unicode NFC, lone surrogates replaced, control
// and bidirectional-override characters removed, whitespace trimmed. Line
// breaks survive only in multi-line fields (messages), as "\n".

// C0/C1 controls except tab and line feed; DEL.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g
// Bidirectional embeddings, overrides and isolates (Trojan Source), and the invisible marks that go with them.
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Normalises one text: one line unless `multiline`, where CR/LF pairs become "\n" and tabs stay. */
export function cleanText(value: string, options: { multiline?: boolean } = {}): string {
  let s = value.replace(LONE_SURROGATE, '\uFFFD').normalize('NFC')
  s = s.replace(/\r\n?/g, '\n')
  s = options.multiline ? s.replace(/[ \t]+\n/g, '\n') : s.replace(/[\n\t]+/g, ' ')
  return s.replace(CONTROLS, '').replace(BIDI, '').trim()
}

/** A phone number as people type it: digits with spaces, dots, dashes, parentheses, an optional leading + and extension. */
export const PHONE_PATTERN = /^\+?[\d\s().-]{7,25}(\s*(x|ext\.?)\s*\d{1,6})?$/i
export const isPhone = (value: string): boolean => PHONE_PATTERN.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7
