// What the generated demo pictures can show. Kept free of sharp so the pure
// demo data can pick matching pictures without loading the renderer.

export const IMAGE_KINDS = ['exterior', 'kitchen', 'living', 'bedroom', 'bathroom', 'backyard'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]

export const EXTERIOR_STYLES = ['ranch', 'two-story', 'craftsman', 'split-level', 'townhouse-row', 'condo-building'] as const
export type ExteriorStyle = (typeof EXTERIOR_STYLES)[number]

/** The architectural style an exterior seed draws: seed modulo the number of styles. */
export const exteriorStyleOf = (seed: number): ExteriorStyle => EXTERIOR_STYLES[Math.abs(Math.floor(seed)) % EXTERIOR_STYLES.length]

/** mulberry32: tiny, fast and good enough to vary pictures and data; the same seed always gives the same sequence. */
export function rng(seed: number): () => number {
  let s = (seed * 2654435761) >>> 0 || 1
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
