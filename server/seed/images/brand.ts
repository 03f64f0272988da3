import { between, blurred, circleBox, escapeXml, FONT, initialsOf, join, pick, shade, type Rand } from './svg.ts'
import { sky } from './exterior.ts'

// Agent and team portraits, partner logos and city pictures for the demo business.

const SKIN = ['#f6d7c3', '#f1c9a5', '#e0ac84', '#c68a62', '#a86f4c', '#7a4e33', '#5c3a26']
const HAIR = ['#2b2019', '#4a3020', '#7a5230', '#b0834f', '#d9b26f', '#1a1a1a', '#8c8c8c', '#6b2f1f']
const TOPS = ['#1f3a5f', '#2f5d50', '#6b2f3a', '#3d3d3d', '#4a6fa5', '#7a6a58', '#5b4a7a', '#2c4f6e']
const BACKDROPS = [
  ['#dfe9f3', '#b9cde0'],
  ['#efe7da', '#d7c7ad'],
  ['#e2ede0', '#bcd2b8'],
  ['#f0e3e8', '#d8bccb'],
  ['#e6e6ea', '#c4c6cf'],
]

/** A friendly head-and-shoulders illustration, 600 x 600. */
export function portraitScene(r: Rand): string {
  const [bg1, bg2] = pick(r, BACKDROPS)
  const skin = pick(r, SKIN)
  const hair = pick(r, HAIR)
  const top = pick(r, TOPS)
  const style = pick(r, ['short', 'side', 'long', 'bun', 'curly', 'crop'] as const)
  const beard = (style === 'short' || style === 'crop') && r() < 0.35
  const glasses = r() < 0.3
  const blazer = r() < 0.6
  const shirt = pick(r, ['#ffffff', '#dfe7ee', '#f3ead8'])
  const behind =
    style === 'long'
      ? `<path d="M172 270 Q160 470 210 520 L390 520 Q440 470 428 270 Q420 130 300 128 Q180 130 172 270Z" fill="${hair}"/>`
      : style === 'bun'
        ? `<circle cx="300" cy="118" r="52" fill="${hair}"/>`
        : ''
  const front = {
    short: `<path d="M186 262 Q178 140 300 132 Q422 140 414 262 Q400 200 370 186 Q300 206 220 190 Q196 210 186 262Z" fill="${hair}"/>`,
    side: `<path d="M184 268 Q170 132 304 128 Q430 136 416 262 Q398 176 330 170 Q250 214 196 214Z" fill="${hair}"/>`,
    long: `<path d="M186 280 Q176 140 300 134 Q424 140 414 280 Q404 196 340 180 Q290 226 214 214Z" fill="${hair}"/>`,
    bun: `<path d="M188 262 Q182 146 300 140 Q418 146 412 262 Q396 190 300 184 Q208 190 188 262Z" fill="${hair}"/>`,
    curly: join(
      14,
      (i) =>
        `<circle cx="${300 + Math.cos(Math.PI + (i / 13) * Math.PI) * 118}" cy="${226 + Math.sin(Math.PI + (i / 13) * Math.PI) * 96}" r="${34 + (i % 3) * 6}" fill="${hair}"/>`,
    ),
    crop: `<path d="M192 246 Q190 150 300 146 Q410 150 408 246 Q396 196 300 192 Q204 196 192 246Z" fill="${hair}" opacity="0.9"/>`,
  }[style]
  const eyeY = 286
  return `<linearGradient id="bd" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient><rect width="600" height="600" fill="url(#bd)"/>
${blurred('blur30', circleBox(470, 110, 150), '<circle cx="470" cy="110" r="150" fill="#fff" opacity="0.35"/>')}${behind}
<path d="M70 600 Q80 470 190 440 L410 440 Q520 470 530 600Z" fill="${blazer ? top : shirt}"/>
${blazer ? `<path d="M250 440 L300 540 L350 440Z" fill="${shirt}"/><path d="M212 444 L300 560 L262 600 L196 600 L180 470Z" fill="${shade(top, -0.12)}"/><path d="M388 444 L300 560 L338 600 L404 600 L420 470Z" fill="${shade(top, -0.12)}"/>` : `<path d="M70 600 Q80 470 190 440 L410 440 Q520 470 530 600Z" fill="${top}"/><path d="M240 442 Q300 500 360 442" fill="${shade(skin, -0.08)}"/>`}
<path d="M258 360 L258 450 Q300 478 342 450 L342 360Z" fill="${shade(skin, -0.12)}"/>
<ellipse cx="186" cy="${eyeY + 10}" rx="20" ry="30" fill="${shade(skin, -0.05)}"/><ellipse cx="414" cy="${eyeY + 10}" rx="20" ry="30" fill="${shade(skin, -0.05)}"/>
<ellipse cx="300" cy="282" rx="116" ry="136" fill="${skin}"/><ellipse cx="300" cy="330" rx="100" ry="80" fill="#000" opacity="0.03"/>
${beard ? `<path d="M196 300 Q200 420 300 424 Q400 420 404 300 Q390 380 300 384 Q210 380 196 300Z" fill="${hair}" opacity="0.85"/>` : ''}${front}
<path d="M236 ${eyeY - 30} q24 -12 46 -2" stroke="${shade(hair, -0.2)}" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M318 ${eyeY - 32} q24 -10 46 2" stroke="${shade(hair, -0.2)}" stroke-width="8" fill="none" stroke-linecap="round"/>
<ellipse cx="258" cy="${eyeY}" rx="11" ry="13" fill="#2b2320"/><ellipse cx="342" cy="${eyeY}" rx="11" ry="13" fill="#2b2320"/><circle cx="262" cy="${eyeY - 4}" r="3.5" fill="#fff"/><circle cx="346" cy="${eyeY - 4}" r="3.5" fill="#fff"/>
${glasses ? `<rect x="220" y="${eyeY - 28}" width="74" height="56" rx="18" fill="#fff" fill-opacity="0.12" stroke="#2f2f2f" stroke-width="6"/><rect x="306" y="${eyeY - 28}" width="74" height="56" rx="18" fill="#fff" fill-opacity="0.12" stroke="#2f2f2f" stroke-width="6"/><path d="M294 ${eyeY - 6} h12" stroke="#2f2f2f" stroke-width="6"/>` : ''}
<path d="M300 300 q-10 34 -14 44 q14 6 26 0" stroke="${shade(skin, -0.25)}" stroke-width="5" fill="none" stroke-linecap="round"/>
<circle cx="230" cy="340" r="22" fill="#e8846f" opacity="0.18"/><circle cx="370" cy="340" r="22" fill="#e8846f" opacity="0.18"/>
<path d="M256 372 Q300 410 344 372 Q300 392 256 372Z" fill="#fff" stroke="#8a3b2e" stroke-width="6" stroke-linejoin="round"/>`
}

/** A simple monogram and wordmark, 600 x 300, for partner cards. */
export function logoScene(r: Rand, name: string): string {
  const color = pick(r, ['#1f3a5f', '#2f5d50', '#7a2e2e', '#8a5a2b', '#3d4f7a', '#245b73', '#5b4a7a'])
  const accent = pick(r, ['#d9a441', '#7fb069', '#e07a5f', '#81b1d9', '#c9a66b'])
  const mark = pick(r, ['circle', 'square', 'roof', 'shield'] as const)
  const shape = {
    circle: `<circle cx="120" cy="150" r="78" fill="${color}"/><circle cx="120" cy="150" r="66" fill="none" stroke="${accent}" stroke-width="4"/>`,
    square: `<rect x="44" y="74" width="152" height="152" rx="30" fill="${color}"/><rect x="44" y="196" width="152" height="30" rx="0" fill="${accent}" opacity="0.9"/>`,
    roof: `<path d="M36 140 L120 66 L204 140 L204 230 L36 230Z" fill="${color}"/><path d="M24 146 L120 60 L216 146" stroke="${accent}" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    shield: `<path d="M120 64 L196 92 Q196 190 120 236 Q44 190 44 92Z" fill="${color}"/><path d="M120 80 L182 102 Q182 180 120 218" stroke="${accent}" stroke-width="6" fill="none"/>`,
  }[mark]
  const words = name.split(/\s+/)
  const split = words.length > 2 ? Math.ceil(words.length / 2) : words.length
  const lines = [words.slice(0, split).join(' '), words.slice(split).join(' ')].filter(Boolean)
  const size = Math.min(46, Math.floor(336 / (Math.max(...lines.map((l) => l.length)) * 0.66)))
  const textY = lines.length === 1 ? 150 + size * 0.35 : 150 - size * 0.2
  return `<rect width="600" height="300" fill="#ffffff"/>${shape}
<text x="120" y="${150 + 18}" font-family="${FONT}" font-weight="700" font-size="52" text-anchor="middle" fill="#fff" letter-spacing="2">${escapeXml(initialsOf(name, mark === 'circle' ? 2 : 3))}</text>
${lines.map((l, i) => `<text x="236" y="${textY + i * size * 1.15}" font-family="${FONT}" font-weight="${i === 0 ? 700 : 400}" font-size="${size}" fill="${i === 0 ? color : shade(color, 0.2)}">${escapeXml(l)}</text>`).join('')}
<rect x="238" y="${textY + (lines.length - 1) * size * 1.15 + 18}" width="60" height="5" rx="2" fill="${accent}"/>`
}

/** A skyline above the river at golden hour or blue hour, 1600 x 900; no text, the page sets the caption. */
export function cityScene(r: Rand): string {
  const tod = pick(r, ['golden', 'dusk', 'noon', 'morning'] as const)
  const night = tod === 'dusk'
  const shore = 700
  const layer = (n: number, minH: number, maxH: number, color: string, lights: boolean) =>
    join(n, (i) => {
      const w = between(r, 50, 120)
      const x = (i * 1600) / n + between(r, -20, 20)
      const h = between(r, minH, maxH)
      const cap =
        r() < 0.2 ? `<polygon points="${x},${shore - h} ${x + w / 2},${shore - h - w * 0.6} ${x + w},${shore - h}" fill="${color}"/>` : ''
      const win = lights
        ? join(Math.floor(h / 34), (j) =>
            join(Math.floor(w / 26), (k) =>
              r() < (night ? 0.55 : 0.25)
                ? `<rect x="${x + 8 + k * 26}" y="${shore - h + 14 + j * 34}" width="12" height="16" fill="${night ? '#ffd98a' : '#dfe8f0'}" opacity="${night ? 0.85 : 0.35}"/>`
                : '',
            ),
          )
        : ''
      return `<rect x="${x}" y="${shore - h}" width="${w}" height="${h}" fill="${color}"/>${cap}${win}`
    })
  const far = night ? '#3a4470' : '#8ea1b8'
  const near = night ? '#1f2540' : '#4d5d73'
  const tower = `<rect x="700" y="${shore - 470}" width="110" height="470" fill="${shade(near, 0.05)}"/><polygon points="700,${shore - 470} 755,${shore - 540} 810,${shore - 470}" fill="${shade(near, 0.05)}"/><rect x="752" y="${shore - 620}" width="6" height="90" fill="${near}"/>${join(12, (j) => `<rect x="712" y="${shore - 450 + j * 36}" width="86" height="8" fill="${night ? '#ffd98a' : '#c9d6e3'}" opacity="0.5"/>`)}`
  const bridge = `<rect x="1180" y="${shore - 260}" width="16" height="260" fill="#e8e8e8"/>${join(7, (i) => `<line x1="1188" y1="${shore - 250 + i * 12}" x2="${1000 + i * 24}" y2="${shore - 30}" stroke="#e8e8e8" stroke-width="2"/><line x1="1188" y1="${shore - 250 + i * 12}" x2="${1376 - i * 24}" y2="${shore - 30}" stroke="#e8e8e8" stroke-width="2"/>`)}<path d="M900 ${shore - 26} Q1188 ${shore - 44} 1480 ${shore - 26}" stroke="#e8e8e8" stroke-width="10" fill="none"/>`
  return `${sky(r, tod)}<g opacity="0.75">${layer(22, 80, 240, far, false)}</g>${layer(16, 120, 340, near, true)}${tower}${bridge}
<rect y="${shore}" width="1600" height="200" fill="${night ? '#1d2a44' : '#5f7f95'}"/>${blurred('blur5', { x: 700, y: shore, width: 110, height: 620 }, `<g opacity="0.35" transform="translate(0 ${shore * 2}) scale(1 -1)">${tower}</g>`)}
${join(30, () => `<rect x="${r() * 1600}" y="${shore + 10 + r() * 180}" width="${40 + r() * 120}" height="3" fill="#fff" opacity="0.18"/>`)}
<rect y="${shore - 4}" width="1600" height="10" fill="${night ? '#141a2e' : '#3d4f3a'}"/><rect width="1600" height="900" fill="url(#vignette)"/>`
}
