import { describe, expect, it } from 'vitest'
import en from '#app/locales/en/listings.json'
import es from '#app/locales/es/listings.json'
import { i18nFor } from '#app/i18n/i18n.ts'
import { openHouseBadge, openHouseDay, openHouseHours, openHouseLongDay } from '#core/listings/open-house-times.ts'

// An open house's day and hours in Omaha in both languages (docs/decisions/0187-spanish-open-houses-answers-and-evidence.md):
// English keeps its own short forms, Spanish says them as es-US does; the cards' words come from the translation files.

// Sunday 6 December 2026, 1–3 PM and 11 AM–1:30 PM in Omaha (UTC−6).
const afternoon = ['2026-12-06T19:00:00.000Z', '2026-12-06T21:00:00.000Z'] as const
const midday = ['2026-12-06T17:00:00.000Z', '2026-12-06T19:30:00.000Z'] as const
const card = (lang: 'en' | 'es') => i18nFor(lang, { listings: lang === 'en' ? en : es }).getFixedT(lang, 'listings')

describe('open house times in the page’s language', () => {
  it('keeps the English forms of today', () => {
    expect(openHouseDay(afternoon[0])).toBe('Sun, Dec 6')
    expect(openHouseHours(...afternoon)).toBe('1–3 PM')
    expect(openHouseHours(...midday)).toBe('11 AM–1:30 PM')
    expect(openHouseLongDay(afternoon[0])).toBe('Sunday, December 6, 2026')
    expect(openHouseBadge(...afternoon)).toBe('Open Sun, Dec 6, 1–3 PM')
  })

  it('says the day and hours in Spanish, in Omaha time', () => {
    expect(openHouseDay(afternoon[0], 'es')).toMatch(/^dom, 6 de dic/)
    expect(openHouseHours(...afternoon, 'es')).toBe('1:00–3:00 p.m.')
    expect(openHouseHours(...midday, 'es')).toBe('11:00 a.m. – 1:30 p.m.')
    expect(openHouseLongDay(afternoon[0], 'es')).toBe('domingo, 6 de diciembre de 2026')
  })

  it('words the card’s badge from the translation files: the English one is exactly core’s badge', () => {
    const vars = (lang: 'en' | 'es') => ({ day: openHouseDay(afternoon[0], lang), hours: openHouseHours(...afternoon, lang) })
    expect(card('en')('card.openHouse', vars('en'))).toBe(openHouseBadge(...afternoon))
    expect(card('en')('card.openHouseSpoken', { ...vars('en'), day: openHouseLongDay(afternoon[0]) })).toBe(
      'Open house Sunday, December 6, 2026, 1–3 PM',
    )
    expect(card('es')('card.openHouse', vars('es'))).toMatch(/^Casa abierta dom, 6 de dic\.?, 1:00/)
  })
})
