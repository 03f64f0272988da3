import { between, blurred, circleBox, ellipseBox, join, pick, shade, type Rand } from './svg.ts'
import { GY, H, W, shrubs, sky, tree, treeline } from './exterior.ts'

// Rooms in one-point perspective: the back wall faces the camera and the side
// walls, floor and ceiling recede to its centre, as in a wide-angle listing photo.

export type RoomKind = 'kitchen' | 'living' | 'bedroom' | 'bathroom'
type Pt = [number, number]
const pts = (list: Pt[]) => list.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')

const WALLS = ['#f3efe8', '#e7ebee', '#efe5d8', '#e2e9e2', '#f5f1e6', '#dfe3e8', '#ece4dc']
const ACCENT_WALLS = ['#5f7a8c', '#7d8f78', '#b9a48a', '#3f4e5e', '#c9b8a8']
const WOODS = ['#b48a60', '#9c7753', '#c9a47a', '#8d6e52', '#d5b58c', '#a78463']
const FABRICS = ['#5b6b7a', '#8a7a66', '#3f5b4f', '#a0a7ad', '#c7b8a3', '#44506a', '#7c5e57']
const CABINETS = ['#ffffff', '#2f3e4e', '#6c7a6b', '#e7e1d6', '#3b4a3f', '#f2efe8']

interface Room {
  bx: number
  by: number
  bw: number
  bh: number
  c: Pt
  k: number
}

/** Point on the room's shell: `back` is a point on the back-wall plane, d is depth from the camera (0) to the back wall (1). */
function at(room: Room, back: Pt, d: number): Pt {
  const z = 1 + d * (room.k - 1)
  const s = room.k / z
  return [room.c[0] + (back[0] - room.c[0]) * s, room.c[1] + (back[1] - room.c[1]) * s]
}

/** A box standing in front of the back wall: front face, plus the top (or underside) and one side towards the centre. */
function solid(room: Room, x: number, y: number, w: number, h: number, depth: number, fill: string): string {
  const [cx, cy] = room.c
  const toward = (p: Pt): Pt => [p[0] + (cx - p[0]) * depth, p[1] + (cy - p[1]) * depth]
  const top: Pt[] = y > cy ? [[x, y], [x + w, y], toward([x + w, y]), toward([x, y])] : []
  const bottom: Pt[] = y + h < cy ? [[x, y + h], [x + w, y + h], toward([x + w, y + h]), toward([x, y + h])] : []
  const sideX = x > cx ? x : x + w < cx ? x + w : null
  const side: Pt[] = sideX === null ? [] : [[sideX, y], toward([sideX, y]), toward([sideX, y + h]), [sideX, y + h]]
  return `${side.length ? `<polygon points="${pts(side)}" fill="${shade(fill, -0.18)}"/>` : ''}${top.length ? `<polygon points="${pts(top)}" fill="${shade(fill, 0.12)}"/>` : ''}${bottom.length ? `<polygon points="${pts(bottom)}" fill="${shade(fill, -0.25)}"/>` : ''}<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`
}

const contactShadow = (x: number, y: number, w: number) =>
  blurred(
    'blur12',
    ellipseBox(x + w / 2, y, w * 0.58, 22),
    `<ellipse cx="${x + w / 2}" cy="${y}" rx="${w * 0.58}" ry="22" fill="#000" opacity="0.32"/>`,
  )

function shell(r: Rand, room: Room, floor: 'wood' | 'carpet' | 'tile', wall: string): string {
  const { bx, by, bw, bh } = room
  const corners = { tl: [bx, by] as Pt, tr: [bx + bw, by] as Pt, br: [bx + bw, by + bh] as Pt, bl: [bx, by + bh] as Pt }
  const near = (p: Pt) => at(room, p, 0)
  const fill =
    floor === 'wood'
      ? pick(r, WOODS)
      : floor === 'carpet'
        ? pick(r, ['#cfc6b8', '#b9b4ab', '#d8d0c2'])
        : pick(r, ['#d9d5cd', '#c9c4bb', '#e6e2da'])
  const floorPoly = [corners.bl, corners.br, near(corners.br), near(corners.bl)]
  const lines =
    floor === 'carpet'
      ? ''
      : join(floor === 'wood' ? 16 : 9, (i) => {
          const u = bx + (i * bw) / (floor === 'wood' ? 15 : 8)
          const end = near([u, by + bh])
          return `<line x1="${u}" y1="${by + bh}" x2="${end[0]}" y2="${end[1]}" stroke="#000" stroke-opacity="${floor === 'wood' ? 0.1 : 0.14}" stroke-width="2.5"/>`
        }) +
        (floor === 'tile'
          ? join(6, (i) => {
              const d = 1 - (i + 1) / 7
              const a = at(room, corners.bl, d)
              const b = at(room, corners.br, d)
              return `<line x1="${a[0]}" y1="${a[1]}" x2="${b[0]}" y2="${b[1]}" stroke="#000" stroke-opacity="0.14" stroke-width="2.5"/>`
            })
          : '')
  return `<rect width="${W}" height="${H}" fill="${shade(wall, -0.1)}"/>
<polygon points="${pts([corners.tl, corners.tr, near(corners.tr), near(corners.tl)])}" fill="${shade(wall, 0.3)}"/>
<polygon points="${pts([corners.tl, corners.bl, near(corners.bl), near(corners.tl)])}" fill="${shade(wall, -0.06)}"/>
<polygon points="${pts([corners.tr, corners.br, near(corners.br), near(corners.tr)])}" fill="${shade(wall, -0.14)}"/>
<polygon points="${pts(floorPoly)}" fill="${fill}"/>${lines}<polygon points="${pts(floorPoly)}" fill="url(#fadeUp)"/>
<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="${wall}"/><rect x="${bx}" y="${by + bh - 16}" width="${bw}" height="16" fill="#fff"/><rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="url(#fadeUp)" opacity="0.5"/>
<polygon points="${pts([corners.bl, near(corners.bl), [near(corners.bl)[0], near(corners.bl)[1] - 40], [bx, by + bh - 16]])}" fill="#fff" opacity="0.8"/>
<polygon points="${pts([corners.br, near(corners.br), [near(corners.br)[0], near(corners.br)[1] - 40], [bx + bw, by + bh - 16]])}" fill="#fff" opacity="0.6"/>`
}

function backWindow(x: number, y: number, w: number, h: number, curtains?: string): string {
  const view = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#cfe4f2"/><rect x="${x}" y="${y + h * 0.62}" width="${w}" height="${h * 0.38}" fill="#8fb07a"/>${join(4, (i) => `<circle cx="${x + (i + 0.5) * (w / 4)}" cy="${y + h * 0.62}" r="${w / 7}" fill="#6f9762"/>`)}`
  const drapes = curtains
    ? `<path d="M${x - 70} ${y - 30} h70 v${h + 90} q-40 10 -70 0z" fill="${curtains}"/><path d="M${x + w} ${y - 30} h70 v${h + 90} q-30 10 -70 0z" fill="${curtains}"/><rect x="${x - 90}" y="${y - 40}" width="${w + 180}" height="8" fill="#333"/>`
    : ''
  return `<rect x="${x - 16}" y="${y - 16}" width="${w + 32}" height="${h + 32}" fill="#fff"/><svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${x} ${y} ${w} ${h}">${view}</svg>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fff" opacity="0.35"/><rect x="${x + w / 2 - 5}" y="${y}" width="10" height="${h}" fill="#fff"/><rect x="${x - 24}" y="${y + h + 12}" width="${w + 48}" height="14" fill="#f4f2ee"/>${drapes}`
}

/** Sunlight from the back window falling on the floor. */
const sunPatch = (x: number, y: number, w: number) =>
  blurred(
    'blur12',
    { x: x - w * 0.3, y, width: w * 1.8, height: 260 },
    `<polygon points="${x},${y} ${x + w},${y} ${x + w * 1.5},${y + 260} ${x - w * 0.3},${y + 260}" fill="#fff6e0" opacity="0.22"/>`,
  )

function art(r: Rand, x: number, y: number, w: number, h: number): string {
  const a = pick(r, ['#c9a66b', '#7d9cb3', '#a3b18a', '#d4a5a5', '#8c9aa8'])
  const shadow = blurred(
    'blur5',
    { x: x + 6, y: y + 10, width: w, height: h },
    `<rect x="${x + 6}" y="${y + 10}" width="${w}" height="${h}" fill="#000" opacity="0.18"/>`,
  )
  return `${shadow}<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#2e2e2e"/><rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" fill="#f7f5f0"/>
<rect x="${x + 24}" y="${y + 24}" width="${w - 48}" height="${h - 48}" fill="${shade(a, 0.3)}"/><circle cx="${x + w * 0.62}" cy="${y + h * 0.42}" r="${Math.min(w, h) * 0.16}" fill="${a}"/><path d="M${x + 24} ${y + h - 24} L${x + w * 0.4} ${y + h * 0.5} L${x + w - 24} ${y + h - 24}Z" fill="${shade(a, -0.25)}"/>`
}

function plant(x: number, y: number, s = 1): string {
  const shadow = blurred(
    'blur5',
    ellipseBox(x, y, 50 * s, 12),
    `<ellipse cx="${x}" cy="${y}" rx="${50 * s}" ry="12" fill="#000" opacity="0.3"/>`,
  )
  return `${shadow}<path d="M${x - 34 * s} ${y - 80 * s} h${68 * s} l${-8 * s} ${80 * s} h${-52 * s}z" fill="#e8e2d6"/>
${join(9, (i) => `<ellipse cx="${x + Math.cos(i * 0.7) * 50 * s}" cy="${y - 120 * s - Math.sin(i * 1.3) * 50 * s}" rx="${16 * s}" ry="${48 * s}" transform="rotate(${i * 40 - 160} ${x + Math.cos(i * 0.7) * 50 * s} ${y - 120 * s - Math.sin(i * 1.3) * 50 * s})" fill="${i % 2 ? '#4f7d3a' : '#3d6a30'}"/>`)}`
}

function lamp(x: number, y: number, glow: boolean): string {
  return `${glow ? blurred('blur30', circleBox(x, y - 30, 90), `<circle cx="${x}" cy="${y - 30}" r="90" fill="#ffe2a8" opacity="0.45"/>`) : ''}<path d="M${x - 34} ${y} h68 l-14 -60 h-40z" fill="#f3ead8"/><rect x="${x - 3}" y="${y}" width="6" height="60" fill="#555"/>`
}

function living(r: Rand, room: Room): string {
  const { bx, by, bw, bh } = room
  const fl = by + bh
  const sofa = pick(r, FABRICS)
  const sx = bx + bw * 0.16
  const sw = bw * 0.68
  const fireplace = r() < 0.4
  const wallFeature = fireplace
    ? `<rect x="${bx + bw * 0.3}" y="${by}" width="${bw * 0.4}" height="${bh}" fill="#cfc9c0"/><rect x="${bx + bw * 0.3}" y="${by}" width="${bw * 0.4}" height="${bh}" fill="url(#tile)" opacity="0.6"/><rect x="${bx + bw * 0.38}" y="${fl - 190}" width="${bw * 0.24}" height="150" fill="#262626"/><path d="M${bx + bw * 0.45} ${fl - 50} q20 -60 30 -10 q15 -70 35 0z" fill="#f2a03a" opacity="0.9"/><rect x="${bx + bw * 0.28}" y="${fl - 220}" width="${bw * 0.44}" height="20" fill="#6b4f3a"/><rect x="${bx + bw * 0.36}" y="${by + 60}" width="${bw * 0.28}" height="${bw * 0.16}" fill="#1c1c1c"/>`
    : `${backWindow(bx + bw * 0.22, by + 50, bw * 0.56, bh * 0.52, pick(r, ['#e8e0d0', '#b9c3c9', '#d9c7b0']))}`
  return `${wallFeature}${sunPatch(bx + bw * 0.25, fl, bw * 0.5)}
<polygon points="${pts([at(room, [bx + bw * 0.12, fl + 10], 0.92), at(room, [bx + bw * 0.88, fl + 10], 0.92), at(room, [bx + bw * 0.95, fl], 0.45), at(room, [bx + bw * 0.05, fl], 0.45)])}" fill="${pick(r, ['#d9cbb5', '#c8ccd0', '#b7a58f', '#e3ddd2'])}"/>
${fireplace ? '' : art(r, bx + bw * 0.04, by + 90, 120, 160)}${contactShadow(sx, fl + 40, sw)}
${solid(room, sx, fl - 60, sw, 110, 0.06, shade(sofa, -0.1))}${solid(room, sx + 30, fl - 170, sw - 60, 120, 0.04, sofa)}${solid(room, sx - 40, fl - 110, 70, 160, 0.1, shade(sofa, -0.05))}${solid(room, sx + sw - 30, fl - 110, 70, 160, 0.1, shade(sofa, -0.05))}
${join(3, (i) => `<rect x="${sx + 40 + (i * (sw - 80)) / 3 + 4}" y="${fl - 80}" width="${(sw - 80) / 3 - 8}" height="36" rx="12" fill="${shade(sofa, 0.08)}"/>`)}<rect x="${sx + 60}" y="${fl - 150}" width="90" height="80" rx="16" fill="${pick(r, ['#e9d8a6', '#f2f0ea', '#c98f7a'])}" transform="rotate(-8 ${sx + 105} ${fl - 110})"/>
${lamp(sx + sw + 140, fl - 150, r() < 0.6)}<rect x="${sx + sw + 100}" y="${fl - 150}" width="80" height="200" fill="${pick(r, WOODS)}"/>
${plant(bx - 40, fl + 120, 1.4)}${contactShadow(bx + bw * 0.3, fl + 240, bw * 0.4)}${solid(room, bx + bw * 0.3, fl + 170, bw * 0.4, 26, 0.12, pick(r, ['#6b4f3a', '#2f2f2f', '#c9a47a']))}
<rect x="${bx + bw * 0.32}" y="${fl + 196}" width="12" height="60" fill="#333"/><rect x="${bx + bw * 0.68 - 12}" y="${fl + 196}" width="12" height="60" fill="#333"/><rect x="${bx + bw * 0.4}" y="${fl + 150}" width="60" height="20" fill="${pick(r, ['#c0392b', '#2c3e50', '#16a085'])}"/>`
}

function kitchen(r: Rand, room: Room): string {
  const { bx, by, bw, bh } = room
  const fl = by + bh
  const cab = pick(r, CABINETS)
  const counter = pick(r, ['#f4f1ec', '#2b2b2b', '#e0dcd4', '#cfc7bb'])
  const hw = cab === '#ffffff' || cab === '#f2efe8' || cab === '#e7e1d6' ? '#333' : '#d8c48f'
  const doors = (x: number, y: number, w: number, h: number, n: number) =>
    join(
      n,
      (i) =>
        `<rect x="${x + 8 + (i * w) / n}" y="${y + 8}" width="${w / n - 16}" height="${h - 16}" fill="none" stroke="#000" stroke-opacity="0.14" stroke-width="3"/><rect x="${x + (i + 0.5) * (w / n) + (i % 2 ? -30 : 20)}" y="${y + (y < room.c[1] ? h - 40 : 24)}" width="10" height="${y < room.c[1] ? 30 : 10}" fill="${hw}"/>`,
    )
  const ux = bx + 20
  return `<rect x="${bx}" y="${fl - 330}" width="${bw}" height="120" fill="#f3f3f0"/><rect x="${bx}" y="${fl - 330}" width="${bw}" height="120" fill="url(#subway)"/>
${backWindow(bx + bw * 0.38, by + 70, bw * 0.24, bh * 0.38)}
<rect x="${ux}" y="${by + 40}" width="${bw * 0.34}" height="200" fill="${cab}"/>${doors(ux, by + 40, bw * 0.34, 200, 3)}<rect x="${bx + bw * 0.64}" y="${by + 40}" width="${bw * 0.2}" height="200" fill="${cab}"/>${doors(bx + bw * 0.64, by + 40, bw * 0.2, 200, 2)}
<rect x="${ux}" y="${by + 240}" width="${bw * 0.34}" height="30" fill="url(#fadeDown)"/>
<rect x="${bx + bw * 0.84 + 10}" y="${by + 30}" width="${bw * 0.16 - 30}" height="${bh - 30}" fill="#c9ccd0"/><rect x="${bx + bw * 0.84 + 10}" y="${by + 30}" width="${bw * 0.16 - 30}" height="${bh - 30}" fill="url(#sheen)"/><line x1="${bx + bw * 0.84 + 10}" y1="${by + 250}" x2="${bx + bw - 20}" y2="${by + 250}" stroke="#888" stroke-width="3"/><rect x="${bx + bw * 0.84 + 22}" y="${by + 120}" width="6" height="100" fill="#777"/>
${solid(room, bx, fl - 210, bw * 0.84, 24, 0.05, counter)}<rect x="${bx}" y="${fl - 186}" width="${bw * 0.84}" height="186" fill="${cab}"/>${doors(bx, fl - 186, bw * 0.84, 170, 6)}
<rect x="${bx + bw * 0.42}" y="${fl - 232}" width="${bw * 0.16}" height="16" fill="#9aa0a6"/><path d="M${bx + bw * 0.5} ${fl - 232} v-50 q0 -20 20 -20" stroke="#9aa0a6" stroke-width="8" fill="none"/>
${join(2, (i) => {
  const px = bx + bw * (0.32 + i * 0.36)
  return `<line x1="${px}" y1="0" x2="${px}" y2="${by + 110}" stroke="#333" stroke-width="3"/><path d="M${px - 36} ${by + 150} q36 -60 72 0z" fill="#2f2f2f"/>${blurred('blur12', circleBox(px, by + 170, 60), `<circle cx="${px}" cy="${by + 170}" r="60" fill="#ffe2a8" opacity="0.35"/>`)}`
})}
${contactShadow(bx + bw * 0.12, fl + 300, bw * 0.76)}${solid(room, bx + bw * 0.1, fl + 60, bw * 0.8, 30, 0.16, counter)}<rect x="${bx + bw * 0.12}" y="${fl + 90}" width="${bw * 0.76}" height="220" fill="${pick(r, [cab, shade(cab, -0.3), '#2f3e4e', '#6b4f3a'])}"/>${doors(bx + bw * 0.12, fl + 90, bw * 0.76, 210, 4)}
${join(3, (i) => {
  const sx = bx + bw * (0.22 + i * 0.24)
  return `<rect x="${sx - 40}" y="${fl + 150}" width="80" height="16" fill="#2f2f2f"/><rect x="${sx - 36}" y="${fl + 166}" width="6" height="200" fill="#2f2f2f"/><rect x="${sx + 30}" y="${fl + 166}" width="6" height="200" fill="#2f2f2f"/>`
})}
<path d="M${bx + bw * 0.25} ${fl + 60} q30 -60 60 0z" fill="#e9e4da"/>${join(3, (i) => `<circle cx="${bx + bw * 0.26 + i * 22}" cy="${fl + 38 - (i % 2) * 10}" r="13" fill="${pick(r, ['#e2b13c', '#c0392b', '#7cb342'])}"/>`)}`
}

function bedroom(r: Rand, room: Room): string {
  const { bx, by, bw, bh } = room
  const fl = by + bh
  const bedding = pick(r, ['#ffffff', '#dfe7ee', '#efe4d6', '#e9e6df'])
  const throwC = pick(r, ['#9fb2c4', '#c7b59a', '#a8b8a0', '#b48a8a', '#44506a'])
  const wood = pick(r, WOODS)
  const bxs = bx + bw * 0.2
  const bws = bw * 0.6
  return `<rect x="${bx + bw * 0.12}" y="${by}" width="${bw * 0.76}" height="${bh}" fill="${pick(r, ACCENT_WALLS)}" opacity="0.35"/>
${backWindow(bx + bw * 0.02, by + 70, bw * 0.12, bh * 0.5)}${backWindow(bx + bw * 0.86, by + 70, bw * 0.12, bh * 0.5)}${art(r, bx + bw * 0.35, by + 60, bw * 0.3, 140)}
<rect x="${bxs}" y="${fl - 300}" width="${bws}" height="300" rx="18" fill="${pick(r, [wood, '#c8c2b8', '#5b6b7a', '#e7e1d6'])}"/>${contactShadow(bxs, fl + 220, bws)}
<rect x="${bxs - 10}" y="${fl + 190}" width="${bws + 20}" height="30" fill="${shade(wood, -0.2)}"/>${solid(room, bxs - 20, fl + 20, bws + 40, 180, 0.2, bedding)}<rect x="${bxs - 20}" y="${fl + 100}" width="${bws + 40}" height="100" fill="${throwC}"/>
${join(2, (i) => `<rect x="${bxs + 30 + i * (bws / 2)}" y="${fl - 60}" width="${bws / 2 - 60}" height="90" rx="30" fill="#fff"/><rect x="${bxs + 30 + i * (bws / 2)}" y="${fl - 10}" width="${bws / 2 - 60}" height="30" rx="10" fill="#000" opacity="0.06"/>`)}
${join(2, (i) => {
  const nx = i ? bxs + bws + 40 : bxs - 150
  return `${solid(room, nx, fl - 120, 110, 130, 0.06, wood)}<rect x="${nx + 10}" y="${fl - 60}" width="90" height="4" fill="#000" opacity="0.2"/>${lamp(nx + 55, fl - 180, true)}`
})}
<polygon points="${pts([at(room, [bx + bw * 0.08, fl + 10], 0.95), at(room, [bx + bw * 0.92, fl + 10], 0.95), at(room, [bx + bw, fl], 0.5), at(room, [bx, fl], 0.5)])}" fill="#fff" opacity="0.12"/>${plant(bx + bw + 120, fl + 200, 1.2)}`
}

function bathroom(r: Rand, room: Room): string {
  const { bx, by, bw, bh } = room
  const fl = by + bh
  const vanity = pick(r, ['#2f3e4e', '#6b4f3a', '#ffffff', '#7d8f78', '#3b3b3b'])
  const tile = pick(r, ['#f5f5f2', '#e3e8ea', '#d9d4cc', '#cfd8d3'])
  return `<rect x="${bx}" y="${by + bh * 0.45}" width="${bw}" height="${bh * 0.55}" fill="${tile}"/><rect x="${bx}" y="${by + bh * 0.45}" width="${bw}" height="${bh * 0.55}" fill="url(#subway)"/>
<rect x="${bx + bw * 0.6}" y="${by}" width="${bw * 0.4}" height="${bh}" fill="${tile}"/><rect x="${bx + bw * 0.6}" y="${by}" width="${bw * 0.4}" height="${bh}" fill="url(#subway)"/>
<rect x="${bx + bw * 0.62}" y="${by + 10}" width="${bw * 0.36}" height="${bh - 10}" fill="#d8ecf3" opacity="0.45"/><rect x="${bx + bw * 0.62}" y="${by + 10}" width="6" height="${bh - 10}" fill="#9aa0a6"/><rect x="${bx + bw * 0.8}" y="${by + 60}" width="12" height="60" fill="#9aa0a6"/><circle cx="${bx + bw * 0.806}" cy="${by + 56}" r="26" fill="#b8bcc0"/>
<polygon points="${bx + bw * 0.66},${by + 20} ${bx + bw * 0.72},${by + 20} ${bx + bw * 0.64},${fl} ${bx + bw * 0.63},${fl}" fill="#fff" opacity="0.35"/>
<rect x="${bx + bw * 0.08}" y="${by + 40}" width="${bw * 0.44}" height="${bh * 0.42}" rx="14" fill="#dfe9ee" stroke="${pick(r, ['#222', '#b08d57', '#9aa0a6'])}" stroke-width="10"/><polygon points="${bx + bw * 0.14},${by + 60} ${bx + bw * 0.24},${by + 60} ${bx + bw * 0.12},${by + bh * 0.4} ${bx + bw * 0.1},${by + bh * 0.4}" fill="#fff" opacity="0.5"/>
${join(2, (i) => `<rect x="${bx + bw * (0.1 + i * 0.38)}" y="${by + 70}" width="12" height="60" fill="#b08d57"/>${blurred('blur12', circleBox(bx + bw * (0.1 + i * 0.38) + 6, by + 60, 40), `<circle cx="${bx + bw * (0.1 + i * 0.38) + 6}" cy="${by + 60}" r="40" fill="#ffe2a8" opacity="0.5"/>`)}`)}
${contactShadow(bx + bw * 0.04, fl + 40, bw * 0.52)}${solid(room, bx + bw * 0.04, fl - 190, bw * 0.52, 22, 0.05, '#f2f0ec')}<rect x="${bx + bw * 0.04}" y="${fl - 168}" width="${bw * 0.52}" height="200" fill="${vanity}"/>${join(2, (i) => `<rect x="${bx + bw * (0.06 + i * 0.25)}" y="${fl - 156}" width="${bw * 0.23}" height="176" fill="none" stroke="#000" stroke-opacity="0.16" stroke-width="3"/><rect x="${bx + bw * (0.16 + i * 0.25)}" y="${fl - 140}" width="40" height="8" fill="#b08d57"/>`)}
<rect x="${bx + bw * 0.28}" y="${fl - 226}" width="10" height="36" fill="#b08d57"/><rect x="${bx + bw * 0.25}" y="${fl - 226}" width="40" height="8" fill="#b08d57"/>
<rect x="${bx - 140}" y="${by + 120}" width="14" height="220" fill="#b08d57"/><rect x="${bx - 170}" y="${by + 130}" width="70" height="240" rx="8" fill="${pick(r, ['#ffffff', '#c7b59a', '#8fa3b5'])}"/>${plant(bx + bw * 0.52, fl - 190, 0.5)}
<ellipse cx="${bx + bw * 0.3}" cy="${fl + 200}" rx="220" ry="50" fill="${pick(r, ['#e8e2d6', '#c8ccd0', '#b9c7b8'])}" opacity="0.9"/>`
}

export function roomScene(r: Rand, kind: RoomKind): string {
  const bw = between(r, 800, 900)
  const bx = between(r, 330, W - 330 - bw)
  const room: Room = { bx, by: 150, bw, bh: 560, c: [bx + bw / 2, 430], k: 2.6 }
  const floor =
    kind === 'bathroom'
      ? 'tile'
      : kind === 'bedroom'
        ? pick(r, ['carpet', 'wood'] as const)
        : kind === 'kitchen'
          ? pick(r, ['wood', 'tile'] as const)
          : 'wood'
  const wall = pick(r, WALLS)
  const body = { living, kitchen, bedroom, bathroom }[kind](r, room)
  return `${shell(r, room, floor, wall)}${body}<rect width="${W}" height="${H}" fill="#fff3dc" opacity="0.06"/><rect width="${W}" height="${H}" fill="url(#vignette)"/>`
}

export function backyardScene(r: Rand): string {
  const tod = pick(r, ['morning', 'noon', 'golden'] as const)
  const fence = pick(r, ['#a7896b', '#c7b299', '#8d7154', '#e9e6df'])
  const deck = pick(r, WOODS)
  const fy = GY - 170
  return `${sky(r, tod)}${treeline(r, tod)}
<rect y="${fy + 60}" width="${W}" height="${H - fy}" fill="#78a055"/><rect y="${fy + 60}" width="${W}" height="${H - fy}" fill="url(#fadeUp)"/>
${tree(r, 260, fy + 110, 1.3, tod)}${tree(r, 1350, fy + 100, 1.1, tod)}
${join(32, (i) => `<rect x="${i * 52}" y="${fy - 60}" width="48" height="${180}" fill="${shade(fence, (i % 3) * 0.03)}"/><polygon points="${i * 52},${fy - 60} ${i * 52 + 24},${fy - 76} ${i * 52 + 48},${fy - 60}" fill="${fence}"/>`)}<rect y="${fy - 20}" width="${W}" height="10" fill="${shade(fence, -0.2)}"/><rect y="${fy + 90}" width="${W}" height="30" fill="url(#fadeDown)"/>
${shrubs(r, 40, 500, fy + 130, tod)}${shrubs(r, 1080, 480, fy + 130, tod)}
<polygon points="200,${GY + 20} 1400,${GY + 20} 1700,${H} -100,${H}" fill="${deck}"/>${join(14, (i) => {
    const y = GY + 20 + Math.pow(i / 13, 1.6) * (H - GY - 20)
    const spread = (y - GY - 20) / (H - GY - 20)
    return `<line x1="${200 - 300 * spread}" y1="${y}" x2="${1400 + 300 * spread}" y2="${y}" stroke="#000" stroke-opacity="0.16" stroke-width="${2 + spread * 3}"/>`
  })}<polygon points="200,${GY + 20} 1400,${GY + 20} 1700,${H} -100,${H}" fill="url(#fadeUp)"/><rect x="160" y="${GY + 6}" width="1280" height="16" fill="${shade(deck, 0.15)}"/>
${blurred('blur12', ellipseBox(800, GY + 150, 300, 40), `<ellipse cx="800" cy="${GY + 150}" rx="300" ry="40" fill="#000" opacity="0.3"/>`)}<rect x="600" y="${GY + 20}" width="400" height="22" rx="6" fill="#2f2f2f"/><rect x="620" y="${GY + 42}" width="10" height="110" fill="#2f2f2f"/><rect x="970" y="${GY + 42}" width="10" height="110" fill="#2f2f2f"/>
<rect x="797" y="${GY - 240}" width="6" height="260" fill="#555"/><path d="M600 ${GY - 230} Q800 ${GY - 330} 1000 ${GY - 230}Z" fill="${pick(r, ['#f2efe9', '#2c3e50', '#b34a3c', '#3f6b5a'])}"/>
${join(2, (i) => `<rect x="${470 + i * 560}" y="${GY + 20}" width="100" height="22" rx="6" fill="${pick(r, ['#5b6b7a', '#c7b59a'])}"/><rect x="${470 + i * 560}" y="${GY - 50}" width="100" height="74" rx="8" fill="#2f2f2f"/><rect x="${480 + i * 560}" y="${GY + 42}" width="8" height="100" fill="#2f2f2f"/><rect x="${552 + i * 560}" y="${GY + 42}" width="8" height="100" fill="#2f2f2f"/>`)}
${plant(150, H - 20, 1.3)}${plant(1450, H - 30, 1.4)}<rect width="${W}" height="${H}" fill="url(#vignette)"/>`
}
