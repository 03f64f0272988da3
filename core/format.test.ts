import { describe, expect, it } from 'vitest'
import { formatListingPrice, formatPinPrice, homeBadge, isVideoUrl, listStatusLabel, withHttps } from './format.ts'
import { mergeDefaults, CONTENT_DEFAULTS } from '#core/content/content-defaults.ts'

describe('listing labels', () => {
  it('formats sale prices and rents with /mo', () => {
    expect(formatListingPrice({ type: 'sale', status: 'available', price: 325000, estimatedPrice: null })).toBe('$325,000')
    expect(formatListingPrice({ type: 'rental', status: 'available', price: 1450, estimatedPrice: null })).toBe('$1,450/mo')
    expect(formatListingPrice({ type: 'sale', status: 'upcoming', price: 300000, estimatedPrice: 315000 })).toBe('$315,000')
  })

  it('labels map pins in thousands', () => {
    expect(formatPinPrice({ type: 'sale', price: 325000 })).toBe('325K')
    expect(formatPinPrice({ type: 'rental', price: 1450 })).toBe('1.5K/mo')
  })

  it('picks the home badge by status and type', () => {
    expect(homeBadge({ type: 'sale', status: 'sold' })).toEqual({ label: 'Sold', tone: 'red' })
    expect(homeBadge({ type: 'sale', status: 'pending' })).toEqual({ label: 'Pending', tone: 'yellow' })
    expect(homeBadge({ type: 'sale', status: 'available' })).toEqual({ label: 'For Sale', tone: 'green' })
    expect(homeBadge({ type: 'rental', status: 'available' })).toEqual({ label: 'For Rent', tone: 'blue' })
  })

  it('shows unknown list statuses as Available', () => {
    expect(listStatusLabel('rented')).toBe('Rented')
    expect(listStatusLabel('mystery')).toBe('Available')
  })

  it('recognises videos by extension and prefixes https', () => {
    expect(isVideoUrl('/media/tour.MP4')).toBe(true)
    expect(isVideoUrl('/media/a.webp')).toBe(false)
    expect(withHttps('example.com')).toBe('https://example.com')
    expect(withHttps('http://example.com')).toBe('http://example.com')
    expect(withHttps('  ')).toBe('')
  })
})

describe('mergeDefaults', () => {
  it('merges stored values over the defaults, keeping defaults for blanks and wrong types', () => {
    const merged = mergeDefaults(CONTENT_DEFAULTS.footer, {
      phone: '(402) 555-0000',
      email: '',
      address: 42,
      socialMedia: { linkedin: 'https://linkedin.com/x' },
    })
    expect(merged.phone).toBe('(402) 555-0000')
    expect(merged.email).toBe(CONTENT_DEFAULTS.footer.email)
    expect(merged.address).toBe('Omaha, Nebraska')
    expect(merged.socialMedia).toEqual({ linkedin: 'https://linkedin.com/x' })
  })

  it('replaces lists instead of merging them', () => {
    expect(mergeDefaults(CONTENT_DEFAULTS.hero, { galleryImages: ['/a.jpg'] }).galleryImages).toEqual(['/a.jpg'])
  })
})
