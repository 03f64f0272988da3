import { describe, expect, it } from 'vitest'
import { INTL_LOCALE } from '#core/i18n/locale.ts'
import { formatNumber, formatPrice } from './format.ts'

// Whole numbers and prices are grouped by hand (decision 0190): they must read exactly as Intl writes them.

const VALUES = [0, 1, 7, 999, 1000, 1250, 99_999, 245_000, 1_245_000, 1_000_000_000_000, -1, -1234, -245_000]
const PRICES = [...VALUES, 2.5, 3.49, 999.5, 1_245_000.4, 1_245_999.5, -2.5, -0.4, 0.4]

describe('numbers and prices by hand', () => {
  for (const lang of ['en', 'es'] as const) {
    it(`writes whole numbers as Intl does in ${lang}`, () => {
      const intl = new Intl.NumberFormat(INTL_LOCALE[lang])
      expect(VALUES.map((v) => formatNumber(lang, v))).toEqual(VALUES.map((v) => intl.format(v)))
      expect(formatNumber(lang, 1_245_000)).toBe('1,245,000')
    })

    it(`writes prices in whole dollars as Intl does in ${lang}`, () => {
      const intl = new Intl.NumberFormat(INTL_LOCALE[lang], { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
      expect(PRICES.map((v) => formatPrice(lang, v))).toEqual(PRICES.map((v) => intl.format(v)))
      expect(formatPrice(lang, 245_000)).toBe('$245,000')
    })
  }

  it('leaves decimals and options to Intl', () => {
    expect(formatNumber('en', 2.5)).toBe('2.5')
    expect(formatNumber('en', 1234.5678)).toBe('1,234.568')
    expect(formatNumber('es', 0.25, { style: 'percent' })).toBe(new Intl.NumberFormat('es-US', { style: 'percent' }).format(0.25))
  })
})
