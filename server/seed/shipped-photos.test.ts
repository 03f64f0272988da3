import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { demoPictures } from './demo-pictures.ts'
import { render, svgDocument } from '#server/seed/images/svg.ts'
import { drawDemoPicture, SHIPPED_PHOTOS_DIR, shippedPhotoFile } from './shipped-photos.ts'

const photos = Object.values(demoPictures())
  .flat()
  .filter((p) => p.recipe.format === 'jpeg')

describe('the shipped demo photos', () => {
  it('are there for every demo photo, and only for those (after a drawing change: npm run seed:photos)', () => {
    const missing = photos.filter((p) => !fs.existsSync(shippedPhotoFile(p.recipe))).map((p) => p.name)
    expect(missing, 'run npm run seed:photos').toEqual([])
    const wanted = new Set(photos.map((p) => path.basename(shippedPhotoFile(p.recipe))))
    expect(fs.readdirSync(SHIPPED_PHOTOS_DIR).filter((name) => !wanted.has(name))).toEqual([])
  })

  it('are the bytes the drawing makes', async () => {
    const kitchen = photos.find((p) => p.name.startsWith('kitchen-'))!
    expect((await render(kitchen.recipe)).equals(fs.readFileSync(shippedPhotoFile(kitchen.recipe)))).toBe(true)
    expect((await drawDemoPicture(kitchen.recipe)).equals(fs.readFileSync(shippedPhotoFile(kitchen.recipe)))).toBe(true)
  })

  it('leave a picture without a shipped file to be drawn', async () => {
    const recipe = { svg: svgDocument('<rect width="40" height="30" fill="#336699"/>', 40, 30), format: 'jpeg' as const }
    expect(fs.existsSync(shippedPhotoFile(recipe))).toBe(false)
    expect(await sharp(await drawDemoPicture(recipe)).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 30 })
  })
})
