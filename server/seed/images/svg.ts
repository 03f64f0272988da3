import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { rng } from '#server/seed/image-kinds.ts'

// Drawing kit shared by the generated demo pictures: a seeded random source,
// colour helpers, shared SVG definitions and the sharp renderer.

export type Rand = () => number
export { rng }

export const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]
export const between = (r: Rand, min: number, max: number): number => min + r() * (max - min)
export const times = <T>(n: number, fn: (i: number) => T): T[] => Array.from({ length: Math.max(0, Math.floor(n)) }, (_, i) => fn(i))
export const join = <T>(n: number, fn: (i: number) => string | T): string => times(n, fn).join('')

/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16)
  const target = amount < 0 ? 0 : 255
  const a = Math.abs(amount)
  const ch = (v: number) => Math.round(v + (target - v) * a)
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(ch)
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`
}

/** Perceived brightness 0-255 of a #rrggbb colour. */
export function luma(hex: string): number {
  const n = parseInt(hex.slice(1), 16)
  return 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)
}

export const escapeXml = (s: string): string => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

export const initialsOf = (name: string, max = 2): string =>
  name
    .split(/[\s&.-]+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('')
    .slice(0, max)

export const FONT = `'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif`

// The soft-edge filters: each one's region is the element's bounding box widened by `margin` per cent of its size on every side.
const BLURS = {
  blur30: { deviation: 30, margin: 50 },
  blur12: { deviation: 12, margin: 50 },
  blur5: { deviation: 5, margin: 50 },
  blur2: { deviation: 2, margin: 20 },
} as const
export type Blur = keyof typeof BLURS
const BLUR_DEFS = Object.entries(BLURS)
  .map(
    ([id, { deviation, margin }]) =>
      `<filter id="${id}" x="-${margin}%" y="-${margin}%" width="${100 + 2 * margin}%" height="${100 + 2 * margin}%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
  )
  .join('')

// Gradients and patterns every scene may use.
const DEFS = `<defs>${BLUR_DEFS}
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dbeaf4"/><stop offset="0.45" stop-color="#9dbad0"/><stop offset="0.5" stop-color="#7f9fb8"/><stop offset="1" stop-color="#4d6a82"/></linearGradient>
<linearGradient id="glassWarm" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe4a8"/><stop offset="1" stop-color="#f2b766"/></linearGradient>
<linearGradient id="fadeDown" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
<linearGradient id="fadeUp" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/></linearGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>
<pattern id="siding" width="40" height="22" patternUnits="userSpaceOnUse"><rect width="40" height="22" fill="#000" opacity="0"/><rect y="18" width="40" height="4" fill="#000" opacity="0.09"/><rect y="0" width="40" height="2" fill="#fff" opacity="0.10"/></pattern>
<pattern id="brick" width="48" height="24" patternUnits="userSpaceOnUse"><rect width="48" height="24" fill="#000" opacity="0"/><path d="M0 11.5H48M0 23.5H48M12 0V12M36 12V24" stroke="#e8dfd2" stroke-opacity="0.55" stroke-width="2.2"/></pattern>
<pattern id="shingle" width="36" height="18" patternUnits="userSpaceOnUse"><rect width="36" height="18" fill="#000" opacity="0"/><path d="M0 17H36M9 0V8M27 9V17" stroke="#000" stroke-opacity="0.22" stroke-width="2"/><rect width="36" height="3" fill="#fff" opacity="0.05"/></pattern>
<pattern id="tile" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="#000" opacity="0"/><path d="M0 59H60M59 0V60" stroke="#000" stroke-opacity="0.12" stroke-width="2"/></pattern>
<pattern id="subway" width="60" height="30" patternUnits="userSpaceOnUse"><rect width="60" height="30" fill="#000" opacity="0"/><path d="M0 29H60M30 0V15M0 15H60M59 15V30" stroke="#000" stroke-opacity="0.1" stroke-width="1.6"/></pattern>
</defs>`

/** A box in canvas pixels. */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

export const circleBox = (cx: number, cy: number, r: number): Box => ellipseBox(cx, cy, r, r)
export const ellipseBox = (cx: number, cy: number, rx: number, ry: number): Box => ({
  x: cx - rx,
  y: cy - ry,
  width: 2 * rx,
  height: 2 * ry,
})

/** The smallest box around all of `boxes`. */
export function unionBox(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x))
  const y = Math.min(...boxes.map((b) => b.y))
  return { x, y, width: Math.max(...boxes.map((b) => b.x + b.width)) - x, height: Math.max(...boxes.map((b) => b.y + b.height)) - y }
}

/**
 * One SVG element (written without a filter) with a soft edge; `bounds` is its bounding box in canvas pixels.
 * librsvg gives every filtered element a scratch surface as large as the whole canvas, about 20 ms each at
 * 1600 x 1067 and most of a scene's drawing time, so svgDocument draws the element as a small SVG image of its
 * own, cut to where the blur can reach: the same pixels for a fraction of the work.
 */
export function blurred(blur: Blur, bounds: Box, element: string): string {
  const { deviation, margin } = BLURS[blur]
  // The filter region, and the reach of librsvg's blur: three box blurs (or a kernel, below 2) spread less than 3 deviations.
  const [mx, my] = [(bounds.width * margin) / 100, (bounds.height * margin) / 100]
  const reach = Math.ceil(3 * deviation) + 2
  const area = [
    bounds.x - Math.min(mx, reach),
    bounds.y - Math.min(my, reach),
    bounds.x + bounds.width + Math.min(mx, reach),
    bounds.y + bounds.height + Math.min(my, reach),
  ]
  const filtered = element.replace(/^<([a-z]+)/, `<$1 filter="url(#${blur})"`)
  return `<blurred area="${area.join(' ')}" element="${encodeURIComponent(filtered)}"/>`
}

const BLURRED = /<blurred area="([^"]+)" element="([^"]+)"\/>/g

/** The placeholder of blurred() as an image of the element drawn alone, cut to the canvas. */
function blurredImage(area: string, element: string, width: number, height: number): string {
  const [left, top, right, bottom] = area.split(' ').map(Number)
  // Whole pixels, one more on each side: librsvg rounds the filter region outwards too.
  const [x0, y0] = [Math.max(0, Math.floor(left) - 1), Math.max(0, Math.floor(top) - 1)]
  const [x1, y1] = [Math.min(width, Math.ceil(right) + 1), Math.min(height, Math.ceil(bottom) + 1)]
  if (x1 <= x0 || y1 <= y0) return ''
  const [w, h] = [x1 - x0, y1 - y0]
  const doc = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${x0} ${y0} ${w} ${h}"><defs>${BLUR_DEFS}</defs>${decodeURIComponent(element)}</svg>`
  return `<image x="${x0}" y="${y0}" width="${w}" height="${h}" href="data:image/svg+xml;base64,${Buffer.from(doc).toString('base64')}"/>`
}

/** A complete SVG document of a scene drawn on a width x height canvas. */
export function svgDocument(body: string, width: number, height: number): string {
  const drawn = body.replace(BLURRED, (_, area: string, element: string) => blurredImage(area, element, width, height))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${DEFS}${drawn}</svg>`
}

/**
 * How one demo picture is made: the SVG document, the format it is handed to the upload pipeline in, and
 * optionally the part of the drawing it keeps. Equal recipes give equal pictures (the demo image cache's key).
 */
export interface ImageRecipe {
  svg: string
  format: 'jpeg' | 'png'
  extract?: { left: number; top: number; width: number; height: number }
}

/** How render() encodes each format: part of a recipe's key, so a picture kept under that key is the one render() draws. */
const ENCODINGS = { jpeg: { quality: 82, mozjpeg: true }, png: { compressionLevel: 8 } } as const

/** A hash of the recipe and its encoding (hex). */
export const recipeKey = (recipe: ImageRecipe): string =>
  createHash('sha256')
    .update(JSON.stringify({ ...recipe, encoding: ENCODINGS[recipe.format] }))
    .digest('hex')

/** Draws a recipe as JPEG or PNG. */
export function render({ svg, format, extract }: ImageRecipe): Promise<Buffer> {
  const img = sharp(Buffer.from(svg))
  if (extract) img.extract(extract)
  return format === 'jpeg' ? img.jpeg(ENCODINGS.jpeg).toBuffer() : img.png(ENCODINGS.png).toBuffer()
}
