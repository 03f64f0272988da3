import { describe, expect, it } from 'vitest'
import type { ListingPhoto } from './listing.ts'
import { imageSrcSet, toCardImage } from './listing-card.ts'

const base = '/media/2c1beb27d08191917937548f/'
const stored: ListingPhoto = {
  _id: 'img1',
  url: `${base}w1600.webp`,
  alt: 'Front of the house',
  width: 1600,
  height: 1067,
  sources: [480, 720, 960, 1600].map((width) => ({ width, url: `${base}w${width}.webp` })),
}

describe('toCardImage', () => {
  it('drops the sizes of a stored photo, whose URL names them, and gives the same srcset', () => {
    const card = toCardImage(stored)
    expect(card).toEqual({ url: stored.url, alt: stored.alt, width: 1600, height: 1067 })
    expect(imageSrcSet(card)).toBe(imageSrcSet(stored))
    expect(imageSrcSet(card)).toBe(`${base}w480.webp 480w, ${base}w720.webp 720w, ${base}w960.webp 960w, ${base}w1600.webp 1600w`)
  })
  it('keeps the sizes when the URL does not name them', () => {
    for (const image of [
      { ...stored, url: 'https://example.com/house.jpg' },
      { ...stored, sources: stored.sources.slice(1) },
      { ...stored, sources: [] },
    ]) {
      const card = toCardImage(image)
      expect(card.sources).toEqual(image.sources)
      expect(imageSrcSet(card)).toBe(image.sources.map((s) => `${s.url} ${s.width}w`).join(', '))
    }
  })
})
