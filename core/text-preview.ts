// Plain-text previews of rich text (leadership bios truncate at 15 words).

export const BIO_PREVIEW_WORDS = 15

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'", '#x27': "'" }

/** The text of an HTML fragment: tags dropped, block ends and <br> as spaces, common entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d|\/div)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m)
    .replace(/\s+/g, ' ')
    .trim()
}

/** The first `words` words of a rich text and whether anything was cut. */
export function previewWords(html: string, words = BIO_PREVIEW_WORDS): { text: string; truncated: boolean } {
  const all = htmlToText(html).split(' ').filter(Boolean)
  return all.length > words ? { text: `${all.slice(0, words).join(' ')}…`, truncated: true } : { text: all.join(' '), truncated: false }
}

/** A plain text as one HTML paragraph per line, escaped (an agent's bio shown where a rich bio is expected). */
export const textToHtml = (text: string): string =>
  text
    .split(/\n+/)
    .filter((l) => l.trim())
    .map((l) => `<p>${l.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`)
    .join('')
