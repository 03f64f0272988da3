import sharp from 'sharp'
import { render, rng } from './images/svg.ts'
import { exteriorScene, H, W } from './images/exterior.ts'
import { backyardScene, roomScene } from './images/interior.ts'
import { cityScene, logoScene, portraitScene } from './images/brand.ts'

// Photo-like illustrations for the demo business, drawn as SVG and rendered
// by sharp, so no image file lives in git (foundation issue §5). The same
// seed always gives the same picture. For 'exterior', the seed also picks the
// architectural style: see exteriorStyleOf.

import { IMAGE_KINDS, type ImageKind } from './image-kinds.ts'

export { EXTERIOR_STYLES, IMAGE_KINDS, exteriorStyleOf, type ExteriorStyle, type ImageKind } from './image-kinds.ts'

/** A 1600 x 1067 listing photo as JPEG (quality 82). */
export function renderHouseImage(kind: ImageKind, seed: number): Promise<Buffer> {
  const r = rng(seed * 31 + IMAGE_KINDS.indexOf(kind))
  const body = kind === 'exterior' ? exteriorScene(r, seed) : kind === 'backyard' ? backyardScene(r) : roomScene(r, kind)
  return render(body, W, H)
}

/** A 600 x 600 illustrated head-and-shoulders portrait (PNG); the name only varies the seed. */
export function renderPortrait(seed: number, name: string): Promise<Buffer> {
  return render(portraitScene(rng(seed + hash(name))), 600, 600, 'png')
}

/** A 600 x 300 monogram-and-wordmark logo (PNG). */
export function renderPartnerLogo(seed: number, name: string): Promise<Buffer> {
  return render(logoScene(rng(seed), name), 600, 300, 'png')
}

/** Detached-home styles a suburb's card shows (exteriorStyleOf: seed modulo the styles). */
const SUBURB_STYLE_SEEDS = [0, 1, 2, 3]

/**
 * A 1600 x 900 picture (JPEG) for a city card of the vision page that looks
 * like the place it names: Omaha's downtown skyline by the river; for the
 * suburbs, a family home on a tree-lined street (issue 9 §4), cropped from a
 * street-side scene.
 */
export async function renderCityImage(seed: number, city: string): Promise<Buffer> {
  const r = rng(seed + hash(city))
  if (city === 'Omaha') return render(cityScene(r), 1600, 900)
  const street = await render(exteriorScene(r, SUBURB_STYLE_SEEDS[hash(city) % SUBURB_STYLE_SEEDS.length]), W, H)
  return sharp(street)
    .extract({ left: 0, top: H - 900, width: 1600, height: 900 })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}

function hash(text: string): number {
  let h = 0
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0
  return h >>> 0
}
