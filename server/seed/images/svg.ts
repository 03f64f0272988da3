import sharp from 'sharp'
import { rng } from '../image-kinds.ts'

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
export const SERIF = `'DejaVu Serif', 'Liberation Serif', Georgia, serif`

// Filters and patterns every scene may use.
const DEFS = `<defs>
<filter id="blur30" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="30"/></filter>
<filter id="blur12" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="12"/></filter>
<filter id="blur5" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="5"/></filter>
<filter id="blur2" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="2"/></filter>
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

/** Renders an SVG body (drawn on a width x height canvas) to JPEG (quality 82) or PNG. */
export async function render(body: string, width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const doc = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${DEFS}${body}</svg>`
  const img = sharp(Buffer.from(doc))
  return format === 'jpeg' ? img.jpeg({ quality: 82, mozjpeg: true }).toBuffer() : img.png({ compressionLevel: 8 }).toBuffer()
}
