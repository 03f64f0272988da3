import { rng, svgDocument, type ImageRecipe } from '#server/seed/images/svg.ts'
import { exteriorScene, H, W } from '#server/seed/images/exterior.ts'
import { backyardScene, roomScene } from '#server/seed/images/interior.ts'
import { cityScene, logoScene, portraitScene } from '#server/seed/images/brand.ts'
import { IMAGE_KINDS, type ImageKind } from './image-kinds.ts'

// Photo-like illustrations for the demo business, drawn as SVG and rendered
// by sharp (images/svg.ts render). The same seed always
// gives the same recipe, and so the same picture; the JPEG ones are also kept
// drawn in photos/ (shipped-photos.ts). For 'exterior', the seed also picks
// the architectural style: see exteriorStyleOf.

export { EXTERIOR_STYLES, IMAGE_KINDS, exteriorStyleOf, type ExteriorStyle, type ImageKind } from './image-kinds.ts'
export { render, type ImageRecipe } from '#server/seed/images/svg.ts'

/** A 1600 x 1067 listing photo (JPEG). */
export function houseImage(kind: ImageKind, seed: number): ImageRecipe {
  const r = rng(seed * 31 + IMAGE_KINDS.indexOf(kind))
  const body = kind === 'exterior' ? exteriorScene(r, seed) : kind === 'backyard' ? backyardScene(r) : roomScene(r, kind)
  return { svg: svgDocument(body, W, H), format: 'jpeg' }
}

/** A 600 x 600 illustrated head-and-shoulders portrait (PNG); the name only varies the seed. */
export function portraitImage(seed: number, name: string): ImageRecipe {
  return { svg: svgDocument(portraitScene(rng(seed + hash(name))), 600, 600), format: 'png' }
}

/** A 600 x 300 monogram-and-wordmark logo (PNG). */
export function partnerLogoImage(seed: number, name: string): ImageRecipe {
  return { svg: svgDocument(logoScene(rng(seed), name), 600, 300), format: 'png' }
}

/** Detached-home styles a suburb's card shows (exteriorStyleOf: seed modulo the styles). */
const SUBURB_STYLE_SEEDS = [0, 1, 2, 3]

/**
 * A 1600 x 900 picture (JPEG) for a city card of the vision page that looks
 * like the place it names: Omaha's downtown skyline by the river; for the
 * suburbs, a family home on a tree-lined street, cropped from a
 * street-side scene.
 */
export function cityImage(seed: number, city: string): ImageRecipe {
  const r = rng(seed + hash(city))
  if (city === 'Omaha') return { svg: svgDocument(cityScene(r), 1600, 900), format: 'jpeg' }
  const street = exteriorScene(r, SUBURB_STYLE_SEEDS[hash(city) % SUBURB_STYLE_SEEDS.length])
  return { svg: svgDocument(street, W, H), format: 'jpeg', extract: { left: 0, top: H - 900, width: 1600, height: 900 } }
}

function hash(text: string): number {
  let h = 0
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0
  return h >>> 0
}
