import { between, blurred, circleBox, ellipseBox, join, luma, pick, shade, times, unionBox, type Rand } from './svg.ts'
import { exteriorStyleOf, type ExteriorStyle } from '#server/seed/image-kinds.ts'

// Street-side pictures of the demo homes (1600 x 1067). A one-point
// perspective (vanishing point far right of frame) shows each home's right
// side wall, which reads as a photo taken from the sidewalk.

export const W = 1600
export const H = 1067

export const GY = 800 // where the house meets the lawn
const VP = { x: 4800, y: 660 }
type Pt = [number, number]
const recede = ([x, y]: Pt, t: number): Pt => [x + (VP.x - x) * t, y + (VP.y - y) * t]
const poly = (pts: Pt[], attrs: string) => `<polygon points="${pts.map((p) => p.map((v) => v.toFixed(1)).join(',')).join(' ')}" ${attrs}/>`

const SIDING = ['#e9e4da', '#c8d3dc', '#d9c6a8', '#9fb3a4', '#f3f1ec', '#b9ad9f', '#8fa2b5', '#e3d2b0', '#7d8c7a', '#cfc8bd', '#a3b5c2']
const BRICK = ['#9c5a45', '#8a4f3d', '#b07a5e', '#7b5a4c', '#a8896f']
const ROOFS = ['#3a3e44', '#55483d', '#2f3a48', '#5f5750', '#46484b', '#6a4f3e']
const DOORS = ['#7a2e2e', '#1f3a5f', '#2f5d50', '#262626', '#8a5a2b', '#c9a227', '#5b2b45']
const TRIM = ['#ffffff', '#f6f3ec', '#2f2f2f', '#efe9dd']

export type TimeOfDay = 'morning' | 'noon' | 'golden' | 'overcast' | 'dusk'
interface Palette {
  siding: string
  roof: string
  door: string
  trim: string
  brick: string
  tod: TimeOfDay
  lit: boolean
}

export function sky(r: Rand, tod: TimeOfDay): string {
  const [top, mid, bottom] = {
    morning: ['#7fb2e5', '#b9d6f0', '#eef3f2'],
    noon: ['#3f86d0', '#7fb2e6', '#d7e9f6'],
    golden: ['#6c8fc9', '#e9b98c', '#fbd9a4'],
    overcast: ['#9aa9b8', '#c2ccd5', '#e3e7ea'],
    dusk: ['#2b3a67', '#8a6f9e', '#f2a772'],
  }[tod]
  const sunX = between(r, 200, 1400)
  const sun =
    tod === 'golden' || tod === 'dusk'
      ? blurred('blur30', circleBox(sunX, 560, 260), `<circle cx="${sunX}" cy="560" r="260" fill="#ffd89a" opacity="0.55"/>`)
      : tod === 'overcast'
        ? ''
        : blurred('blur30', circleBox(sunX, 60, 200), `<circle cx="${sunX}" cy="60" r="200" fill="#fff" opacity="0.35"/>`)
  const clouds = join(tod === 'overcast' ? 9 : 3 + Math.floor(r() * 4), () => {
    const x = r() * W
    const y = 60 + r() * 260
    const s = between(r, 0.6, 1.4)
    const c = tod === 'dusk' ? '#f6c7b0' : tod === 'golden' ? '#fff3e2' : '#ffffff'
    const opacity = between(r, 0.55, 0.9).toFixed(2)
    const puffs = times(5, (k) => ({
      cx: x + (k - 2) * 70 * s,
      cy: y - (k % 2) * 22 * s,
      rx: (70 + r() * 60) * s,
      ry: (26 + r() * 18) * s,
    }))
    return blurred(
      'blur12',
      unionBox(puffs.map((p) => ellipseBox(p.cx, p.cy, p.rx, p.ry))),
      `<g opacity="${opacity}">${puffs.map((p) => `<ellipse cx="${p.cx}" cy="${p.cy}" rx="${p.rx}" ry="${p.ry}" fill="${c}"/>`).join('')}</g>`,
    )
  })
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.55" stop-color="${mid}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<rect width="${W}" height="${H}" fill="url(#sky)"/>${sun}${clouds}`
}

export function treeline(r: Rand, tod: TimeOfDay): string {
  const base = tod === 'dusk' ? '#2f3f3a' : tod === 'golden' ? '#5d7550' : '#6f8d6a'
  const bumps = times(26, (i) => ({
    cx: i * 66 + r() * 30,
    cy: GY - 120 - r() * 70,
    rr: 60 + r() * 50,
    fill: shade(base, between(r, -0.08, 0.08)),
  }))
  const band = { x: 0, y: GY - 130, width: W, height: 140 }
  return blurred(
    'blur5',
    unionBox([band, ...bumps.map((b) => circleBox(b.cx, b.cy, b.rr))]),
    `<g opacity="0.85">${bumps.map((b) => `<circle cx="${b.cx}" cy="${b.cy}" r="${b.rr}" fill="${b.fill}"/>`).join('')}<rect y="${band.y}" width="${W}" height="${band.height}" fill="${base}"/></g>`,
  )
}

export function lawn(r: Rand, tod: TimeOfDay): string {
  const g = tod === 'dusk' ? '#4c6b3c' : tod === 'overcast' ? '#6b8a55' : '#78a055'
  const stripes = join(
    9,
    (i) =>
      `<polygon points="${i * 240 - 400},${H} ${i * 240 - 280},${H} ${520 + i * 70},${GY} ${470 + i * 70},${GY}" fill="#fff" opacity="${i % 2 ? 0.035 : 0}"/>`,
  )
  return `<linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(g, 0.12)}"/><stop offset="1" stop-color="${shade(g, -0.22)}"/></linearGradient>
<rect y="${GY - 30}" width="${W}" height="${H - GY + 30}" fill="url(#lawn)"/>${stripes}
<rect y="972" width="${W}" height="40" fill="#cdc8be"/><rect y="1008" width="${W}" height="8" fill="#9e998f"/><rect y="1016" width="${W}" height="51" fill="#55585c"/>
${join(12, (i) => `<rect x="${(i * 140 + r() * 8) | 0}" y="972" width="3" height="40" fill="#000" opacity="0.12"/>`)}`
}

export function tree(r: Rand, x: number, y: number, s: number, tod: TimeOfDay): string {
  const evergreen = r() < 0.3
  const g = shade(pick(r, ['#3f6b3a', '#4a7c43', '#365f32', '#5b8a4a', '#46713e']), tod === 'dusk' ? -0.35 : 0)
  const shadow = blurred(
    'blur12',
    ellipseBox(x + 40 * s, y + 6, 120 * s, 22 * s),
    `<ellipse cx="${x + 40 * s}" cy="${y + 6}" rx="${120 * s}" ry="${22 * s}" fill="#000" opacity="0.28"/>`,
  )
  if (evergreen)
    return `${shadow}<rect x="${x - 9 * s}" y="${y - 50 * s}" width="${18 * s}" height="${54 * s}" fill="#4b3626"/>${join(4, (i) => {
      const top = y - (80 + i * 70) * s - 60 * s
      const half = (110 - i * 22) * s
      return `<polygon points="${x - half},${y - (40 + i * 70) * s} ${x + half},${y - (40 + i * 70) * s} ${x},${top}" fill="${shade(g, -0.1 + i * 0.05)}"/><polygon points="${x},${top} ${x + half},${y - (40 + i * 70) * s} ${x + half * 0.2},${y - (40 + i * 70) * s}" fill="#000" opacity="0.12"/>`
    })}`
  const blobs = times(9, (i) => ({ cx: x + (r() - 0.5) * 190 * s, cy: y - (150 + r() * 150) * s, rr: (60 + r() * 45) * s, i }))
  // Each blob's shade, leaves and highlight, soft-edged together.
  const layers = [
    blobs.map((b) => ({ cx: b.cx + b.rr * 0.12, cy: b.cy + b.rr * 0.15, rr: b.rr, fill: shade(g, -0.28) })),
    blobs.map((b) => ({ cx: b.cx - b.rr * 0.1, cy: b.cy - b.rr * 0.1, rr: b.rr * 0.82, fill: g })),
    blobs.map((b) => ({ cx: b.cx - b.rr * 0.32, cy: b.cy - b.rr * 0.34, rr: b.rr * 0.42, fill: shade(g, 0.14) })),
  ]
  const canopy = layers
    .map((layer) => layer.map((c) => `<circle cx="${c.cx}" cy="${c.cy}" r="${c.rr}" fill="${c.fill}"/>`).join(''))
    .join('\n')
  return `${shadow}<path d="M${x - 14 * s} ${y} L${x - 8 * s} ${y - 150 * s} L${x - 40 * s} ${y - 220 * s} L${x + 2 * s} ${y - 170 * s} L${x + 30 * s} ${y - 230 * s} L${x + 10 * s} ${y - 150 * s} L${x + 14 * s} ${y} Z" fill="#553d2b"/>
${blurred('blur2', unionBox(layers.flat().map((c) => circleBox(c.cx, c.cy, c.rr))), `<g>${canopy}</g>`)}`
}

export function shrubs(r: Rand, x: number, w: number, y: number, tod: TimeOfDay): string {
  const n = Math.max(2, Math.floor(w / 55))
  return join(n, (i) => {
    const cx = x + (i + 0.5) * (w / n) + (r() - 0.5) * 10
    const rr = 26 + r() * 16
    const g = shade(pick(r, ['#4f7d3a', '#5e8f45', '#3f6e36', '#6a9a4c']), tod === 'dusk' ? -0.3 : 0)
    const flowers =
      r() < 0.3
        ? join(
            5,
            () =>
              `<circle cx="${cx + (r() - 0.5) * rr * 1.4}" cy="${y - rr + r() * rr}" r="4" fill="${pick(r, ['#f2d14b', '#e8799a', '#ffffff', '#d9534f'])}"/>`,
          )
        : ''
    const shadow = blurred(
      'blur5',
      ellipseBox(cx + 10, y + 4, rr * 1.2, 8),
      `<ellipse cx="${cx + 10}" cy="${y + 4}" rx="${rr * 1.2}" ry="8" fill="#000" opacity="0.25"/>`,
    )
    return `${shadow}<circle cx="${cx}" cy="${y - rr * 0.6}" r="${rr}" fill="${g}"/><circle cx="${cx - rr * 0.3}" cy="${y - rr}" r="${rr * 0.55}" fill="#fff" opacity="0.1"/>${flowers}`
  })
}

function windowSvg(
  x: number,
  y: number,
  w: number,
  h: number,
  p: Palette,
  opts: { shutters?: string; cols?: number; rows?: number } = {},
): string {
  const cols = opts.cols ?? 2
  const rows = opts.rows ?? 2
  const glass = p.lit && (Math.floor(x / 10) * 7 + Math.floor(y / 10) * 3) % 5 < 3 ? 'url(#glassWarm)' : 'url(#glass)'
  const bars =
    join(cols - 1, (i) => `<rect x="${x + ((i + 1) * w) / cols - 2.5}" y="${y}" width="5" height="${h}" fill="${p.trim}"/>`) +
    join(rows - 1, (i) => `<rect x="${x}" y="${y + ((i + 1) * h) / rows - 2.5}" width="${w}" height="5" fill="${p.trim}"/>`)
  const shutters = opts.shutters
    ? `<rect x="${x - 12 - w * 0.32}" y="${y - 6}" width="${w * 0.3}" height="${h + 12}" fill="${opts.shutters}"/><rect x="${x + w + 12 + w * 0.02}" y="${y - 6}" width="${w * 0.3}" height="${h + 12}" fill="${opts.shutters}"/>${join(2, (i) => `<rect x="${i ? x + w + 16 + w * 0.02 : x - 8 - w * 0.32}" y="${y}" width="${w * 0.3 - 8}" height="${h}" fill="url(#siding)"/>`)}`
    : ''
  return `${shutters}<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" fill="${p.trim}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${glass}"/>
<polygon points="${x + w * 0.15},${y} ${x + w * 0.45},${y} ${x + w * 0.1},${y + h} ${x - 0.001},${y + h} ${x},${y + h * 0.6}" fill="#fff" opacity="${p.lit ? 0.08 : 0.18}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h * 0.25}" fill="url(#fadeDown)"/>${bars}<rect x="${x - 16}" y="${y + h + 8}" width="${w + 32}" height="10" fill="${shade(p.trim, -0.08)}"/><rect x="${x - 16}" y="${y + h + 18}" width="${w + 32}" height="6" fill="#000" opacity="0.12"/>`
}

function door(x: number, y: number, w: number, h: number, p: Palette, sidelights = false): string {
  const side = sidelights
    ? `<rect x="${x - 44}" y="${y}" width="30" height="${h}" fill="${p.trim}"/><rect x="${x - 38}" y="${y + 8}" width="18" height="${h - 16}" fill="url(#glass)"/><rect x="${x + w + 14}" y="${y}" width="30" height="${h}" fill="${p.trim}"/><rect x="${x + w + 20}" y="${y + 8}" width="18" height="${h - 16}" fill="url(#glass)"/>`
    : ''
  const light = p.lit
    ? blurred(
        'blur12',
        circleBox(x + w + 30, y + 40, 60),
        `<circle cx="${x + w + 30}" cy="${y + 40}" r="60" fill="#ffd27a" opacity="0.55"/>`,
      )
    : ''
  return `${side}<rect x="${x - 12}" y="${y - 12}" width="${w + 24}" height="${h + 12}" fill="${p.trim}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${p.door}"/>
${join(2, (i) => `<rect x="${x + 12}" y="${y + 14 + i * (h / 2)}" width="${w - 24}" height="${h / 2 - 28}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="4"/>`)}
<rect x="${x + 16}" y="${y + 18}" width="${w - 32}" height="${h * 0.22}" fill="${p.lit ? 'url(#glassWarm)' : 'url(#glass)'}" opacity="0.85"/><circle cx="${x + w - 16}" cy="${y + h * 0.55}" r="6" fill="#d4af37"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sheen)"/><rect x="${x - 12}" y="${y - 12}" width="${w + 24}" height="26" fill="url(#fadeDown)"/>${light}`
}

function garage(x: number, y: number, w: number, h: number, p: Palette): string {
  const n = Math.round(w / 90)
  const panels = join(4, (row) =>
    join(
      n,
      (c) =>
        `<rect x="${x + 10 + (c * (w - 20)) / n}" y="${y + 10 + (row * (h - 10)) / 4}" width="${(w - 20) / n - 10}" height="${(h - 10) / 4 - 12}" rx="2" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>`,
    ),
  )
  return `<rect x="${x - 12}" y="${y - 12}" width="${w + 24}" height="${h + 12}" fill="${p.trim}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#eeede9"/>${panels}
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#fadeUp)"/><rect x="${x}" y="${y}" width="${w}" height="30" fill="url(#fadeDown)"/>${p.lit ? blurred('blur12', circleBox(x - 30, y + 10, 40), `<circle cx="${x - 30}" cy="${y + 10}" r="40" fill="#ffd27a" opacity="0.5"/>`) : ''}`
}

/** A walled box with a receding right side; returns the front and side faces. */
function box(x: number, y: number, w: number, h: number, t: number, fill: string, material: 'siding' | 'brick'): string {
  const side = poly([[x + w, y], recede([x + w, y], t), recede([x + w, y + h], t), [x + w, y + h]], `fill="${shade(fill, -0.22)}"`)
  return `${side}${poly([[x + w, y], recede([x + w, y], t), recede([x + w, y + h], t), [x + w, y + h]], `fill="url(#${material})" opacity="0.7"`)}
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${material})"/>
<rect x="${x}" y="${y + h - 26}" width="${w}" height="26" fill="#8f8a80"/>${poly([[x + w, y + h - 26], recede([x + w, y + h - 26], t), recede([x + w, y + h], t), [x + w, y + h]], 'fill="#6f6a62"')}`
}

/** Roofs: side gable (ridge parallel to the street), hip, or front gable; eave shadow included. */
function roof(
  kind: 'side' | 'hip' | 'front' | 'flat',
  x: number,
  y: number,
  w: number,
  rise: number,
  t: number,
  p: Palette,
  oh = 40,
): string {
  const c = p.roof
  const eave = `<rect x="${x}" y="${y}" width="${w}" height="34" fill="url(#fadeDown)"/>`
  const L: Pt = [x - oh, y + 6]
  const R: Pt = [x + w + oh, y + 6]
  const Rb = recede([x + w + oh * 0.4, y + 6], t + 0.01)
  const layer = (pts: Pt[], fill: string) => poly(pts, `fill="${fill}"`) + poly(pts, 'fill="url(#shingle)"')
  if (kind === 'flat')
    return `<rect x="${x - 10}" y="${y - 22}" width="${w + 20}" height="24" fill="${shade(c, 0.25)}"/>${poly([[x + w + 10, y - 22], recede([x + w + 10, y - 22], t), recede([x + w + 10, y + 2], t), [x + w + 10, y + 2]], `fill="${shade(c, 0.05)}"`)}${eave}`
  if (kind === 'front') {
    const apex: Pt = [x + w / 2, y - rise]
    const gable =
      poly(
        [
          [x, y],
          [x + w, y],
          [apex[0], apex[1] + 24],
        ],
        `fill="${shade(p.siding, -0.05)}"`,
      ) +
      poly(
        [
          [x, y],
          [x + w, y],
          [apex[0], apex[1] + 24],
        ],
        'fill="url(#shingle)" opacity="0.6"',
      )
    return `${layer([apex, R, recede(R, t), recede(apex, t)], shade(c, -0.1))}${gable}
<polyline points="${L[0]},${L[1]} ${apex[0]},${apex[1]} ${R[0]},${R[1]}" fill="none" stroke="${p.trim}" stroke-width="16" stroke-linejoin="round"/>
<rect x="${apex[0] - 50}" y="${apex[1] + rise * 0.45}" width="100" height="56" fill="${p.trim}"/><rect x="${apex[0] - 42}" y="${apex[1] + rise * 0.45 + 8}" width="84" height="40" fill="${p.lit ? 'url(#glassWarm)' : 'url(#glass)'}"/>${eave}`
  }
  const ridgeL: Pt = kind === 'hip' ? [x + rise * 1.2, y - rise] : [x - oh * 0.6, y - rise]
  const ridgeR: Pt = recede(kind === 'hip' ? [x + w - rise * 0.4, y - rise] : [x + w + oh * 0.6, y - rise], t / 2)
  const sidePlane =
    kind === 'hip'
      ? layer([R, Rb, ridgeR], shade(c, -0.18))
      : poly([[x + w, y], recede([x + w, y], t), ridgeR], `fill="${shade(p.siding, -0.25)}"`)
  const front = kind === 'hip' ? [L, R, ridgeR, ridgeL] : [L, R, [ridgeR[0] + oh * 0.2, ridgeR[1]] as Pt, ridgeL]
  return `${sidePlane}${layer(front, c)}${poly(front, 'fill="url(#fadeUp)" opacity="0.6"')}
<line x1="${ridgeL[0]}" y1="${ridgeL[1]}" x2="${front[2][0]}" y2="${front[2][1]}" stroke="${shade(c, 0.25)}" stroke-width="6"/><rect x="${L[0]}" y="${L[1] - 2}" width="${R[0] - L[0]}" height="12" fill="${p.trim}"/>${eave}`
}

function porch(x: number, w: number, top: number, p: Palette, tapered = false): string {
  const cols = Math.max(2, Math.round(w / 220) + 1)
  const columns = join(cols, (i) => {
    const cx = x + 20 + (i * (w - 40)) / (cols - 1)
    return tapered
      ? `<rect x="${cx - 34}" y="${GY - 110}" width="68" height="110" fill="#8b8378"/><rect x="${cx - 34}" y="${GY - 110}" width="68" height="110" fill="url(#brick)" opacity="0.6"/><polygon points="${cx - 24},${GY - 110} ${cx + 24},${GY - 110} ${cx + 16},${top + 40} ${cx - 16},${top + 40}" fill="${p.trim}"/>`
      : `<rect x="${cx - 12}" y="${top + 30}" width="24" height="${GY - top - 40}" fill="${p.trim}"/><rect x="${cx + 4}" y="${top + 30}" width="8" height="${GY - top - 40}" fill="#000" opacity="0.08"/>`
  })
  return `<rect x="${x}" y="${top + 30}" width="${w}" height="${GY - top - 30}" fill="#000" opacity="0.14"/>
<polygon points="${x - 30},${top + 36} ${x + w + 30},${top + 36} ${x + w + 10},${top - 20} ${x - 10},${top - 20}" fill="${p.roof}"/><polygon points="${x - 30},${top + 36} ${x + w + 30},${top + 36} ${x + w + 10},${top - 20} ${x - 10},${top - 20}" fill="url(#shingle)"/>
<rect x="${x - 30}" y="${top + 30}" width="${w + 60}" height="16" fill="${p.trim}"/><rect x="${x}" y="${top + 46}" width="${w}" height="26" fill="url(#fadeDown)"/>
<rect x="${x - 20}" y="${GY - 16}" width="${w + 40}" height="20" fill="#b9b3a8"/>${columns}
<rect x="${x + 10}" y="${GY - 70}" width="${w * 0.3}" height="8" fill="${p.trim}"/><rect x="${x + w * 0.7 - 10}" y="${GY - 70}" width="${w * 0.3}" height="8" fill="${p.trim}"/>
${join(Math.floor(w / 26), (i) => (i * 26 < w * 0.3 || i * 26 > w * 0.7 ? `<rect x="${x + 16 + i * 26}" y="${GY - 62}" width="6" height="48" fill="${p.trim}"/>` : ''))}`
}

function driveway(x0: number, x1: number): string {
  return `<polygon points="${x0},${GY} ${x1},${GY} ${x1 + (x1 - x0) * 0.55},972 ${x0 - (x1 - x0) * 0.1},972" fill="#c3beb4"/><polygon points="${x0},${GY} ${x1},${GY} ${x1 + (x1 - x0) * 0.55},972 ${x0 - (x1 - x0) * 0.1},972" fill="url(#fadeUp)" opacity="0.5"/>
<line x1="${(x0 + x1) / 2}" y1="${GY}" x2="${(x0 + x1) / 2 + (x1 - x0) * 0.22}" y2="972" stroke="#000" stroke-opacity="0.1" stroke-width="3"/>`
}
const walk = (x: number, w: number) => `<polygon points="${x},${GY} ${x + w},${GY} ${x + w + 30},972 ${x - 30},972" fill="#d3cdc2"/>`

function house(r: Rand, style: ExteriorStyle, p: Palette): string {
  const t = 0.05 + r() * 0.03
  const brickFront = r() < 0.35
  const shutters = r() < 0.5 ? pick(r, ['#2f3b4a', '#1f2f24', '#5b2b2b', '#3a3a3a']) : undefined
  const win = (x: number, y: number, w = 120, h = 130, cols = 2) => windowSvg(x, y, w, h, p, { shutters, cols })
  switch (style) {
    case 'ranch': {
      const x = 230,
        w = 1050,
        top = GY - 280
      return `${box(x, top, w, 280, t, p.siding, 'siding')}${brickFront ? `<rect x="${x}" y="${GY - 120}" width="${w * 0.55}" height="94" fill="${p.brick}"/><rect x="${x}" y="${GY - 120}" width="${w * 0.55}" height="94" fill="url(#brick)"/>` : ''}
${roof('hip', x, top, w, 190, t, p, 50)}${win(x + 70, top + 70, 230, 130, 4)}${win(x + 380, top + 70, 110, 130)}${door(x + 540, top + 60, 90, 194, p)}${garage(x + w - 430, top + 70, 380, 184, p)}${driveway(x + w - 440, x + w - 40)}${walk(x + 560, 60)}${shrubs(r, x + 20, 480, GY, p.tod)}`
    }
    case 'two-story': {
      const x = 520,
        w = 760,
        top = GY - 500
      return `${box(160, GY - 250, 360, 250, 0, shade(p.siding, -0.04), 'siding')}${roof('side', 160, GY - 250, 360, 110, 0, p, 30)}${garage(190, GY - 212, 300, 186, p)}
${box(x, top, w, 500, t, p.siding, brickFront ? 'siding' : 'siding')}${roof('side', x, top, w, 200, t, p, 40)}${brickFront ? `<rect x="${x}" y="${GY - 250}" width="${w}" height="224" fill="${p.brick}"/><rect x="${x}" y="${GY - 250}" width="${w}" height="224" fill="url(#brick)"/>` : ''}
${win(x + 90, top + 60)}${win(x + 320, top + 60)}${win(x + 550, top + 60)}${porch(x + 230, 320, GY - 270, p)}${win(x + 90, GY - 215, 120, 140)}${door(x + 345, GY - 222, 90, 196, p, true)}${win(x + 580, GY - 215, 120, 140)}
${driveway(180, 500)}${walk(x + 360, 60)}${shrubs(r, x + 10, 210, GY, p.tod)}${shrubs(r, x + 580, 170, GY, p.tod)}`
    }
    case 'craftsman': {
      const x = 400,
        w = 780,
        top = GY - 300
      return `${box(x, top, w, 300, t, p.siding, 'siding')}${roof('front', x, top, w, 260, t, p, 50)}${porch(x - 20, w + 40, top + 70, p, true)}
${win(x + 110, top + 120, 180, 140, 3)}${door(x + 345, top + 100, 90, 174, p)}${win(x + 500, top + 120, 180, 140, 3)}
<rect x="${x + 320}" y="${GY - 4}" width="140" height="16" fill="#a9a398"/><rect x="${x + 300}" y="${GY + 12}" width="180" height="16" fill="#bdb7ac"/>${walk(x + 345, 90)}${driveway(1280, 1440)}${shrubs(r, x - 40, 300, GY + 4, p.tod)}${shrubs(r, x + 520, 300, GY + 4, p.tod)}`
    }
    case 'split-level': {
      const x = 260,
        wl = 520,
        wr = 600
      return `${box(x + wl, GY - 310, wr, 310, t, p.siding, 'siding')}${roof('hip', x + wl, GY - 310, wr, 170, t, p, 40)}
${box(x, GY - 430, wl, 430, 0, shade(p.siding, 0.04), 'siding')}<rect x="${x}" y="${GY - 200}" width="${wl}" height="174" fill="${p.brick}"/><rect x="${x}" y="${GY - 200}" width="${wl}" height="174" fill="url(#brick)"/>${roof('side', x, GY - 430, wl, 150, 0, p, 40)}
${win(x + 70, GY - 370, 150, 120)}${win(x + 300, GY - 370, 150, 120)}${garage(x + 60, GY - 180, 400, 154, p)}
${win(x + wl + 90, GY - 240, 240, 130, 4)}${door(x + wl + 420, GY - 250, 90, 224, p)}${driveway(x + 50, x + 470)}${walk(x + wl + 430, 70)}${shrubs(r, x + wl + 40, 340, GY, p.tod)}`
    }
    case 'townhouse-row': {
      const units = 4,
        uw = 310,
        x = 150
      const colours = times(units, (i) => (i === 0 ? p.siding : pick(r, SIDING)))
      const top = GY - 470
      return `${box(x, top, units * uw, 470, t, p.siding, 'siding')}${colours.map((c, i) => `<rect x="${x + i * uw}" y="${top}" width="${uw}" height="444" fill="${c}"/><rect x="${x + i * uw}" y="${top}" width="${uw}" height="444" fill="url(#${i % 2 ? 'brick' : 'siding'})"/>`).join('')}
${roof('side', x, top, units * uw, 150, t, p, 30)}${join(units, (i) => {
        const ux = x + i * uw
        return `<rect x="${ux - 4}" y="${top}" width="8" height="444" fill="${p.trim}"/>${windowSvg(ux + 40, top + 60, 100, 120, p)}${windowSvg(ux + 180, top + 60, 100, 120, p)}${windowSvg(ux + 190, GY - 250, 90, 100, p, { cols: 1 })}${door(ux + 45, GY - 230, 80, 204, p)}<rect x="${ux + 20}" y="${GY - 252}" width="130" height="16" fill="${p.roof}"/>${garage(ux + 170, GY - 130, 120, 104, p)}`
      })}${join(units, (i) => driveway(x + i * uw + 170, x + i * uw + 290))}${join(units, (i) => walk(x + i * uw + 60, 50))}`
    }
    case 'condo-building': {
      const x = 200,
        w = 1100,
        floors = 4,
        fh = 150,
        top = GY - floors * fh - 30
      const panel = shade(p.siding, -0.05)
      return `${box(x, top, w, floors * fh + 30, t + 0.02, p.brick, 'brick')}<rect x="${x + w * 0.36}" y="${top}" width="${w * 0.28}" height="${floors * fh + 4}" fill="${panel}"/><rect x="${x + w * 0.36}" y="${top}" width="${w * 0.28}" height="${floors * fh + 4}" fill="url(#siding)"/>
${roof('flat', x, top, w, 0, t + 0.02, p)}${join(floors, (f) => {
        const y = top + 24 + f * fh
        return join(6, (c) => {
          const wx = x + 40 + c * 180 + (c >= 3 ? 40 : 0)
          const balcony =
            f > 0 && (c === 1 || c === 4)
              ? `<rect x="${wx - 26}" y="${y + 84}" width="172" height="12" fill="#d9d6cf"/><rect x="${wx - 26}" y="${y + 96}" width="172" height="40" fill="#bcd3e0" opacity="0.55"/><rect x="${wx - 26}" y="${y + 96}" width="172" height="4" fill="#5d6a74"/><rect x="${wx - 26}" y="${y + 136}" width="172" height="26" fill="url(#fadeDown)"/>`
              : ''
          return f === floors - 1 && (c === 2 || c === 3) ? '' : `${windowSvg(wx, y + 10, 120, 96, p, { cols: 2, rows: 1 })}${balcony}`
        })
      })}
<rect x="${x + w / 2 - 120}" y="${GY - 150}" width="240" height="124" fill="#2c3640"/><rect x="${x + w / 2 - 104}" y="${GY - 136}" width="208" height="110" fill="${p.lit ? 'url(#glassWarm)' : 'url(#glass)'}"/><rect x="${x + w / 2 - 2}" y="${GY - 136}" width="4" height="110" fill="#2c3640"/>
<rect x="${x + w / 2 - 170}" y="${GY - 176}" width="340" height="26" fill="${p.roof}"/><rect x="${x + w / 2 - 170}" y="${GY - 150}" width="340" height="20" fill="url(#fadeDown)"/>
<polygon points="${x - 100},972 ${x + w + 200},972 ${x + w + 40},${GY} ${x},${GY}" fill="#6d7075"/>${join(9, (i) => `<line x1="${x + 60 + i * 130}" y1="${GY + 10}" x2="${x - 40 + i * 160}" y2="960" stroke="#f1efe6" stroke-width="5" opacity="0.8"/>`)}${shrubs(r, x, 300, GY, p.tod)}${shrubs(r, x + w - 300, 300, GY, p.tod)}`
    }
  }
}

export function exteriorScene(r: Rand, seed: number): string {
  const style = exteriorStyleOf(seed)
  const tod = pick(r, ['morning', 'noon', 'noon', 'golden', 'golden', 'overcast', 'dusk'] as const)
  const p: Palette = {
    siding: pick(r, SIDING),
    roof: pick(r, ROOFS),
    door: pick(r, DOORS),
    trim: pick(r, TRIM),
    brick: pick(r, BRICK),
    tod,
    lit: tod === 'dusk',
  }
  if (p.trim === '#2f2f2f' && luma(p.siding) < 190) p.trim = '#ffffff'
  const grade = { morning: '#fff4dc', noon: '#ffffff', golden: '#ffb46a', overcast: '#8fa0b0', dusk: '#30305a' }[tod]
  return `${sky(r, tod)}${treeline(r, tod)}${lawn(r, tod)}
${blurred('blur30', ellipseBox(800, GY + 10, 720, 40), `<ellipse cx="800" cy="${GY + 10}" rx="720" ry="40" fill="#000" opacity="0.3"/>`)}
${tree(r, 90 + r() * 60, GY + 60, between(r, 1.4, 1.9), tod)}${house(r, style, p)}${tree(r, (style === 'townhouse-row' || style === 'condo-building' ? 1530 : 1470) + r() * 60, GY + 90, between(r, 1.5, 2.1), tod)}
<rect width="${W}" height="${H}" fill="${grade}" opacity="${tod === 'noon' ? 0 : 0.08}"/><rect width="${W}" height="${H}" fill="url(#vignette)"/>`
}
