import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { blurred, circleBox, ellipseBox, render, svgDocument, unionBox } from './svg.ts'

// blurred() draws a soft-edged element as a small image of its own; the picture must not change.

const pixels = async (svg: string) => (await sharp(Buffer.from(svg)).raw().toBuffer()).toString('base64')

/** The same scene with the filters on the elements themselves, as the scenes were first written. */
const direct = (body: string, width: number, height: number) => svgDocument(body, width, height).replace(/<image [^>]*\/>/g, '') // keeps the shared definitions (the filters)

describe('blurred', () => {
  it('gives the same pixels as the filter on the element, also for groups, transforms and shapes cut by the canvas', async () => {
    const [width, height] = [480, 320]
    const puffs = [ellipseBox(120, 60, 70, 24), ellipseBox(190, 50, 60, 30)]
    const parts: Array<[Parameters<typeof blurred>, string]> = [
      [['blur30', circleBox(430, 20, 90), '<circle cx="430" cy="20" r="90" fill="#fff3e2" opacity="0.6"/>'], 'sun cut by two edges'],
      [
        [
          'blur12',
          unionBox(puffs),
          `<g opacity="0.8">${puffs.map((p) => `<ellipse cx="${p.x + p.width / 2}" cy="${p.y + p.height / 2}" rx="${p.width / 2}" ry="${p.height / 2}" fill="#fff"/>`).join('')}</g>`,
        ],
        'cloud group',
      ],
      [
        ['blur5', ellipseBox(240.37, 250.5, 61.3, 8), '<ellipse cx="240.37" cy="250.5" rx="61.3" ry="8" fill="#000" opacity="0.25"/>'],
        'thin shadow, fractional',
      ],
      [
        [
          'blur2',
          { x: 20, y: 200, width: 90, height: 60 },
          '<g transform="translate(0 460) scale(1 -1)"><rect x="20" y="200" width="90" height="60" fill="#3f6b3a"/></g>',
        ],
        'flipped group',
      ],
    ]
    const soft = parts.map(([args]) => blurred(...args)).join('')
    const filtered = parts.map(([[blur, , element]]) => element.replace(/^<([a-z]+)/, `<$1 filter="url(#${blur})"`)).join('')
    const background = '<rect width="480" height="320" fill="#7fb2e5"/><rect y="200" width="480" height="120" fill="#78a055"/>'

    const doc = svgDocument(background + soft, width, height)
    expect(doc.match(/<image /g)).toHaveLength(parts.length)
    expect(doc).not.toContain('<blurred')
    expect(await pixels(doc)).toBe(await pixels(direct(background + filtered, width, height)))
  })

  it('leaves out an element whose blur lies wholly outside the canvas', () => {
    expect(svgDocument(blurred('blur5', circleBox(-100, -100, 20), '<circle cx="-100" cy="-100" r="20"/>'), 200, 200)).not.toContain(
      '<image',
    )
  })
})

describe('render', () => {
  it('draws a recipe in its format and keeps only the extracted part', async () => {
    const svg = svgDocument('<rect width="300" height="200" fill="#336699"/>', 300, 200)
    expect(await sharp(await render({ svg, format: 'jpeg' })).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 200 })
    const logo = await render({ svg, format: 'png', extract: { left: 0, top: 50, width: 300, height: 150 } })
    expect(await sharp(logo).metadata()).toMatchObject({ format: 'png', width: 300, height: 150 })
  })
})
