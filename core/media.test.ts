import { describe, expect, it } from 'vitest'
import { mediaSrcSet } from './media.ts'

describe('mediaSrcSet', () => {
  const base = '/media/2c1beb27d08191917937548f/'
  it('lists the named size and every smaller one the pipeline wrote', () => {
    expect(mediaSrcSet(`${base}w960.webp`)).toBe(`${base}w480.webp 480w, ${base}w720.webp 720w, ${base}w960.webp 960w`)
    expect(mediaSrcSet(`${base}w720.webp`)).toBe(`${base}w480.webp 480w, ${base}w720.webp 720w`)
    expect(mediaSrcSet(`${base}w1600.webp`)).toBe(
      `${base}w480.webp 480w, ${base}w720.webp 720w, ${base}w960.webp 960w, ${base}w1600.webp 1600w`,
    )
  })
  it('leaves other URLs alone: outside images, originals, odd widths and videos', () => {
    for (const url of ['https://example.com/a.jpg', `${base}original.jpg`, `${base}w700.webp`, '/media/x/w960.webp', '/hero.mp4']) {
      expect(mediaSrcSet(url), url).toBeUndefined()
    }
  })
})
