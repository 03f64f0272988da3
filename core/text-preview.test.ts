import { describe, expect, it } from 'vitest'
import { htmlToText, previewWords, textToHtml } from './text-preview.ts'

describe('previewWords', () => {
  it('cuts a rich bio at 15 words and says so', () => {
    const html =
      '<p>One two three four five six seven eight</p><p>nine ten <strong>eleven</strong> twelve thirteen fourteen fifteen sixteen</p>'
    expect(previewWords(html)).toEqual({
      text: 'One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen…',
      truncated: true,
    })
  })
  it('keeps a short bio whole', () => {
    expect(previewWords('<p>Short &amp; sweet.</p>')).toEqual({ text: 'Short & sweet.', truncated: false })
  })
})

describe('htmlToText and textToHtml', () => {
  it('separates blocks and escapes text', () => {
    expect(htmlToText('<ul><li>a</li><li>b</li></ul>')).toBe('a b')
    expect(textToHtml('Hi <b>\nthere')).toBe('<p>Hi &#60;b&#62;</p><p>there</p>')
  })
})
