import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Every icon the components can name has its mask rule and its SVG file, and every file is named by an icon.
const dir = import.meta.dirname
const named = [...fs.readFileSync(path.join(dir, 'icons.tsx'), 'utf8').matchAll(/icon\('([a-z-]+)'\)/g)].map((m) => m[1])
const css = fs.readFileSync(path.join(dir, 'icons.css'), 'utf8')
const files = fs.readdirSync(path.join(dir, 'icons')).map((f) => f.replace(/\.svg$/, ''))

describe('icons', () => {
  it('has a mask rule pointing at its own SVG file for every icon a component can use', () => {
    expect(named.length).toBeGreaterThan(30)
    for (const name of named) expect(css, name).toContain(`.icon-${name} {\n  mask-image: url('./icons/${name}.svg');\n}`)
  })

  it('keeps no SVG file that no icon uses', () => {
    expect(files.sort()).toEqual([...new Set(named)].sort())
  })

  it('draws each file in black on a transparent ground, so the mask takes the text colour', () => {
    for (const name of files) {
      const svg = fs.readFileSync(path.join(dir, 'icons', `${name}.svg`), 'utf8')
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (24 24|14 14)"/)
      expect(svg, name).not.toMatch(/currentColor|#fff|white/i)
    }
  })
})
