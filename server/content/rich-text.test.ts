import { describe, expect, it } from 'vitest'
import { richTextToPlain, sanitizeRichText } from './rich-text.ts'

describe('sanitizeRichText', () => {
  it('keeps headings, emphasis, lists and links, and marks links noopener', () => {
    expect(sanitizeRichText('<h2>Our Story</h2><p><strong>Bold</strong> and <em>calm</em></p><ul><li>One</li></ul>')).toBe(
      '<h2>Our Story</h2><p><strong>Bold</strong> and <em>calm</em></p><ul><li>One</li></ul>',
    )
    expect(sanitizeRichText('<a href="https://example.com" target="_blank" onclick="x()">site</a>')).toBe(
      '<a rel="noopener noreferrer" href="https://example.com" target="_blank">site</a>',
    )
  })

  it('removes scripts, event handlers, styles, frames and javascript: links', () => {
    const dirty =
      '<p onmouseover="steal()" style="color:red">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)><iframe src="https://evil"></iframe>' +
      '<a href="javascript:alert(1)">click</a><a href="JaVaScRiPt:alert(1)">x</a><svg onload=alert(1)></svg>'
    const clean = sanitizeRichText(dirty)
    expect(clean).not.toMatch(/script|onerror|onmouseover|onload|javascript|iframe|style=|<img|<svg/i)
    expect(clean).toContain('<p>Hi</p>')
  })

  it('turns an h1 into an h2 and reads as plain text', () => {
    expect(sanitizeRichText('<h1>Title</h1>')).toBe('<h2>Title</h2>')
    expect(richTextToPlain('<p>One &amp; two</p><p>Three</p>')).toBe('One & two\nThree')
  })
})
