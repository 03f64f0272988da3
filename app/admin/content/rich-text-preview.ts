/** The first `words` words of a rich-text field as plain text (list previews, such as a team bio cut at 15 words). */
export function richTextPreview(html: string, words: number): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''
  const all = text.trim().split(/\s+/).filter(Boolean)
  return all.length > words ? `${all.slice(0, words).join(' ')}…` : all.join(' ')
}
