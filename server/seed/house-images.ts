import sharp from 'sharp'

// Photo-like illustrations for the demo business, drawn as SVG and rendered
// by sharp, so no image file lives in git. Deterministic for a given seed.

export type ImageKind = 'exterior' | 'kitchen' | 'living' | 'bedroom' | 'bathroom' | 'backyard'

const W = 1600
const H = 1067

function rng(seed: number) {
  let s = seed >>> 0 || 1
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = s
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]

const SIDING = ['#e8e2d6', '#c9d6df', '#d8c3a5', '#9fb4a6', '#f1efe9', '#b7a99a', '#8ea3b8', '#e6d3b3']
const ROOFS = ['#3b3f45', '#5a4636', '#2f3b4a', '#6b5b4f', '#444']
const DOORS = ['#7a2e2e', '#1f3a5f', '#2f5d50', '#222', '#8a5a2b']
const WALLS = ['#f3efe8', '#e9ecef', '#efe6da', '#e4ebe6', '#f6f1e7']
const FLOORS = ['#b08a62', '#9c7753', '#c7a37a', '#8d6e52', '#d2b48c']

const defs = `<defs>
  <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter>
  <filter id="blur4"><feGaussianBlur stdDeviation="4"/></filter>
  <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cfe6f5"/><stop offset="0.55" stop-color="#8fb3cc"/><stop offset="1" stop-color="#5d7f99"/></linearGradient>
</defs>`

function sky(r: () => number): string {
  const evening = r() < 0.25
  const top = evening ? '#f2a65a' : pick(r, ['#6fa8dc', '#7fb6e6', '#5b9bd5'])
  const bottom = evening ? '#fbe3c4' : '#dcecf8'
  const clouds = Array.from({ length: 4 }, () => {
    const x = r() * W
    const y = 80 + r() * 220
    return `<ellipse cx="${x}" cy="${y}" rx="${120 + r() * 160}" ry="${30 + r() * 30}" fill="#fff" opacity="0.75" filter="url(#soft)"/>`
  }).join('')
  return `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient><rect width="${W}" height="${H}" fill="url(#sky)"/>${clouds}`
}

function tree(x: number, y: number, s: number, r: () => number): string {
  const g = pick(r, ['#3f6b3a', '#4a7c43', '#355e31', '#5b8a4a'])
  return `<rect x="${x - 10 * s}" y="${y - 60 * s}" width="${20 * s}" height="${70 * s}" fill="#5b4332"/>
  <circle cx="${x}" cy="${y - 130 * s}" r="${90 * s}" fill="${g}"/><circle cx="${x - 55 * s}" cy="${y - 95 * s}" r="${60 * s}" fill="${g}"/><circle cx="${x + 60 * s}" cy="${y - 100 * s}" r="${65 * s}" fill="${g}"/>
  <circle cx="${x + 20 * s}" cy="${y - 160 * s}" r="${50 * s}" fill="#fff" opacity="0.08"/>`
}

function window_(x: number, y: number, w: number, h: number, trim = '#fff'): string {
  return `<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" fill="${trim}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#glass)"/>
  <line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="${trim}" stroke-width="6"/><line x1="${x}" y1="${y + h / 2}" x2="${x + w}" y2="${y + h / 2}" stroke="${trim}" stroke-width="6"/>`
}

function exterior(r: () => number): string {
  const siding = pick(r, SIDING)
  const roof = pick(r, ROOFS)
  const door = pick(r, DOORS)
  const twoStory = r() < 0.5
  const ground = 820
  const hx = 330 + r() * 120
  const hw = 900
  const wallTop = twoStory ? 330 : 470
  const lines = Array.from(
    { length: Math.floor((ground - wallTop) / 22) },
    (_, i) =>
      `<line x1="${hx}" y1="${wallTop + i * 22}" x2="${hx + hw}" y2="${wallTop + i * 22}" stroke="#000" stroke-opacity="0.06" stroke-width="2"/>`,
  ).join('')
  const roofPeak = wallTop - 200 - r() * 60
  const windowsRow = (y: number) => [0.12, 0.38, 0.72].map((f) => window_(hx + hw * f, y, 130, 120)).join('')
  const garage = r() < 0.6
  return `${sky(r)}
  <rect y="${ground - 40}" width="${W}" height="${H - ground + 40}" fill="#6f9b4f"/>
  <rect y="${ground - 40}" width="${W}" height="60" fill="#5d8a42"/>
  ${tree(160, ground, 1.6, r)}${tree(W - 150, ground, 1.9, r)}
  <ellipse cx="${hx + hw / 2}" cy="${ground + 10}" rx="${hw * 0.6}" ry="40" fill="#000" opacity="0.25" filter="url(#soft)"/>
  <rect x="${hx}" y="${wallTop}" width="${hw}" height="${ground - wallTop}" fill="${siding}"/>${lines}
  <rect x="${hx}" y="${wallTop}" width="${hw}" height="${ground - wallTop}" fill="url(#shade)"/>
  <polygon points="${hx - 50},${wallTop + 4} ${hx + hw / 2},${roofPeak} ${hx + hw + 50},${wallTop + 4}" fill="${roof}"/>
  <polygon points="${hx - 50},${wallTop + 4} ${hx + hw / 2},${roofPeak} ${hx + hw / 2},${roofPeak + 30} ${hx - 20},${wallTop + 4}" fill="#fff" opacity="0.07"/>
  ${twoStory ? windowsRow(wallTop + 60) : ''}
  ${window_(hx + hw * 0.1, ground - 250, 150, 130)}
  ${garage ? `<rect x="${hx + hw * 0.58}" y="${ground - 230}" width="${hw * 0.36}" height="230" fill="#f4f4f2"/>${Array.from({ length: 5 }, (_, i) => `<line x1="${hx + hw * 0.58}" y1="${ground - 230 + i * 46}" x2="${hx + hw * 0.94}" y2="${ground - 230 + i * 46}" stroke="#c9c9c4" stroke-width="3"/>`).join('')}<polygon points="${hx + hw * 0.58},${ground} ${hx + hw * 0.94},${ground} ${hx + hw * 1.1},${H} ${hx + hw * 0.45},${H}" fill="#b9b6ae"/>` : window_(hx + hw * 0.66, ground - 250, 150, 130)}
  <rect x="${hx + hw * 0.36}" y="${ground - 260}" width="120" height="260" fill="${door}"/><circle cx="${hx + hw * 0.36 + 100}" cy="${ground - 130}" r="7" fill="#d4af37"/>
  <rect x="${hx + hw * 0.33}" y="${ground - 290}" width="180" height="24" fill="#fff"/>
  <polygon points="${hx + hw * 0.36 - 20},${ground} ${hx + hw * 0.36 + 140},${ground} ${hx + hw * 0.36 + 200},${H} ${hx + hw * 0.36 - 80},${H}" fill="#cfc9bd"/>
  ${Array.from({ length: 7 }, (_, i) => `<circle cx="${hx + 40 + i * 50}" cy="${ground - 10}" r="${26 + r() * 10}" fill="${pick(r, ['#4f7d3a', '#5e8f45', '#6a9a4c'])}"/>`).join('')}`
}

function room(r: () => number, kind: Exclude<ImageKind, 'exterior' | 'backyard'>): string {
  const wall = pick(r, WALLS)
  const floor = pick(r, FLOORS)
  const horizon = 700
  const planks = Array.from(
    { length: 14 },
    (_, i) =>
      `<line x1="${i * 130 - 200}" y1="${H}" x2="${560 + i * 40}" y2="${horizon}" stroke="#000" stroke-opacity="0.08" stroke-width="3"/>`,
  ).join('')
  const win = `<rect x="980" y="150" width="420" height="380" fill="#fff"/><rect x="1000" y="170" width="380" height="340" fill="url(#glass)"/><line x1="1190" y1="170" x2="1190" y2="510" stroke="#fff" stroke-width="8"/><rect x="960" y="520" width="460" height="18" fill="#fff"/>
  <rect x="1000" y="170" width="380" height="340" fill="#fff" opacity="0.25" filter="url(#blur4)"/>`
  const light = `<polygon points="1000,510 1380,510 1250,${H} 700,${H}" fill="#fff" opacity="0.12"/>`
  let furniture = ''
  if (kind === 'kitchen') {
    const cab = pick(r, ['#ffffff', '#2f3e4e', '#6c7a6b', '#e7e1d6'])
    furniture = `<rect x="120" y="260" width="760" height="200" fill="${cab}" stroke="#0001"/>${[0, 1, 2, 3].map((i) => `<rect x="${130 + i * 190}" y="270" width="170" height="180" fill="none" stroke="#0002" stroke-width="3"/>`).join('')}
    <rect x="100" y="520" width="820" height="30" fill="#f4f1ec"/><rect x="120" y="550" width="780" height="230" fill="${cab}"/>${[0, 1, 2, 3].map((i) => `<rect x="${130 + i * 195}" y="565" width="175" height="200" fill="none" stroke="#0002" stroke-width="3"/><rect x="${200 + i * 195}" y="600" width="40" height="8" fill="#999"/>`).join('')}
    <rect x="420" y="760" width="620" height="60" fill="#f7f5f2"/><rect x="440" y="820" width="580" height="200" fill="${cab}"/>
    <circle cx="560" cy="180" r="26" fill="#f6d58e"/><line x1="560" y1="0" x2="560" y2="155" stroke="#333" stroke-width="4"/><circle cx="820" cy="180" r="26" fill="#f6d58e"/><line x1="820" y1="0" x2="820" y2="155" stroke="#333" stroke-width="4"/>`
  } else if (kind === 'living') {
    const sofa = pick(r, ['#5b6b7a', '#8a7a66', '#3f5b4f', '#a0a7ad'])
    furniture = `<rect x="180" y="560" width="640" height="170" rx="30" fill="${sofa}"/><rect x="150" y="620" width="80" height="160" rx="25" fill="${sofa}"/><rect x="770" y="620" width="80" height="160" rx="25" fill="${sofa}"/>
    <rect x="210" y="500" width="580" height="110" rx="25" fill="${sofa}" opacity="0.9"/><rect x="300" y="830" width="420" height="40" rx="8" fill="#6b4f3a"/><rect x="320" y="870" width="20" height="80" fill="#4a3527"/><rect x="680" y="870" width="20" height="80" fill="#4a3527"/>
    <rect x="260" y="210" width="360" height="230" fill="#fff"/><rect x="275" y="225" width="330" height="200" fill="${pick(r, ['#c9a66b', '#7d9cb3', '#a3b18a'])}"/>
    <ellipse cx="500" cy="960" rx="460" ry="70" fill="${pick(r, ['#d9cbb5', '#c8ccd0'])}" opacity="0.8"/>`
  } else if (kind === 'bedroom') {
    const bedding = pick(r, ['#ffffff', '#dfe7ee', '#efe4d6'])
    furniture = `<rect x="200" y="380" width="620" height="260" rx="14" fill="#6b4f3a"/><rect x="150" y="600" width="720" height="260" rx="16" fill="${bedding}"/>
    <rect x="150" y="700" width="720" height="160" rx="10" fill="${pick(r, ['#9fb2c4', '#c7b59a', '#a8b8a0'])}"/><rect x="230" y="560" width="220" height="90" rx="30" fill="#fff"/><rect x="560" y="560" width="220" height="90" rx="30" fill="#fff"/>
    <rect x="40" y="620" width="110" height="140" fill="#6b4f3a"/><circle cx="95" cy="560" r="40" fill="#f6d58e" opacity="0.9"/>`
  } else {
    const tile = pick(r, ['#ffffff', '#e6ecef', '#d9d4cc'])
    furniture = `${Array.from({ length: 6 }, (_, row) => Array.from({ length: 8 }, (_, col) => `<rect x="${80 + col * 110}" y="${200 + row * 80}" width="106" height="76" fill="${tile}" stroke="#0001"/>`).join('')).join('')}
    <rect x="120" y="660" width="520" height="200" rx="20" fill="#fafafa" stroke="#0002"/><rect x="700" y="560" width="260" height="60" fill="#f2f0ec"/><rect x="710" y="620" width="240" height="240" fill="${pick(r, ['#2f3e4e', '#7b6a58', '#ffffff'])}"/>
    <rect x="720" y="260" width="220" height="260" rx="8" fill="#cfe0ea" stroke="#999" stroke-width="6"/><circle cx="830" cy="548" r="14" fill="#bbb"/>`
  }
  return `<rect width="${W}" height="${horizon}" fill="${wall}"/><rect y="${horizon - 20}" width="${W}" height="20" fill="#fff"/>
  <polygon points="0,${horizon} ${W},${horizon} ${W},${H} 0,${H}" fill="${floor}"/>${planks}${win}${light}${furniture}
  <rect width="${W}" height="${H}" fill="url(#shade)"/>`
}

function backyard(r: () => number): string {
  return `${sky(r)}<rect y="600" width="${W}" height="${H - 600}" fill="#6f9b4f"/>
  ${Array.from({ length: 16 }, (_, i) => `<rect x="${i * 102}" y="480" width="90" height="170" fill="#a7896b"/>`).join('')}<rect y="520" width="${W}" height="14" fill="#8d7154"/>
  ${tree(220, 640, 1.5, r)}${tree(1380, 640, 1.3, r)}
  <polygon points="300,760 1300,760 1450,${H} 150,${H}" fill="#b08a62"/>${Array.from({ length: 10 }, (_, i) => `<line x1="${300 + i * 100}" y1="760" x2="${150 + i * 130}" y2="${H}" stroke="#000" stroke-opacity="0.12" stroke-width="4"/>`).join('')}
  <rect x="600" y="800" width="380" height="24" fill="#3b3b3b"/><rect x="620" y="824" width="12" height="100" fill="#3b3b3b"/><rect x="950" y="824" width="12" height="100" fill="#3b3b3b"/>
  <circle cx="790" cy="700" r="110" fill="#f2efe9"/><rect x="785" y="700" width="10" height="110" fill="#555"/>`
}

async function render(svg: string, width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const doc = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}${svg}</svg>`
  const img = sharp(Buffer.from(doc))
  return format === 'jpeg' ? img.jpeg({ quality: 82, mozjpeg: true }).toBuffer() : img.png().toBuffer()
}

export function renderHouseImage(kind: ImageKind, seed: number): Promise<Buffer> {
  const r = rng(seed)
  const svg = kind === 'exterior' ? exterior(r) : kind === 'backyard' ? backyard(r) : room(r, kind)
  return render(svg, W, H)
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function renderPortrait(seed: number, name: string): Promise<Buffer> {
  const r = rng(seed)
  const bg = pick(r, ['#d9e6f2', '#e8e1d5', '#dde8dc', '#ece0e6'])
  const skin = pick(r, ['#f1c9a5', '#d9a47c', '#a86f4c', '#7a4e33', '#f3d2b8'])
  const hair = pick(r, ['#2b2019', '#5a3b22', '#a8763e', '#1a1a1a', '#8c8c8c'])
  const shirt = pick(r, ['#1f3a5f', '#2f5d50', '#6b2f3a', '#3d3d3d', '#4a6fa5'])
  const initials = name
    .split(/\s+/)
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
  return render(
    `<rect width="600" height="600" fill="${bg}"/><ellipse cx="300" cy="640" rx="230" ry="190" fill="${shirt}"/><rect x="265" y="380" width="70" height="80" fill="${skin}"/>
    <ellipse cx="300" cy="280" rx="115" ry="135" fill="${skin}"/><path d="M185 260 Q190 130 300 130 Q410 130 415 260 Q390 190 300 185 Q210 190 185 260Z" fill="${hair}"/>
    <circle cx="258" cy="285" r="9" fill="#2b2b2b"/><circle cx="342" cy="285" r="9" fill="#2b2b2b"/><path d="M262 345 Q300 372 338 345" stroke="#7a3b2e" stroke-width="7" fill="none" stroke-linecap="round"/>
    <text x="560" y="575" font-family="sans-serif" font-size="26" text-anchor="end" fill="#0005">${escapeXml(initials)}</text>`,
    600,
    600,
    'png',
  )
}

export function renderPartnerLogo(seed: number, name: string): Promise<Buffer> {
  const r = rng(seed)
  const color = pick(r, ['#1f3a5f', '#2f5d50', '#7a2e2e', '#8a5a2b', '#3d4f7a'])
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('')
    .slice(0, 3)
  const words = name.length > 22 ? name.slice(0, 22) + '…' : name
  return render(
    `<rect width="600" height="300" fill="#fff"/><circle cx="110" cy="150" r="70" fill="${color}"/><text x="110" y="168" font-family="sans-serif" font-weight="700" font-size="48" text-anchor="middle" fill="#fff">${escapeXml(initials)}</text>
    <text x="200" y="165" font-family="sans-serif" font-weight="700" font-size="34" fill="${color}">${escapeXml(words)}</text>`,
    600,
    300,
    'png',
  )
}

export function renderCityImage(seed: number, city: string): Promise<Buffer> {
  const r = rng(seed)
  const buildings = Array.from({ length: 18 }, (_, i) => {
    const h = 120 + r() * 380
    const x = i * 92 + r() * 20
    const c = pick(r, ['#3d4f63', '#4b5d73', '#56677d', '#2f3e4f'])
    const lights = Array.from(
      { length: Math.floor(h / 40) },
      (_, j) => `<rect x="${x + 14}" y="${700 - h + 16 + j * 40}" width="50" height="14" fill="#f6d58e" opacity="${0.25 + r() * 0.5}"/>`,
    ).join('')
    return `<rect x="${x}" y="${700 - h}" width="80" height="${h}" fill="${c}"/>${lights}`
  }).join('')
  return render(
    `${sky(r)}${buildings}<rect y="700" width="1600" height="200" fill="#5d7a4a"/><text x="60" y="840" font-family="sans-serif" font-weight="700" font-size="64" fill="#fff" opacity="0.9">${escapeXml(city)}</text>`,
    1600,
    900,
  )
}
