import { describe, expect, it } from 'vitest'
import { cleanText, isPhone } from './normalize-text.ts'

describe('cleanText', () => {
  it('removes null bytes, controls and bidi overrides and trims', () => {
    expect(cleanText('  Jo\u0000hn\u202E Smith\u0007 ')).toBe('John Smith')
  })
  it('replaces lone surrogates and composes to NFC', () => {
    expect(cleanText('a\uD800b')).toBe('a\uFFFDb')
    expect(cleanText('Cafe\u0301')).toBe('Café')
  })
  it('keeps line breaks only in multi-line text', () => {
    expect(cleanText('one\r\ntwo\rthree', { multiline: true })).toBe('one\ntwo\nthree')
    expect(cleanText('Subject\r\nBcc: x@example.com')).toBe('Subject Bcc: x@example.com')
  })
})

describe('isPhone', () => {
  it('accepts the ways people write a phone number', () => {
    for (const p of ['(402) 555-0142', '402.555.0142', '+1 402 555 0142', '4025550142 ext. 12']) expect(isPhone(p)).toBe(true)
  })
  it('rejects text that is not a phone number', () => {
    for (const p of ['call me', '12345', '<script>', '402-555-0142; drop table']) expect(isPhone(p)).toBe(false)
  })
})
