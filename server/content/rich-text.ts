import sanitizeHtml from 'sanitize-html'

// Rich text (about story and mission, team bios, banner description, vision
// texts) is sanitized with an allowlist when it is saved and again before a
// public page renders it. Only
// structure and links survive: no scripts, event handlers, styles, iframes or
// javascript: URLs. Links get rel="noopener noreferrer".

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Headings of level 1 belong to the page itself; an editor's h1 becomes h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const next: Record<string, string> = { rel: 'noopener noreferrer' }
      if (attribs.href) next.href = attribs.href
      if (attribs.target === '_blank') next.target = '_blank'
      return { tagName, attribs: next }
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
}

/** The allowlisted HTML of a rich-text field. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim()

/** Plain text of a rich-text field (mail bodies, meta descriptions, truncation). */
export const richTextToPlain = (html: string): string =>
  sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, '$&\n'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim()
